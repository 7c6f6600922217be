import { formatPriceRange, type StoreCategory } from '@crabclaw/shared';

/**
 * A category's price range as the storefront shows it: computed from its products for sale, so staff see
 * what customers see (issue 23); said so when it has none for sale.
 */
export function priceRangeText(
  { lowestPrice, highestPrice }: Pick<StoreCategory, 'lowestPrice' | 'highestPrice'>,
  t: (key: string) => string,
): string {
  return lowestPrice === null || highestPrice === null
    ? t('list.noneForSale')
    : formatPriceRange(lowestPrice, highestPrice);
}

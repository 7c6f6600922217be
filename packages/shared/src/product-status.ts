export const PRODUCT_STATUSES = ['Fresh', 'Available', 'Out of Stock', 'Discontinued'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const DEFAULT_PRODUCT_STATUS: ProductStatus = 'Fresh';

/** Only Fresh and Available products are sold (storefront 4, add to cart), and only while stock lasts. */
export function isPurchasable(product: { status: string; stock: number }): boolean {
  return (product.status === 'Fresh' || product.status === 'Available') && product.stock > 0;
}

/**
 * A Discontinued product leaves every storefront list, search, count and the sitemap (issue 23); its page
 * stays, saying it is no longer sold, so old links and orders still lead somewhere.
 */
export const UNLISTED_STATUS: ProductStatus = 'Discontinued';
export const isListed = (status: string): boolean => status !== UNLISTED_STATUS;

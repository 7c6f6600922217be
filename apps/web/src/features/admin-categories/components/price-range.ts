import { formatRupiah } from '../../../lib/format.ts';

/** A category's price range as a person reads it; 0 on a side means that side is open. */
export function priceRangeText(
  start: number,
  end: number,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (start > 0 && end > 0) return `${formatRupiah(start)} – ${formatRupiah(end)}`;
  if (start > 0) return t('list.from', { price: formatRupiah(start) });
  if (end > 0) return t('list.upTo', { price: formatRupiah(end) });
  return t('list.anyPrice');
}

import { writeNumber } from './number-text.ts';

/**
 * Formats a whole-rupiah amount the way Indonesian shoppers read it: "Rp 125.000" (Intl's id-ID rupiah
 * format, with a plain space after "Rp", which keeps copy, tests and PDFs predictable).
 */
export function formatRupiah(amount: number): string {
  const rupiah = Math.round(amount);
  return `${rupiah < 0 ? '-' : ''}Rp ${writeNumber(Math.abs(rupiah), 'id')}`;
}

/** A range of prices as a shopper reads it: 'Rp 85.000 - Rp 1.500.000', or the one price when both ends meet. */
export function formatPriceRange(lowest: number, highest: number): string {
  return lowest === highest ? formatRupiah(lowest) : `${formatRupiah(lowest)} - ${formatRupiah(highest)}`;
}

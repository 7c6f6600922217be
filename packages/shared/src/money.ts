// Made on first use: a process's first Intl format loads the locale data, a tenth of a second of a server's start.
let rupiah: Intl.NumberFormat | undefined;

/** Formats a whole-rupiah amount the way Indonesian shoppers read it: "Rp 125.000". */
export function formatRupiah(amount: number): string {
  rupiah ??= new Intl.NumberFormat('id-ID', {
    style: 'currency',
    currency: 'IDR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  // Intl puts a no-break space after "Rp"; a plain space keeps copy, tests and PDFs predictable.
  return rupiah.format(Math.round(amount)).replace(/\u00a0/g, ' ');
}

/** A range of prices as a shopper reads it: 'Rp 85.000 - Rp 1.500.000', or the one price when both ends meet. */
export function formatPriceRange(lowest: number, highest: number): string {
  return lowest === highest ? formatRupiah(lowest) : `${formatRupiah(lowest)} - ${formatRupiah(highest)}`;
}

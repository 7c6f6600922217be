const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Formats a whole-rupiah amount the way Indonesian shoppers read it: "Rp 125.000". */
export function formatRupiah(amount: number): string {
  // Intl puts a no-break space after "Rp"; a plain space keeps copy, tests and PDFs predictable.
  return rupiah.format(Math.round(amount)).replace(/\u00a0/g, ' ');
}

/**
 * Reads a price that a cart line stored as display text ("Rp 125.000") back into a number.
 * Spec rule (storefront 3, cart item): strip every non-digit; unparsable counts as 0.
 */
export function parseCartPrice(price: string | number | null | undefined): number {
  if (typeof price === 'number') return Number.isFinite(price) ? Math.max(0, Math.round(price)) : 0;
  const digits = String(price ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

import { describe, expect, it } from 'vitest';
import { formatPriceRange, formatRupiah } from './money.ts';

describe('formatRupiah', () => {
  it.each([
    [125_000, 'Rp 125.000'],
    [0, 'Rp 0'],
    [1_500_000, 'Rp 1.500.000'],
    [99.6, 'Rp 100'],
    [-2_500, '-Rp 2.500'],
    [-0.4, 'Rp 0'],
    [12_345_678_901, 'Rp 12.345.678.901'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });

  it("writes what Intl's Indonesian rupiah format writes", () => {
    const intl = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
    for (const amount of [0, 7, 950, 1_000, 85_000, 1_500_000, -42_000, 987_654_321])
      expect(formatRupiah(amount)).toBe(intl.format(amount).replace(/\u00a0/g, ' '));
  });
});

describe('formatPriceRange', () => {
  it('writes both ends, or the one price when they meet', () => {
    expect(formatPriceRange(85_000, 1_500_000)).toBe('Rp 85.000 - Rp 1.500.000');
    expect(formatPriceRange(120_000, 120_000)).toBe('Rp 120.000');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPriceRange, formatRupiah } from './money.ts';

describe('formatRupiah', () => {
  it.each([
    [125_000, 'Rp 125.000'],
    [0, 'Rp 0'],
    [1_500_000, 'Rp 1.500.000'],
    [99.6, 'Rp 100'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });
});

describe('formatPriceRange', () => {
  it('writes both ends, or the one price when they meet', () => {
    expect(formatPriceRange(85_000, 1_500_000)).toBe('Rp 85.000 - Rp 1.500.000');
    expect(formatPriceRange(120_000, 120_000)).toBe('Rp 120.000');
  });
});

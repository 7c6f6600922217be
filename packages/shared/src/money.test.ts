import { describe, expect, it } from 'vitest';
import { formatRupiah, parseCartPrice } from './money.ts';

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

describe('parseCartPrice (strip every non-digit; unparsable is 0)', () => {
  it.each([
    ['Rp 125.000', 125_000],
    ['Rp125,000', 125_000],
    ['', 0],
    ['gratis', 0],
    [null, 0],
    [undefined, 0],
    [85_000, 85_000],
    [Number.NaN, 0],
    [-5, 0],
  ])('reads %s as %d', (text, amount) => {
    expect(parseCartPrice(text)).toBe(amount);
  });
});

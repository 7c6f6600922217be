import { describe, expect, it } from 'vitest';
import { discountPercent, sellingPrice, showsOriginalPrice } from './pricing.ts';

describe('discountPercent (spec: round((original - discount) / original * 100))', () => {
  it.each([
    [100_000, 85_000, 15],
    [285_000, 259_000, 9],
    [3, 2, 33],
    [0, 0, 0],
    [-10, 5, 0],
  ])('original %d, discount %d gives %d%%', (original, discount, percent) => {
    expect(discountPercent(original, discount)).toBe(percent);
  });
});

describe('sellingPrice', () => {
  it('is the discount price only when it is a real discount', () => {
    expect(sellingPrice(100_000, 85_000)).toBe(85_000);
    expect(sellingPrice(100_000, 0)).toBe(100_000);
    expect(sellingPrice(100_000, 120_000)).toBe(100_000);
    expect(showsOriginalPrice(100_000, 85_000)).toBe(true);
    expect(showsOriginalPrice(100_000, 0)).toBe(false);
  });
});

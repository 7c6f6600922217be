import { describe, expect, it } from 'vitest';
import { clampQuantity, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './cart.ts';

describe('clampQuantity', () => {
  it.each([
    [5, 5],
    [0, MIN_LINE_QUANTITY],
    [-3, MIN_LINE_QUANTITY],
    [500, MAX_LINE_QUANTITY],
    [2.7, 2],
    [Number.NaN, MIN_LINE_QUANTITY],
  ])('keeps %d at %d', (quantity, kept) => {
    expect(clampQuantity(quantity)).toBe(kept);
  });
});

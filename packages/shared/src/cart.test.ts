import { describe, expect, it } from 'vitest';
import {
  CartLineSchema,
  clampQuantity,
  isStockLimited,
  MAX_LINE_QUANTITY,
  maxLineQuantity,
  MIN_LINE_QUANTITY,
} from './cart.ts';

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

  // Issue 11: the cart accepted 99 of a product with 45 left.
  it.each([
    [99, 45, 45],
    [46, 45, 45],
    [45, 45, 45],
    [3, 45, 3],
    [0, 45, MIN_LINE_QUANTITY],
    [Number.NaN, 45, MIN_LINE_QUANTITY],
    [500, 120, MAX_LINE_QUANTITY],
    [7, 0, MIN_LINE_QUANTITY],
    [7, 6.9, 6],
    [7, undefined, 7],
  ])('keeps %d with %s in stock at %d', (quantity, stock, kept) => {
    expect(clampQuantity(quantity, stock)).toBe(kept);
  });
});

describe('maxLineQuantity', () => {
  it('is the lower of 99 and the stock, and never below one', () => {
    expect(maxLineQuantity()).toBe(MAX_LINE_QUANTITY);
    expect(maxLineQuantity(45)).toBe(45);
    expect(maxLineQuantity(250)).toBe(MAX_LINE_QUANTITY);
    expect(maxLineQuantity(0)).toBe(MIN_LINE_QUANTITY);
    expect(maxLineQuantity(Number.POSITIVE_INFINITY)).toBe(MAX_LINE_QUANTITY);
  });
});

describe('isStockLimited', () => {
  it('is true only when a known stock is below the 99 cap', () => {
    expect(isStockLimited({ stock: 45 })).toBe(true);
    expect(isStockLimited({ stock: 99 })).toBe(false);
    expect(isStockLimited({})).toBe(false);
  });
});

describe('CartLineSchema stock', () => {
  const line = {
    id: 1,
    name: 'Kerang',
    category: 'Kerang',
    weight: 1,
    price: 35000,
    quantity: 2,
    inStock: true,
    status: 'Fresh',
  };
  it('reads lines stored before the stock was kept, and drops a broken stock rather than the line', () => {
    expect(CartLineSchema.parse(line).stock).toBeUndefined();
    expect(CartLineSchema.parse({ ...line, stock: 45 }).stock).toBe(45);
    expect(CartLineSchema.parse({ ...line, stock: 'banyak' }).stock).toBeUndefined();
  });
});

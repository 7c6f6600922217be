import { describe, expect, it } from 'vitest';
import { crossedIntoLowStock, isLowStock } from './low-stock.ts';

describe('isLowStock', () => {
  it('holds a product without its own threshold to the shop default, counting the threshold itself as low', () => {
    expect(isLowStock({ status: 'Fresh', stock: 5, lowStockThreshold: null }, 5)).toBe(true);
    expect(isLowStock({ status: 'Fresh', stock: 6, lowStockThreshold: null }, 5)).toBe(false);
  });

  it('holds a product with its own threshold to that one, above or below the default', () => {
    expect(isLowStock({ status: 'Available', stock: 15, lowStockThreshold: 20 }, 5)).toBe(true);
    expect(isLowStock({ status: 'Available', stock: 3, lowStockThreshold: 2 }, 5)).toBe(false);
    expect(isLowStock({ status: 'Available', stock: 0, lowStockThreshold: 0 }, 5)).toBe(true);
  });

  it('keeps products out of stock for now but leaves out those no longer sold', () => {
    expect(isLowStock({ status: 'Out of Stock', stock: 0, lowStockThreshold: null }, 5)).toBe(true);
    expect(isLowStock({ status: 'Discontinued', stock: 0, lowStockThreshold: null }, 5)).toBe(false);
  });
});

describe('crossedIntoLowStock', () => {
  it('holds only for the take that brought the stock to or below the threshold', () => {
    expect(crossedIntoLowStock({ stock: 5, lowStockThreshold: null }, 2, 5)).toBe(true);
    expect(crossedIntoLowStock({ stock: 4, lowStockThreshold: null }, 1, 5)).toBe(false);
    expect(crossedIntoLowStock({ stock: 6, lowStockThreshold: null }, 3, 5)).toBe(false);
    expect(crossedIntoLowStock({ stock: 0, lowStockThreshold: 0 }, 1, 5)).toBe(true);
    expect(crossedIntoLowStock({ stock: 19, lowStockThreshold: 20 }, 1, 5)).toBe(false);
    expect(crossedIntoLowStock({ stock: 19, lowStockThreshold: 20 }, 2, 5)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { isLowStock } from './low-stock.ts';

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

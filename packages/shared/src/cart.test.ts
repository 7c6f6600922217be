import { describe, expect, it } from 'vitest';
import {
  addToLine,
  clampQuantity,
  isStockLimited,
  MAX_LINE_QUANTITY,
  maxLineQuantity,
  MIN_LINE_QUANTITY,
  readStoredCart,
  roomInLine,
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

describe('readStoredCart', () => {
  const line = {
    id: 7,
    name: 'Kepiting Bakau Hidup',
    nameEn: 'Live Mud Crab',
    category: 'Kepiting',
    weight: 1,
    price: 149_000,
    quantity: 2,
    image: null,
    inStock: true,
    status: 'Fresh',
    saleUnit: 'kg',
    stock: 45,
  };

  it("keeps a cart saved in today's shape as it is", () => {
    expect(readStoredCart([line])).toEqual([line]);
  });

  // Issue 11: carts saved before kept the price as display text.
  it.each([
    ['Rp 149.000', 149_000],
    ['Rp\u00a0149.000', 149_000],
    ['Rp149,000', 149_000],
    ['Rp 1', 1],
    ['Rp 0', 0],
  ])('reads the text price %j of a cart saved before issue 11 as %d rupiah', (price, amount) => {
    expect(readStoredCart([{ ...line, price }])).toEqual([{ ...line, price: amount }]);
  });

  it('reads the oldest shape (no English name, sale unit, stock or image) with its price as a number', () => {
    const oldest = { id: 3, name: 'Udang', category: 'Udang', weight: '1 kg', price: 'Rp 85.000', quantity: 1 };
    expect(readStoredCart([{ ...oldest, inStock: true, status: 'Available' }])).toEqual([
      { ...oldest, price: 85_000, image: null, inStock: true, status: 'Available' },
    ]);
  });

  it('reads lines stored before the stock was kept, and drops a broken stock or sale unit rather than the line', () => {
    const { stock: _stock, ...beforeIssue11 } = line;
    expect(readStoredCart([beforeIssue11])).toEqual([beforeIssue11]);
    expect(readStoredCart([{ ...line, stock: 'banyak', saleUnit: 'ton' }])).toEqual([
      { ...beforeIssue11, saleUnit: undefined },
    ]);
  });

  it('drops the lines it cannot read and keeps the others', () => {
    const unreadable = [
      { ...line, id: 8, price: 'gratis' },
      { ...line, id: 9, price: '' },
      { ...line, id: 10, price: -5 },
      { ...line, id: 11, price: 1.5 },
      { ...line, id: 12, price: null },
      { ...line, id: 13, price: 'Rp 99999999999999999999' },
      { ...line, id: 14, quantity: 0 },
      { ...line, id: 'x' },
      { ...line, id: 15, name: undefined },
      { ...line, id: 16, image: 5 },
      { ...line, id: 17, weight: null },
      { ...line, id: 18, inStock: 'yes' },
      'Rp 149.000',
      null,
    ];
    expect(readStoredCart([...unreadable, line])).toEqual([line]);
  });

  it.each([null, {}, 'cart', 42, { 0: line }])('reads %j as an empty cart', (stored) => {
    expect(readStoredCart(stored)).toEqual([]);
  });
});

// A customer walk: 'Lobster Mutiara Hidup 500 g' (stock 8), add 3 then 6: the dialog said 6 went in (5 did),
// and with all 8 in the cart another press said 1 went in (none did).
describe('addToLine', () => {
  it('adds what was asked when the stock leaves room for it', () => {
    expect(addToLine(0, 3, 8)).toEqual({ added: 3, quantity: 3, limit: undefined });
    expect(addToLine(3, 5, 8)).toEqual({ added: 5, quantity: 8, limit: undefined });
  });

  it('adds only what the stock leaves beside the line, and says the stock stopped it', () => {
    expect(addToLine(3, 6, 8)).toEqual({ added: 5, quantity: 8, limit: 'stock' });
  });

  it('adds nothing to a line already holding the whole stock', () => {
    expect(addToLine(8, 1, 8)).toEqual({ added: 0, quantity: 8, limit: 'stock' });
    expect(addToLine(9, 1, 8)).toEqual({ added: 0, quantity: 9, limit: 'stock' });
  });

  it('stops at the 99 a line may hold when the stock is larger or unknown', () => {
    expect(addToLine(95, 10, 500)).toEqual({ added: 4, quantity: 99, limit: 'max' });
    expect(addToLine(99, 1, undefined)).toEqual({ added: 0, quantity: 99, limit: 'max' });
  });

  it('adds nothing of a product with nothing in stock', () => {
    expect(addToLine(0, 1, 0)).toEqual({ added: 0, quantity: 0, limit: 'stock' });
  });

  it('reads a request of no whole piece as nothing asked', () => {
    expect(addToLine(2, 0, 8)).toEqual({ added: 0, quantity: 2, limit: undefined });
    expect(addToLine(2, Number.NaN, 8)).toEqual({ added: 0, quantity: 2, limit: undefined });
    expect(addToLine(2, 2.9, 8)).toEqual({ added: 2, quantity: 4, limit: undefined });
  });
});

describe('roomInLine', () => {
  it.each([
    [0, 8, 8],
    [3, 8, 5],
    [8, 8, 0],
    [10, 8, 0],
    [0, 0, 0],
    [0, 500, MAX_LINE_QUANTITY],
    [40, undefined, MAX_LINE_QUANTITY - 40],
  ])('leaves room for more beside %d in the cart with %s in stock: %d', (inCart, stock, room) => {
    expect(roomInLine(inCart, stock)).toBe(room);
  });
});

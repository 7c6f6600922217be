import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '@crabclaw/shared';

/** The device's localStorage, counting writes. */
function deviceStorage(items: Record<string, string>) {
  const store = new Map(Object.entries(items));
  const writes: string[] = [];
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(key);
      store.set(key, value);
    },
    removeItem: (key: string) => void store.delete(key),
  } as Storage;
  return { storage, writes, saved: () => JSON.parse(store.get('cart') ?? 'null') as unknown };
}

/** Opens the shop on a device: the cart store reads the device's cart when it loads. */
async function openShop(storage: Storage) {
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return import('./cart-store.ts');
}

// The shape every cart had before issue 11: the price as display text.
const savedBeforeIssue11 = {
  id: 7,
  name: 'Kepiting Bakau Hidup',
  category: 'Kepiting',
  weight: 1,
  price: 'Rp 149.000',
  quantity: 2,
  image: null,
  inStock: true,
  status: 'Fresh',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a cart saved on the device before issue 11', () => {
  it('is read with its prices as numbers and saved back once in that shape, unreadable lines dropped', async () => {
    const device = deviceStorage({
      cart: JSON.stringify([savedBeforeIssue11, { ...savedBeforeIssue11, id: 8, price: 'gratis' }, 'Rp 1']),
    });
    const cart = await openShop(device.storage);
    expect(device.saved()).toEqual([{ ...savedBeforeIssue11, price: 149_000 }]);
    expect(device.writes).toEqual(['cart']);

    // The next visit finds today's shape and writes nothing.
    await openShop(device.storage);
    expect(device.writes).toEqual(['cart']);

    // The line keeps working as a number: its quantity changes, its subtotal is the price times it.
    cart.setLineQuantity(7, 3);
    const [line] = device.saved() as Parameters<typeof cart.lineSubtotal>[0][];
    expect(line).toMatchObject({ price: 149_000, quantity: 3 });
    expect(cart.lineSubtotal(line!)).toBe(447_000);
  });

  it('is an empty cart when what is saved cannot be read at all, without breaking the shop', async () => {
    for (const saved of ['{not json', '"Rp 149.000"', '{"0":{}}']) {
      const device = deviceStorage({ cart: saved });
      const cart = await openShop(device.storage);
      cart.setLineQuantity(7, 3);
      expect(device.saved()).toEqual([]);
    }
  });
});

/** A product as the API answers it, with what the cart reads from it. */
function product(stock: number, inStock = stock > 0): StoreProduct {
  return {
    productId: 21,
    productName: 'Lobster Mutiara Hidup 500 g',
    productNameEn: null,
    slug: 'lobster-mutiara-hidup-500-g',
    description: '',
    descriptionEn: null,
    categoryId: 3,
    category: { id: 3, name: 'Lobster', nameEn: null, slug: 'lobster' },
    productStatus: inStock ? 'Fresh' : 'Out of Stock',
    originalPrice: 1_250_000,
    discountPrice: 1_150_000,
    price: 1_150_000,
    saleUnit: 'piece',
    handling: 'live',
    discountPercent: 8,
    weight: 0.5,
    rating: 4.9,
    totalSold: 95,
    location: 'Lombok',
    stock,
    inStock,
    barcode: null,
    isUnggulan: false,
    isPopular: false,
    imageUrl: null,
    images: null,
    createdDate: '2025-01-01T00:00:00.000Z',
  };
}

describe('adding to the cart', () => {
  // A customer walk: stock 8, add 3 then 6; the dialog said 6 went in, the cart held 8.
  it('says what really went in: only what the stock leaves beside the line, nothing once it holds all', async () => {
    const device = deviceStorage({});
    const cart = await openShop(device.storage);
    expect(cart.addToCart(product(8), 3)).toEqual({ added: 3, quantity: 3, limit: undefined });
    expect(cart.addToCart(product(8), 6)).toEqual({ added: 5, quantity: 8, limit: 'stock' });
    expect(device.saved()).toMatchObject([{ id: 21, quantity: 8 }]);

    const writes = device.writes.length;
    expect(cart.addToCart(product(8), 1)).toEqual({ added: 0, quantity: 8, limit: 'stock' });
    expect(device.writes).toHaveLength(writes);
  });
});

describe('the cart subtotal', () => {
  const available = { ...savedBeforeIssue11, price: 149_000, quantity: 2 };
  const soldOut = { ...savedBeforeIssue11, id: 8, price: 60_000, quantity: 1, inStock: false, status: 'Out of Stock' };

  // A customer walk: a saved cart's sold-out fish was counted in the subtotal.
  it('counts only the lines that can be bought', async () => {
    const cart = await openShop(deviceStorage({}).storage);
    expect(cart.cartSubtotal([available, soldOut])).toBe(298_000);
    expect(cart.cartSubtotal([soldOut])).toBe(0);
  });

  it('loses its unavailable lines in one press, keeping the others', async () => {
    const device = deviceStorage({ cart: JSON.stringify([available, soldOut]) });
    const cart = await openShop(device.storage);
    cart.removeUnavailableLines();
    expect(device.saved()).toEqual([available]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

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

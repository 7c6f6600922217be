import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHIPPING_SETTINGS,
  lowestShippingPrice,
  orderWeight,
  quoteShipping,
  servedProvinces,
  type ShippingSettings,
} from './index.ts';

const jakarta = { province: 'DKI Jakarta', city: 'Jakarta Selatan', postalCode: '12730' };
const bandung = { province: 'Jawa Barat', city: 'Bandung', postalCode: '40111' };
const bali = { province: 'Bali', city: 'Denpasar', postalCode: '80111' };
const ebi = { name: 'Ebi', handling: 'dry' as const, quantity: 2, saleUnit: 'kg' as const, weight: null };
const udang = { name: 'Udang Beku', handling: 'frozen' as const, quantity: 1, saleUnit: 'kg' as const, weight: null };
const crab = { name: 'Kepiting Hidup', handling: 'live' as const, quantity: 1, saleUnit: 'kg' as const, weight: null };
const AREA = ['Jakarta'];

const prices = (quotes: ReturnType<typeof quoteShipping>) =>
  Object.fromEntries(quotes.map((quote) => [quote.method.id, quote.price ?? quote.refusal?.code]));

/** The defaults with Jabodetabek priced apart, two bands, and a cold-box fee on cold chain. */
const BANDED: ShippingSettings = {
  zones: [
    { name: 'Jabodetabek', provinces: ['DKI Jakarta', 'Jawa Barat', 'Banten'], cities: ['Jakarta', 'Bekasi'] },
    ...DEFAULT_SHIPPING_SETTINGS.zones,
  ],
  methods: DEFAULT_SHIPPING_SETTINGS.methods.map((method) =>
    method.id === 'regular'
      ? {
          ...method,
          rates: [
            { zone: 'Jabodetabek', upToKg: 5, price: 10_000 },
            { zone: 'Jabodetabek', upToKg: null, price: 20_000 },
            { zone: 'Jawa', upToKg: 3, price: 15_000 },
          ],
        }
      : method.id === 'cold_chain'
        ? { ...method, coldBoxFee: 8_000 }
        : method,
  ),
};

describe('the weight of an order', () => {
  it('counts kg lines by quantity, packs and pieces by their stated weight, unweighed ones as 1 kg', () => {
    expect(
      orderWeight([
        { name: 'a', quantity: 2, saleUnit: 'kg' },
        { name: 'b', quantity: 3, saleUnit: 'pack', weight: 0.5 },
        { name: 'c', quantity: 2, saleUnit: 'piece', weight: '0.25' },
        { name: 'd', quantity: 4, saleUnit: 'piece', weight: null },
        { name: 'e', quantity: 1 },
      ]),
    ).toBe(2 + 1.5 + 0.5 + 4 + 1);
  });
});

describe('the price of each method', () => {
  it('charges by default what the shop charged before (one zone, one band)', () => {
    expect(prices(quoteShipping(DEFAULT_SHIPPING_SETTINGS, [ebi], AREA, bandung))).toEqual({
      regular: 15_000,
      express: 25_000,
      cold_chain: 35_000,
      same_day: 'delivery.outsideArea',
    });
    expect(
      quoteShipping(DEFAULT_SHIPPING_SETTINGS, [ebi], AREA, jakarta).find((q) => q.method.id === 'same_day'),
    ).toMatchObject({ price: 45_000, refusal: null });
  });

  it('prices by the first zone holding the address, and by the band holding the weight', () => {
    const heavy = { ...ebi, quantity: 6 };
    expect(prices(quoteShipping(BANDED, [ebi], AREA, jakarta)).regular).toBe(10_000);
    expect(prices(quoteShipping(BANDED, [heavy], AREA, jakarta)).regular).toBe(20_000);
    // Bandung is not a Jabodetabek city: the Java zone, whose one band ends at 3 kg.
    expect(prices(quoteShipping(BANDED, [ebi], AREA, bandung)).regular).toBe(15_000);
    expect(quoteShipping(BANDED, [heavy], AREA, bandung)[0]!.refusal).toEqual({
      code: 'shipping.tooHeavy',
      params: { max: 3 },
    });
  });

  it('refuses an address no zone serves, and leaves switched-off methods out', () => {
    expect(quoteShipping(BANDED, [ebi], AREA, bali)[0]!.refusal).toEqual({
      code: 'shipping.notServed',
      params: { province: 'Bali' },
    });
    const off = {
      ...BANDED,
      methods: BANDED.methods.map((method) => ({ ...method, active: method.id !== 'express' })),
    };
    expect(quoteShipping(off, [ebi], AREA, jakarta).map((quote) => quote.method.id)).toEqual([
      'regular',
      'cold_chain',
      'same_day',
    ]);
  });

  it('adds the cold-box fee when the order holds anything but dry goods', () => {
    expect(prices(quoteShipping(BANDED, [ebi], AREA, bandung)).cold_chain).toBe(35_000);
    expect(prices(quoteShipping(BANDED, [ebi, udang], AREA, bandung)).cold_chain).toBe(43_000);
  });

  it('judges the goods before the zone, with the delivery-area rule', () => {
    expect(prices(quoteShipping(BANDED, [crab], AREA, bali))).toMatchObject({
      regular: 'delivery.methodCannotCarry',
      same_day: 'delivery.outsideArea',
    });
    expect(prices(quoteShipping(BANDED, [crab], AREA))).toMatchObject({ same_day: undefined });
  });

  it('estimates a cart by the lowest price its goods may travel for', () => {
    expect(lowestShippingPrice(BANDED, [ebi], AREA)).toBe(10_000);
    expect(lowestShippingPrice(BANDED, [crab], AREA)).toBe(45_000);
    expect(lowestShippingPrice(BANDED, [crab], [])).toBeNull();
  });

  it('offers checkout the provinces an active, priced method serves', () => {
    expect(servedProvinces(DEFAULT_SHIPPING_SETTINGS)).toEqual([
      'DKI Jakarta',
      'Jawa Barat',
      'Jawa Tengah',
      'Jawa Timur',
      'Banten',
      'D.I. Yogyakarta',
    ]);
  });
});

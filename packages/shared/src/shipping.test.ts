import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHIPPING_SETTINGS,
  lowestShippingPrice,
  orderWeight,
  quoteShipping,
  servedProvinces,
  ShippingSettingsSchema,
  type ShippingSettings,
  type ShippingSettingsInput,
} from './index.ts';
import { decodeMessage } from './messages.ts';

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

describe('the settings staff send', () => {
  const input = (change: (settings: ShippingSettingsInput) => void): ShippingSettingsInput => {
    const settings = structuredClone(DEFAULT_SHIPPING_SETTINGS) as ShippingSettingsInput;
    change(settings);
    return settings;
  };
  const issues = (settings: ShippingSettingsInput) =>
    ShippingSettingsSchema.safeParse(settings).error?.issues.map((issue) => [
      issue.path.join('.'),
      decodeMessage(issue.message).code,
    ]);

  it('sorts bands lightest first, the open band last', () => {
    const parsed = ShippingSettingsSchema.parse(
      input((s) => {
        s.methods[0]!.rates = [
          { zone: 'Jawa', upToKg: null, price: 30_000 },
          { zone: 'Jawa', upToKg: 10, price: 20_000 },
          { zone: 'Jawa', upToKg: 2, price: 10_000 },
        ];
      }),
    );
    expect(parsed.methods[0]!.rates.map((rate) => rate.upToKg)).toEqual([2, 10, null]);
  });

  it('refuses negative prices, twice the same band, unknown zones and days the wrong way round, per field', () => {
    expect(
      issues(
        input((s) => {
          s.methods[0]!.rates = [
            { zone: 'Jawa', upToKg: 5, price: -1 },
            { zone: 'Jawa', upToKg: 5, price: 10 },
            { zone: 'Sumatera', upToKg: null, price: 10 },
          ];
          s.methods[1]!.minDays = 3;
          s.methods[1]!.maxDays = 2;
          s.methods[2]!.coldBoxFee = -5;
        }),
      ),
    ).toEqual([
      ['methods.0.rates.0.price', 'shipping.numberNegative'],
      ['methods.0.rates.1.upToKg', 'shipping.bandTwice'],
      ['methods.1.maxDays', 'shipping.daysOrder'],
      ['methods.2.coldBoxFee', 'shipping.numberNegative'],
      ['methods.0.rates.2.zone', 'shipping.rateZoneUnknown'],
    ]);
    expect(issues(input((s) => void (s.methods[0]!.rates[0]!.zone = 'Sumatera')))).toEqual([
      ['methods.0.rates.0.zone', 'shipping.rateZoneUnknown'],
    ]);
  });

  it('refuses zones without a name, a province, or with the name of another', () => {
    expect(
      issues(
        input((s) => {
          s.zones.push({ name: 'Bali', provinces: ['Bali'] }, { name: ' ', provinces: [] });
        }),
      ),
    ).toEqual([
      ['zones.2.name', 'shipping.zoneNameRequired'],
      ['zones.2.provinces', 'shipping.zoneNeedsProvince'],
    ]);
    expect(issues(input((s) => void s.zones.push({ name: 'jawa', provinces: ['Bali'] })))).toEqual([
      ['zones.1.name', 'shipping.zoneTwice'],
    ]);
  });
});

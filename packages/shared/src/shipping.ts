import { PROVINCES, SHIPPING_METHODS, type ShippingMethodId } from './checkout-methods.ts';
import { shippingRefusal, type HandlingClass } from './handling.ts';
import type { CodedMessage } from './messages.ts';
import { INDONESIAN_PROVINCES } from './provinces.ts';
import { DEFAULT_SALE_UNIT, type SaleUnit } from './sale-unit.ts';

/**
 * Shipping is the shop's to set (issue 27, decision 041): each method's names, days, reach, cold-box fee and
 * its prices by zone and weight band, kept in the database and edited at /app/shipping. Checkout and the
 * server price an order with the one rule below (quoteShipping), from the same settings.
 */

/** What a pack or piece without a stated weight counts for: a kilogram, so no band is undercharged. */
export const UNWEIGHED_UNIT_KG = 1;

/** A price for orders weighing up to `upToKg` (null: any weight), in one zone. */
export interface ShippingRate {
  zone: string;
  upToKg: number | null;
  price: number;
}

export interface ShippingMethodSettings {
  id: ShippingMethodId;
  nameId: string;
  nameEn: string;
  minDays: number;
  maxDays: number;
  carriesLiveAndFresh: boolean;
  deliveryAreaOnly: boolean;
  /** Added to the price when the order holds anything but dry goods (live, fresh or frozen travel in a cold box). */
  coldBoxFee: number;
  active: boolean;
  rates: ShippingRate[];
}

/** Provinces, optionally narrowed to cities (whole words, as the delivery area matches them). */
export interface ShippingZone {
  name: string;
  provinces: string[];
  cities: string[];
}

export interface ShippingSettings {
  zones: ShippingZone[];
  methods: ShippingMethodSettings[];
}

/** What a new shop starts with, and what the migration wrote for an existing one: yesterday's prices. */
export const DEFAULT_SHIPPING_ZONE = 'Jawa';
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  zones: [{ name: DEFAULT_SHIPPING_ZONE, provinces: [...PROVINCES], cities: [] }],
  methods: SHIPPING_METHODS.map((method) => ({
    id: method.id,
    nameId: method.name,
    nameEn: method.nameEn,
    minDays: method.minDays,
    maxDays: method.maxDays,
    carriesLiveAndFresh: method.carriesLiveAndFresh,
    deliveryAreaOnly: method.deliveryAreaOnly,
    coldBoxFee: 0,
    active: true,
    rates: [{ zone: DEFAULT_SHIPPING_ZONE, upToKg: null, price: method.price }],
  })),
};

/** An order line as shipping weighs and judges it. */
export interface ShippedLine {
  name: string;
  /** Unknown for a cart line stored before issue 27: counted as needing a cold box, judged by no method. */
  handling?: HandlingClass | null;
  quantity: number;
  saleUnit?: SaleUnit | null;
  weight?: number | string | null;
}

/** A line's weight in kg: kg lines their quantity; packs and pieces their count times the stated weight. */
export function lineWeight(line: Pick<ShippedLine, 'quantity' | 'saleUnit' | 'weight'>): number {
  if ((line.saleUnit ?? DEFAULT_SALE_UNIT) === 'kg') return line.quantity;
  const weight = Number(line.weight);
  const stated = line.weight !== null && line.weight !== '' && Number.isFinite(weight) && weight > 0;
  return line.quantity * (stated ? weight : UNWEIGHED_UNIT_KG);
}

export const orderWeight = (lines: readonly ShippedLine[]): number =>
  lines.reduce((sum, line) => sum + lineWeight(line), 0);

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

export interface ShippingAddress {
  province: string;
  city: string;
  postalCode: string;
}

export function inZone(zone: ShippingZone, address: Pick<ShippingAddress, 'province' | 'city'>): boolean {
  if (!zone.provinces.includes(address.province)) return false;
  const city = words(address.city);
  return zone.cities.length === 0 || zone.cities.some((entry) => city.includes(words(entry)));
}

/** The band that prices this weight: the smallest "up to" that holds it, the open band last. */
function bandFor(rates: readonly ShippingRate[], weight: number): ShippingRate | undefined {
  return sortBands(rates).find((rate) => rate.upToKg === null || weight <= rate.upToKg + 1e-9);
}

/** Weight bands lightest first, the open band last: how bands are priced and kept. */
export const sortBands = <T extends { upToKg: number | null }>(rates: readonly T[]): T[] =>
  [...rates].sort((a, b) => (a.upToKg ?? Infinity) - (b.upToKg ?? Infinity));

export interface ShippingQuote {
  method: ShippingMethodSettings;
  /** What the method costs this order, cold box included; null when refused or the address is not known yet. */
  price: number | null;
  refusal: CodedMessage | null;
}

const needsColdBox = (lines: readonly ShippedLine[]) => lines.some((line) => line.handling !== 'dry');

/** The method's price to an address for this weight, or why there is none. */
function priceTo(
  method: ShippingMethodSettings,
  zones: readonly ShippingZone[],
  address: ShippingAddress,
  weight: number,
): { price: number } | { refusal: CodedMessage } {
  // The first zone (in the shop's order) that holds the address and that the method prices: a city zone
  // listed before its province's zone takes its cities.
  const zone = zones.find((z) => inZone(z, address) && method.rates.some((rate) => rate.zone === z.name));
  if (!zone) return { refusal: { code: 'shipping.notServed', params: { province: address.province } } };
  const rates = method.rates.filter((rate) => rate.zone === zone.name);
  const band = bandFor(rates, weight);
  if (band) return { price: band.price };
  const heaviest = Math.max(...rates.map((rate) => rate.upToKg ?? 0));
  return { refusal: { code: 'shipping.tooHeavy', params: { max: heaviest } } };
}

/**
 * The active methods for these lines and this address, each with its price or why it is not offered: the goods
 * and the delivery area first (shippingRefusal), then the zone and the weight band. Without an address only
 * the goods are judged and no price is known.
 */
export function quoteShipping(
  settings: ShippingSettings,
  lines: readonly ShippedLine[],
  area: readonly string[],
  address?: ShippingAddress,
): ShippingQuote[] {
  const handled = lines.flatMap((line) => (line.handling ? [{ name: line.name, handling: line.handling }] : []));
  const weight = orderWeight(lines);
  const coldBox = needsColdBox(lines);
  return settings.methods
    .filter((method) => method.active)
    .map((method) => {
      const refusal = shippingRefusal(method, handled, area, address);
      if (refusal || !address) return { method, price: null, refusal };
      const priced = priceTo(method, settings.zones, address, weight);
      if ('refusal' in priced) return { method, price: null, refusal: priced.refusal };
      return { method, price: priced.price + (coldBox ? method.coldBoxFee : 0), refusal: null };
    });
}

/** The lowest price any zone asks for this cart's weight: the cart's estimate before an address is known. */
export function lowestShippingPrice(
  settings: ShippingSettings,
  lines: readonly ShippedLine[],
  area: readonly string[],
): number | null {
  const weight = orderWeight(lines);
  const coldBox = needsColdBox(lines);
  const prices = quoteShipping(settings, lines, area)
    .filter((quote) => !quote.refusal)
    .flatMap(({ method }) =>
      settings.zones.flatMap((zone) => {
        const band = bandFor(
          method.rates.filter((rate) => rate.zone === zone.name),
          weight,
        );
        return band ? [band.price + (coldBox ? method.coldBoxFee : 0)] : [];
      }),
    );
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The provinces some active, priced method serves, in the list's order: what checkout lets a customer pick. */
export function servedProvinces(settings: ShippingSettings): string[] {
  const priced = new Set(
    settings.methods.filter((method) => method.active).flatMap((method) => method.rates.map((rate) => rate.zone)),
  );
  const served = new Set(settings.zones.filter((zone) => priced.has(zone.name)).flatMap((zone) => zone.provinces));
  return INDONESIAN_PROVINCES.filter((province) => served.has(province));
}

export const methodName = (method: Pick<ShippingMethodSettings, 'nameId' | 'nameEn'>, language: string) =>
  language === 'en' || language.startsWith('en-') ? method.nameEn : method.nameId;

// Types only: the cart reads HANDLING_CLASSES on every storefront page, without the message catalogues.
import type { CodedMessage } from './messages.ts';

/**
 * How a product travels (issue 27): live and fresh goods must reach the customer the same or the next day,
 * inside the shop's delivery area; frozen and dry ones go with any shipping method.
 */
export const HANDLING_CLASSES = ['live', 'fresh', 'frozen', 'dry'] as const;
export type HandlingClass = (typeof HANDLING_CLASSES)[number];
/** What a product created without one is: it restricts no shipping method, so no checkout breaks unexpectedly. */
export const DEFAULT_HANDLING: HandlingClass = 'frozen';

export const needsSameDay = (handling: HandlingClass): boolean => handling === 'live' || handling === 'fresh';

/** The delivery area (a general parameter): city names or postal-code prefixes, one a line or comma-separated. */
export function parseDeliveryArea(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[\n,;]/)
    .map((entry) => entry.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * Whether an address lies in the area: a postal code starting with one of its digit prefixes, or a city
 * naming one of its places as whole words ('Jakarta Selatan' and 'Kota Bekasi' are in 'Jakarta, Bekasi').
 */
export function isInDeliveryArea(area: readonly string[], address: { city: string; postalCode: string }): boolean {
  const city = words(address.city);
  return area.some((entry) =>
    /^\d+$/.test(entry) ? address.postalCode.trim().startsWith(entry) : city.includes(words(entry)),
  );
}

/** What a shipping method promises about perishables (packages/shared checkout.ts SHIPPING_METHODS). */
export interface MethodReach {
  carriesLiveAndFresh: boolean;
  deliveryAreaOnly: boolean;
}

export interface HandledLine {
  name: string;
  handling: HandlingClass;
}

/**
 * Why a method cannot take this cart to this address, or null when it can. The cart's first live or fresh
 * line is named, so the customer knows which product decides; without an address only the goods are judged.
 */
export function shippingRefusal(
  method: MethodReach,
  lines: readonly HandledLine[],
  area: readonly string[],
  address?: { city: string; postalCode: string },
): CodedMessage | null {
  const perishable = lines.find((line) => needsSameDay(line.handling));
  if (perishable && !method.carriesLiveAndFresh) {
    return { code: 'delivery.methodCannotCarry', params: { name: perishable.name } };
  }
  if (!method.deliveryAreaOnly) return null;
  if (area.length === 0) return { code: 'delivery.noArea' };
  if (address && !isInDeliveryArea(area, address)) {
    return { code: 'delivery.outsideArea', params: { area: area.join(', ') } };
  }
  return null;
}

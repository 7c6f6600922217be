import {
  encodeMessage,
  lowestShippingPrice,
  quoteShipping,
  type CartLine,
  type CheckoutOptions,
  type HandledLine,
  type ShippedLine,
  type ShippingAddress,
  type ShippingMethodId,
  type ShippingSettings,
} from '@crabclaw/shared';

/** The cart's lines as the shipping rules judge them; a line stored before issue 27 waits for its fresh copy. */
export function handledLines(lines: readonly CartLine[], name: (line: CartLine) => string): HandledLine[] {
  return lines.flatMap((line) => (line.handling ? [{ name: name(line), handling: line.handling }] : []));
}

/** The cart's lines as shipping weighs and judges them (decision 041). */
export function shippedLines(lines: readonly CartLine[], name: (line: CartLine) => string): ShippedLine[] {
  return lines.map((line) => ({
    name: name(line),
    handling: line.handling ?? null,
    quantity: line.quantity,
    saleUnit: line.saleUnit,
    weight: line.weight,
  }));
}

const settingsOf = (options: CheckoutOptions): ShippingSettings => ({
  zones: options.shippingZones,
  methods: options.shippingMethods,
});

export interface MethodOffers {
  /** Why each method is not offered (encoded for useMessage); methods that are offered are absent. */
  refused: Partial<Record<ShippingMethodId, string>>;
  /** What each offered method costs this cart to this address; absent until the address is known. */
  prices: Partial<Record<ShippingMethodId, number>>;
}

/** The shop's shipping settings applied to this cart and address: the rule the server prices the order by. */
export function methodOffers(
  options: CheckoutOptions,
  lines: readonly ShippedLine[],
  address?: ShippingAddress,
): MethodOffers {
  const offers: MethodOffers = { refused: {}, prices: {} };
  for (const { method, price, refusal } of quoteShipping(settingsOf(options), lines, options.deliveryArea, address)) {
    if (refusal) offers.refused[method.id] = encodeMessage(refusal.code, refusal.params);
    if (price !== null) offers.prices[method.id] = price;
  }
  return offers;
}

/** What shipping costs this cart at least, before an address is known: the cart's estimate. */
export const lowestPrice = (options: CheckoutOptions, lines: readonly ShippedLine[]) =>
  lowestShippingPrice(settingsOf(options), lines, options.deliveryArea);

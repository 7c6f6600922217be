import {
  encodeMessage,
  shippingRefusal,
  type CartLine,
  type CheckoutOptions,
  type HandledLine,
  type ShippingMethodId,
} from '@crabclaw/shared';

/** The cart's lines as the shipping rules judge them; a line stored before issue 27 waits for its fresh copy. */
export function handledLines(lines: readonly CartLine[], name: (line: CartLine) => string): HandledLine[] {
  return lines.flatMap((line) => (line.handling ? [{ name: name(line), handling: line.handling }] : []));
}

/**
 * Why each method is not offered for this cart and address (encoded for useMessage), the same rule the server
 * applies at placement (shippingRefusal); methods that are offered are absent.
 */
export function refusedMethods(
  options: CheckoutOptions,
  lines: readonly HandledLine[],
  address?: { city: string; postalCode: string },
): Partial<Record<ShippingMethodId, string>> {
  const refused: Partial<Record<ShippingMethodId, string>> = {};
  for (const method of options.shippingMethods) {
    const reason = shippingRefusal(method, lines, options.deliveryArea, address);
    if (reason) refused[method.id] = encodeMessage(reason.code, reason.params);
  }
  return refused;
}

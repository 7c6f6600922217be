import type { ShippingMethodId } from '@crabclaw/shared';
import { useCheckoutOptions, useShippingMethodName } from '../../../lib/checkout-options.ts';

export interface ShippingChoice {
  id: ShippingMethodId;
  name: string;
}

/**
 * The shipping methods staff may give an order: the shop's as checkout offers them, under the names staff set at
 * /app/shipping (decision 041) and without the ones switched off; and an order's own method, under the name it
 * keeps, when the shop has switched it off since (the server then asks for another).
 */
export function useShippingChoices(current?: ShippingChoice): ShippingChoice[] {
  const { data } = useCheckoutOptions();
  const shippingName = useShippingMethodName();
  const offered = (data?.shippingMethods ?? []).map(({ id }) => ({ id, name: shippingName({ id }) }));
  return current && !offered.some((method) => method.id === current.id) ? [current, ...offered] : offered;
}

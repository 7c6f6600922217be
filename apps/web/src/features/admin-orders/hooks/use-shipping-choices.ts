import { useTranslation } from 'react-i18next';
import { methodName, type ShippingMethodId } from '@crabclaw/shared';
import { useCheckoutOptions } from '../../../lib/checkout-options.ts';

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
  const { i18n } = useTranslation();
  const { data } = useCheckoutOptions();
  const offered = (data?.shippingMethods ?? []).map((method) => ({
    id: method.id,
    name: methodName(method, i18n.language),
  }));
  return current && !offered.some((method) => method.id === current.id) ? [current, ...offered] : offered;
}

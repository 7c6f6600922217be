import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { methodName, type CheckoutOptions } from '@crabclaw/shared';
import { apiRequest } from './api-client.ts';
import { useOrderWord } from './order-words.ts';

/**
 * What the shop offers at checkout: its active shipping methods with their names, prices and delivery times,
 * the payment methods, the provinces served. Checkout reads it, so do the staff's order screens, which offer
 * the same methods, and the shop's pages, which state the delivery times. Saving the shipping settings drops
 * it (['checkout']).
 */
export const checkoutOptionsQuery = queryOptions({
  queryKey: ['checkout', 'options'],
  queryFn: () => apiRequest<CheckoutOptions>('/api/checkout/options'),
  staleTime: 10 * 60_000,
});

export function useCheckoutOptions() {
  return useQuery(checkoutOptionsQuery);
}

/**
 * What a shipping method is called, in the reader's language. An order's own name for it (kept in Indonesian
 * when it was placed) for an Indonesian reader; otherwise the name the shop gives the method now while it
 * offers it (decision 041), else the default words. The same name on checkout's cards, the confirmation, the
 * success page and the staff's screens.
 */
export function useShippingMethodName(): (method: { id: string; name?: string }) => string {
  const { i18n } = useTranslation();
  const orderWord = useOrderWord();
  const { data } = useCheckoutOptions();
  return ({ id, name }) => {
    if (name && i18n.language === 'id') return name;
    const offered = data?.shippingMethods.find((method) => method.id === id);
    return offered ? methodName(offered, i18n.language) : orderWord('shippingMethod', id, name);
  };
}

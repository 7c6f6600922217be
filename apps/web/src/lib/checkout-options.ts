import { useQuery } from '@tanstack/react-query';
import type { CheckoutOptions } from '@crabclaw/shared';
import { apiRequest } from './api-client.ts';

/**
 * What the shop offers at checkout: its active shipping methods with their names and prices, the payment
 * methods, the provinces served. Checkout reads it, and so do the staff's order screens, which offer the same
 * methods. Saving the shipping settings drops it (['checkout']).
 */
export function useCheckoutOptions() {
  return useQuery({
    queryKey: ['checkout', 'options'],
    queryFn: () => apiRequest<CheckoutOptions>('/api/checkout/options'),
    staleTime: 10 * 60_000,
  });
}

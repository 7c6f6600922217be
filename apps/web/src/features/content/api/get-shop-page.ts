import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ShopPage, ShopPageKey } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkoutOptionsQuery } from '../../../lib/checkout-options.ts';

/** Under ['pages'], the key the back office's page editor refreshes after a save. */
export const shopPageQuery = (key: ShopPageKey) =>
  queryOptions({
    queryKey: ['pages', key] as const,
    queryFn: () => apiRequest<ShopPage>(`/api/pages/${key}`),
  });

export const useShopPage = (key: ShopPageKey) => useQuery(shopPageQuery(key));

/**
 * What a shop page's server render reads: its text, and the delivery times its `{{placeholders}}` state
 * (use-page-facts.ts).
 */
export const prefetchShopPage = (queryClient: QueryClient, key: ShopPageKey) =>
  Promise.all([queryClient.prefetchQuery(shopPageQuery(key)), queryClient.prefetchQuery(checkoutOptionsQuery)]);

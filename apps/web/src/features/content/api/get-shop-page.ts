import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopPage, ShopPageKey } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** Under ['pages'], the key the back office's page editor refreshes after a save. */
export const shopPageQuery = (key: ShopPageKey) =>
  queryOptions({
    queryKey: ['pages', key] as const,
    queryFn: () => apiRequest<ShopPage>(`/api/pages/${key}`),
  });

export const useShopPage = (key: ShopPageKey) => useQuery(shopPageQuery(key));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopPage, ShopPageKey } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** Under ['pages'], the storefront's key for the same page, so a save refreshes it in this tab too. */
export const pageKeys = { detail: (key: ShopPageKey) => ['pages', key] as const };

/** A page for its editor: always the stored version, never a copy from the storefront's visit. */
export const pageQueryOptions = (key: ShopPageKey) =>
  queryOptions({
    queryKey: pageKeys.detail(key),
    queryFn: () => apiRequest<ShopPage>(`/api/pages/${key}`),
    staleTime: 0,
  });

export const usePage = (key: ShopPageKey) => useQuery(pageQueryOptions(key));

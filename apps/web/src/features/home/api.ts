import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { StoreBanner } from '@crabclaw/shared';
import { apiRequest } from '../../lib/api-client.ts';
import { categoriesWithCountQuery, featuredProductsQuery } from '../catalogue/index.ts';

const activeBannersQuery = queryOptions({
  queryKey: ['banners', 'active'],
  queryFn: () => apiRequest<StoreBanner[]>('/api/Banner/active'),
});

export function useActiveBanners() {
  return useQuery(activeBannersQuery);
}

/** What the home page's first render reads (issue 12): banners, categories and featured products. */
export async function prefetchHomePage(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(activeBannersQuery),
    queryClient.prefetchQuery(categoriesWithCountQuery),
    queryClient.prefetchQuery(featuredProductsQuery),
  ]);
}

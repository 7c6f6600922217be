import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBannerPage, AdminBannerQueryInput } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { bannerKeys } from './banner-keys.ts';

/** GET /api/Banner: one page of every banner, filtered and searched by the server. */
export const getBanners = (query: AdminBannerQueryInput) =>
  apiRequest<AdminBannerPage>('/api/Banner', { query: query as Record<string, string | number | boolean | undefined> });

export const bannersQueryOptions = (query: AdminBannerQueryInput) =>
  queryOptions({
    queryKey: bannerKeys.list(query),
    queryFn: () => getBanners(query),
    placeholderData: keepPreviousData,
  });

export const useBanners = (query: AdminBannerQueryInput) => useQuery(bannersQueryOptions(query));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBanner } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { bannerKeys } from './banner-keys.ts';

/** GET /api/Banner/{id}: one banner with its English texts and edit version. */
export const getBanner = (id: number) => apiRequest<AdminBanner>(`/api/Banner/${id}`);

export const bannerQueryOptions = (id: number) =>
  queryOptions({ queryKey: bannerKeys.detail(id), queryFn: () => getBanner(id), staleTime: 0 });

export const useBanner = (id: number) => useQuery({ ...bannerQueryOptions(id), enabled: id > 0 });

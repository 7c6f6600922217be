import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreBanner } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const getActiveBanners = () => apiRequest<StoreBanner[]>('/api/Banner/active');

export const activeBannersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'banners', 'active'], queryFn: getActiveBanners });

export const useActiveBanners = () => useQuery(activeBannersQueryOptions());

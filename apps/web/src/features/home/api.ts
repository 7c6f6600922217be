import { useQuery } from '@tanstack/react-query';
import type { StoreBanner } from '@crabclaw/shared';
import { apiRequest } from '../../lib/api-client.ts';

export function useActiveBanners() {
  return useQuery({ queryKey: ['banners', 'active'], queryFn: () => apiRequest<StoreBanner[]>('/api/Banner/active') });
}

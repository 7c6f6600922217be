import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner, BannerDisplayOrder } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { bannerKeys } from './banner-keys.ts';

/** PATCH /api/Banner/update-display-order: the new orders, stored together or not at all. */
export const updateDisplayOrder = (body: BannerDisplayOrder) =>
  apiRequest<AdminBanner[]>('/api/Banner/update-display-order', { method: 'PATCH', body });

export function useUpdateDisplayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisplayOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bannerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: bannerKeys.homePreview() }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner, AdminBannerPage } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { bannerKeys } from './banner-keys.ts';

export type BannerToggle = 'status' | 'visibility';

/** PATCH /api/Banner/{id}/toggle-status or /toggle-visibility: empty body, answers the banner. */
export const toggleBanner = (id: number, toggle: BannerToggle) =>
  apiRequest<AdminBanner>(`/api/Banner/${id}/toggle-${toggle}`, { method: 'PATCH' });

/** Section 4: the returned banner replaces the one in the lists. */
export function useToggleBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, toggle }: { id: number; toggle: BannerToggle }) => toggleBanner(id, toggle),
    onSuccess: (banner) => {
      queryClient.setQueriesData<AdminBannerPage>({ queryKey: bannerKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.bannerId === banner.bannerId ? banner : row)) } : page,
      );
      queryClient.setQueryData(bannerKeys.detail(banner.bannerId), banner);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: bannerKeys.lists(), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: bannerKeys.homePreview() }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner, BannerCreateInput, BannerUpdateInput } from '@crabclaw/shared';
import { sendWithProgress, type UploadProgress } from '../../../lib/send-with-progress.ts';
import { bannerKeys } from './banner-keys.ts';

/**
 * POST /api/Banner and PUT /api/Banner/{id}, reporting upload progress: a banner's pictures (data URLs,
 * up to 4 x 10 MB) take a while to send.
 */
export const createBanner = (body: BannerCreateInput, onProgress?: UploadProgress) =>
  sendWithProgress<AdminBanner>('POST', '/api/Banner', body, onProgress);

export const updateBanner = (id: number, body: BannerUpdateInput, onProgress?: UploadProgress) =>
  sendWithProgress<AdminBanner>('PUT', `/api/Banner/${id}`, body, onProgress);

interface SaveVariables {
  id?: number;
  body: BannerCreateInput | BannerUpdateInput;
  onProgress?: UploadProgress;
}

/** Creates (no id) or updates a banner; the lists and the banner's detail are read again afterwards. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, onProgress }: SaveVariables) =>
      id ? updateBanner(id, body as BannerUpdateInput, onProgress) : createBanner(body, onProgress),
    onSuccess: (banner) => {
      queryClient.setQueryData(bannerKeys.detail(banner.bannerId), banner);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: bannerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: bannerKeys.homePreview() }),
      ]);
    },
  });
}

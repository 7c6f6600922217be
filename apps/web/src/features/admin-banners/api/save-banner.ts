import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner, ApiError, BannerCreateInput, BannerUpdateInput } from '@crabclaw/shared';
import { ApiRequestError } from '../../../lib/api-client.ts';
import i18n from '../../../lib/i18n.ts';
import { bannerKeys } from './banner-keys.ts';

/** How much of the request body has gone up, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * POST /api/Banner and PUT /api/Banner/{id}. Through XMLHttpRequest rather than fetch: fetch cannot
 * report upload progress, and a banner's pictures (data URLs, up to 4 x 10 MB) take a while to send.
 */
function sendBanner(method: 'POST' | 'PUT', url: string, body: unknown, onProgress?: UploadProgress) {
  return new Promise<AdminBanner>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network'));
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(payload as AdminBanner);
      const error = (payload ?? {}) as Partial<ApiError>;
      reject(new ApiRequestError(request.status, error.message ?? request.statusText, error.errors ?? {}));
    };
    request.send(JSON.stringify(body));
  });
}

export const createBanner = (body: BannerCreateInput, onProgress?: UploadProgress) =>
  sendBanner('POST', '/api/Banner', body, onProgress);

export const updateBanner = (id: number, body: BannerUpdateInput, onProgress?: UploadProgress) =>
  sendBanner('PUT', `/api/Banner/${id}`, body, onProgress);

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
      return queryClient.invalidateQueries({ queryKey: bannerKeys.lists() });
    },
  });
}

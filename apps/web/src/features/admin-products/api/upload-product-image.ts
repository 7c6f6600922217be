import type { ApiError, ProductImageUpload } from '@crabclaw/shared';
import { ApiRequestError } from '../../../lib/api-client.ts';
import i18n from '../../../lib/i18n.ts';

/**
 * POST /api/Product/upload-image (multipart, field file). XMLHttpRequest rather than fetch: only it
 * reports upload progress, which the picker shows as a bar. Fails with ApiRequestError, never silently.
 */
export function uploadProductImage(file: File, onProgress: (fraction: number) => void): Promise<ProductImageUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/Product/upload-image');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network'));
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(payload as ProductImageUpload);
      const error = (payload ?? {}) as Partial<ApiError>;
      reject(new ApiRequestError(request.status, error.message ?? request.statusText, error.errors ?? {}));
    };
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

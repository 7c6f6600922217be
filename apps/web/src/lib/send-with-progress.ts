import { ApiRequestError, apiRequestError } from './api-client.ts';
import i18n from './i18n.ts';

/** How much of the request body has gone up, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends a request through XMLHttpRequest rather than fetch: fetch cannot report upload progress, which
 * the back office shows as a bar for pictures. A JSON body (anything but FormData) is sent as JSON; a
 * FormData body as multipart. Resolves with the parsed JSON reply; fails with ApiRequestError, never
 * silently, like the api client.
 */
export function sendWithProgress<T>(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  onProgress?: UploadProgress,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    const multipart = body instanceof FormData;
    if (!multipart) request.setRequestHeader('Content-Type', 'application/json');
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
      if (request.status >= 200 && request.status < 300) return resolve(payload as T);
      reject(apiRequestError(request.status, payload, request.statusText));
    };
    request.send(multipart ? body : JSON.stringify(body));
  });
}

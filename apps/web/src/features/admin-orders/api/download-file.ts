import { apiRequestError, ApiRequestError } from '../../../lib/api-client.ts';
import i18n from '../../../lib/i18n.ts';

type Query = Record<string, string | number | boolean | undefined>;

/** The name the server gave the file (Content-Disposition), else ours. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * GETs a file the staff session may read (invoice PDF, CSV export) and hands it to the browser as a
 * download. fetch rather than a plain link: a refusal or a lost session becomes a message on the
 * screen instead of a broken file in the downloads folder.
 */
export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const url = params.size ? `${path}?${params}` : path;
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { 'Accept-Language': i18n.language } });
  } catch {
    throw new ApiRequestError(0, 'network');
  }
  if (!response.ok) {
    throw apiRequestError(response.status, await response.json().catch(() => undefined), response.statusText);
  }
  const name = fileNameOf(response, fallbackName);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may let the blob go.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  return name;
}

import { encodeMessage, type ApiError, type MessageCode } from '@crabclaw/shared';
import i18n from './i18n.ts';

/**
 * A failed API call. `reason` and `fields` are the server's message codes, encoded as the shared schemas
 * encode theirs, so a form shows a server's and its own field messages alike (lib/messages.ts translates
 * both); `message` is the server's wording, for logs.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The error of a non-2xx answer whose JSON body (if any) is `payload`. */
export function apiRequestError(status: number, payload: unknown, statusText: string): ApiRequestError {
  const error = (payload ?? {}) as Partial<ApiError>;
  // The server's codes are the shared catalogues' (decision 010); one it lacks reads as a general message.
  const encoded = (coded: { code: string; params?: ApiError['params'] }) =>
    encodeMessage(coded.code as MessageCode, coded.params);
  const fields = Object.entries(error.fieldCodes ?? {}).map(([field, coded]) => [field, encoded(coded)]);
  return new ApiRequestError(
    status,
    error.message ?? statusText,
    error.code ? encoded({ code: error.code, params: error.params }) : undefined,
    Object.fromEntries(fields),
  );
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  query?: Query;
  body?: unknown;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (path, init) => fetch(path, init);

/**
 * Where requests go. The browser's fetch by default; the server, rendering a page, passes its own, which
 * answers from the same process without going over the network (apps/server/src/plugins/web.ts).
 */
export function setApiFetch(next: ApiFetch): void {
  apiFetch = next;
}

/** The one way the web app talks to the server: same origin, cookies included, JSON in and out. */
export async function apiRequest<T>(path: string, { query, body, headers, ...init }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(withQuery(path, query), {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        // The server answers its messages in the visitor's language.
        'Accept-Language': i18n.language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, 'network');
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiRequestError(response.status, payload, response.statusText);
  return payload as T;
}

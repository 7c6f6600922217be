import type { ApiError } from '@crabclaw/shared';
import i18n from './i18n.ts';

/** A failed API call, carrying the server's `{ message, errors }` so forms can show field messages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
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

/** The one way the web app talks to the server: same origin, cookies included, JSON in and out. */
export async function apiRequest<T>(path: string, { query, body, headers, ...init }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
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
  if (!response.ok) {
    const error = (payload ?? {}) as Partial<ApiError>;
    throw new ApiRequestError(response.status, error.message ?? response.statusText, error.errors ?? {});
  }
  return payload as T;
}

import type { IncomingHttpHeaders } from 'node:http';

/** If-None-Match, compared weakly as RFC 9110 asks (a CDN may have weakened the tag): whether to answer 304. */
export function notModified(request: { headers: IncomingHttpHeaders }, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === etag);
}

import type { FastifyRequest } from 'fastify';

/*
 * Which origin is the shop's own, in one place: the links the SEO routes write (sitemap, canonical URLs,
 * robots.txt) and the cross-site request check of the auth plugin both ask here, so they agree.
 *
 * The Host header (X-Forwarded-Host behind a trusted proxy) is whatever the client sends. Believed as is,
 * it let a client write its own markup or domain into pages and a sitemap that caches keep (issue 8), so
 * it is used only when it names a host the shop knows.
 */

// Loopback names on any port: they name the visitor's own machine and cannot carry markup.
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

type Request = Pick<FastifyRequest, 'protocol' | 'host' | 'socket' | 'server'>;

/** Behind a trusted proxy request.protocol is X-Forwarded-Proto as sent: anything but https counts as http. */
const protocolOf = (request: Request) => (request.protocol === 'https' ? 'https' : 'http');

function originOf(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/** The address and port this connection arrived at, spelled as a Host header names it. */
function arrivalHost(request: Request): string | undefined {
  const { localAddress, localPort } = request.socket;
  if (!localAddress || !localPort) return undefined;
  const address = localAddress.replace(/^::ffff:/, '');
  return `${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

/** The request's own origin when its host is allowed (ALLOWED_HOSTS), loopback or the address it arrived at. */
function knownRequestOrigin(request: Request): string | undefined {
  const host = request.host.toLowerCase();
  const allowed = request.server.config.ALLOWED_HOSTS ?? [];
  const known =
    allowed.some((entry) => entry.toLowerCase() === host) || LOOPBACK.test(host) || host === arrivalHost(request);
  return known ? originOf(protocolOf(request), host) : undefined;
}

/** Without PUBLIC_URL: the request's known origin, else the first allowed host, else localhost on PORT. */
function hostOrigin(request: Request): string {
  const { ALLOWED_HOSTS, PORT } = request.server.config;
  const fallback = ALLOWED_HOSTS?.[0] ?? `localhost:${PORT}`;
  return knownRequestOrigin(request) ?? originOf(protocolOf(request), fallback) ?? `http://localhost:${PORT}`;
}

/** Where links to the shop point, without a trailing slash: PUBLIC_URL (which may carry a path), else hostOrigin. */
export function publicBaseUrl(request: Request): string {
  const publicUrl = request.server.config.PUBLIC_URL;
  return publicUrl ? publicUrl.replace(/\/$/, '') : hostOrigin(request);
}

/** Origins a write may come from: the one links point to, and the request's own when its host is known. */
export function ownOrigins(request: Request): string[] {
  const publicUrl = request.server.config.PUBLIC_URL;
  const linked = publicUrl ? new URL(publicUrl).origin : hostOrigin(request);
  const own = knownRequestOrigin(request);
  return own && own !== linked ? [linked, own] : [linked];
}

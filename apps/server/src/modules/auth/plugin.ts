import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffUser } from '@crabclaw/shared';
import { ownOrigins } from '../../lib/public-origin.ts';
import { sessionToken } from './cookie.ts';
import { forbidden } from './errors.ts';
import { accessOf, type Access } from './guard.ts';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a route guard for the staff member making the request. */
    staff: StaffUser | null;
  }
  interface FastifyInstance {
    /** Every route and what it asks of its caller, as declared by its guard (the authorization test walks it). */
    routeAccess: RouteAccess[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Cross-site request forgery guard: a write that a cookie would authenticate must come from the shop's
 * own pages (Origin, else Referer). SameSite=Lax already keeps the cookie off other sites' requests;
 * this holds even for a browser that ignores SameSite. Sign-in is checked too when the browser says
 * where it comes from, so another site cannot sign a visitor in to an account of its choosing.
 */
async function checkOrigin(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const hasSession = sessionToken(request) !== undefined;
  const signingIn = request.routeOptions.url === '/auth/login';
  if (!hasSession && !signingIn) return;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin && !hasSession) return;
  if (!origin || !ownOrigins(request).includes(origin)) {
    throw forbidden('auth.foreignOrigin');
  }
}

/** Staff sessions for the whole app: request.staff, the route access register and the origin check. */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeAccess.push({ method, url: route.url, access: accessOf(route) });
  });
  app.addHook('onRequest', checkOrigin);
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });

import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { can, type Permission, type StaffUser } from '@crabclaw/shared';
import { clearSessionCookie, sessionToken, setSessionCookie } from './cookie.ts';
import { forbidden, unauthorized } from './errors.ts';
import { extendSession, findSession } from './sessions.ts';

/** What a route asks of its caller: nothing, any signed-in staff member, or one permission. */
export type Access = 'public' | 'signedIn' | Permission;

const ACCESS = Symbol('access');

export type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [ACCESS]: Access };

const resolved = new WeakMap<FastifyRequest, Promise<StaffUser | null>>();

/** The signed-in staff member behind the request's cookie (looked up once per request), or null. */
export function currentStaff(request: FastifyRequest, reply: FastifyReply): Promise<StaffUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = lookUp(request, reply);
    resolved.set(request, pending);
  }
  return pending;
}

async function lookUp(request: FastifyRequest, reply: FastifyReply): Promise<StaffUser | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const { db } = request.server;
  const session = await findSession(db, token);
  if (!session) {
    // Expired, revoked or disabled: drop the dead cookie so the browser stops sending it.
    clearSessionCookie(request, reply);
    return null;
  }
  const extendedTo = await extendSession(db, token, session);
  if (extendedTo) setSessionCookie(request, reply, token, extendedTo);
  return session.user;
}

function guard(access: Exclude<Access, 'public'>): Guard {
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    const staff = await currentStaff(request, reply);
    if (!staff) throw unauthorized();
    if (access !== 'signedIn' && !can(staff.role, access)) throw forbidden();
    request.staff = staff;
  };
  return Object.assign(check, { [ACCESS]: access });
}

/**
 * Route guard: `onRequest: requirePermission('catalogue.manage')`. Runs before the body is read, so a
 * caller without the right answers 401 (signed out) or 403 (role) whatever it sent. The authorization
 * test reads the guard from the route, so declare it on the route, not with a plugin-wide addHook.
 */
export function requirePermission(permission: Permission): Guard {
  return guard(permission);
}

/** Route guard for what every signed-in staff member may do (their own session and password). */
export const requireSignedIn: Guard = guard('signedIn');

/** The staff member a guarded handler runs for (the guard has set it). */
export function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

function isGuard(hook: unknown): hook is Guard {
  return typeof hook === 'function' && ACCESS in hook;
}

/** The access a route declares through its guard; a route without one is public. */
export function accessOf(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): Access {
  const hooks = [route.onRequest, route.preHandler].flat();
  return hooks.find(isGuard)?.[ACCESS] ?? 'public';
}

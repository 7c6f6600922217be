export { default as authPlugin, type RouteAccess } from './plugin.ts';
export { default as authRoutes } from './routes.ts';
export { currentStaff, requirePermission, requireSignedIn, staffOf, type Access } from './guard.ts';
export { forbidden, unauthorized } from './errors.ts';
export { hashPassword, verifyPassword, randomPassword } from './passwords.ts';
export { createSession, revokeUserSessions } from './sessions.ts';
export { sessionToken, setSessionCookie } from './cookie.ts';
export { findAccountByUsername } from './service.ts';

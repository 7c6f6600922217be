// The module's routes (one plugin): sign-in and sign-out. authPlugin, the session check, is registered earlier.
export { default as authModule } from './routes.ts';
export { default as authPlugin, type RouteAccess } from './plugin.ts';
export { currentStaff, requirePermission, requireSignedIn, staffOf, type Access } from './guard.ts';
export { forbidden, unauthorized } from './errors.ts';
export { hashPassword, verifyPassword, randomPassword } from './passwords.ts';
export { createSession, revokeUserSessions } from './sessions.ts';
export { sessionToken, setSessionCookie } from './cookie.ts';

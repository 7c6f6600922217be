import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'crabclaw_session';

/** Secure whenever the shop is reached over HTTPS, directly or as its PUBLIC_URL says (behind a proxy). */
function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https' || Boolean(request.server.config.PUBLIC_URL?.startsWith('https:'));
}

/** httpOnly: no script can read the token; SameSite=Lax: other sites' forms and fetches do not carry it. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

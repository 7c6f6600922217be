import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, LoginSchema, SessionSchema } from '@crabclaw/shared';
import { z } from 'zod';
import { clearSessionCookie, sessionToken, setSessionCookie } from './cookie.ts';
import { currentStaff } from './guard.ts';
import { defaultSignInsInFlight, passwordCheckGate } from './password-gate.ts';
import { signIn } from './service.ts';
import { revokeSession } from './sessions.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkPassword = passwordCheckGate(app.config.SIGN_INS_IN_FLIGHT ?? defaultSignInsInFlight());
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Staff sign-in; sets the httpOnly session cookie',
        body: LoginSchema,
        response: { 200: SessionSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await signIn(app.db, request.body, request.ip, checkPassword);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user: session.user };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the session on the server and clears the cookie',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await revokeSession(app.db, token);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in: { user: null } when nobody (200, so a signed-out page logs no error)',
        response: { 200: SessionSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await currentStaff(request, reply) };
    },
  );
};

export default authRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountCreateSchema,
  AccountRoleUpdateSchema,
  AccountStatusUpdateSchema,
  ApiErrorSchema,
  IdParamSchema,
  OwnPasswordChangeSchema,
  PasswordResetSchema,
  StaffAccountSchema,
} from '@crabclaw/shared';
import { z } from 'zod';
import { createSession, requirePermission, requireSignedIn, setSessionCookie, staffOf } from '../auth/index.ts';
import {
  changeOwnPassword,
  createAccount,
  listAccounts,
  resetPassword,
  setAccountRole,
  setAccountStatus,
} from './service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['accounts'];

/** Staff accounts (back-office.md sections 2 and 7: POST /users/api/users/create) and their management. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/api/users',
    {
      onRequest: requirePermission('accounts.read'),
      schema: { tags, summary: 'All staff accounts', response: { 200: z.array(StaffAccountSchema), ...errors } },
    },
    async () => listAccounts(app.db),
  );

  app.post(
    '/users/api/users/create',
    {
      onRequest: requirePermission('accounts.manage'),
      schema: {
        tags,
        summary: 'Adds an Admin, Manager or User account',
        body: AccountCreateSchema,
        response: { 201: StaffAccountSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createAccount(app.db, request.body)),
  );

  app.put(
    '/users/api/users/:id/status',
    {
      onRequest: requirePermission('accounts.manage'),
      schema: {
        tags,
        summary: 'Disables (ending its sessions) or re-enables an account',
        params: IdParamSchema,
        body: AccountStatusUpdateSchema,
        response: { 200: StaffAccountSchema, ...errors },
      },
    },
    async (request) => setAccountStatus(app.db, staffOf(request), request.params.id, request.body.isActive),
  );

  app.put(
    '/users/api/users/:id/role',
    {
      onRequest: requirePermission('accounts.manage'),
      schema: {
        tags,
        summary: 'Changes the role of an account (Admin, Manager or User)',
        params: IdParamSchema,
        body: AccountRoleUpdateSchema,
        response: { 200: StaffAccountSchema, ...errors },
      },
    },
    async (request) => setAccountRole(app.db, staffOf(request), request.params.id, request.body.role),
  );

  app.put(
    '/users/api/users/:id/password',
    {
      onRequest: requirePermission('accounts.manage'),
      schema: {
        tags,
        summary: 'Sets a new password for an account and ends its sessions',
        params: IdParamSchema,
        body: PasswordResetSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resetPassword(app.db, staffOf(request), request.params.id, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/users/api/users/me/password',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        summary: 'Changes one’s own password; other sessions end, this device gets a fresh one',
        body: OwnPasswordChangeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      await changeOwnPassword(app.db, staff, request.body);
      const session = await createSession(app.db, staff.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply.status(204).send(null);
    },
  );
};

export default accountRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  BANK_ACCOUNT_NOTICE_DAYS,
  BANK_ACCOUNTS_CODE,
  BankAccountNoticeSchema,
  isOwner,
  type BankAccountNotice,
  type StaffRole,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { requirePermission, staffOf } from '../auth/index.ts';
import { latestParameterEdit } from '../catalogue/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 23: a change of the account customers pay into is told to every Owner, so a change they did not
 * make is noticed. Shown for BANK_ACCOUNT_NOTICE_DAYS after it, to Owners only.
 */
export async function bankAccountNotice(
  executor: Executor,
  role: StaffRole,
  now = new Date(),
): Promise<BankAccountNotice> {
  if (!isOwner(role)) return { change: null };
  const since = new Date(now.getTime() - BANK_ACCOUNT_NOTICE_DAYS * DAY_MS);
  return { change: await latestParameterEdit(executor, BANK_ACCOUNTS_CODE, since) };
}

const bankAccountNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard/bank-account-change',
    {
      onRequest: requirePermission('backOffice.read'),
      schema: {
        tags: ['back office'],
        summary: `The latest change of the bank accounts (008) in the last ${BANK_ACCOUNT_NOTICE_DAYS} days, for Owners`,
        response: { 200: BankAccountNoticeSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bankAccountNotice(app.db, staffOf(request).role);
    },
  );
};

export default bankAccountNoticeRoutes;

import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderSchema,
  ApiErrorSchema,
  CustomerTransferProofsSchema,
  IdParamSchema,
  RefuseTransferProofSchema,
  StaffTransferProofsSchema,
  TransferProofParamsSchema,
} from '@crabclaw/shared';
import { badRequest } from '../../lib/http-errors.ts';
import { LIMITS } from '../../plugins/rate-limits.ts';
import { requirePermission, staffOf } from '../auth/index.ts';
import { ONE_FILE_UPLOAD, uploadedFile } from '../media/index.ts';
import { customerToken, orderRowForCustomer, TokenQuerySchema } from './customer-access.ts';
import { confirmTransferProof, refuseTransferProof } from './transfer-proof-decisions.ts';
import type { ReceiptFile } from './transfer-proof-file.ts';
import {
  customerTransferProofs,
  sendTransferProof,
  staffTransferProofs,
  transferProofFile,
} from './transfer-proofs.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const staffErrors = { ...errors, 401: ApiErrorSchema, 403: ApiErrorSchema };
/** Receipts are money: staff who record payments read and decide them (a User gets 403). */
const recordPayment = requirePermission('orders.recordPayment');
const FILE_DESCRIPTION =
  'A photo is served as the JPEG the shop re-encoded, a PDF as sent (in a sandbox: no script of it runs on the shop’s origin). Never cached, never under a public URL.';

/** A receipt's bytes, private to whoever may read it, opened in the browser (a PDF in its viewer). */
function sendReceipt(reply: FastifyReply, id: number, file: ReceiptFile) {
  const name = `receipt-${id}.${file.contentType === 'application/pdf' ? 'pdf' : 'jpg'}`;
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `inline; filename="${name}"`)
    .header('Content-Security-Policy', 'sandbox')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}

/** Proof of a bank transfer (issue 28, decision 042): the customer's receipts and staff's decision on them. */
const transferProofRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: other routes keep refusing multipart bodies.
  await app.register(multipart, ONE_FILE_UPLOAD);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/Orders/:id/transfer-proofs',
    {
      config: { rateLimit: LIMITS.transferProof },
      schema: {
        tags: ['orders'],
        summary:
          'Send the receipt of a bank transfer (multipart, field file): a JPEG, PNG or WebP photo or a PDF, at most 10 MB',
        description:
          'With the order’s access token (query token or X-Order-Token header; 404 without it, or with another order’s). The type is read from the bytes; a photo is turned upright, stripped of metadata and kept at most 2000 px long, a PDF must be whole. 409 when the order is paid, cancelled or not paid by bank transfer, while a receipt waits for staff, or after 5 receipts.',
        consumes: ['multipart/form-data'],
        params: IdParamSchema,
        querystring: TokenQuerySchema,
        response: { 201: CustomerTransferProofsSchema, ...errors, 413: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('transferProof.notMultipart');
      const { bytes } = await uploadedFile(request, {
        missing: 'transferProof.fileMissing',
        tooLarge: 'transferProof.tooLarge',
      });
      const sent = await sendTransferProof(app.db, request.params.id, customerToken(request), bytes);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/Orders/:id/transfer-proofs',
    {
      schema: {
        tags: ['orders'],
        summary: 'The receipts sent for the order, what staff decided of each, and whether another may be sent',
        description: 'With the order’s access token.',
        params: IdParamSchema,
        querystring: TokenQuerySchema,
        response: { 200: CustomerTransferProofsSchema, ...errors },
      },
    },
    (request) => customerTransferProofs(app.db, request.params.id, customerToken(request)),
  );

  app.get(
    '/api/Orders/:id/transfer-proofs/:proofId/file',
    {
      schema: {
        tags: ['orders'],
        summary: 'One receipt’s file, for the order’s access token holder',
        description: FILE_DESCRIPTION,
        params: TransferProofParamsSchema,
        querystring: TokenQuerySchema,
        response: { 200: z.any().describe('The image or PDF'), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, proofId } = request.params;
      await orderRowForCustomer(app.db, id, customerToken(request));
      return sendReceipt(reply, proofId, await transferProofFile(app.db, id, proofId));
    },
  );

  app.get(
    '/api/admin/orders/:id/transfer-proofs',
    {
      onRequest: recordPayment,
      schema: {
        tags: ['back office'],
        summary: 'The order’s transfer receipts, oldest first, with who confirmed or refused each',
        params: IdParamSchema,
        response: { 200: StaffTransferProofsSchema, ...staffErrors },
      },
    },
    (request) => staffTransferProofs(app.db, request.params.id),
  );

  app.get(
    '/api/admin/orders/:id/transfer-proofs/:proofId/file',
    {
      onRequest: recordPayment,
      schema: {
        tags: ['back office'],
        summary: 'One transfer receipt’s file',
        description: FILE_DESCRIPTION,
        params: TransferProofParamsSchema,
        response: { 200: z.any().describe('The image or PDF'), ...staffErrors },
      },
    },
    async (request, reply) => {
      const { id, proofId } = request.params;
      return sendReceipt(reply, proofId, await transferProofFile(app.db, id, proofId));
    },
  );

  app.post(
    '/api/admin/orders/:id/transfer-proofs/:proofId/confirm',
    {
      onRequest: recordPayment,
      schema: {
        tags: ['back office'],
        summary: 'Confirm a waiting receipt: the order becomes Paid, the customer gets the “payment received” e-mail',
        description:
          'The history names who confirmed and which receipt. 409 when the receipt was already confirmed or refused (of two staff deciding at once, one wins) or the order cannot be paid (cancelled, paid).',
        params: TransferProofParamsSchema,
        response: { 200: AdminOrderSchema, ...staffErrors },
      },
    },
    (request) => confirmTransferProof(app.db, request.params.id, request.params.proofId, staffOf(request)),
  );

  app.post(
    '/api/admin/orders/:id/transfer-proofs/:proofId/refuse',
    {
      onRequest: recordPayment,
      schema: {
        tags: ['back office'],
        summary:
          'Refuse a waiting receipt with a reason the customer reads on the tracking page; they may send another',
        description: '409 when the receipt was already confirmed or refused.',
        params: TransferProofParamsSchema,
        body: RefuseTransferProofSchema,
        response: { 200: AdminOrderSchema, ...staffErrors },
      },
    },
    (request) => refuseTransferProof(app.db, request.params.id, request.params.proofId, request.body, staffOf(request)),
  );
};

export default transferProofRoutes;

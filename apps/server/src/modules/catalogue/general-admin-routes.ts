import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminGeneralParameterCreateSchema,
  AdminGeneralParameterSchema,
  AdminGeneralParameterUpdateSchema,
  ApiErrorSchema,
  GeneralListQuerySchema,
  GeneralParameterChangeSchema,
  GeneralParameterPageSchema,
  GeneralParameterSchema,
  IdParamSchema,
  PAYMENT_PARAMETER_CODES,
  SHOP_PARAMETER_CODES,
} from '@crabclaw/shared';
import { requirePermission, staffOf } from '../auth/index.ts';
import {
  createGeneralParameter,
  deleteGeneralParameter,
  generalParameterPage,
  getGeneralParameter,
  listGeneralParameters,
  updateGeneralParameter,
} from './general-service.ts';
import { generalParameterChanges } from './general-changes.ts';

const tags = ['general'];
const writeErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/**
 * General parameters (back-office sections 2 and 7: /api/general). Reads are public: the storefront's
 * footer, contact page, success page and invoice show the shop's facts from them. Writes are for
 * settings.manage. The report routes under /api/general/ live in the orders module; ids here are
 * integers, so the paths never meet.
 */
const generalAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/general',
    {
      config: { catalogueCache: {} },
      schema: {
        tags,
        summary: 'General parameters: all of them (the storefront), or with page one page of them (the back office)',
        description:
          'Without page: every parameter by code (001 address, 002 phone, 003 e-mail, 004 opening hours, ' +
          'docs/shop-parameters.md for the rest). With page (and pageSize, default 10): one page. search ' +
          'matches name, code or description, case-insensitive.',
        querystring: GeneralListQuerySchema,
        response: {
          200: z.union([z.array(GeneralParameterSchema), GeneralParameterPageSchema]),
          400: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { page, ...query } = request.query;
      return page === undefined
        ? listGeneralParameters(app.db, query.search)
        : generalParameterPage(app.db, { ...query, page });
    },
  );

  app.get(
    '/api/general/:id',
    {
      schema: {
        tags,
        summary: 'One general parameter, with the version an edit must send back',
        params: IdParamSchema,
        response: { 200: AdminGeneralParameterSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    (request) => getGeneralParameter(app.db, request.params.id),
  );

  app.get(
    '/api/general/:id/changes',
    {
      onRequest: requirePermission('backOffice.read'),
      schema: {
        tags,
        summary: 'Who changed a general parameter and when, with each field before and after; newest first',
        params: IdParamSchema,
        response: {
          200: z.array(GeneralParameterChangeSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    (request) => generalParameterChanges(app.db, request.params.id),
  );

  app.post(
    '/api/general',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary: 'Adds a general parameter; 409 when its code is taken; 403 for a payment code unless Owner or Admin',
        body: AdminGeneralParameterCreateSchema,
        response: { 201: AdminGeneralParameterSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGeneralParameter(app.db, staffOf(request), request.body)),
  );

  app.put(
    '/api/general/:id',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary:
          'Edits a general parameter; 409 when it changed since `version` or the code is taken; the payment ' +
          `parameters (${PAYMENT_PARAMETER_CODES.join(', ')}) are Owner and Admin only (403)`,
        params: IdParamSchema,
        body: AdminGeneralParameterUpdateSchema,
        response: { 200: AdminGeneralParameterSchema, ...writeErrors },
      },
    },
    (request) => updateGeneralParameter(app.db, staffOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/general/:id',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary: `Deletes a general parameter; 409 for the codes the shop reads (${SHOP_PARAMETER_CODES.join(', ')})`,
        params: IdParamSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteGeneralParameter(app.db, staffOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default generalAdminRoutes;

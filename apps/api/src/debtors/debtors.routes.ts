import { DEBTOR_ORDERINGS, debtorSchema, pageOf } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults, pageQuerySchema, pageWindow } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import type { DebtorsService } from './debtors.service.js';

const listQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  ordering: z.enum(DEBTOR_ORDERINGS).default('name'),
});

export const debtorRoutes: FastifyPluginAsyncZod<{ debtors: DebtorsService }> = async (
  app,
  { debtors },
) => {
  // The shops the account acts for: part of every signed-in session.
  routesBelongTo(app, 'account');
  app.get(
    '/api/debtors/',
    {
      schema: {
        tags: ['debtors'],
        summary: 'The debtors the caller may act for',
        querystring: listQuerySchema,
        response: { 200: pageOf(debtorSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { q, ordering } = request.query;
      const { count, results } = await debtors.list(contextOf(request), {
        q,
        ordering,
        ...pageWindow(request.query),
      });
      return pageOfResults(request, request.query, count, results);
    },
  );

  app.get(
    '/api/debtors/:id',
    {
      schema: {
        tags: ['debtors'],
        summary: "One of the caller's debtors (another debtor answers 404)",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: debtorSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => debtors.get(contextOf(request), request.params.id),
  );
};

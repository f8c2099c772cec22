import {
  orderAnswerSchema,
  orderCreateBodySchema,
  orderListQuerySchema,
  orderPageSchema,
  orderPatchBodySchema,
  orderUpdateBodySchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, routesBelongTo } from '../auth/auth.hook.js';
import { pageOfResults, pageWindow } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import { idempotencyClaim } from '../idempotency/idempotency.js';
import type { OrderFilter, OrdersService } from './orders.service.js';

const BASE = '/api/orders';
export const orderIdParams = z.object({
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
});
const IDEMPOTENCY_HELP =
  'Send an `Idempotency-Key` header (8–128 of A–Z a–z 0–9 . _ : -): a repeat answers the first result.';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  routesBelongTo(app, 'orderWork', 'changes');
  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, by status (`status=draft,offered`), newest change first",
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { status, debtor_id, q, ordering } = request.query;
      const descending = ordering.startsWith('-');
      const { count, results } = await orders.list(principalOf(request), {
        types: status,
        debtorId: debtor_id,
        q: q || undefined,
        sort: ordering.replace(/^-/, '') as OrderFilter['sort'],
        descending,
        ...pageWindow(request.query),
      });
      return pageOfResults(request, request.query, count, results);
    },
  );

  app.post(
    `${BASE}/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'A new order (commission) for the debtor acted for, or a named one',
        description: `Without \`employee\` the debtor's default employee takes it. ${IDEMPOTENCY_HELP}`,
        body: orderCreateBodySchema,
        response: { 201: orderAnswerSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await orders.create(
        principal,
        request.body,
        idempotencyClaim(request, principal.userId),
      );
      return reply.status(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    `${BASE}/:orderId/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'An order with its articles and totals',
        params: orderIdParams,
        response: { 200: orderAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => orders.get(principalOf(request), request.params.orderId),
  );

  app.put(
    `${BASE}/:orderId/`,
    {
      schema: {
        tags: ['orders'],
        summary: "Replace the order's header (only drafts and offers)",
        params: orderIdParams,
        body: orderUpdateBodySchema,
        response: { 200: orderAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => orders.update(principalOf(request), request.params.orderId, request.body),
  );

  app.patch(
    `${BASE}/:orderId/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'Change part of the header, commonly the employee (only drafts and offers)',
        params: orderIdParams,
        body: orderPatchBodySchema,
        response: { 200: orderAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => orders.update(principalOf(request), request.params.orderId, request.body),
  );

  app.delete(
    `${BASE}/:orderId/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'Delete an order with its articles (only drafts and offers)',
        params: orderIdParams,
        response: { 204: z.null(), ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await orders.remove(principalOf(request), request.params.orderId);
      return reply.status(204).send(null);
    },
  );
};

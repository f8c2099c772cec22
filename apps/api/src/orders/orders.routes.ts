import {
  confirmBodySchema,
  errorSchema,
  flowDraftAnswerSchema,
  flowDraftQuerySchema,
  measurementRefusalSchema,
  offerBodySchema,
  orderAnswerSchema,
  orderCreateBodySchema,
  orderEventsAnswerSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderPatchBodySchema,
  orderUpdateBodySchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { listPage, listWindow } from '../http/list-query.js';
import { errorResponses, orderIdParams } from '../http/schemas.js';
import type { OrderListFilter, OrdersService } from './orders.service.js';

const BASE = '/api/orders';
const IDEMPOTENCY_HELP =
  'Send an `Idempotency-Key` header (8–128 of A–Z a–z 0–9 . _ : -): a repeat answers the first result.';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  routesBelongTo(app, 'orderWork');
  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, filtered and searched, newest change first",
        description:
          'Filters: `status` (draft, offered, confirmed, delivered, imported; comma list), `type` (orders holding such an article), `production_status` (received, inprogress, withoutstock, onhold, ready), `own=true` (created by the caller), `debtor_id`, `q` (order id, commission, customer order number, end customer, memo, article order number); `ordering`, `page`, `page_size`.',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { query } = request;
      const found = await orders.list(contextOf(request), {
        ...listWindow<OrderListFilter['sort']>(query),
        types: query.status,
        articleTypes: query.type,
        productionGroups: query.production_status,
        own: query.own,
        debtorId: query.debtor_id,
      });
      return listPage(request, query, found);
    },
  );

  app.get(
    `${BASE}/draft/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'The draft the order flow saves a new article into (the newest), or null',
        description:
          'The newest draft of the caller (of `debtor_id` for a service account); `draft: null` when there is none, and the flow makes one. Never an offer, a confirmed, delivered or imported order.',
        querystring: flowDraftQuerySchema,
        response: { 200: flowDraftAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => orders.flowDraft(contextOf(request), request.query.debtor_id),
  );

  app.post(
    `${BASE}/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['orders'],
        summary: 'A new order (commission) for the debtor acted for, or a named one',
        description: `Without \`employee\` the debtor's default employee takes it. ${IDEMPOTENCY_HELP}`,
        body: orderCreateBodySchema,
        response: { 201: orderAnswerSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await orders.create(contextOf(request), request.body);
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
    (request) => orders.get(contextOf(request), request.params.orderId),
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
    (request) => orders.update(contextOf(request), request.params.orderId, request.body),
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
    (request) => orders.update(contextOf(request), request.params.orderId, request.body),
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
      await orders.remove(contextOf(request), request.params.orderId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${BASE}/:orderId/offer/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['orders'],
        summary: 'Save as an offer, or change and renew an offer: every article is priced again',
        description: `\`valid_until\` runs from today up to a year ahead. Refused with 409 and the reason for a confirmed, delivered or empty order. ${IDEMPOTENCY_HELP}`,
        params: orderIdParams,
        body: offerBodySchema,
        response: { 200: orderAnswerSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await orders.offer(contextOf(request), request.params.orderId, request.body);
      return reply.status(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    `${BASE}/:orderId/confirm/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['orders'],
        summary: 'Confirm the order: it goes to the manufacturer and can no longer be changed',
        description: `Atomic: of two concurrent confirms exactly one confirms, the other answers 409 \`order_confirmed\`. Refused with 409 for an empty order or an expired offer (\`offer_expired\`: renew it first), and with 409 \`measurement_unacknowledged\` and the list of \`warnings\` while \`acknowledged_warnings\` leaves out any of the order's measurement warnings (their \`id\`). ${IDEMPOTENCY_HELP}`,
        params: orderIdParams,
        body: confirmBodySchema,
        response: {
          200: orderAnswerSchema,
          ...errorResponses(400, 401, 404, 409, 422),
          409: z.union([measurementRefusalSchema, errorSchema]),
        },
      },
    },
    async (request, reply) => {
      const answer = await orders.confirm(contextOf(request), request.params.orderId, request.body);
      return reply.status(answer.status as 200).send(answer.body);
    },
  );

  app.get(
    `${BASE}/:orderId/events/`,
    {
      schema: {
        tags: ['orders'],
        summary: "The order's audit trail, newest first: who did what when, before and after",
        params: orderIdParams,
        response: { 200: orderEventsAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => orders.events(contextOf(request), request.params.orderId),
  );
};

import {
  ARTICLE_CALL_TYPES,
  articleAnswerSchema,
  articleBodySchema,
  orderNumberSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses, orderIdParams } from '../http/schemas.js';
import type { ArticlesService } from './articles.service.js';

const BASE = '/api/orders/:orderId/articles/:articleType';
/** An unknown type, a return or a sample request in the path answers 404. */
const typeParams = orderIdParams.extend({ articleType: z.enum(ARTICLE_CALL_TYPES) });
const articleParams = typeParams.extend({ orderNumber: orderNumberSchema });
const BODY_HELP =
  "The body is the article's parameters (configurators §3), validated and priced on the server; results a client sends (price, wholesale_price …) are ignored.";

export const articleRoutes: FastifyPluginAsyncZod<{ articles: ArticlesService }> = async (
  app,
  { articles },
) => {
  routesBelongTo(app, 'orderWork');
  app.post(
    `${BASE}/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['articles'],
        summary: 'Add an article to an order (drafts and offers only)',
        description: `${BODY_HELP} Send an \`Idempotency-Key\` header: a repeat answers the first result.`,
        params: typeParams,
        body: articleBodySchema,
        response: { 201: articleAnswerSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { orderId, articleType } = request.params;
      const answer = await articles.create(contextOf(request), orderId, articleType, request.body);
      return reply.status(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    `${BASE}/:orderNumber/`,
    {
      schema: {
        tags: ['articles'],
        summary: 'An article of an order',
        params: articleParams,
        response: { 200: articleAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => {
      const { orderId, articleType, orderNumber } = request.params;
      return articles.getInOrder(contextOf(request), orderId, articleType, orderNumber);
    },
  );

  app.put(
    `${BASE}/:orderNumber/`,
    {
      schema: {
        tags: ['articles'],
        summary: "Replace an article's parameters; the server prices it again",
        description: BODY_HELP,
        params: articleParams,
        body: articleBodySchema,
        response: { 200: articleAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => {
      const { orderId, articleType, orderNumber } = request.params;
      return articles.update(contextOf(request), orderId, articleType, orderNumber, request.body);
    },
  );

  app.delete(
    `${BASE}/:orderNumber/`,
    {
      schema: {
        tags: ['articles'],
        summary: 'Delete an article (drafts and offers only)',
        params: articleParams,
        response: { 204: z.null(), ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { orderId, articleType, orderNumber } = request.params;
      await articles.remove(contextOf(request), orderId, articleType, orderNumber);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/articles/:orderNumber/',
    {
      schema: {
        tags: ['articles'],
        summary: 'An article by its order number, with its order id and type',
        description:
          'The configurators’ edit pages know only the order number; this tells them the rest.',
        params: z.object({ orderNumber: orderNumberSchema }),
        response: { 200: articleAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => articles.get(contextOf(request), request.params.orderNumber),
  );
};

import {
  supportMessageBodySchema,
  supportMessageSentSchema,
  supportReplyBodySchema,
  supportThreadDetailSchema,
  supportThreadListQuerySchema,
  supportThreadPageSchema,
  supportUnreadSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults, pageWindow } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import type { SupportService } from './support.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const SHOP =
  'The conversations of the shop acted for now (a service account’s chosen shop). 403 for an account that only follows its orders.';

export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (
  app,
  { support },
) => {
  routesBelongTo(app, 'help');
  app.post(
    '/api/support/messages/',
    {
      schema: {
        tags: ['support'],
        summary:
          'A message to the manufacturer’s customer support: opens a conversation and is mailed to the account’s support address',
        description:
          'The sender’s e-mail is in the mail to answer to; the answer names the conversation (`thread_id`). 403 for an account that only follows its orders.',
        body: supportMessageBodySchema,
        response: { 202: supportMessageSentSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await support.send(contextOf(request), request.body)),
  );

  app.get(
    '/api/support/threads/',
    {
      schema: {
        tags: ['support'],
        summary: 'The shop’s conversations with support, latest activity first',
        description: SHOP,
        querystring: supportThreadListQuerySchema,
        response: { 200: supportThreadPageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { count, results } = await support.shopThreads(
        contextOf(request),
        pageWindow(request.query),
      );
      return pageOfResults(request, request.query, count, results);
    },
  );

  app.get(
    '/api/support/unread/',
    {
      schema: {
        tags: ['support'],
        summary: 'How many of the shop’s conversations have an answer the dealer has not read',
        description: SHOP,
        response: { 200: supportUnreadSchema, ...errorResponses(401, 403, 409) },
      },
    },
    (request) => support.shopUnread(contextOf(request)),
  );

  app.get(
    '/api/support/threads/:id/',
    {
      schema: {
        tags: ['support'],
        summary: 'One conversation with its messages; reading it marks support’s answers read',
        description: `${SHOP} Another shop’s conversation answers 404.`,
        params: idParams,
        response: { 200: supportThreadDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => support.shopThread(contextOf(request), request.params.id),
  );

  app.post(
    '/api/support/threads/:id/messages/',
    {
      schema: {
        tags: ['support'],
        summary:
          'The dealer’s answer in a conversation; the conversation goes back to support (`open`)',
        description: SHOP,
        params: idParams,
        body: supportReplyBodySchema,
        response: { 201: supportThreadDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await support.shopReply(contextOf(request), request.params.id, request.body.text)),
  );
};

import {
  articleGroupBodySchema,
  combineStrokesAnswerSchema,
  curtainSetBodySchema,
  duplicateAnswerSchema,
  duplicateBodySchema,
  moveBodySchema,
  orderAnswerSchema,
  orderNumberSchema,
  splitBodySchema,
  twoOrdersAnswerSchema,
  updateMainFabricBodySchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, routesBelongTo } from '../auth/auth.hook.js';
import { errorResponses } from '../http/schemas.js';
import { idempotencyClaim } from '../idempotency/idempotency.js';
import type { ArticleActionsService } from './article-actions.service.js';
import { orderIdParams } from './orders.routes.js';

const ORDER = '/api/orders/:orderId';
const ARTICLE = '/api/articles/:orderNumber';
const articleParams = z.object({ orderNumber: orderNumberSchema });
const IDEMPOTENCY_HELP =
  'Send an `Idempotency-Key` header: a repeat answers the first result. A refused action answers 409 with the reason in the caller’s language.';
const ERRORS = errorResponses(400, 401, 404, 409, 422);

export const articleActionRoutes: FastifyPluginAsyncZod<{
  actions: ArticleActionsService;
}> = async (app, { actions }) => {
  routesBelongTo(app, 'orderWork', 'changes');

  app.post(
    `${ORDER}/split/`,
    {
      schema: {
        tags: ['orders'],
        summary:
          'Split articles (with their rails, rods and pull rods) into a new or existing commission',
        description: `Without \`target_order_id\` a new commission is made (named \`commission\`, else as the source). ${IDEMPOTENCY_HELP}`,
        params: orderIdParams,
        body: splitBodySchema,
        response: { 200: twoOrdersAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await actions.split(
        principal,
        request.params.orderId,
        request.body,
        idempotencyClaim(request, principal.userId),
        request.locale,
      );
      return reply.status(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    `${ARTICLE}/duplicate/`,
    {
      schema: {
        tags: ['articles'],
        summary:
          'Duplicate an article, priced today (into the draft of its commission when its order is closed)',
        description: `\`with_add_ons\` copies the curtain's rails, rods and pull rods too. ${IDEMPOTENCY_HELP}`,
        params: articleParams,
        body: duplicateBodySchema,
        response: { 201: duplicateAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await actions.duplicate(
        principal,
        request.params.orderNumber,
        request.body,
        idempotencyClaim(request, principal.userId),
        request.locale,
      );
      return reply.status(answer.status as 201).send(answer.body);
    },
  );

  app.post(
    `${ARTICLE}/move/`,
    {
      schema: {
        tags: ['articles'],
        summary: 'Move an article (its rails, rods and pull rods with it) to another order',
        description: IDEMPOTENCY_HELP,
        params: articleParams,
        body: moveBodySchema,
        response: { 200: twoOrdersAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await actions.move(
        principal,
        request.params.orderNumber,
        request.body,
        idempotencyClaim(request, principal.userId),
        request.locale,
      );
      return reply.status(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    `${ORDER}/update-atelier-main-fabric/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'Give several articles another main fabric, priced again',
        description: `Refused (409 \`fabric_does_not_fit\`, naming the articles) when the fabric does not fit one of them. ${IDEMPOTENCY_HELP}`,
        params: orderIdParams,
        body: updateMainFabricBodySchema,
        response: { 200: orderAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await actions.updateMainFabric(
        principal,
        request.params.orderId,
        request.body,
        idempotencyClaim(request, principal.userId),
        request.locale,
      );
      return reply.status(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    `${ORDER}/combine-strokes/`,
    {
      schema: {
        tags: ['orders'],
        summary:
          'Match the strokes of curtains of one patterned fabric: cut as one group, saving fabric',
        description: `The answer's \`stroke_match\` shows the metres and money saved, line by line. ${IDEMPOTENCY_HELP}`,
        params: orderIdParams,
        body: articleGroupBodySchema,
        response: { 200: combineStrokesAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await actions.combineStrokes(
        principal,
        request.params.orderId,
        request.body,
        idempotencyClaim(request, principal.userId),
        request.locale,
      );
      return reply.status(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    `${ORDER}/undo-combine-strokes/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'Undo the stroke match of the named articles: each gets its own calculation back',
        description: IDEMPOTENCY_HELP,
        params: orderIdParams,
        body: articleGroupBodySchema,
        response: { 200: orderAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await actions.undoCombineStrokes(
        principal,
        request.params.orderId,
        request.body,
        idempotencyClaim(request, principal.userId),
        request.locale,
      );
      return reply.status(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    `${ORDER}/curtain-set/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'Make curtains a set, pattern and stiffeners aligned at the top or the bottom',
        description: IDEMPOTENCY_HELP,
        params: orderIdParams,
        body: curtainSetBodySchema,
        response: { 200: orderAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await actions.curtainSet(
        principal,
        request.params.orderId,
        request.body,
        idempotencyClaim(request, principal.userId),
        request.locale,
      );
      return reply.status(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    `${ORDER}/undo-curtain-set/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'Undo the sets of the named articles',
        description: IDEMPOTENCY_HELP,
        params: orderIdParams,
        body: articleGroupBodySchema,
        response: { 200: orderAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await actions.undoCurtainSet(
        principal,
        request.params.orderId,
        request.body,
        idempotencyClaim(request, principal.userId),
        request.locale,
      );
      return reply.status(answer.status as 200).send(answer.body);
    },
  );
};

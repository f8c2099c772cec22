import type { Locale } from '@atelier/domain';
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
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, routesBelongTo } from '../auth/auth.hook.js';
import { errorResponses, orderIdParams } from '../http/schemas.js';
import type { Answer, IdempotencyClaim } from '../idempotency/idempotency.js';
import { idempotencyClaim } from '../idempotency/idempotency.js';
import type { Principal } from '../tenancy/scope.js';
import type { ArticleActionsService } from './article-actions.service.js';

const ORDER = '/api/orders/:orderId';
const ARTICLE = '/api/articles/:orderNumber';
const articleParams = z.object({ orderNumber: orderNumberSchema });
const IDEMPOTENCY_HELP =
  'Send an `Idempotency-Key` header: a repeat answers the first result. A refused action answers 409 with the reason in the caller’s language.';
const ERRORS = errorResponses(400, 401, 404, 409, 422);

/** One article action: its route, documentation, schemas and the service call it makes. */
interface ActionRoute<Params extends z.ZodType, Body extends z.ZodType> {
  url: string;
  tag: 'orders' | 'articles';
  summary: string;
  description: string;
  params: Params;
  body: Body;
  status: 200 | 201;
  answer: z.ZodType;
  run: (
    principal: Principal,
    params: z.infer<Params>,
    body: z.infer<Body>,
    claim: IdempotencyClaim | null,
    locale: Locale,
  ) => Promise<Answer<unknown>>;
}

/** Every action answers the same way: the caller, its idempotency claim, the call, its status. */
function action<Params extends z.ZodType, Body extends z.ZodType>(
  app: FastifyInstance,
  route: ActionRoute<Params, Body>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        description: route.description,
        params: route.params,
        body: route.body,
        response: { [route.status]: route.answer, ...ERRORS },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await route.run(
        principal,
        request.params as z.infer<Params>,
        request.body as z.infer<Body>,
        idempotencyClaim(request, principal.userId),
        request.locale,
      );
      return reply.status(answer.status).send(answer.body);
    },
  );
}

export const articleActionRoutes: FastifyPluginAsyncZod<{
  actions: ArticleActionsService;
}> = async (app, { actions }) => {
  routesBelongTo(app, 'orderWork');

  action(app, {
    url: `${ORDER}/split/`,
    tag: 'orders',
    summary:
      'Split articles (with their rails, rods and pull rods) into a new or existing commission',
    description: `Without \`target_order_id\` a new commission is made (named \`commission\`, else as the source). ${IDEMPOTENCY_HELP}`,
    params: orderIdParams,
    body: splitBodySchema,
    status: 200,
    answer: twoOrdersAnswerSchema,
    run: (principal, params, body, claim, locale) =>
      actions.split(principal, params.orderId, body, claim, locale),
  });

  action(app, {
    url: `${ARTICLE}/duplicate/`,
    tag: 'articles',
    summary:
      'Duplicate an article, priced today (into the draft of its commission when its order is closed)',
    description: `\`with_add_ons\` copies the curtain's rails, rods and pull rods too. ${IDEMPOTENCY_HELP}`,
    params: articleParams,
    body: duplicateBodySchema,
    status: 201,
    answer: duplicateAnswerSchema,
    run: (principal, params, body, claim, locale) =>
      actions.duplicate(principal, params.orderNumber, body, claim, locale),
  });

  action(app, {
    url: `${ARTICLE}/move/`,
    tag: 'articles',
    summary: 'Move an article (its rails, rods and pull rods with it) to another order',
    description: IDEMPOTENCY_HELP,
    params: articleParams,
    body: moveBodySchema,
    status: 200,
    answer: twoOrdersAnswerSchema,
    run: (principal, params, body, claim, locale) =>
      actions.move(principal, params.orderNumber, body, claim, locale),
  });

  action(app, {
    url: `${ORDER}/update-atelier-main-fabric/`,
    tag: 'orders',
    summary: 'Give several articles another main fabric, priced again',
    description: `Refused (409 \`fabric_does_not_fit\`, naming the articles) when the fabric does not fit one of them. ${IDEMPOTENCY_HELP}`,
    params: orderIdParams,
    body: updateMainFabricBodySchema,
    status: 200,
    answer: orderAnswerSchema,
    run: (principal, params, body, claim, locale) =>
      actions.updateMainFabric(principal, params.orderId, body, claim, locale),
  });

  action(app, {
    url: `${ORDER}/combine-strokes/`,
    tag: 'orders',
    summary:
      'Match the strokes of curtains of one patterned fabric: cut as one group, saving fabric',
    description: `The answer's \`stroke_match\` shows the metres and money saved, line by line. ${IDEMPOTENCY_HELP}`,
    params: orderIdParams,
    body: articleGroupBodySchema,
    status: 200,
    answer: combineStrokesAnswerSchema,
    run: (principal, params, body, claim, locale) =>
      actions.combineStrokes(principal, params.orderId, body, claim, locale),
  });

  action(app, {
    url: `${ORDER}/undo-combine-strokes/`,
    tag: 'orders',
    summary: 'Undo the stroke match of the named articles: each gets its own calculation back',
    description: IDEMPOTENCY_HELP,
    params: orderIdParams,
    body: articleGroupBodySchema,
    status: 200,
    answer: orderAnswerSchema,
    run: (principal, params, body, claim, locale) =>
      actions.undoCombineStrokes(principal, params.orderId, body, claim, locale),
  });

  action(app, {
    url: `${ORDER}/curtain-set/`,
    tag: 'orders',
    summary: 'Make curtains a set, pattern and stiffeners aligned at the top or the bottom',
    description: IDEMPOTENCY_HELP,
    params: orderIdParams,
    body: curtainSetBodySchema,
    status: 200,
    answer: orderAnswerSchema,
    run: (principal, params, body, claim, locale) =>
      actions.curtainSet(principal, params.orderId, body, claim, locale),
  });

  action(app, {
    url: `${ORDER}/undo-curtain-set/`,
    tag: 'orders',
    summary: 'Undo the sets of the named articles',
    description: IDEMPOTENCY_HELP,
    params: orderIdParams,
    body: articleGroupBodySchema,
    status: 200,
    answer: orderAnswerSchema,
    run: (principal, params, body, claim, locale) =>
      actions.undoCurtainSet(principal, params.orderId, body, claim, locale),
  });
};

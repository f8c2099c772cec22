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
import { routesBelongTo } from '../auth/auth.hook.js';
import { type Answer, contextOf, type RequestContext } from '../context/request-context.js';
import { errorResponses, orderIdParams } from '../http/schemas.js';
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
    ctx: RequestContext,
    params: z.infer<Params>,
    body: z.infer<Body>,
  ) => Promise<Answer<unknown>>;
}

/** Every action answers the same way: the request's context (with its key), the call, its status. */
function action<Params extends z.ZodType, Body extends z.ZodType>(
  app: FastifyInstance,
  route: ActionRoute<Params, Body>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      config: { idempotent: true },
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
      const answer = await route.run(
        contextOf(request),
        request.params as z.infer<Params>,
        request.body as z.infer<Body>,
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
    run: (ctx, params, body) => actions.split(ctx, params.orderId, body),
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
    run: (ctx, params, body) => actions.duplicate(ctx, params.orderNumber, body),
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
    run: (ctx, params, body) => actions.move(ctx, params.orderNumber, body),
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
    run: (ctx, params, body) => actions.updateMainFabric(ctx, params.orderId, body),
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
    run: (ctx, params, body) => actions.combineStrokes(ctx, params.orderId, body),
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
    run: (ctx, params, body) => actions.undoCombineStrokes(ctx, params.orderId, body),
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
    run: (ctx, params, body) => actions.curtainSet(ctx, params.orderId, body),
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
    run: (ctx, params, body) => actions.undoCurtainSet(ctx, params.orderId, body),
  });
};

import {
  ARTICLE_CALL_TYPES,
  articleBodySchema,
  priceCheckAnswerSchema,
  pricingContextAnswerSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ArticlesService } from '../articles/articles.service.js';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import type { PricesService } from './prices.service.js';

export const priceRoutes: FastifyPluginAsyncZod<{
  prices: PricesService;
  articles: ArticlesService;
}> = async (app, { prices, articles }) => {
  routesBelongTo(app, 'orderWork');
  app.post(
    '/api/prices/:articleType/',
    {
      schema: {
        tags: ['prices'],
        summary: 'What an article would cost, without storing it',
        description:
          'The body is the article’s parameters. Answers 200 also when they are not valid (`valid: false` with the issues in the caller’s language). A service account may name `debtor_id`, one of its debtors.',
        params: z.object({ articleType: z.enum(ARTICLE_CALL_TYPES) }),
        querystring: z.object({
          debtor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        }),
        body: articleBodySchema,
        response: { 200: priceCheckAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) =>
      articles.priceCheck(
        contextOf(request),
        request.params.articleType,
        request.query.debtor_id,
        request.body,
      ),
  );

  app.get(
    '/api/price-list/',
    {
      schema: {
        tags: ['prices'],
        summary: 'The price list of the debtor acted for, in its currency, with its margin',
        description:
          'A service account that has not chosen a debtor gets its first debtor’s, as the catalogue does.',
        response: { 200: pricingContextAnswerSchema, ...errorResponses(401) },
      },
    },
    (request) => prices.pricingContext(contextOf(request)),
  );
};

import {
  externalOrderUpdateAnswerSchema,
  externalOrderUpdateBodySchema,
  PREPARED_OFFERS_SHOWN,
  preparedOffersAnswerSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import type { ExternalOrdersService } from './external-orders.service.js';

export const externalOrderRoutes: FastifyPluginAsyncZod<{
  externalOrders: ExternalOrdersService;
}> = async (app, { externalOrders }) => {
  routesBelongTo(app, 'orderWork');
  app.post(
    '/api/orders/update-external/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Where an external order link leads (portal §4)',
        description:
          'Per `external_order_id` (with its optional `external_order_id_claim`), for the shop the caller acts for: `offered` opens the offer a shop system prepared for this shop (`order_id`, `reference`, `edit_single_order: true`) and uses the claim; `claim_used` when that claim was used before; `products` otherwise (no claim, an unknown or another shop’s order, a wrong claim): start at the products with the reference.',
        body: externalOrderUpdateBodySchema,
        response: { 200: externalOrderUpdateAnswerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (request) => externalOrders.update(contextOf(request), request.body),
  );

  app.get(
    '/api/orders/prepared/',
    {
      schema: {
        tags: ['orders'],
        summary: 'The newest offers prepared for this shop by its hosted shop, kiosk or chain',
        description: `At most ${PREPARED_OFFERS_SHOWN}, newest first, for the shop the caller acts for, while they are still offers (not confirmed, not deleted): the order, its external order id, where it came from, the end customer's name, when it came in, how many measurement warnings it brought and whether its link was opened.`,
        response: { 200: preparedOffersAnswerSchema, ...errorResponses(401, 403, 409) },
      },
    },
    (request) => externalOrders.prepared(contextOf(request)),
  );
};

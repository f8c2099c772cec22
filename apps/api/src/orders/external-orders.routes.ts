import { externalOrderUpdateAnswerSchema, externalOrderUpdateBodySchema } from '@atelier/domain';
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
};

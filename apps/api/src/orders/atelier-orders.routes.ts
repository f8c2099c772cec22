import {
  atelierOrderAnswerSchema,
  atelierOrderListQuerySchema,
  atelierOrderPageSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { listPage, listWindow } from '../http/list-query.js';
import { errorResponses, orderIdParams } from '../http/schemas.js';
import type { AtelierOrderListFilter, AtelierOrdersService } from './atelier-orders.service.js';

const BASE = '/api/atelier-orders';

export const atelierOrderRoutes: FastifyPluginAsyncZod<{
  atelierOrders: AtelierOrdersService;
}> = async (app, { atelierOrders }) => {
  routesBelongTo(app, 'orderWork');
  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'The articles of the caller’s orders, one row each (the tracking list)',
        description:
          'Without `status` the confirmed and delivered orders. Filters as `api/orders/`: `status`, `type`, `production_status`, `debtor_id`, `q`; `ordering`, `page`, `page_size`. Prices follow the account’s price display type (hidden ones are null).',
        querystring: atelierOrderListQuerySchema,
        response: { 200: atelierOrderPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { query } = request;
      const found = await atelierOrders.list(contextOf(request), {
        ...listWindow<AtelierOrderListFilter['sort']>(query),
        types: query.status,
        articleTypes: query.type,
        productionGroups: query.production_status,
        debtorId: query.debtor_id,
      });
      return listPage(request, query, found);
    },
  );

  app.get(
    `${BASE}/:orderId/`,
    {
      schema: {
        tags: ['orders'],
        summary: 'The article rows of one order',
        params: orderIdParams,
        response: { 200: atelierOrderAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => atelierOrders.get(contextOf(request), request.params.orderId),
  );
};

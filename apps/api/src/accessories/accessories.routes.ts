import {
  ACCESSORY_TYPES,
  accessoryFiltersSchema,
  accessoryListQuerySchema,
  accessoryPageSchema,
  fabricDetailQuerySchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults, pageWindow } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import type { AccessoriesService } from './accessories.service.js';

const listQuery = accessoryListQuerySchema.extend(fabricDetailQuerySchema.shape);
const filtersQuery = listQuery.pick({
  color: true,
  variant: true,
  type: true,
  q: true,
  debtorId: true,
});

export const accessoryRoutes: FastifyPluginAsyncZod<{ accessories: AccessoriesService }> = async (
  app,
  { accessories },
) => {
  // The catalogue the configurators read.
  routesBelongTo(app, 'products');
  app.get(
    '/api/accessories/accessory-parts/filters',
    {
      schema: {
        tags: ['accessories'],
        summary: 'Part types, colours and variants of the loose parts, with counts',
        querystring: filtersQuery,
        response: { 200: accessoryFiltersSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => {
      const { debtorId, ...query } = request.query;
      return accessories.partFilters(contextOf(request), debtorId, query);
    },
  );

  app.get(
    '/api/accessories/:type/',
    {
      schema: {
        tags: ['accessories'],
        summary: 'Rails and rods by kind, or loose parts by type (`accessory-parts`: all parts)',
        params: z.object({ type: z.enum(ACCESSORY_TYPES) }),
        querystring: listQuery,
        response: { 200: accessoryPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { debtorId, page: _p, page_size: _s, ...query } = request.query;
      const { count, results } = await accessories.list(
        contextOf(request),
        debtorId,
        request.params.type,
        { ...query, ...pageWindow(request.query) },
      );
      return pageOfResults(request, request.query, count, results);
    },
  );
};

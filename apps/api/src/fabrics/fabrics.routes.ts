import {
  fabricDetailQuerySchema,
  fabricDetailSchema,
  fabricFamilyAnswerSchema,
  fabricFiltersSchema,
  fabricListQuerySchema,
  fabricPageSchema,
  PRODUCT,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults, pageWindow } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import type { FabricsService } from './fabrics.service.js';

const BASE = `/api/${PRODUCT}-fabrics`;
const listQuery = fabricListQuerySchema.extend(fabricDetailQuerySchema.shape);
const { ordering: _o, page: _p, page_size: _s, ...filterShape } = listQuery.shape;
const filtersQuery = z.object(filterShape);

export const fabricRoutes: FastifyPluginAsyncZod<{ fabrics: FabricsService }> = async (
  app,
  { fabrics },
) => {
  // The catalogue the configurators and the fabric pages read.
  routesBelongTo(app, 'products');
  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['fabrics'],
        summary: 'The supplier fabric catalogue, filtered, searched, ordered and paged',
        description:
          'Filters take one value or several separated by commas. Prices are per metre in the currency of the debtor acted for (or `debtorId`).',
        querystring: listQuery,
        response: { 200: fabricPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { debtorId, ordering, page: _page, page_size: _size, ...filter } = request.query;
      const { count, results } = await fabrics.list(contextOf(request), debtorId, {
        ...filter,
        ordering,
        ...pageWindow(request.query),
      });
      return pageOfResults(request, request.query, count, results);
    },
  );

  app.get(
    `${BASE}/filters/`,
    {
      schema: {
        tags: ['fabrics'],
        summary: 'Filter options with the number of fabrics each would show',
        description:
          "Takes the list's filters: each option counts with every other filter applied.",
        querystring: filtersQuery,
        response: { 200: fabricFiltersSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => {
      const { debtorId, ...filter } = request.query;
      return fabrics.filters(contextOf(request), debtorId, filter);
    },
  );

  app.get(
    `${BASE}/family/:id/`,
    {
      schema: {
        tags: ['fabrics'],
        summary: 'A collection with its colours',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: fabricDetailQuerySchema,
        response: { 200: fabricFamilyAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => fabrics.family(contextOf(request), request.query.debtorId, request.params.id),
  );

  app.get(
    `${BASE}/:fabricUuid/`,
    {
      schema: {
        tags: ['fabrics'],
        summary: 'Everything the fabric-info dialog shows',
        description:
          'A service account may name `debtorId`, one of its debtors, whose currency and margin apply.',
        params: z.object({ fabricUuid: z.string().regex(/^[A-Za-z0-9-]{1,100}$/) }),
        querystring: fabricDetailQuerySchema,
        response: { 200: fabricDetailSchema, ...errorResponses(401, 404) },
      },
    },
    (request) =>
      fabrics.detail(contextOf(request), request.query.debtorId, request.params.fabricUuid),
  );
};

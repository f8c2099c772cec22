import {
  trackArticleParamsSchema,
  trackListQuerySchema,
  trackPageSchema,
  trackSummaryQuerySchema,
  trackSummarySchema,
  trackTimelineSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context/request-context.js';
import { listPage, listWindow } from '../http/list-query.js';
import { errorResponses } from '../http/schemas.js';
import type { TrackListFilter, TrackService } from './track.service.js';

export const trackRoutes: FastifyPluginAsyncZod<{ track: TrackService }> = async (
  app,
  { track },
) => {
  app.get(
    '/api/track/',
    {
      config: { feature: 'track' },
      schema: {
        tags: ['track'],
        summary: 'The confirmed articles of the caller’s shops with their production status',
        description:
          'One row per article of a confirmed or delivered order. Filters: `filter` (a dashboard figure: `in_production`, `problem`, `ready_this_week`; the same articles it counts), `group` (status groups, comma-separated), `q` (order id, article order number, commission, customer order number, end customer), `from`/`to` (order date, inclusive), `debtor_id` (service accounts: one of their shops; without it the shop acted for, or all their shops when it grants `track_all_shops`). `ordering`, `page`, `page_size`. Statuses are null when the account hides them, planned dates when it hides those.',
        querystring: trackListQuerySchema,
        response: { 200: trackPageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { query } = request;
      const found = await track.list(contextOf(request), {
        ...listWindow<TrackListFilter['sort']>(query),
        filter: query.filter,
        groups: query.group,
        from: query.from,
        to: query.to,
        debtorId: query.debtor_id,
      });
      return listPage(request, query, found);
    },
  );

  app.get(
    '/api/track/summary/',
    {
      config: { feature: 'dashboard' },
      schema: {
        tags: ['track'],
        summary: 'The dashboard’s production counts and its 12-week chart',
        description:
          'Articles in production, with a problem, and become ready this week (each the count of `api/track/?filter=<its name>`); and per week of the last twelve the articles confirmed that week by their status group now. Scope as `api/track/`.',
        querystring: trackSummaryQuerySchema,
        response: { 200: trackSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => track.summary(contextOf(request), request.query.debtor_id),
  );

  app.get(
    '/api/track/:articleId/events/',
    {
      config: { feature: 'track' },
      schema: {
        tags: ['track'],
        summary: 'An article’s production timeline',
        description:
          'The article’s row and every status it went through, oldest first: time, planned date (and the one it replaced), stock and the manufacturer’s message. `applied: false` marks an event that arrived after a later one: history only. 403 when the account hides production statuses.',
        params: trackArticleParamsSchema,
        response: { 200: trackTimelineSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => track.timeline(contextOf(request), request.params.articleId),
  );
};

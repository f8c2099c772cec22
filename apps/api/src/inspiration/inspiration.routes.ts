import {
  inspirationArticleSchema,
  inspirationSlugSchema,
  inspirationSummarySchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import type { InspirationService } from './inspiration.service.js';

const BASE = '/api/inspiration';

export const inspirationRoutes: FastifyPluginAsyncZod<{ inspiration: InspirationService }> = async (
  app,
  { inspiration },
) => {
  // Closed with the curtain-breeze page (a tracking-only account).
  routesBelongTo(app, 'curtainBreeze');

  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['inspiration'],
        summary: 'Curtain-breeze: the inspiration and trend articles, newest first, without body',
        response: { 200: z.array(inspirationSummarySchema), ...errorResponses(401) },
      },
    },
    (request) => inspiration.list(contextOf(request)),
  );

  app.get(
    `${BASE}/:slug/`,
    {
      schema: {
        tags: ['inspiration'],
        summary: 'One article with its body (markdown)',
        params: z.object({ slug: inspirationSlugSchema }),
        response: { 200: inspirationArticleSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => inspiration.get(contextOf(request), request.params.slug),
  );
};

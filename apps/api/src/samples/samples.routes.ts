import {
  sampleListQuerySchema,
  samplePageSchema,
  sampleRequestBodySchema,
  sampleRequestSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults, pageWindow } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import type { SamplesService } from './samples.service.js';

const BASE = '/api/samples';
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const CLOSED =
  'Answers 403 when the account’s `show_sample_service_buttons` is off or it only follows its orders; a service account works for the shop it has chosen.';

export const sampleRoutes: FastifyPluginAsyncZod<{ samples: SamplesService }> = async (
  app,
  { samples },
) => {
  routesBelongTo(app, 'sampleservice');
  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['samples'],
        summary: 'The shop’s sample requests, newest first, optionally by `state`',
        description: CLOSED,
        querystring: sampleListQuerySchema,
        response: { 200: samplePageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { count, results } = await samples.list(contextOf(request), {
        state: request.query.state,
        ...pageWindow(request.query),
      });
      return pageOfResults(request, request.query, count, results);
    },
  );

  app.post(
    `${BASE}/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['samples'],
        summary: 'Request samples of up to five catalogue fabrics, sent to an address-book entry',
        description: `${CLOSED} The answer carries \`expected_date\`: five working days of the shop’s country. Send an \`Idempotency-Key\` header: a repeat answers the first result.`,
        body: sampleRequestBodySchema,
        response: { 201: sampleRequestSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await samples.create(contextOf(request), request.body);
      return reply.status(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    `${BASE}/:id/`,
    {
      schema: {
        tags: ['samples'],
        summary: 'One sample request',
        params: idParams,
        response: { 200: sampleRequestSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => samples.get(contextOf(request), request.params.id),
  );
};

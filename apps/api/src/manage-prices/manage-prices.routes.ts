// `api/manage/price-lists/…`: the manufacturer's price lists for administrators (permission
// `priceLists`). The CSV format is docs/price-lists.md; the versions and their days decision 089.
import {
  managedPriceListsSchema,
  PRICE_LIST_CSV_MAX_BYTES,
  priceListInvalidSchema,
  priceListScheduleSchema,
  priceListVersionDifferenceSchema,
  priceListVersionSchema,
} from '@atelier/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import type { ManagePricesService } from './manage-prices.service.js';

const BASE = '/api/manage/price-lists';
const listParams = z.object({ listId: z.string().min(1).max(64) });
const versionParams = listParams.extend({
  versionId: z.coerce.number().int().positive().max(2_147_483_647),
});
const IDEMPOTENCY_HELP = 'An `Idempotency-Key` header makes a repeat answer the first answer.';

function sendCsv(reply: FastifyReply, fileName: string, text: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(text);
}

export const managePriceRoutes: FastifyPluginAsyncZod<{ prices: ManagePricesService }> = async (
  app,
  { prices },
) => {
  routesNeedStaff(app, 'priceLists');
  // The upload's body is the file itself (this plugin's scope only).
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: PRICE_LIST_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'The price lists with their versions (current, scheduled, drafts, past)',
        response: { 200: managedPriceListsSchema, ...errorResponses(401) },
      },
    },
    () => prices.list(),
  );

  app.get(
    `${BASE}/:listId/csv/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'The list in force today as a CSV file (the upload format)',
        params: listParams,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `${request.params.listId}.csv`,
        await prices.currentCsv(request.params.listId),
      ),
  );

  app.get(
    `${BASE}/:listId/versions/:versionId/csv/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'One version as a CSV file',
        params: versionParams,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const { listId, versionId } = request.params;
      return sendCsv(
        reply,
        `${listId}-${versionId}.csv`,
        await prices.versionCsv(listId, versionId),
      );
    },
  );

  app.post(
    `${BASE}/:listId/versions/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['manage'],
        summary: 'Upload a CSV file as a new draft version, answered with its difference',
        description: `The body is the file (\`text/csv\`, UTF-8, at most ${PRICE_LIST_CSV_MAX_BYTES / 1024} KiB). A file with any bad line answers 400 \`price_list_invalid\` with every line's error (\`line\`, \`column\`, \`code\`, \`params\`) and stores nothing. ${IDEMPOTENCY_HELP}`,
        params: listParams,
        consumes: ['text/csv', 'text/plain'],
        body: z.string().max(PRICE_LIST_CSV_MAX_BYTES),
        response: {
          201: priceListVersionDifferenceSchema,
          400: z.union([priceListInvalidSchema, ...Object.values(errorResponses(400))]),
          ...errorResponses(401, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const answer = await prices.upload(contextOf(request), request.params.listId, request.body);
      return reply.status(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    `${BASE}/:listId/versions/:versionId/difference/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'What a version changes against the version in force today',
        params: versionParams,
        response: { 200: priceListVersionDifferenceSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => prices.versionDifference(request.params.listId, request.params.versionId),
  );

  app.post(
    `${BASE}/:listId/versions/:versionId/schedule/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['manage'],
        summary: 'Schedule a version from a day (today or later)',
        description: `Every article priced on or after \`valid_from\` uses it. A version that has started keeps its day (409 \`price_list_version_started\`). ${IDEMPOTENCY_HELP}`,
        params: versionParams,
        body: priceListScheduleSchema,
        response: { 200: priceListVersionSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { listId, versionId } = request.params;
      const answer = await prices.schedule(contextOf(request), listId, versionId, request.body);
      return reply.status(answer.status as 200).send(answer.body);
    },
  );

  app.post(
    `${BASE}/:listId/versions/:versionId/cancel/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['manage'],
        summary: 'Cancel a scheduled version before it starts (it becomes a draft again)',
        description: `409 \`price_list_version_started\` once it has started, \`conflict\` for a draft. ${IDEMPOTENCY_HELP}`,
        params: versionParams,
        response: { 200: priceListVersionSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { listId, versionId } = request.params;
      const answer = await prices.cancel(contextOf(request), listId, versionId);
      return reply.status(answer.status as 200).send(answer.body);
    },
  );
};

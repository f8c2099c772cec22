// The back office's samples desk (permission `samples`): the pick list of a day and shipping a
// request with its tracking reference (audited), and a fabric colour's sample stock (audited).
import {
  sampleDeskSummarySchema,
  samplePickListQuerySchema,
  samplePickListSchema,
  sampleRequestSchema,
  sampleShipBodySchema,
  sampleStockBodySchema,
  sampleStockFabricSchema,
  sampleStockListSchema,
  sampleStockQuerySchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import type { SamplesService } from './samples.service.js';

const BASE = '/api/manage/samples';
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const fabricParams = z.object({ fabricUuid: z.string().min(1).max(64) });

export const manageSampleRoutes: FastifyPluginAsyncZod<{ samples: SamplesService }> = async (
  app,
  { samples },
) => {
  routesNeedStaff(app, 'samples');
  app.get(
    `${BASE}/pick-list/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'The pick list of a day: every shop’s requests made by then and not shipped',
        description:
          '`day` (yyyy-mm-dd) defaults to today in the Netherlands. `fabrics` sums the samples per fabric, those out of stock (`in_stock: false`) first; `requests` carry the address to send to.',
        querystring: samplePickListQuerySchema,
        response: { 200: samplePickListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => samples.pickList(contextOf(request), request.query.day),
  );

  app.get(
    `${BASE}/summary/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'The desk’s count for the overview: requests on today’s pick list',
        response: { 200: sampleDeskSummarySchema, ...errorResponses(401, 403) },
      },
    },
    () => samples.deskSummary(),
  );

  app.post(
    `${BASE}/:id/ship/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Mark a sample request shipped with the carrier’s tracking reference',
        description:
          'The request moves to `sent`; the dealer’s sample service shows the reference. A request shipped before answers 409 `sample_already_shipped`. Audited as `sampleRequest.ship`.',
        params: idParams,
        body: sampleShipBodySchema,
        response: { 200: sampleRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      samples.ship(contextOf(request), request.params.id, request.body.tracking_reference),
  );

  app.get(
    `${BASE}/fabrics/`,
    {
      schema: {
        tags: ['manage'],
        summary:
          'Catalogue colours and their sample stock, by article number, colour number or collection',
        description:
          'At most 25, those out of stock first. `in_stock` is whether samples can be cut now: the flag `samples_in_stock` and the colour still in the catalogue.',
        querystring: sampleStockQuerySchema,
        response: { 200: sampleStockListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => samples.stockSearch(contextOf(request), request.query.search),
  );

  app.put(
    `${BASE}/fabrics/:fabricUuid/stock/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Mark a colour’s samples out of stock (false) or back in stock (true)',
        description:
          'The pick list and the dealer’s sample requests read it on their next load; it does not block a dealer’s request. Audited as `fabric.sampleStock` with the flag before and after. Setting the value it has is allowed (audited too).',
        params: fabricParams,
        body: sampleStockBodySchema,
        response: { 200: sampleStockFabricSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      samples.setStock(
        contextOf(request),
        request.params.fabricUuid,
        request.body.samples_in_stock,
      ),
  );
};

import {
  addressBookEntryBodySchema,
  addressBookEntrySchema,
  addressBookListQuerySchema,
  addressBookPageSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { pageOfResults, pageWindow } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import type { AddressBookService, AddressFilter } from './address-book.service.js';

const BASE = '/api/customers/address-book';
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const SCOPE =
  'The book of the shop acted for: a service account works in the shop it has chosen (409 `debtor_required` until it has).';

export const addressBookRoutes: FastifyPluginAsyncZod<{ addressBook: AddressBookService }> = async (
  app,
  { addressBook },
) => {
  // The shop's delivery addresses, read or changed.
  routesBelongTo(app, 'addressBook');
  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['address book'],
        summary: 'The shop’s addresses, searched with `q` (name, company, street, postcode, city)',
        description: SCOPE,
        querystring: addressBookListQuerySchema,
        response: { 200: addressBookPageSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const { q, ordering } = request.query;
      const { count, results } = await addressBook.list(contextOf(request), {
        q: q || undefined,
        sort: ordering.replace(/^-/, '') as AddressFilter['sort'],
        descending: ordering.startsWith('-'),
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
        tags: ['address book'],
        summary: 'A new address',
        description: `${SCOPE} Send an \`Idempotency-Key\` header: a repeat answers the first result.`,
        body: addressBookEntryBodySchema,
        response: { 201: addressBookEntrySchema, ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await addressBook.create(contextOf(request), request.body);
      return reply.status(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    `${BASE}/:id/`,
    {
      schema: {
        tags: ['address book'],
        summary: 'One address',
        params: idParams,
        response: { 200: addressBookEntrySchema, ...errorResponses(401, 404, 409) },
      },
    },
    (request) => addressBook.get(contextOf(request), request.params.id),
  );

  app.put(
    `${BASE}/:id/`,
    {
      schema: {
        tags: ['address book'],
        summary: 'Replace an address (every field)',
        params: idParams,
        body: addressBookEntryBodySchema,
        response: { 200: addressBookEntrySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => addressBook.update(contextOf(request), request.params.id, request.body),
  );

  app.delete(
    `${BASE}/:id/`,
    {
      schema: {
        tags: ['address book'],
        summary: 'Delete an address; sample requests sent to it keep their copy',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await addressBook.remove(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

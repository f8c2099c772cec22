// The back office's calls for the partner chains' keys (permission `integrationKeys`, the same as
// the factories' keys): the chains with their stores and keys, a new key shown once, a revoke.
import {
  createdPartnerKeySchema,
  partnerChainsSchema,
  partnerKeyCreateSchema,
  partnerKeySchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import type { PartnerKeysDesk } from './partner-keys-desk.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const partnerKeysDeskRoutes: FastifyPluginAsyncZod<{ desk: PartnerKeysDesk }> = async (
  app,
  { desk },
) => {
  routesNeedStaff(app, 'integrationKeys');

  app.get(
    '/api/manage/partner-chains/',
    {
      schema: {
        tags: ['manage'],
        summary: 'The retail chains of the partner API: their stores and keys',
        response: { 200: partnerChainsSchema, ...errorResponses(401, 403) },
      },
    },
    () => desk.chains(),
  );

  app.post(
    '/api/manage/partner-chains/:id/keys/',
    {
      schema: {
        tags: ['manage'],
        summary: 'A new partner key for a chain; the answer holds its secret, shown this once',
        description: 'Only the SHA-256 of the secret is stored: it cannot be shown again.',
        params: idParams,
        body: partnerKeyCreateSchema,
        response: { 201: createdPartnerKeySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await desk.create(contextOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/manage/partner-keys/:id/revoke/',
    {
      schema: {
        tags: ['manage'],
        summary: 'Revoke a partner key: the chain’s next call with it is refused (401)',
        params: idParams,
        response: { 200: partnerKeySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => desk.revoke(contextOf(request), request.params.id),
  );
};

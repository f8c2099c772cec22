import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { FILES_PATH } from './files.js';
import { storedFile } from './files.service.js';

const FILE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Images are reached by their unguessable id without a log-in: an <img> tag sends no bearer token
 * (docs/decisions/060-permissions-per-route.md). A file never changes under its id, so the
 * manufacturer's images may be cached for good; an uploaded customer-fabric photo answers only
 * while a colour shows it, so a cache asks again each time (the ETag makes that a 304).
 */
export const fileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${FILES_PATH}/:id`,
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'A stored image (swatches, rendered curtains, customer fabric photos)',
        description:
          'Needs no log-in: the id is the key. A customer fabric photo answers only while a colour of a customer fabric shows it (404 once its fabric is deleted or the photo replaced) and is not kept by caches. HEAD answers the content type only: image/svg+xml or image/gif means a plain image.',
        params: z.object({ id: z.string().regex(FILE_ID) }),
      },
    },
    async (request, reply) => {
      const file = await storedFile(db, request.params.id);
      const etag = `"${request.params.id}"`;
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return (
        reply
          .header('content-type', file.contentType)
          .header(
            'cache-control',
            file.uploaded ? 'private, no-cache' : 'public, max-age=31536000, immutable',
          )
          .header('etag', etag)
          // An SVG opened on its own must not run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(file.bytes)
      );
    },
  );
};

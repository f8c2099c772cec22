// The back office's curtain-breeze articles (permission `content`): every article, drafts
// included; create, edit, publish, withdraw, and remove a draft. Dealers read the published ones at
// `api/inspiration/`.
import {
  ARTICLE_IMAGE_FIELD,
  inspirationArticleFormSchema,
  inspirationCollectionSchema,
  MAX_ARTICLE_IMAGE_BYTES,
  manageInspirationArticleSchema,
  manageInspirationArticlesSchema,
} from '@atelier/domain';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { AppError } from '../http/errors.js';
import { acceptMultipart, readingMultipart } from '../http/multipart.js';
import { errorResponses } from '../http/schemas.js';
import type { InspirationDeskService } from './inspiration-desk.service.js';

const BASE = '/api/manage/inspiration';
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const PUBLISH_RULE =
  'An article is published only with its title, intro and body in all seven languages; each empty one answers 400 `required` on `title.<locale>`, `intro.<locale>` or `body.<locale>`.';

export const inspirationDeskRoutes: FastifyPluginAsyncZod<{
  articles: InspirationDeskService;
}> = async (app, { articles }) => {
  routesNeedStaff(app, 'content');

  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['manage'],
        summary:
          'Every curtain-breeze article, drafts and published, newest first, in all languages',
        response: { 200: manageInspirationArticlesSchema, ...errorResponses(401, 403) },
      },
    },
    () => articles.list(),
  );

  app.get(
    `${BASE}/collections/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'The catalogue collections an article may feature (id, code, name), by name',
        response: { 200: z.array(inspirationCollectionSchema), ...errorResponses(401, 403) },
      },
    },
    () => articles.collections(),
  );

  app.get(
    `${BASE}/:id/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'One curtain-breeze article in all languages',
        params: idParams,
        response: { 200: manageInspirationArticleSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => articles.get(request.params.id),
  );

  app.post(
    `${BASE}/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'A new curtain-breeze article, saved as a draft (a language may still be empty)',
        description:
          'A slug another article has answers 400 `slug_taken` on `slug`; a collection code the catalogue lacks 400 `invalid_choice` on `collections.<n>`. Audited as `inspirationArticle.create`.',
        body: inspirationArticleFormSchema,
        response: { 201: manageInspirationArticleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await articles.create(contextOf(request), request.body)),
  );

  app.put(
    `${BASE}/:id/`,
    {
      schema: {
        tags: ['manage'],
        summary:
          'New slug, day, texts and collections; a published article shows them on the next load',
        description: `A published article stays published, so the publish rule holds for its edit. ${PUBLISH_RULE} Audited as \`inspirationArticle.update\`.`,
        params: idParams,
        body: inspirationArticleFormSchema,
        response: { 200: manageInspirationArticleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => articles.update(contextOf(request), request.params.id, request.body),
  );

  app.post(
    `${BASE}/:id/publish/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Publish an article: every account sees it on the curtain-breeze page',
        description: `${PUBLISH_RULE} Audited as \`inspirationArticle.publish\`.`,
        params: idParams,
        response: { 200: manageInspirationArticleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => articles.publish(contextOf(request), request.params.id),
  );

  app.post(
    `${BASE}/:id/withdraw/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Withdraw a published article: a draft again, dealers no longer see it',
        description: 'Audited as `inspirationArticle.withdraw`.',
        params: idParams,
        response: { 200: manageInspirationArticleSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => articles.withdraw(contextOf(request), request.params.id),
  );

  app.delete(
    `${BASE}/:id/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'Remove a draft article',
        description:
          'A published article answers 409 `conflict`: withdraw it first. Audited as `inspirationArticle.delete`.',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await articles.remove(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(async (uploads) => {
    await acceptMultipart(uploads);
    uploads.withTypeProvider<ZodTypeProvider>().put(
      `${BASE}/:id/image/`,
      {
        schema: {
          tags: ['manage'],
          summary: `An article's picture, multipart: the file in "${ARTICLE_IMAGE_FIELD}". PNG, JPEG or WebP, at most ${MAX_ARTICLE_IMAGE_BYTES} bytes, re-encoded.`,
          description:
            'Judged by the first bytes, never the name. 413 `image_too_large`, 415 `image_type_not_supported`, 400 `file_required` or `file_empty`. Audited as `inspirationArticle.image` (the picture before and after).',
          params: idParams,
          consumes: ['multipart/form-data'],
          response: {
            200: manageInspirationArticleSchema,
            ...errorResponses(400, 401, 403, 404, 413, 415),
          },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        // The article is looked up first: an unknown one answers 404 before any bytes count.
        await articles.get(request.params.id);
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const part = await readingMultipart(() =>
          request.file({
            limits: { fileSize: MAX_ARTICLE_IMAGE_BYTES, files: 1, fields: 2, fieldSize: 200 },
            throwFileSizeLimit: false,
          }),
        );
        if (!part || part.fieldname !== ARTICLE_IMAGE_FIELD) throw new AppError('file_required');
        const bytes = await readingMultipart(() => part.toBuffer());
        return articles.setImage(ctx, request.params.id, {
          bytes,
          truncated: part.file.truncated,
        });
      },
    );
  });
};

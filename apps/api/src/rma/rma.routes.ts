import { createHash } from 'node:crypto';
import {
  MAX_RMA_PHOTO_BYTES,
  MAX_RMA_PHOTOS,
  ORDER_NUMBER_PATTERN,
  RMA_PHOTO_FIELD,
  rmaAnswerSchema,
  rmaBodySchema,
  rmaInformationBodySchema,
  rmaListQuerySchema,
  rmaPageSchema,
  rmaTemplateBodySchema,
  rmaTemplateSchema,
} from '@atelier/domain';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf, withFilesClaim } from '../context/request-context.js';
import { AppError } from '../http/errors.js';
import { acceptMultipart, readingMultipart } from '../http/multipart.js';
import { pageOfResults, pageWindow } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import { type PhotoUpload, RMA_PATH, type RmaService } from './rma.service.js';

const numberParams = z.object({ orderNumber: z.string().regex(ORDER_NUMBER_PATTERN) });
const photoParams = numberParams.extend({
  photoId: z.string().regex(/^[0-9a-f-]{36}$/),
});
const IDEMPOTENT =
  'Send an `Idempotency-Key` header: a repeat answers the first result without doing the work again.';

export const rmaRoutes: FastifyPluginAsyncZod<{ rma: RmaService }> = async (app, { rma }) => {
  // Returns are order work: a tracking-only account cannot make them.
  routesBelongTo(app, 'orderWork');

  app.post(
    `${RMA_PATH}/template/`,
    {
      schema: {
        tags: ['returns'],
        summary: 'The return form filled from an article of a confirmed or delivered order',
        description:
          'Customer (the commission), address and phone of the shop, the order’s employee and the article as ordered. Another shop’s article answers 404, one of a draft or offer 409 `article_not_returnable`.',
        body: rmaTemplateBodySchema,
        response: { 200: rmaTemplateSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => rma.template(contextOf(request), request.body.article_order_number),
  );

  app.get(
    `${RMA_PATH}/`,
    {
      schema: {
        tags: ['returns'],
        summary: 'The shop’s returns with their state, newest first',
        querystring: rmaListQuerySchema,
        response: { 200: rmaPageSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const { count, results } = await rma.list(contextOf(request), {
        state: request.query.state,
        ...pageWindow(request.query),
      });
      return pageOfResults(request, request.query, count, results);
    },
  );

  app.post(
    `${RMA_PATH}/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['returns'],
        summary: 'Confirm a return: it gets its RMA number',
        description: `Every field of configurators §3. \`solution: remake\` also makes a draft order with a copy of the article (\`remake_order_id\`). ${IDEMPOTENT}`,
        body: rmaBodySchema,
        response: { 201: rmaAnswerSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await rma.create(contextOf(request), request.body);
      return reply.status(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    `${RMA_PATH}/:orderNumber/`,
    {
      schema: {
        tags: ['returns'],
        summary: 'One return',
        params: numberParams,
        response: { 200: rmaAnswerSchema, ...errorResponses(401, 404, 409) },
      },
    },
    (request) => rma.get(contextOf(request), request.params.orderNumber),
  );

  app.post(
    `${RMA_PATH}/:orderNumber/answer/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['returns'],
        summary: 'Answer the manufacturer’s question on a return; it goes back to the returns desk',
        description: `Photos go with \`photos/\` as before (accepted while the question is open). No open question answers 409 \`rma_action_refused\`. ${IDEMPOTENT}`,
        params: numberParams,
        body: rmaInformationBodySchema,
        response: { 200: rmaAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const answer = await rma.answer(contextOf(request), request.params.orderNumber, request.body);
      return answer.body;
    },
  );

  // Multipart in this route's own scope: its hooks run on no other request.
  await app.register(async (uploads) => {
    await acceptMultipart(uploads);
    uploads.withTypeProvider<ZodTypeProvider>().post(
      `${RMA_PATH}/:orderNumber/photos/`,
      {
        schema: {
          tags: ['returns'],
          summary: `Photos of a return, multipart: one or more files in "${RMA_PHOTO_FIELD}". PNG, JPEG or WebP, each at most ${MAX_RMA_PHOTO_BYTES} bytes, at most ${MAX_RMA_PHOTOS} per return.`,
          description: `Each photo is checked by its content and re-encoded; all are added or none. ${IDEMPOTENT}`,
          params: numberParams,
          consumes: ['multipart/form-data'],
          response: { 201: rmaAnswerSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        // The key is read once the photos are (withFilesClaim): the route is not `idempotent`.
        const ctx = contextOf(request);
        const { orderNumber } = request.params;
        // Another shop's return answers 404 before any bytes count.
        await rma.requirePhotosAccepted(ctx, orderNumber);
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const tooMany = new AppError('too_many_photos', { max: MAX_RMA_PHOTOS });
        const uploads = await readingMultipart(async () => {
          const read: PhotoUpload[] = [];
          const files = request.files({
            limits: {
              fileSize: MAX_RMA_PHOTO_BYTES,
              files: MAX_RMA_PHOTOS,
              fields: 0,
              parts: MAX_RMA_PHOTOS + 1,
            },
            throwFileSizeLimit: false,
          });
          for await (const part of files) {
            if (part.fieldname !== RMA_PHOTO_FIELD) throw new AppError('file_required');
            const bytes = await part.toBuffer();
            read.push({ bytes, truncated: part.file.truncated });
          }
          return read;
        }, tooMany);
        // The claim binds the key to the photos sent (a multipart body has no parsed form).
        const hash = createHash('sha256');
        for (const upload of uploads)
          hash.update(createHash('sha256').update(upload.bytes).digest());
        const answer = await rma.addPhotos(
          withFilesClaim(ctx, request, hash.digest('hex')),
          orderNumber,
          uploads,
        );
        return reply.status(answer.status as 201).send(answer.body);
      },
    );
  });

  app.get(
    `${RMA_PATH}/:orderNumber/photos/:photoId/`,
    {
      schema: {
        tags: ['returns'],
        summary: 'A photo of a return, for the shop’s own users only (send the bearer token)',
        params: photoParams,
      },
    },
    async (request, reply) => {
      const { orderNumber, photoId } = request.params;
      const photo = await rma.photo(contextOf(request), orderNumber, photoId);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'")
        .send(photo.bytes);
    },
  );
};

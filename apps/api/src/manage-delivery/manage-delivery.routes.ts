// The delivery run's calls (`api/manage/delivery/…`, permission `delivery`: the driver and the
// production planner): the day's stops, proof photos, a stop delivered, a fabric picked up.
import { createHash } from 'node:crypto';
import {
  collectPickupBodySchema,
  DELIVERY_PHOTO_FIELD,
  deliverStopBodySchema,
  deliveryPhotoParamsSchema,
  deliveryPhotoSchema,
  deliveryPickupParamsSchema,
  deliveryRunQuerySchema,
  deliveryRunSchema,
  deliveryStopParamsSchema,
  deliveryStopSchema,
  MAX_DELIVERY_PHOTO_BYTES,
} from '@atelier/domain';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf, withFilesClaim } from '../context/request-context.js';
import { AppError } from '../http/errors.js';
import { acceptMultipart, readingMultipart } from '../http/multipart.js';
import { errorResponses } from '../http/schemas.js';
import {
  DELIVERY_PATH,
  type ManageDeliveryService,
  type PhotoUpload,
} from './manage-delivery.service.js';

const IDEMPOTENT =
  'Send an `Idempotency-Key` header: a resend (a phone on a bad line) answers the first result without doing the work again.';

export const manageDeliveryRoutes: FastifyPluginAsyncZod<{
  delivery: ManageDeliveryService;
}> = async (app, { delivery }) => {
  routesNeedStaff(app, 'delivery');

  app.get(
    `${DELIVERY_PATH}/run/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'The delivery run of a day (today when no date): its stops in route order',
        description:
          'Today is the manufacturer’s calendar day. A stop is a dealer with articles ready to ship (`gerverz`) or customer fabrics to pick up; done stops of the day stay listed with their proofs.',
        querystring: deliveryRunQuerySchema,
        response: { 200: deliveryRunSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => delivery.run(request.query.date),
  );

  await app.register(async (uploads) => {
    await acceptMultipart(uploads);
    uploads.withTypeProvider<ZodTypeProvider>().post(
      `${DELIVERY_PATH}/photos/`,
      {
        schema: {
          tags: ['manage'],
          summary: `A proof photo, multipart: one file in "${DELIVERY_PHOTO_FIELD}". PNG, JPEG or WebP, at most ${MAX_DELIVERY_PHOTO_BYTES} bytes.`,
          description: `Checked by its content and re-encoded (metadata left behind); name its id in a delivery or pick-up. ${IDEMPOTENT}`,
          consumes: ['multipart/form-data'],
          response: {
            201: deliveryPhotoSchema,
            ...errorResponses(400, 401, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        const ctx = contextOf(request);
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const upload = await readingMultipart(async () => {
          const files = request.files({
            limits: { fileSize: MAX_DELIVERY_PHOTO_BYTES, files: 1, fields: 0, parts: 2 },
            throwFileSizeLimit: false,
          });
          let read: PhotoUpload | null = null;
          for await (const part of files) {
            if (part.fieldname !== DELIVERY_PHOTO_FIELD) throw new AppError('file_required');
            read = { bytes: await part.toBuffer(), truncated: part.file.truncated };
          }
          return read;
        }, new AppError('file_required'));
        if (!upload) throw new AppError('file_required');
        const hash = createHash('sha256').update(upload.bytes).digest('hex');
        const answer = await delivery.addPhoto(withFilesClaim(ctx, request, hash), upload);
        return reply.status(answer.status as 201).send(answer.body);
      },
    );
  });

  app.get(
    `${DELIVERY_PATH}/photos/:photoId/`,
    {
      schema: {
        tags: ['manage'],
        summary: 'A proof photo, for staff (send the bearer token)',
        params: deliveryPhotoParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await delivery.photo(request.params.photoId);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'")
        .send(photo.bytes);
    },
  );

  app.post(
    `${DELIVERY_PATH}/stops/:debtorId/delivered/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['manage'],
        summary: 'Hand the named articles over at the dealer’s stop: recipient and photo',
        description: `Each article must be ready to ship (\`gerverz\`, else 409 \`delivery_not_on_stop\`) and becomes delivered (\`bezorgd\`) through the same transition as a factory's event: the same timeline entry, live change and mail. Articles already delivered are left alone (200). ${IDEMPOTENT}`,
        params: deliveryStopParamsSchema,
        body: deliverStopBodySchema,
        response: {
          200: deliveryStopSchema,
          201: deliveryStopSchema,
          ...errorResponses(400, 401, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const answer = await delivery.deliver(
        contextOf(request),
        request.params.debtorId,
        request.body,
      );
      return reply.status(answer.status as 201).send(answer.body);
    },
  );

  app.post(
    `${DELIVERY_PATH}/pickups/:pickupId/collected/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['manage'],
        summary: 'A customer fabric picked up: who handed it over, a photo if taken',
        description: `Picked up already: the stop as it is (200). ${IDEMPOTENT}`,
        params: deliveryPickupParamsSchema,
        body: collectPickupBodySchema,
        response: {
          200: deliveryStopSchema,
          201: deliveryStopSchema,
          ...errorResponses(400, 401, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const answer = await delivery.collect(
        contextOf(request),
        request.params.pickupId,
        request.body,
      );
      return reply.status(answer.status as 201).send(answer.body);
    },
  );
};

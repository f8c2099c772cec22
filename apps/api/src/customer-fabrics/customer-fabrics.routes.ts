import {
  CUSTOMER_FABRIC_IMAGE_FIELD,
  customerFabricAnswerSchema,
  customerFabricBodySchema,
  customerFabricListQuerySchema,
  customerFabricPageSchema,
  customerFabricPriceBodySchema,
  fabricDeliveriesAnswerSchema,
  fabricDeliveryAnswerSchema,
  fabricDeliveryBodySchema,
  MAX_COLOUR_IMAGE_BYTES,
  suppliersAnswerSchema,
} from '@atelier/domain';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { AppError } from '../http/errors.js';
import { acceptMultipart, readingMultipart } from '../http/multipart.js';
import { pageOfResults, pageWindow } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import { textCheckedBody, zodValidatorCompiler } from '../http/validation.js';
import type { CustomerFabricsService } from './customer-fabrics.service.js';

const BASE = '/api/customer-fabrics';
const uuidParams = z.object({ fabricUuid: z.string().regex(/^cf-[A-Za-z0-9-]{1,80}$/) });

/**
 * The form is validated by the domain (validateCustomerFabric) so that the web form and the API
 * report the same messages; the route's body schema documents it and lets the body through,
 * refusing only text no column can hold.
 */
const passThrough = textCheckedBody;

export const customerFabricRoutes: FastifyPluginAsyncZod<{
  customerFabrics: CustomerFabricsService;
}> = async (app, { customerFabrics }) => {
  routesBelongTo(app, 'customerFabrics');

  app.get(
    `${BASE}/suppliers/`,
    {
      schema: {
        tags: ['customer fabrics'],
        summary: 'Suppliers a dealer can name for its own fabrics',
        querystring: z.object({ debtorId: z.coerce.number().int().positive().optional() }),
        response: { 200: suppliersAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => customerFabrics.suppliers(contextOf(request), request.query.debtorId ?? null),
  );

  app.get(
    `${BASE}/`,
    {
      schema: {
        tags: ['customer fabrics'],
        summary:
          "The caller's own fabrics (a service account: of its debtors that have customer fabrics)",
        querystring: customerFabricListQuerySchema,
        response: { 200: customerFabricPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { page: _p, page_size: _s, debtor_id, debtorId, ...filter } = request.query;
      const { count, results } = await customerFabrics.list(contextOf(request), {
        ...filter,
        debtorId: debtor_id ?? debtorId,
        ...pageWindow(request.query),
      });
      return pageOfResults(request, request.query, count, results);
    },
  );

  app.post(
    `${BASE}/`,
    {
      schema: {
        tags: ['customer fabrics'],
        summary: 'Add a fabric for the debtor the caller acts for',
        body: customerFabricBodySchema,
        response: { 201: customerFabricAnswerSchema, ...errorResponses(400, 401, 409) },
      },
      validatorCompiler: passThrough,
    },
    async (request, reply) =>
      reply.status(201).send(await customerFabrics.create(contextOf(request), request.body)),
  );

  app.get(
    `${BASE}/:fabricUuid/`,
    {
      schema: {
        tags: ['customer fabrics'],
        summary: "One of the caller's fabrics (another debtor's answers 404)",
        params: uuidParams,
        response: { 200: customerFabricAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => customerFabrics.get(contextOf(request), request.params.fabricUuid),
  );

  app.put(
    `${BASE}/:fabricUuid/`,
    {
      schema: {
        tags: ['customer fabrics'],
        summary: 'Replace a fabric (colours keeping their article number keep their photo)',
        params: uuidParams,
        body: customerFabricBodySchema,
        response: { 200: customerFabricAnswerSchema, ...errorResponses(400, 401, 404) },
      },
      // Only the body is the domain's to validate; a malformed path still answers 404.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? passThrough()
          : zodValidatorCompiler(route as unknown as Parameters<typeof zodValidatorCompiler>[0]),
    },
    (request) =>
      customerFabrics.update(contextOf(request), request.params.fabricUuid, request.body),
  );

  app.delete(
    `${BASE}/:fabricUuid/`,
    {
      schema: {
        tags: ['customer fabrics'],
        summary: 'Delete a fabric',
        params: uuidParams,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await customerFabrics.remove(contextOf(request), request.params.fabricUuid);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${BASE}/:fabricUuid/duplicate/`,
    {
      schema: {
        tags: ['customer fabrics'],
        summary: 'Copy a fabric with its colours, photos and prices under a new name',
        params: uuidParams,
        response: { 201: customerFabricAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await customerFabrics.duplicate(contextOf(request), request.params.fabricUuid)),
  );

  app.get(
    `${BASE}/:fabricUuid/deliveries/`,
    {
      schema: {
        tags: ['customer fabrics'],
        summary: 'How the fabric comes to the factory: its announcements, the latest first',
        params: uuidParams,
        response: { 200: fabricDeliveriesAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => customerFabrics.deliveries(contextOf(request), request.params.fabricUuid),
  );

  app.post(
    `${BASE}/:fabricUuid/deliveries/`,
    {
      config: { idempotent: true },
      schema: {
        tags: ['customer fabrics'],
        summary:
          'Announce how the fabric comes to the factory (the driver picks it up from `date`, or it is sent that day)',
        description:
          'Send an `Idempotency-Key` header: a repeat answers the first result. `date` runs from the manufacturer’s today to 90 days on.',
        params: uuidParams,
        body: fabricDeliveryBodySchema,
        response: { 201: fabricDeliveryAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const answer = await customerFabrics.announceDelivery(
        contextOf(request),
        request.params.fabricUuid,
        request.body,
      );
      return reply.status(answer.status as 201).send(answer.body);
    },
  );

  app.delete(
    `${BASE}/:fabricUuid/deliveries/:deliveryId/`,
    {
      schema: {
        tags: ['customer fabrics'],
        summary: 'Withdraw an announcement the driver has not picked up yet',
        params: uuidParams.extend({
          deliveryId: z.coerce.number().int().positive().max(2_147_483_647),
        }),
        response: { 204: z.null(), ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await customerFabrics.withdrawDelivery(
        contextOf(request),
        request.params.fabricUuid,
        request.params.deliveryId,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${BASE}/:fabricUuid/prices/add/`,
    {
      schema: {
        tags: ['customer fabrics'],
        summary: "Set the fabric's price per metre in one currency (cents)",
        params: uuidParams,
        body: customerFabricPriceBodySchema,
        response: { 201: customerFabricAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await customerFabrics.addPrice(
            contextOf(request),
            request.params.fabricUuid,
            request.body,
          ),
        ),
  );

  // Multipart in this route's own scope: its hooks run on no other request.
  await app.register(async (uploads) => {
    await acceptMultipart(uploads);
    uploads.withTypeProvider<ZodTypeProvider>().patch(
      `${BASE}/:fabricUuid/update-image/`,
      {
        schema: {
          tags: ['customer fabrics'],
          summary: `A colour's photo, multipart: file in "${CUSTOMER_FABRIC_IMAGE_FIELD}", optional "article_number" before it. PNG, JPEG or WebP, at most ${MAX_COLOUR_IMAGE_BYTES} bytes.`,
          params: uuidParams,
          consumes: ['multipart/form-data'],
          response: { 200: customerFabricAnswerSchema, ...errorResponses(400, 401, 404, 413, 415) },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        // The fabric is looked up first: another tenant's answers 404 before any bytes count.
        await customerFabrics.get(ctx, request.params.fabricUuid);
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const part = await readingMultipart(() =>
          request.file({
            limits: { fileSize: MAX_COLOUR_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 200 },
            throwFileSizeLimit: false,
          }),
        );
        if (!part || part.fieldname !== CUSTOMER_FABRIC_IMAGE_FIELD) {
          throw new AppError('file_required');
        }
        const bytes = await readingMultipart(() => part.toBuffer());
        const field = part.fields.article_number;
        const articleNumber =
          field && !Array.isArray(field) && field.type === 'field'
            ? String(field.value)
            : undefined;
        return customerFabrics.updateImage(ctx, request.params.fabricUuid, {
          bytes,
          truncated: part.file.truncated,
          articleNumber,
        });
      },
    );
  });
};

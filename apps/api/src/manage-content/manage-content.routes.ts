// The content desk's calls (issue 29 §3 "Content"): downloads and videos (`content`), the
// production sites' integration keys (`integrationKeys`) and the mail log (`mailLog`).
import {
  captionBodySchema,
  createdIntegrationKeySchema,
  DOWNLOAD_FILE_FIELD,
  downloadDetailsSchema,
  downloadUploadSchema,
  integrationKeyCreateSchema,
  integrationKeySchema,
  integrationKeysSchema,
  isWebVtt,
  LOCALES,
  MAX_DOWNLOAD_PDF_BYTES,
  MAX_DOWNLOAD_VIDEO_BYTES,
  mailLogMessageSchema,
  mailLogPageSchema,
  mailLogQuerySchema,
  mailResentSchema,
  manageDownloadSchema,
  manageDownloadsQuerySchema,
  manageDownloadsSchema,
} from '@atelier/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesNeedStaff } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { acceptMultipart } from '../http/multipart.js';
import { pageOfResults } from '../http/pagination.js';
import { errorResponses } from '../http/schemas.js';
import { readUpload } from './content-uploads.js';
import type { ManageContentService } from './manage-content.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const captionParams = idParams.extend({ language: z.enum(LOCALES) });
const UPLOAD_FIELDS = `Multipart: \`category\`, \`language\`, \`title.<locale>\` for each of ${LOCALES.join(', ')}, then the file in "${DOWNLOAD_FILE_FIELD}". A PDF (checked by its first bytes, at most ${MAX_DOWNLOAD_PDF_BYTES} bytes) in a document section, a WebM or MP4 video (at most ${MAX_DOWNLOAD_VIDEO_BYTES} bytes) in \`videos\`. Field errors for every wrong field at once.`;

type Options = { content: ManageContentService };

const downloadsRoutes: FastifyPluginAsyncZod<Options> = async (app, { content }) => {
  routesNeedStaff(app, 'content');

  app.get(
    '/api/manage/downloads/',
    {
      schema: {
        tags: ['manage'],
        summary: 'Downloads and videos of every customer group (or one), by group and position',
        querystring: manageDownloadsQuerySchema,
        response: { 200: manageDownloadsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => content.downloads(request.query),
  );

  app.get(
    '/api/manage/downloads/:id/file/',
    {
      schema: {
        tags: ['manage'],
        summary: 'The bytes of a download, whatever its group (send the bearer token)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await content.file(request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'")
        .send(file.bytes);
    },
  );

  app.delete(
    '/api/manage/downloads/:id/',
    {
      schema: {
        tags: ['manage'],
        summary: 'Remove a download or video: its group’s service page no longer lists it',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await content.remove(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/manage/downloads/:id/captions/:language/',
    {
      schema: {
        tags: ['manage'],
        summary: 'A video’s captions in one language, as WebVTT text',
        description: 'Anything but WebVTT with at least one well-formed cue: 400 on `text`.',
        params: captionParams,
        body: captionBodySchema.refine((body) => isWebVtt(body.text), {
          path: ['text'],
          message: 'captions_not_webvtt',
        }),
        response: { 200: manageDownloadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      content.setCaptions(
        contextOf(request),
        request.params.id,
        request.params.language,
        request.body,
      ),
  );

  app.delete(
    '/api/manage/downloads/:id/captions/:language/',
    {
      schema: {
        tags: ['manage'],
        summary: 'Remove a video’s captions in one language',
        params: captionParams,
        response: { 200: manageDownloadSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) =>
      content.setCaptions(contextOf(request), request.params.id, request.params.language, null),
  );

  // Multipart in these routes' own scope: its hooks run on no other request.
  await app.register(async (uploads) => {
    await acceptMultipart(uploads);
    const typed = uploads.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/manage/downloads/',
      {
        schema: {
          tags: ['manage'],
          summary: 'Upload a download or video for one or more customer groups (a copy for each)',
          description: `${UPLOAD_FIELDS} \`customer_groups\` once per group.`,
          consumes: ['multipart/form-data'],
          response: { 201: manageDownloadsSchema, ...errorResponses(400, 401, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        const { fields, file } = await readUpload(request);
        const input = content.checkUpload(
          downloadUploadSchema,
          fields,
          file,
          fields.category ?? '',
          true,
        );
        return reply.status(201).send(await content.upload(contextOf(request), input, file!));
      },
    );
    typed.put(
      '/api/manage/downloads/:id/',
      {
        schema: {
          tags: ['manage'],
          summary: 'Replace a download’s details and, when a file is sent, its file',
          description: `${UPLOAD_FIELDS} The file may be left out; the group stays.`,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: manageDownloadSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        const { fields, file } = await readUpload(request);
        const input = content.checkUpload(
          downloadDetailsSchema,
          fields,
          file,
          fields.category ?? '',
          false,
        );
        return content.replace(contextOf(request), request.params.id, input, file);
      },
    );
  });
};

const integrationKeyRoutes: FastifyPluginAsyncZod<Options> = async (app, { content }) => {
  routesNeedStaff(app, 'integrationKeys');

  app.get(
    '/api/manage/integration-keys/',
    {
      schema: {
        tags: ['manage'],
        summary: 'The production sites’ integration keys: created, last used, revoked',
        response: { 200: integrationKeysSchema, ...errorResponses(401, 403) },
      },
    },
    () => content.integrationKeys(),
  );

  app.post(
    '/api/manage/integration-keys/',
    {
      schema: {
        tags: ['manage'],
        summary: 'A new key for a production site; the answer holds its secret, shown this once',
        description: 'Only the SHA-256 of the secret is stored: it cannot be shown again.',
        body: integrationKeyCreateSchema,
        response: { 201: createdIntegrationKeySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await content.createIntegrationKey(contextOf(request), request.body)),
  );

  app.post(
    '/api/manage/integration-keys/:id/revoke/',
    {
      schema: {
        tags: ['manage'],
        summary: 'Revoke a key: the next integration call with it is refused (401)',
        params: idParams,
        response: { 200: integrationKeySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => content.revokeIntegrationKey(contextOf(request), request.params.id),
  );
};

const mailLogRoutes: FastifyPluginAsyncZod<Options> = async (app, { content }) => {
  routesNeedStaff(app, 'mailLog');

  app.get(
    '/api/manage/mail/',
    {
      schema: {
        tags: ['manage'],
        summary: 'The mail log: kept mail, newest first, searched and filtered',
        description:
          '`q` searches recipient, subject and kind; `kind` is exact; dates are UTC days, both ends included.',
        querystring: mailLogQuerySchema,
        response: { 200: mailLogPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { count, rows } = await content.mailLog(request.query);
      return pageOfResults(request, request.query, count, rows);
    },
  );

  app.get(
    '/api/manage/mail/:id/',
    {
      schema: {
        tags: ['manage'],
        summary: 'One message with its text and HTML (show the HTML only in a sandboxed frame)',
        params: idParams,
        response: { 200: mailLogMessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => content.mailMessage(request.params.id),
  );

  app.post(
    '/api/manage/mail/:id/resend/',
    {
      schema: {
        tags: ['manage'],
        summary: 'Send a message again: a new message through the mailer, audited',
        params: idParams,
        response: { 202: mailResentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await content.resend(contextOf(request), request.params.id)),
  );
};

export const manageContentRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  await app.register(downloadsRoutes, options);
  await app.register(integrationKeyRoutes, options);
  await app.register(mailLogRoutes, options);
};

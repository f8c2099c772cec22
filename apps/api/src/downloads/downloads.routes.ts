import { downloadPageSchema, LOCALES } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { errorResponses } from '../http/schemas.js';
import { DOWNLOADS_PATH, type DownloadsService } from './downloads.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ACCESS =
  'For the customer group of the shop acted for; price lists only with `show_price_lists`. Anything else answers 404. Closed (403) when the account’s `show_sidebar_service_account_button` is off or it only follows its orders.';

/** RFC 5987: a file name with non-ASCII letters (Polish titles) survives the header. */
function disposition(fileName: string, inline: boolean): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const downloadRoutes: FastifyPluginAsyncZod<{ downloads: DownloadsService }> = async (
  app,
  { downloads },
) => {
  routesBelongTo(app, 'service');

  app.get(
    `${DOWNLOADS_PATH}/`,
    {
      schema: {
        tags: ['service'],
        summary:
          'Downloads and instruction videos of the service page, titles in the caller’s language',
        description: ACCESS,
        response: { 200: downloadPageSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => downloads.list(contextOf(request)),
  );

  app.get(
    `${DOWNLOADS_PATH}/:id/file/`,
    {
      schema: {
        tags: ['service'],
        summary: 'The bytes of a download (send the bearer token)',
        description: ACCESS,
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await downloads.file(contextOf(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          disposition(file.fileName, file.contentType.startsWith('video/')),
        )
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'")
        .send(file.bytes);
    },
  );

  app.get(
    `${DOWNLOADS_PATH}/:id/captions/:language/`,
    {
      schema: {
        tags: ['service'],
        summary: 'A video’s captions in one language (WebVTT)',
        description: ACCESS,
        params: idParams.extend({ language: z.enum(LOCALES) }),
      },
    },
    async (request, reply) => {
      const text = await downloads.captions(
        contextOf(request),
        request.params.id,
        request.params.language,
      );
      return reply
        .header('content-type', 'text/vtt; charset=utf-8')
        .header('cache-control', 'private, max-age=3600')
        .send(text);
    },
  );
};

// The built web app on the API's port: hashed assets cached for good, index.html for every
// client route (but never for /api/ or /easyorder/, which answer JSON 404s).
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isQuotePage, NO_INDEX } from '../documents/quotes.service.js';
import { sendError } from '../http/error-handler.js';

const API_PREFIXES = ['/api/', '/easyorder/'];
/** The longest file name the file systems we run on allow. */
const MAX_FILE_NAME = 255;

export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  return !API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

/** Registers the SPA when `webRoot` holds a build; answers whether it did. */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!existsSync(path.join(webRoot, 'index.html'))) return false;
  // A segment longer than a file name can be names no file: 404 before the file system is asked
  // (its ENAMETOOLONG would answer 500). `..` is refused by the static plugin itself.
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.split('/').some((segment) => segment.length > MAX_FILE_NAME)) {
      return sendError(request, reply, 'not_found');
    }
  });
  await app.register(fastifyStatic, {
    root: webRoot,
    index: 'index.html',
    // The build writes .br and .gz beside each text asset: sent by the client's Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function sendSpaIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  webRoot: string,
): FastifyReply {
  // A customer's shared quote is not for search engines (the token is in the address).
  if (isQuotePage(request.url.split('?')[0] ?? '')) reply.header('x-robots-tag', NO_INDEX);
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(createReadStream(path.join(webRoot, 'index.html')));
}

/** Portal §4: requests for /pdf/ are served from /documents/. */
export function registerPdfRedirect(app: FastifyInstance): void {
  app.get('/pdf/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const rest = request.url.slice('/pdf/'.length);
    return reply.redirect(`/documents/${rest}`, 301);
  });
}

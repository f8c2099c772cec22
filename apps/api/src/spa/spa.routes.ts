// The built web app on the API's port: hashed assets from memory, cached for good (built-assets.ts),
// index.html for every client route (but never for /api/ or /easyorder/, which answer JSON 404s),
// written with its first answer for a page whose source knows the path (first-page.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isQuotePage, NO_INDEX } from '../documents/quotes.service.js';
import { sendError } from '../http/error-handler.js';
import { BuiltAssets } from './built-assets.js';
import { type FirstPageSource, SpaIndex } from './first-page.js';

const API_PREFIXES = ['/api/', '/easyorder/'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Headers that make a request conditional (RFC 9110 §13.1). */
const CONDITIONAL_HEADERS = [
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
];
/** The longest file name the file systems we run on allow. */
const MAX_FILE_NAME = 255;
/** A percent-encoded byte. */
const ENCODED = /%[0-9a-f]{2}/i;
/** What no segment of a file's path holds: separators, NUL and other control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const NOT_IN_A_NAME = /[/\\\u0000-\u001f\u007f]/;

/** A segment as the file system would read it, decoded as often as it decodes (`%252e` → `.`). */
function segmentNamesAFile(segment: string): boolean {
  if (segment.length > MAX_FILE_NAME) return false;
  let text = segment;
  for (;;) {
    if (text === '.' || text === '..' || NOT_IN_A_NAME.test(text)) return false;
    if (!ENCODED.test(text)) return true;
    try {
      text = decodeURIComponent(text);
    } catch {
      return false;
    }
  }
}

/**
 * Whether a request path is one the web app's links can produce: it starts with `/`, has no empty
 * segment but a trailing one, and no segment is `.` or `..`, holds a separator, NUL or a control
 * character, or is longer than a file name — raw, percent-encoded or encoded twice. Anything else
 * names no file and no page.
 */
export function isCanonicalPath(pathname: string): boolean {
  const segments = pathname.split('/');
  if (segments[0] !== '') return false;
  return segments
    .slice(1)
    .every((segment, index, rest) =>
      segment === '' ? index === rest.length - 1 : segmentNamesAFile(segment),
    );
}

export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  return !API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

/** Registers the SPA when `webRoot` holds a build; answers its index.html, or null when none. */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<SpaIndex | null> {
  if (!existsSync(path.join(webRoot, 'index.html'))) return null;
  // A path no link of the web app produces (`..`, `//`, `\\`, encoded separators, NUL, a segment
  // longer than a file name) names nothing: 404 before the static plugin or the file system is
  // asked. The plugin refuses some of them with an error of its own and the file system others
  // (ENAMETOOLONG, a NUL); both ended as 500.
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!isCanonicalPath(pathname)) return sendError(request, reply, 'not_found');
  });
  // The build writes .br and .gz beside each text asset: sent by the client's Accept-Encoding.
  await app.register(fastifyStatic, {
    root: webRoot,
    index: 'index.html',
    preCompressed: true,
    // Whole files only: the bundle's files are small, and a range past a file's end answered 500.
    acceptRanges: false,
    setHeaders(reply, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? IMMUTABLE : 'no-cache');
    },
  });
  const assets = BuiltAssets.read(webRoot);
  app.get(
    '/assets/*',
    // A page loads about ninety: one line each at debug, not at info.
    { config: { quietLog: true }, schema: { hide: true } },
    (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A conditional request (which a file cached for good never needs) is the plugin's to
      // answer: validators, 304 and 412 as it has always answered them.
      if (CONDITIONAL_HEADERS.some((header) => request.headers[header] !== undefined)) {
        return reply.sendFile(pathname.slice(1));
      }
      const asset = assets.answer(pathname, request.headers['accept-encoding']);
      if (!asset) return sendError(request, reply, 'not_found');
      reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').type(asset.type);
      if (asset.encoding) reply.header('content-encoding', asset.encoding);
      return reply.send(asset.body);
    },
  );
  const index = SpaIndex.read(webRoot, (error) =>
    app.log.error({ err: error }, 'first paint failed: the page is sent undrawn'),
  );
  index.warm();
  return index;
}

/**
 * index.html for a client route: with its first answer when one of `sources` knows the path
 * (a source that fails is logged and the page asks for itself), else as built.
 */
export async function sendSpaIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  index: SpaIndex,
  sources: readonly FirstPageSource[],
): Promise<FastifyReply> {
  const pathname = request.url.split('?')[0] ?? '';
  // A customer's shared quote is not for search engines (the token is in the address).
  if (isQuotePage(pathname)) reply.header('x-robots-tag', NO_INDEX);
  // An account page is drawn in the language its cookie names (decision 107).
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie')
    .type('text/html; charset=utf-8');
  for (const source of sources) {
    const answer = await source(request, pathname).catch((error: unknown) => {
      request.log.warn({ err: error }, 'first page answer failed');
      return null;
    });
    if (!answer) continue;
    const page = await index.write(answer, pathname);
    reply.header('vary', 'accept-encoding, cookie');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.send(page.html);
    }
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(index.html);
}

/** Portal §4: requests for /pdf/ are served from /documents/. */
export function registerPdfRedirect(app: FastifyInstance): void {
  app.get('/pdf/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const rest = request.url.slice('/pdf/'.length);
    return reply.redirect(`/documents/${rest}`, 301);
  });
}

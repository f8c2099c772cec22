// The built web app on the API's port: hashed assets cached for good, index.html for every
// client route (but never for /api/ or /easyorder/, which answer JSON 404s).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/error-handler.js';

const API_PREFIXES = ['/api/', '/easyorder/'];
/** The longest file name the file systems we run on allow. */
const MAX_FILE_NAME = 255;

export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  return !API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

/**
 * What the web build lists for each account page (its `vite/route-preloads.ts` writes it): every
 * script and stylesheet the page needs beyond what index.html already announces, keyed by the
 * page's path pattern in the router's syntax (`/account/order/:orderId`, `:id?` optional).
 */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');
interface RoutePreloads {
  routes: { path: string; scripts: string[]; styles: string[] }[];
}

/** The client's HTML for a path. */
export type SpaIndex = (pathname: string) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A router path pattern as a matcher, with the router's rank: more segments, and static ones
 * before parameters (`customer-fabrics/add` wins over `customer-fabrics/:fabricUuid`).
 */
export function pathMatcher(pattern: string): {
  test: (pathname: string) => boolean;
  rank: number;
} {
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  let rank = segments.length;
  for (const segment of segments) {
    if (segment.startsWith(':') && segment.endsWith('?')) {
      source += '(?:/[^/]+)?';
      rank += 3;
    } else if (segment.startsWith(':')) {
      source += '/[^/]+';
      rank += 3;
    } else {
      source += `/${escapeRegExp(segment)}`;
      rank += 10;
    }
  }
  const regExp = new RegExp(`^${source}/?$`, 'i');
  return { test: (pathname) => regExp.test(pathname), rank };
}

/**
 * The build's index.html for every client route, and for each account page the same HTML with
 * that page's scripts and stylesheets announced (`modulepreload`, `preload`): the browser fetches
 * them beside the entry instead of finding them one import level at a time. Every variant is
 * built once, here; a path no page claims gets index.html as it is.
 */
export function spaIndex(webRoot: string): SpaIndex {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const preloadsFile = path.join(webRoot, ROUTE_PRELOADS_FILE);
  const { routes } = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
    : { routes: [] };
  const pages = routes
    .map((route) => {
      const announced = (file: string) => html.includes(`"${file}"`);
      const links = [
        ...route.scripts
          .filter((file) => !announced(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`),
        ...route.styles
          .filter((file) => !announced(file))
          .map(
            (file) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`,
          ),
      ];
      return {
        ...pathMatcher(route.path),
        html: html.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`),
      };
    })
    .sort((a, b) => b.rank - a.rank);
  return (pathname) => pages.find((page) => page.test(pathname))?.html ?? html;
}

/** Registers the SPA when `webRoot` holds a build; answers its HTML, or null when there is none. */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<SpaIndex | null> {
  if (!existsSync(path.join(webRoot, 'index.html'))) return null;
  const index = spaIndex(webRoot);
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
  return index;
}

export function sendSpaIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  index: SpaIndex,
): FastifyReply {
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(index(request.url.split('?')[0] ?? '/'));
}

/** Portal §4: requests for /pdf/ are served from /documents/. */
export function registerPdfRedirect(app: FastifyInstance): void {
  app.get('/pdf/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const rest = request.url.slice('/pdf/'.length);
    return reply.redirect(`/documents/${rest}`, 301);
  });
}

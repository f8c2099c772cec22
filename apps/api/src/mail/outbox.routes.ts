// The demo's mailbox: registered only when the app is built with `demoOutbox` (DEMO_OUTBOX=true or
// `anyone`, no SMTP_URL, no DATABASE_URL), so a real deployment never answers it. It needs no
// log-in (the reader is someone who has forgotten the password), so it answers only callers on
// this machine unless DEMO_OUTBOX=anyone says otherwise: anyone else may not read another user's
// reset link.
import { outboxMessageSchema } from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DemoOutbox } from '../config.js';
import { AppError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import type { OutboxService } from './outbox.service.js';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  if (plain === '::1' || plain === '0:0:0:0:0:0:0:1') return true;
  const octets = plain.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
  );
}

/** Every address a forwarding header names (X-Forwarded-For, X-Real-IP, Forwarded `for=`). */
function forwardedAddresses(request: FastifyRequest): string[] {
  const values = (name: string) => [request.headers[name] ?? []].flat().join(',');
  const listed = [...values('x-forwarded-for').split(','), ...values('x-real-ip').split(',')];
  const forwarded = [...values('forwarded').matchAll(/for\s*=\s*"?\[?([^\]";,\s]+)/gi)].map(
    (match) => match[1] ?? '',
  );
  return [...listed, ...forwarded].map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/**
 * Whether the caller sits on this machine: the connection's own peer address (never `request.ip`,
 * which TRUST_PROXY takes from a header a remote caller can write) is loopback, and so is every
 * address a forwarding header names, so a proxy on this machine does not pass a remote caller off
 * as local.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    forwardedAddresses(request).every(isLoopbackAddress)
  );
}

export const outboxRoutes: FastifyPluginAsyncZod<{
  outbox: OutboxService;
  readers: Exclude<DemoOutbox, 'off'>;
}> = async (app, { outbox, readers }) => {
  app.get(
    '/api/demo/outbox/',
    {
      config: { public: true },
      schema: {
        tags: ['demo'],
        summary: 'The mail the demo kept instead of sending, newest first (demo only)',
        description:
          'Exists only when the portal runs as a demo on its embedded database without a mail server (`DEMO_OUTBOX=true`, no `SMTP_URL`, no `DATABASE_URL`), and then answers only callers on the same machine (loopback), unless `DEMO_OUTBOX=anyone`; otherwise 404.',
        response: { 200: z.array(outboxMessageSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // As if it did not exist: a caller elsewhere learns nothing of the demo's mailbox.
      if (readers !== 'anyone' && !isLocalCaller(request)) throw new AppError('not_found');
      reply.header('cache-control', 'no-store');
      return outbox.latest();
    },
  );
};

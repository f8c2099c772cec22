// The demo's mailbox: registered only when the app is built with `demoOutbox` (DEMO_OUTBOX=true or
// `anyone`, no SMTP_URL, no DATABASE_URL), so a real deployment never answers it. It needs no
// log-in (the reader is someone who has forgotten the password), so it answers only callers on
// this machine unless DEMO_OUTBOX=anyone says otherwise: anyone else may not read another user's
// reset link.
import { outboxMessageSchema } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DemoOutbox } from '../config.js';
import { AppError } from '../http/errors.js';
import { isLocalCaller } from '../http/local-caller.js';
import { errorResponses } from '../http/schemas.js';
import type { OutboxService } from './outbox.service.js';

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

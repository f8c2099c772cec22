// The demo's mailbox: registered only when the app is built with `demoOutbox` (DEMO_OUTBOX=true
// and no SMTP_URL), so a real deployment never answers it. It needs no log-in: the reader is
// someone who has forgotten the password.
import { outboxMessageSchema } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxService } from './outbox.service.js';

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/api/demo/outbox/',
    {
      config: { public: true },
      schema: {
        tags: ['demo'],
        summary: 'The mail the demo kept instead of sending, newest first (demo only)',
        description:
          'Exists only when the portal runs as a demo without a mail server (`DEMO_OUTBOX=true`, no `SMTP_URL`); otherwise 404.',
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return outbox.latest();
    },
  );
};

// The demo's mailbox (`GET api/demo/outbox/`): mail the portal kept instead of sending, so a
// newcomer can follow a password-reset link without a mail server (docs/decisions/034-demo-mailbox.md).
import { z } from 'zod';
import { lazySchema } from '../pure.js';
import { integer } from './text.js';

export const outboxMessageSchema = lazySchema(() =>
  z.object({
    id: integer,
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    kind: z.string(),
    created_at: z.string(),
  }),
);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** The newest messages the mailbox shows. */
export const OUTBOX_PAGE_SIZE = 50;

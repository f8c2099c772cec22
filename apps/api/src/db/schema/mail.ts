import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail that was not handed to an SMTP server (none configured): the demo shows it from here. */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the mail is for (`password_reset`), so a reader can find it. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_message_recipient_idx').on(table.recipient, table.createdAt)],
);

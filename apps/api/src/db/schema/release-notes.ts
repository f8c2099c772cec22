import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const releaseNote = pgTable('release_note', {
  id: serial('id').primaryKey(),
  /** The version, e.g. 2025.7.17. */
  name: text('name').notNull().unique(),
  /** Markdown. */
  message: text('message').notNull(),
  committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
});

import type { LocalizedText } from '@atelier/domain';
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const releaseNote = pgTable('release_note', {
  id: serial('id').primaryKey(),
  /** The version, e.g. 2025.7.17. */
  name: text('name').notNull().unique(),
  /** Markdown, in every language (`localized` picks one). */
  message: jsonb('message_texts').$type<LocalizedText>().notNull().default({}),
  committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
});

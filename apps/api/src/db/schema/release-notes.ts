import type { LocalizedText } from '@atelier/domain';
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const releaseNote = pgTable('release_note', {
  id: serial('id').primaryKey(),
  /** The version, e.g. 2025.7.17. */
  name: text('name').notNull().unique(),
  /** Markdown, in every language (`localized` picks one); its first heading is the title. */
  message: jsonb('message_texts').$type<LocalizedText>().notNull().default({}),
  committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
  /** When staff published it; null for a draft, which dealers never see. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

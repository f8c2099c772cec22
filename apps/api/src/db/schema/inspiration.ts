// Curtain-breeze: the manufacturer's inspiration and trend articles (portal §2 `curtain-breeze`).
// The same for every account; texts in every language of the portal.
import type { Locale } from '@atelier/domain';
import { date, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { storedFile } from './files.js';

export interface InspirationText {
  title: string;
  intro: string;
  /** Markdown. */
  body: string;
}

export const inspirationArticle = pgTable('inspiration_article', {
  id: serial('id').primaryKey(),
  /** The article's address, and the seed's natural key. */
  slug: text('slug').notNull().unique(),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  imageId: text('image_id').references(() => storedFile.id),
  texts: jsonb('texts').$type<Record<Locale, InspirationText>>().notNull(),
  /** Codes of the collections (fabric families) the article features, in order. */
  collectionCodes: jsonb('collection_codes').$type<string[]>().notNull().default([]),
  /** When staff published it; null for a draft, which dealers never see. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

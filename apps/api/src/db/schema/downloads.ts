// What the service page offers a customer group (portal §2 "service", §9): documents per download
// category and instruction videos. The bytes live here rather than in `stored_file`, whose files
// are public by their address: a download is served only to the groups it is for.
import { CUSTOMER_GROUPS, type Locale, type LocalizedText, SERVICE_ITEMS } from '@atelier/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { bytea } from './files.js';

export const download = pgTable(
  'download',
  {
    id: serial('id').primaryKey(),
    customerGroup: text('customer_group', { enum: CUSTOMER_GROUPS }).notNull(),
    /** A download category, or `videos`. */
    category: text('category', { enum: SERVICE_ITEMS }).notNull(),
    /** The seed's natural key within the group. */
    code: text('code').notNull(),
    /** The title in every language of the portal. */
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** The language the document is written in (the Dutch and the Polish document lists). */
    language: text('language').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** A video's captions as WebVTT, per language. */
    captions: jsonb('captions').$type<Partial<Record<Locale, string>>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('download_group_code_key').on(table.customerGroup, table.code),
    index('download_group_idx').on(table.customerGroup, table.category, table.position),
  ],
);

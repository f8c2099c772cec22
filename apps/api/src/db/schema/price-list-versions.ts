import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { priceList } from './pricing.js';
import { appUser } from './users.js';

/**
 * An uploaded version of a price list (decision 089): the whole `PriceList` as the domain's
 * schema accepts it, never changed after the upload. A version without `valid_from` is a draft;
 * the version in force on a day is the one with the latest `valid_from` on or before it (the
 * highest id on the same day); before any is in force, `price_list.data` is.
 */
export const priceListVersions = pgTable(
  'price_list_version',
  {
    id: serial('id').primaryKey(),
    priceListId: text('price_list_id')
      .notNull()
      .references(() => priceList.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    /** The staff member's name at the upload (kept when the user is removed). */
    createdByName: text('created_by_name'),
  },
  (table) => [
    index('price_list_version_in_force')
      .on(table.priceListId, table.validFrom.desc(), table.id.desc())
      .where(sql`${table.validFrom} is not null`),
  ],
);

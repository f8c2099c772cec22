import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The id of the manufacturer's price list that every debtor uses unless it is given another. */
export const STANDARD_PRICE_LIST_ID = 'standard';

/**
 * A price list of the manufacturer: calculation defaults and unit prices per currency, stored
 * whole as the domain's `PriceList` (validated with `priceListSchema` on write and on read). One
 * jsonb document because the calculation always needs all of it at once.
 */
export const priceList = pgTable('price_list', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

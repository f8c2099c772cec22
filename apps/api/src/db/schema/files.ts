import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { debtor } from './debtors.js';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An image kept in the database, so every API instance serves the same bytes. The id is the
 * address: a content hash for generated catalogue images, a random uuid for uploads, so a URL is
 * never guessed and a file never changes under its URL.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** The debtor that uploaded it; null for the manufacturer's own images. */
    debtorId: integer('debtor_id').references(() => debtor.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_file_debtor_idx').on(table.debtorId)],
);

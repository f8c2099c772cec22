import {
  CURRENCIES,
  CUSTOMER_FABRIC_STATUSES,
  CUSTOMER_FABRIC_USAGES,
  FABRIC_TYPES,
} from '@atelier/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { fabricSupplier } from './catalogue.js';
import { debtor } from './debtors.js';
import { storedFile } from './files.js';

/**
 * A dealer's own fabric: tenant data of one debtor. The columns are what lists filter on; `data`
 * holds the rest of the form as customerFabricSchema validated it.
 */
export const customerFabric = pgTable(
  'customer_fabric',
  {
    id: serial('id').primaryKey(),
    /** Carries CUSTOMER_FABRIC_MARKER, so an article's main_fabric_uuid tells its source. */
    fabricUuid: text('fabric_uuid').notNull().unique(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => fabricSupplier.id),
    name: text('name').notNull(),
    type: text('type', { enum: FABRIC_TYPES }).notNull(),
    status: text('status', { enum: CUSTOMER_FABRIC_STATUSES }).notNull(),
    usage: text('usage', { enum: CUSTOMER_FABRIC_USAGES }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_fabric_debtor_idx').on(table.debtorId, table.name)],
);

export const customerFabricColor = pgTable(
  'customer_fabric_color',
  {
    id: serial('id').primaryKey(),
    customerFabricId: integer('customer_fabric_id')
      .notNull()
      .references(() => customerFabric.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    articleNumber: text('article_number').notNull(),
    color: text('color').notNull(),
    userImage: text('user_image'),
    imageId: text('image_id').references(() => storedFile.id, { onDelete: 'set null' }),
  },
  (table) => [index('customer_fabric_color_fabric_idx').on(table.customerFabricId)],
);

/** Prices per metre in cents, one row per currency. */
export const customerFabricPrice = pgTable(
  'customer_fabric_price',
  {
    customerFabricId: integer('customer_fabric_id')
      .notNull()
      .references(() => customerFabric.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    wholesaleCents: integer('wholesale_cents').notNull(),
    salesCents: integer('sales_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerFabricId, table.currency] })],
);

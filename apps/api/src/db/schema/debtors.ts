import { CURRENCIES, CUSTOMER_GROUPS, DELIVERY_DAYS, MARGIN_TYPES } from '@atelier/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const customerGroup = pgTable('customer_group', {
  id: serial('id').primaryKey(),
  name: text('name', { enum: CUSTOMER_GROUPS }).notNull().unique(),
});

/** A shop (debtor) of the manufacturer. `entitlements` holds what the manufacturer grants it. */
export const debtor = pgTable('debtor', {
  id: serial('id').primaryKey(),
  /** The manufacturer's own debtor number; the seed's natural key. */
  number: text('number').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  postalcode: text('postalcode').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  currency: text('currency', { enum: CURRENCIES }).notNull(),
  marginType: text('margin_type', { enum: MARGIN_TYPES }).notNull().default('automatic'),
  customerGroupId: integer('customer_group_id')
    .notNull()
    .references(() => customerGroup.id),
  entitlements: jsonb('entitlements').notNull().default({}),
  /** The price list the debtor's articles are priced with (price_list.id). */
  priceListId: text('price_list_id').notNull().default('standard'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deliveryTrip = pgTable(
  'delivery_trip',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    deliveryDay: text('delivery_day', { enum: DELIVERY_DAYS }).notNull(),
  },
  (table) => [index('delivery_trip_debtor_idx').on(table.debtorId)],
);

export const employee = pgTable(
  'employee',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    /** The employee preselected on a new order. */
    isDefault: boolean('is_default').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
  },
  (table) => [index('employee_debtor_idx').on(table.debtorId)],
);

export const location = pgTable(
  'location',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    postalcode: text('postalcode').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    isArchived: boolean('is_archived').notNull().default(false),
  },
  (table) => [index('location_debtor_idx').on(table.debtorId)],
);

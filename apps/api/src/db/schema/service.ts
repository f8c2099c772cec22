// The service side of a shop: its address book and its sample requests.
import { COUNTRIES, SAMPLE_REQUEST_STATES } from '@atelier/domain';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { debtor } from './debtors.js';
import { appUser } from './users.js';

/** A delivery address a shop keeps (for its customers' samples, returns and deliveries). */
export const addressBookEntry = pgTable(
  'address_book_entry',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country', { enum: COUNTRIES }).notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('address_book_entry_debtor_idx').on(table.debtorId, table.name)],
);

export interface SampleFabricCopy {
  fabric_uuid: string;
  name: string;
  color: string;
}

export interface SampleAddressCopy {
  id: number | null;
  name: string;
  company: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  country: (typeof COUNTRIES)[number];
}

/**
 * A request for fabric samples (article type `sampleorder`). The fabrics and the address are
 * copied in: what was asked for stays readable when the catalogue or the address book changes.
 */
export const sampleRequest = pgTable(
  'sample_request',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    addressBookEntryId: integer('address_book_entry_id').references(() => addressBookEntry.id, {
      onDelete: 'set null',
    }),
    state: text('state', { enum: SAMPLE_REQUEST_STATES }).notNull().default('requested'),
    fabrics: jsonb('fabrics').$type<SampleFabricCopy[]>().notNull(),
    address: jsonb('address').$type<SampleAddressCopy>().notNull(),
    note: text('note').notNull().default(''),
    requestedOn: date('requested_on').notNull(),
    expectedDate: date('expected_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the samples desk when it ships the request (state `sent`). */
    trackingReference: text('tracking_reference'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedBy: integer('shipped_by').references(() => appUser.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('sample_request_debtor_idx').on(table.debtorId, table.createdAt),
    index('sample_request_pick_idx').on(table.state, table.requestedOn),
  ],
);

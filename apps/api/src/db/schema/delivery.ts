// The delivery run (decision 087): the proofs of delivery with their photos, and the customer
// fabrics the driver picks up. Which articles are handed over is the articles' production status;
// a proof names the order numbers it covered.
import { FABRIC_DELIVERY } from '@atelier/domain';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customerFabric } from './customer-fabrics.js';
import { debtor } from './debtors.js';
import { bytea } from './files.js';
import { appUser } from './users.js';

/** A photo taken on the run, re-encoded, kept until the proof or pick-up that names it goes. */
export const deliveryPhoto = pgTable('delivery_photo', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: integer('uploaded_by').references(() => appUser.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Articles handed over at a stop: to whom, when, by whom, with the photo. */
export const deliveryProof = pgTable(
  'delivery_proof',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    /** The run's day (the manufacturer's calendar day). */
    day: date('day').notNull(),
    recipientName: text('recipient_name').notNull(),
    photoId: text('photo_id')
      .notNull()
      .references(() => deliveryPhoto.id),
    orderNumbers: jsonb('order_numbers').$type<string[]>().notNull(),
    staffUserId: integer('staff_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    staffUsername: text('staff_username').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('delivery_proof_day_idx').on(table.day, table.debtorId)],
);

/**
 * A customer fabric on its way to the factory, and how it comes (FABRIC_DELIVERY). Those that
 * come with the `driver` are picked up on the dealer's run from `pickup_date` on.
 */
export const fabricPickup = pgTable(
  'fabric_pickup',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    customerFabricId: integer('customer_fabric_id')
      .notNull()
      .references(() => customerFabric.id, { onDelete: 'cascade' }),
    delivery: text('delivery', { enum: FABRIC_DELIVERY }).notNull(),
    /** What to collect, in the dealer's words (rolls, metres). */
    note: text('note').notNull().default(''),
    pickupDate: date('pickup_date').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    /** The run's day it was picked up on. */
    collectedDay: date('collected_day'),
    /** Who handed the fabric over at the shop. */
    handedOverBy: text('handed_over_by'),
    photoId: text('photo_id').references(() => deliveryPhoto.id),
    collectedByUserId: integer('collected_by_user_id').references(() => appUser.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index('fabric_pickup_day_idx').on(table.delivery, table.pickupDate)],
);

// Returns (RMA): what a shop sends back, why and how it wants it solved, with its photos.
import {
  COUNTRIES,
  RMA_EVENT_KINDS,
  RMA_HANGER_TYPES,
  RMA_REASONS,
  RMA_REFUSAL_REASONS,
  RMA_SOLUTIONS,
  RMA_STATES,
  RMA_WORKSHOPS,
  type RmaStoredArticle,
} from '@atelier/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { debtor, employee } from './debtors.js';
import { bytea } from './files.js';
import { customerOrder } from './orders.js';
import type { SampleAddressCopy } from './service.js';
import { appUser } from './users.js';

/** RMA numbers, given when a return is confirmed (`RMA-000001`). */
export const rmaNumberSeq = pgSequence('rma_number_seq', { startWith: 1, minValue: 1 });

/**
 * A return. Its `order_number` comes from the article numbers (article type `rma`), so the spec's
 * `rma/{orderNumber}/` names it; the returned article, its order and the delivery address are
 * copied in so the return stays readable whatever happens to them later.
 */
export const rma = pgTable(
  'rma',
  {
    orderNumber: text('order_number')
      .primaryKey()
      .default(sql`nextval('article_order_number_seq')::text`),
    rmaNumber: text('rma_number')
      .notNull()
      .default(sql`'RMA-' || lpad(nextval('rma_number_seq')::text, 6, '0')`),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    state: text('state', { enum: RMA_STATES }).notNull().default('confirmed'),
    /** The returned article's number (no foreign key: the copy below outlives the article). */
    articleOrderNumber: text('article_order_number').notNull(),
    article: jsonb('article').$type<RmaStoredArticle>().notNull(),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country', { enum: COUNTRIES }).notNull(),
    deliveryAddress: jsonb('delivery_address').$type<SampleAddressCopy>(),
    preferredDeliveryDate: date('preferred_delivery_date'),
    workshop: text('workshop', { enum: RMA_WORKSHOPS }).notNull(),
    hangerType: text('hanger_type', { enum: RMA_HANGER_TYPES }).notNull(),
    hangerCount: integer('hanger_count').notNull().default(0),
    reason: text('reason', { enum: RMA_REASONS }).notNull(),
    description: text('description').notNull(),
    solution: text('solution', { enum: RMA_SOLUTIONS }).notNull(),
    employeeId: integer('employee_id').references(() => employee.id, { onDelete: 'set null' }),
    /** The order a remake became (tracking follows it there). */
    remakeOrderId: integer('remake_order_id').references(() => customerOrder.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The returns desk's decision (docs/decisions/084-returns-desk.md). */
    resolution: text('resolution', { enum: RMA_SOLUTIONS }),
    refusalReason: text('refusal_reason', { enum: RMA_REFUSAL_REASONS }),
    deskNote: text('desk_note').notNull().default(''),
    question: text('question'),
    informationAnswer: text('information_answer'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('rma_state_idx').on(table.state, table.createdAt),
    index('rma_debtor_idx').on(table.debtorId, table.createdAt),
    uniqueIndex('rma_number_idx').on(table.rmaNumber),
  ],
);

/**
 * A photo of a return, re-encoded on upload. Kept apart from `stored_file`, whose images anyone
 * with the address may fetch: these are served only to the return's own shop.
 */
export const rmaPhoto = pgTable(
  'rma_photo',
  {
    id: text('id').primaryKey(),
    rmaOrderNumber: text('rma_order_number')
      .notNull()
      .references(() => rma.orderNumber, { onDelete: 'cascade' }),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    position: serial('position'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rma_photo_rma_idx').on(table.rmaOrderNumber, table.position)],
);

/** A return's history: filed, each desk decision or question and each answer, dated, with who. */
export const rmaEvent = pgTable(
  'rma_event',
  {
    id: serial('id').primaryKey(),
    rmaOrderNumber: text('rma_order_number')
      .notNull()
      .references(() => rma.orderNumber, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RMA_EVENT_KINDS }).notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** The name as it was, so the history reads the same after the user is gone. */
    userName: text('user_name').notNull().default(''),
    byStaff: boolean('by_staff').notNull().default(false),
    resolution: text('resolution', { enum: RMA_SOLUTIONS }),
    refusalReason: text('refusal_reason', { enum: RMA_REFUSAL_REASONS }),
    text: text('text').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rma_event_rma_idx').on(table.rmaOrderNumber, table.id)],
);

import {
  ARTICLE_TYPES,
  CURRENCIES,
  ORDER_TYPES,
  PRODUCTION_STATUSES,
  ROOMS,
  SET_ALIGNMENTS,
  STOCK_STATES,
} from '@atelier/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { debtor, employee } from './debtors.js';
import { appUser } from './users.js';

/** The manufacturer's article numbers: seven digits, unique across every order. */
export const articleOrderNumberSeq = pgSequence('article_order_number_seq', {
  startWith: 1_000_001,
  minValue: 1_000_001,
  maxValue: 9_999_999,
  increment: 1,
});

/** A commission of a debtor ("order" is an SQL keyword): the header the articles belong to. */
export const customerOrder = pgTable(
  'customer_order',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').references(() => employee.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull().default('draft'),
    commission: text('commission').notNull().default(''),
    customerOrderNumber: text('customer_order_number').notNull().default(''),
    memo: text('memo').notNull().default(''),
    /** Set when the order is confirmed. */
    orderDate: date('order_date'),
    plannedDate: date('planned_date'),
    /** An offer's end customer: the shop's client the offer is made for. */
    endCustomerName: text('end_customer_name').notNull().default(''),
    endCustomerReference: text('end_customer_reference').notNull().default(''),
    /** Up to and including which date an offer's prices hold; null when not an offer. */
    offerValidUntil: date('offer_valid_until'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Counts the changes of what the order holds (`touchOrder`): the shared quote's page sends
     * back the one it showed, so an answer is taken only for the quote the customer saw.
     */
    contentRevision: integer('content_revision').notNull().default(0),
  },
  (table) => [
    index('customer_order_debtor_idx').on(table.debtorId, table.orderType, table.updatedAt),
    // The order list: a debtor's orders, last changed first, paged in the index's order.
    index('customer_order_debtor_updated_idx').on(
      table.debtorId,
      // NULLS FIRST as `ORDER BY … DESC` has it, so the index serves that order.
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The list's `q` (ILIKE '%…%' on the order's five texts), within the caller's debtors: the
    // debtor is the index's first key (btree_gin, migration 0017) and each text's trigrams the
    // others, so a search reads the matches of the caller's own orders, never another tenant's.
    // `gin_trgm_ops` needs pg_trgm (migration 0007).
    index('customer_order_tenant_search_idx')
      .using(
        'gin',
        table.debtorId,
        table.commission.op('gin_trgm_ops'),
        table.customerOrderNumber.op('gin_trgm_ops'),
        table.endCustomerName.op('gin_trgm_ops'),
        table.endCustomerReference.op('gin_trgm_ops'),
        table.memo.op('gin_trgm_ops'),
      )
      // Written at once, not through GIN's pending list: the list is read whole on every search
      // until a vacuum merges it, and PGlite runs no autovacuum (the search read 8 ms of pending
      // entries per call in the bench; an insert costs a little more instead).
      .with({ fastupdate: false }),
  ],
);

/**
 * One article of an order: its validated parameters and what the server computed from them. The
 * debtor is repeated from the order so that every tenant query filters one table.
 */
export const articleOrder = pgTable(
  'article_order',
  {
    orderNumber: text('order_number')
      .primaryKey()
      .default(sql`nextval('article_order_number_seq')::text`),
    /** A compact key for the production side (events, live updates); the order number stays public. */
    id: serial('id').notNull().unique('article_order_id_unique'),
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    articleType: text('article_type', { enum: ARTICLE_TYPES }).notNull(),
    /** As `validateArticleParameters` returned them: defaults applied, unknown fields dropped. */
    parameters: jsonb('parameters').notNull(),
    room: text('room', { enum: ROOMS }),
    mainFabric: text('main_fabric'),
    liningFabric: text('lining_fabric'),
    /** The curtain a rail, rod or pull rod belongs to. */
    curtainOrderNumber: text('curtain_order_number'),
    quantities: jsonb('quantities'),
    cutList: jsonb('cut_list'),
    price: jsonb('price'),
    wholesaleCents: integer('wholesale_cents'),
    salesCents: integer('sales_cents'),
    currency: text('currency', { enum: CURRENCIES }),
    /** The calculation's warnings as domain issues (code and params; translated when answered). */
    warnings: jsonb('warnings').notNull().default([]),
    productionStatus: text('production_status', { enum: PRODUCTION_STATUSES }),
    stockState: text('stock_state', { enum: STOCK_STATES }).notNull().default('inapplicable'),
    /** The manufacturer's planned delivery date for this article. */
    plannedDate: date('planned_date'),
    /** The manufacturer's message with a problem or without stock; cleared when work goes on. */
    productionMessage: text('production_message'),
    /** When the applied production status last changed. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** The production site that makes the article (`PRODUCTION_SITES`). */
    productionSite: text('production_site'),
    setLabel: text('set_label'),
    /** How the set's pattern and stiffeners line up: `top` or `bottom` (with `set_label`). */
    setAlignment: text('set_alignment', { enum: SET_ALIGNMENTS }),
    strokeGroup: text('stroke_group'),
    /**
     * The article's part in its stroke group (with `stroke_group`): the group's cut plan and
     * saving, its share of the group's fabric and its own fabric line, which undo puts back.
     */
    strokeMatch: jsonb('stroke_match'),
    /** Order of the articles within their order. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('article_order_order_idx').on(table.orderId, table.position),
    index('article_order_debtor_idx').on(table.debtorId),
    // The order list's `q` on article numbers (ILIKE '%…%') within the caller's debtors (debtor
    // first, btree_gin): a search reads the caller's own matching articles, not every tenant's.
    // Written at once, as the order's search index is (no pending list to read on each search).
    index('article_order_tenant_search_idx')
      .using('gin', table.debtorId, table.orderNumber.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/** The audit trail of an order: who changed what, when. Never updated. */
export const orderEvent = pgTable(
  'order_event',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderNumber: text('order_number'),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    data: jsonb('data').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_event_order_idx').on(table.orderId, table.at)],
);

/** The first answer of a write sent with an `Idempotency-Key`, answered again to a repeat. */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request body: a key repeated with another body is a mistake. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

import {
  INTAKE_SOURCES,
  type IntakeContact,
  PRODUCTION_SITES,
  PRODUCTION_STATUSES,
  STOCK_STATES,
} from '@atelier/domain';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { debtor } from './debtors.js';
import { articleOrder, customerOrder } from './orders.js';
import { partnerChain } from './partners.js';

/**
 * Every production status an article went through, as the factory reported it (and the `import`
 * written when the order was confirmed). `applied` false: the event was older than the last one
 * applied, kept in the history without moving the article back.
 */
export const productionEvent = pgTable(
  'production_event',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articleOrder.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    /** Repeated from the article so that tenant queries filter one table. */
    debtorId: integer('debtor_id').notNull(),
    site: text('site').notNull(),
    /** The factory's own id of the event: a repeat is recognised by (site, id). */
    externalEventId: text('external_event_id'),
    status: text('status', { enum: PRODUCTION_STATUSES }).notNull(),
    stockState: text('stock_state', { enum: STOCK_STATES }),
    plannedDate: date('planned_date'),
    message: text('message'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    applied: boolean('applied').notNull(),
  },
  (table) => [
    unique('production_event_site_external_unique').on(table.site, table.externalEventId),
    index('production_event_article_idx').on(table.articleId, table.occurredAt),
    index('production_event_debtor_idx').on(table.debtorId, table.occurredAt),
    // The factory's pull: a site's `import` events after a cursor.
    index('production_event_site_idx').on(table.site, table.id),
  ],
);

/** A production site's key to the integration API, stored as SHA-256 of the secret. */
export const integrationKey = pgTable(
  'integration_key',
  {
    id: serial('id').primaryKey(),
    site: text('site', { enum: PRODUCTION_SITES }).notNull(),
    /** What the administrator called it (`MES Genemuiden`, `simulator`). */
    label: text('label').notNull().default(''),
    /** The first characters of the key, shown in lists so a key can be recognised. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('integration_key_site_idx').on(table.site)],
);

/** Every call to the integration API, with or without a valid key. Never updated. */
export const integrationAudit = pgTable(
  'integration_audit',
  {
    id: serial('id').primaryKey(),
    keyId: integer('key_id').references(() => integrationKey.id, { onDelete: 'set null' }),
    site: text('site'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    /** Events in a push, articles in a pull. */
    items: integer('items').notNull().default(0),
    address: text('address').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('integration_audit_key_idx').on(table.keyId, table.at)],
);

/** A measurement warning of a prepared offer's line, as found when it was prepared. */
export interface StoredIntakeWarning {
  line: number;
  code: string;
  fields: string[];
  params: Record<string, string | number>;
}

/**
 * An order number handed out by an outside shop system (portal §4, `update-external`): which
 * debtor claimed it and the order it leads to. A claim code is used once. A prepared offer
 * (decision 096) also keeps where it came from, the end customer, and, from a chain, the chain's
 * own reference: one external order per chain and reference.
 */
export const externalOrder = pgTable(
  'external_order',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    externalOrderId: text('external_order_id').notNull(),
    /** SHA-256 of the claim code; null once used or when none was given. */
    claimHash: text('claim_hash'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => customerOrder.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The application that prepared it; null for one made before sources were kept. */
    source: text('source', { enum: INTAKE_SOURCES }),
    /** The end customer as the request gave them. */
    contact: jsonb('contact').$type<IntakeContact>(),
    /** The measurement check's warnings of its lines when it was prepared. */
    warnings: jsonb('warnings').$type<StoredIntakeWarning[]>().notNull().default([]),
    chainId: integer('chain_id').references(() => partnerChain.id, { onDelete: 'set null' }),
    /** The chain's own reference of the order. */
    chainReference: text('chain_reference'),
    /** SHA-256 of the chain's order as sent: a repeat must be the same order. */
    requestHash: text('request_hash'),
  },
  (table) => [
    unique('external_order_debtor_unique').on(table.debtorId, table.externalOrderId),
    unique('external_order_chain_reference_unique').on(table.chainId, table.chainReference),
    // The order list's marker of a prepared offer.
    index('external_order_order_idx').on(table.orderId),
  ],
);

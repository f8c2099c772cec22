import { AVAILABLE_REPORTS, LOCALES, QUOTE_DECISIONS, UNIT_SYSTEMS } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { debtor } from './debtors.js';
import { storedFile } from './files.js';
import { customerOrder } from './orders.js';
import { appUser } from './users.js';

export const DOCUMENT_JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * A document made in the background (a large order's order forms): claimed by a worker with
 * `FOR UPDATE SKIP LOCKED`, its PDF kept in the file store. `version` is the order's state it was
 * made from (last change and article count): a changed order makes a new one.
 */
export const documentJob = pgTable(
  'document_job',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    report: text('report', { enum: AVAILABLE_REPORTS }).notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    /** Who asked: the document follows that user's settings (unit system, price display). */
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** The asker's view: unit system and which prices the account shows. */
    options: jsonb('options').notNull().default({}),
    state: text('state', { enum: DOCUMENT_JOB_STATES }).notNull().default('pending'),
    fileId: text('file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('document_job_key_idx').on(
      table.orderId,
      table.report,
      table.locale,
      table.userId,
      table.version,
    ),
    index('document_job_state_idx').on(table.state, table.createdAt),
  ],
);

/**
 * A link a dealer gave an end customer to open one offer's quote without an account. Only the
 * SHA-256 of the token is kept; the link ends with the offer's validity, or when revoked. The
 * customer's answer holds for what they saw: a change to the offer clears it (`voided_at` says
 * when) and the quote asks again. Of all links of one offer at most one holds an answer.
 */
export const quoteShareLink = pgTable(
  'quote_share_link',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => customerOrder.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The language the dealer shared it in: the page and its quote speak it. */
    locale: text('locale', { enum: LOCALES }).notNull(),
    unitSystem: text('unit_system', { enum: UNIT_SYSTEMS }).notNull().default('metric'),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    decision: text('decision', { enum: QUOTE_DECISIONS }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('quote_share_link_token_idx').on(table.tokenHash),
    index('quote_share_link_order_idx').on(table.orderId),
    uniqueIndex('quote_share_link_answer_idx')
      .on(table.orderId)
      .where(sql`${table.decision} is not null`),
  ],
);

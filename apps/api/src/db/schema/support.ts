// Conversations with customer support (docs/decisions/085-support-conversations.md): a thread per
// question of a shop, its messages from the dealer and from staff, and what each side has read.
import { SUPPORT_SIDES, SUPPORT_THREAD_STATUSES } from '@atelier/domain';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { debtor } from './debtors.js';
import { appUser } from './users.js';

export const supportThread = pgTable(
  'support_thread',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    /** The dealer account that opened it (its language and address get staff replies). */
    openedBy: integer('opened_by').references(() => appUser.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: SUPPORT_THREAD_STATUSES }).notNull().default('open'),
    assigneeId: integer('assignee_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the dealer's side last wrote, and when staff last wrote (for the other's unread). */
    lastDealerAt: timestamp('last_dealer_at', { withTimezone: true }),
    lastStaffAt: timestamp('last_staff_at', { withTimezone: true }),
    dealerReadAt: timestamp('dealer_read_at', { withTimezone: true }),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
  },
  (table) => [
    index('support_thread_debtor_idx').on(table.debtorId, table.lastActivityAt),
    index('support_thread_status_idx').on(table.status, table.lastActivityAt),
  ],
);

export const supportMessage = pgTable(
  'support_message',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => supportThread.id, { onDelete: 'cascade' }),
    author: text('author', { enum: SUPPORT_SIDES }).notNull(),
    authorId: integer('author_id').references(() => appUser.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_message_thread_idx').on(table.threadId, table.createdAt)],
);

import { LOCALES, STAFF_ROLES } from '@atelier/domain';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { debtor } from './debtors.js';

/**
 * A log-in. A shop account belongs to one debtor (`debtor_id`); a service account has none of its
 * own and acts for the debtors of `user_debtor`, one at a time (`servicing_debtor_id`).
 */
export const appUser = pgTable('app_user', {
  id: serial('id').primaryKey(),
  /** Stored lower-case: log-in names are compared case-insensitively. */
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  email: text('email').notNull().default(''),
  preferredLanguage: text('preferred_language', { enum: LOCALES }).notNull().default('nl'),
  isServiceAccount: boolean('is_service_account').notNull().default(false),
  debtorId: integer('debtor_id').references(() => debtor.id, { onDelete: 'set null' }),
  servicingDebtorId: integer('servicing_debtor_id').references(() => debtor.id, {
    onDelete: 'set null',
  }),
  isActive: boolean('is_active').notNull().default(true),
  /** userSettingsSchema without preferred_language, validated on every read and write. */
  settings: jsonb('settings').notNull().default({}),
  /** systemSettingsSchema (display flags). */
  systemSettings: jsonb('system_settings').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /**
   * Set for the manufacturer's staff (the back office, `/manage`): their work decides what they
   * may do (domain `staffAllowed`). Staff have no debtor of their own.
   */
  staffRole: text('staff_role', { enum: STAFF_ROLES }),
  /**
   * The version of the account context the auth hook reads (decision 098): raised by the
   * database itself (the triggers of migration `session_context_triggers`) on every change of this
   * row, of the account's `user_debtor` rows and of the entitlements of its shops, so an instance
   * that keeps the context in memory learns with one index probe whether it still holds.
   */
  contextVersion: bigint('context_version', { mode: 'number' }).notNull().default(0),
});

/** The debtors a service account may act for. */
export const userDebtor = pgTable(
  'user_debtor',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.debtorId] })],
);

import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './users.js';

/**
 * Refresh tokens, stored as SHA-256 of the token. Each refresh rotates: the used token gets
 * `rotated_at` and a new one joins the same family. Presenting a rotated token again means it
 * leaked, so the whole family is revoked.
 */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('refresh_token_family_idx').on(table.familyId),
    index('refresh_token_user_idx').on(table.userId),
  ],
);

/** Single-use password-reset tokens (SHA-256 of 32 random bytes), valid one hour. */
export const passwordReset = pgTable(
  'password_reset',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_user_idx').on(table.userId)],
);

/**
 * Failed log-ins, counted per username and per client address over a sliding window. Kept in the
 * database rather than process memory so that several API instances throttle together.
 */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failure_username_idx').on(table.username, table.createdAt),
    index('login_failure_address_idx').on(table.address, table.createdAt),
  ],
);

/** Secrets the instances of one database share (the JWT key when JWT_SECRET is not set). */
export const appSecret = pgTable('app_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Password-reset requests, known address or not, counted per e-mail address and per client address
 * so that recover-password cannot be used to flood a mailbox or probe many addresses.
 */
export const resetRequest = pgTable(
  'reset_request',
  {
    id: serial('id').primaryKey(),
    /** The e-mail address or user name asked for, lower-cased. */
    email: text('email').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reset_request_email_idx').on(table.email, table.createdAt),
    index('reset_request_address_idx').on(table.address, table.createdAt),
  ],
);

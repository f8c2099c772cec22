// Retail chains that send their stores' orders through the partner API (decision 096): the chain,
// which dealers are its stores, and its keys (a random secret shown once, stored as SHA-256).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { debtor } from './debtors.js';
import { appUser } from './users.js';

export const partnerChain = pgTable('partner_chain', {
  id: serial('id').primaryKey(),
  /** The chain's short name in configuration (`PARTNER_KEYS=code=key`); the seed's natural key. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A dealer that is a store of a chain: a dealer belongs to one chain at most. */
export const partnerChainStore = pgTable(
  'partner_chain_store',
  {
    debtorId: integer('debtor_id')
      .primaryKey()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id')
      .notNull()
      .references(() => partnerChain.id, { onDelete: 'cascade' }),
  },
  (table) => [index('partner_chain_store_chain_idx').on(table.chainId)],
);

/** A chain's key to the partner API. */
export const partnerKey = pgTable(
  'partner_key',
  {
    id: serial('id').primaryKey(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => partnerChain.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    /** The first characters of the key, shown in lists so a key can be recognised. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member of staff who made it; null for a key given in the configuration. */
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('partner_key_chain_idx').on(table.chainId)],
);

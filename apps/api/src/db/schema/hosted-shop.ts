// A dealer's hosted shop and the kiosks in its own shop (decision 101): the shop's public settings
// (one per dealer, reached at `/shop/{slug}`), the kiosks paired to it by a one-time code (only
// hashes of the code and of the kiosk's key are kept), and what an accepted request of the shop
// keeps besides its external order: the hash of the customer's link, the hash of the challenge it
// answered (a challenge answers one request) and the request as the customer saw it.
import { type Locale, SHOP_MODELS, type ShopModel } from '@atelier/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { debtor } from './debtors.js';
import { externalOrder } from './production.js';

export const hostedShop = pgTable('hosted_shop', {
  id: serial('id').primaryKey(),
  debtorId: integer('debtor_id')
    .notNull()
    .unique()
    .references(() => debtor.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  enabled: boolean('enabled').notNull().default(false),
  title: text('title').notNull(),
  /** As the dealer chose it; a partner group's dealer shows the partner's colour instead. */
  colour: text('colour').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  intro: text('intro').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  address: text('address').notNull().default(''),
  openingHours: text('opening_hours').notNull().default(''),
  languages: jsonb('languages').$type<Locale[]>().notNull(),
  models: jsonb('models')
    .$type<ShopModel[]>()
    .notNull()
    .default([...SHOP_MODELS]),
  kioskIdleSeconds: integer('kiosk_idle_seconds').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tablet in the dealer's shop running the consumer configurator; it keeps no customer. */
export const kiosk = pgTable(
  'kiosk',
  {
    id: serial('id').primaryKey(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the one-time pairing code; null once paired or revoked. */
    pairingCodeHash: text('pairing_code_hash').unique(),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    /** SHA-256 of the kiosk's key (`kio_…`), set when it paired. */
    tokenHash: text('token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('kiosk_debtor_idx').on(table.debtorId)],
);

/** A shop's request line as the customer's page shows it (cm as sent, the price with tax). */
export interface ShopRequestLine {
  index: number;
  model: ShopModel;
  room: string | null;
  width: number;
  height: number;
  quantity: number;
  fabric: string;
  fabric_name: string;
  gross: number;
}

/** The request as the customer sent and saw it, priced when it was accepted. */
export interface ShopRequestSummary {
  lines: ShopRequestLine[];
  total: { net: number; tax: number; gross: number };
  tax: { name: string; percent: number } | null;
  currency: string;
}

/** An accepted request of a hosted shop (nothing is kept of a refused one). */
export const shopRequest = pgTable('shop_request', {
  id: serial('id').primaryKey(),
  externalOrderId: integer('external_order_id')
    .notNull()
    .unique()
    .references(() => externalOrder.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token in the customer's link. */
  tokenHash: text('token_hash').notNull().unique(),
  /** SHA-256 of the challenge the request answered: a challenge answers one request. */
  challengeHash: text('challenge_hash').notNull().unique(),
  locale: text('locale').notNull(),
  summary: jsonb('summary').$type<ShopRequestSummary>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// The hosted shop's and the kiosks' rows (decision 101). A dealer's own rows are read and written
// by its debtor id, which the settings service takes from the caller's tenant scope; the public
// calls find a shop by its slug and a kiosk by the hash of its key.
import {
  type Currency,
  FABRIC_LIST_KINDS,
  type LightLevel,
  type LocalizedText,
} from '@atelier/domain';
import { and, asc, eq, gt, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { anyTextLike } from '../db/localized.js';
import {
  appUser,
  customerGroup,
  customerOrder,
  debtor,
  externalOrder,
  fabric,
  fabricFamily,
  fabricPrice,
  hostedShop,
  kiosk,
  shopRequest,
} from '../db/schema/index.js';

export type HostedShopRow = typeof hostedShop.$inferSelect;
export type NewHostedShop = Omit<typeof hostedShop.$inferInsert, 'id' | 'createdAt'>;
export type KioskRow = typeof kiosk.$inferSelect;

/** What a shop shows of its dealer: address, country (the tax), currency, group (the brand). */
export interface DealerFacts {
  id: number;
  name: string;
  address: string;
  postalcode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  currency: Currency;
  group: string;
  entitlements: unknown;
}

export async function dealerFacts(db: Db, debtorId: number): Promise<DealerFacts | null> {
  const [row] = await db
    .select({
      id: debtor.id,
      name: debtor.name,
      address: debtor.address,
      postalcode: debtor.postalcode,
      city: debtor.city,
      country: debtor.country,
      phone: debtor.phone,
      email: debtor.email,
      currency: debtor.currency,
      group: customerGroup.name,
      entitlements: debtor.entitlements,
    })
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(eq(debtor.id, debtorId));
  return row ?? null;
}

/**
 * The settings of the dealer's own account (not a service account's): the unit its sizes are in
 * and its language. The oldest active one when a shop has several.
 */
export async function dealerAccount(db: Db, debtorId: number) {
  const [row] = await db
    .select({ settings: appUser.settings, preferredLanguage: appUser.preferredLanguage })
    .from(appUser)
    .where(
      and(
        eq(appUser.debtorId, debtorId),
        eq(appUser.isActive, true),
        eq(appUser.isServiceAccount, false),
      ),
    )
    .orderBy(asc(appUser.id))
    .limit(1);
  return row ?? null;
}

export async function shopOfDebtor(db: Db, debtorId: number): Promise<HostedShopRow | null> {
  const [row] = await db.select().from(hostedShop).where(eq(hostedShop.debtorId, debtorId));
  return row ?? null;
}

export async function shopBySlug(db: Db, slug: string): Promise<HostedShopRow | null> {
  const [row] = await db.select().from(hostedShop).where(eq(hostedShop.slug, slug));
  return row ?? null;
}

/** Whether another dealer's shop has this slug. */
export async function slugTakenByOther(db: Db, slug: string, debtorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: hostedShop.id })
    .from(hostedShop)
    .where(and(eq(hostedShop.slug, slug), ne(hostedShop.debtorId, debtorId)));
  return row !== undefined;
}

/**
 * The dealer's shop saved: inserted, or its settings replaced. Null when another dealer took the
 * slug meanwhile (the unique slug decides between two saves at once).
 */
export async function saveShop(db: Db, values: NewHostedShop): Promise<HostedShopRow | null> {
  const { debtorId: _, ...settings } = values;
  try {
    const [row] = await db
      .insert(hostedShop)
      .values(values)
      .onConflictDoUpdate({ target: hostedShop.debtorId, set: settings })
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error, 'hosted_shop_slug_unique')) return null;
    throw error;
  }
}

/** A unique constraint refused the write (PostgreSQL 23505, PGlite alike). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const found = current as {
      code?: string;
      constraint?: string;
      message?: string;
      cause?: unknown;
    };
    if (found.code === '23505') {
      return found.constraint === constraint || (found.message ?? '').includes(constraint);
    }
    current = found.cause;
  }
  return false;
}

// ---- the catalogue a shop offers ------------------------------------------------------------

/** The most fabrics one call answers (a search narrows them). */
export const SHOP_FABRICS_CAP = 100;

export interface ShopFabricRow {
  articleNumber: string;
  collection: string;
  colorNumber: string;
  color: LocalizedText;
  colorHex: string;
  imageId: string | null;
  lightLevel: LightLevel;
}

/**
 * Active curtain fabrics (not linings) the dealer can price (a price in its currency), matching
 * `search` in the collection, colour or article number; at most `SHOP_FABRICS_CAP`.
 */
export async function shopFabrics(
  db: Db,
  currency: Currency,
  search: string | undefined,
): Promise<ShopFabricRow[]> {
  const pattern = search ? containsPattern(search) : null;
  return db
    .select({
      articleNumber: fabric.articleNumber,
      collection: fabricFamily.name,
      colorNumber: fabric.colorNumber,
      color: fabric.color,
      colorHex: fabric.colorHex,
      imageId: fabric.imageId,
      lightLevel: fabricFamily.lightLevel,
    })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .innerJoin(
      fabricPrice,
      and(eq(fabricPrice.fabricId, fabric.id), eq(fabricPrice.currency, currency)),
    )
    .where(
      and(
        eq(fabric.isActive, true),
        eq(fabricFamily.kind, FABRIC_LIST_KINDS[0]),
        pattern
          ? or(
              ilike(fabricFamily.name, pattern),
              anyTextLike(fabric.color, pattern),
              ilike(fabric.articleNumber, pattern),
              ilike(sql`${fabricFamily.name} || ' ' || ${fabric.colorNumber}`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(fabricFamily.name), asc(fabric.colorNumber), asc(fabric.id))
    .limit(SHOP_FABRICS_CAP);
}

/** The collection and colour names of catalogue fabrics by article number. */
export async function fabricNames(db: Db, articleNumbers: readonly string[]) {
  if (articleNumbers.length === 0) return new Map<string, ShopFabricRow>();
  const rows = await db
    .select({
      articleNumber: fabric.articleNumber,
      collection: fabricFamily.name,
      colorNumber: fabric.colorNumber,
      color: fabric.color,
      colorHex: fabric.colorHex,
      imageId: fabric.imageId,
      lightLevel: fabricFamily.lightLevel,
    })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(inArray(fabric.articleNumber, [...new Set(articleNumbers)]));
  return new Map(rows.map((row) => [row.articleNumber, row]));
}

// ---- requests -------------------------------------------------------------------------------

export type NewShopRequest = typeof shopRequest.$inferInsert;

/**
 * What an accepted request keeps beside its external order. False when its challenge answered a
 * request before (the caller then undoes the whole request).
 */
export async function insertShopRequest(tx: Tx, values: NewShopRequest): Promise<boolean> {
  const [row] = await tx
    .insert(shopRequest)
    .values(values)
    .onConflictDoNothing({ target: shopRequest.challengeHash })
    .returning({ id: shopRequest.id });
  return row !== undefined;
}

/** A dealer's external order by its id, with the type of its order (null once gone). */
export async function externalOrderById(db: Db, debtorId: number, externalOrderId: string) {
  const [row] = await db
    .select({ external: externalOrder, orderType: customerOrder.orderType })
    .from(externalOrder)
    .leftJoin(customerOrder, eq(customerOrder.id, externalOrder.orderId))
    .where(
      and(eq(externalOrder.debtorId, debtorId), eq(externalOrder.externalOrderId, externalOrderId)),
    );
  return row ?? null;
}

/** A request of one dealer's shop by the hash of its customer's token. */
export async function shopRequestByToken(db: Db, debtorId: number, tokenHash: string) {
  const [row] = await db
    .select({
      request: shopRequest,
      external: externalOrder,
      orderType: customerOrder.orderType,
    })
    .from(shopRequest)
    .innerJoin(externalOrder, eq(externalOrder.id, shopRequest.externalOrderId))
    .leftJoin(customerOrder, eq(customerOrder.id, externalOrder.orderId))
    .where(and(eq(shopRequest.tokenHash, tokenHash), eq(externalOrder.debtorId, debtorId)));
  return row ?? null;
}

// ---- kiosks ---------------------------------------------------------------------------------

export async function kiosksOf(db: Db, debtorId: number): Promise<KioskRow[]> {
  return db
    .select()
    .from(kiosk)
    .where(eq(kiosk.debtorId, debtorId))
    .orderBy(asc(kiosk.createdAt), asc(kiosk.id));
}

export async function kioskOf(db: Db, debtorId: number, id: number): Promise<KioskRow | null> {
  const [row] = await db
    .select()
    .from(kiosk)
    .where(and(eq(kiosk.debtorId, debtorId), eq(kiosk.id, id)));
  return row ?? null;
}

export async function insertKiosk(
  db: Db,
  values: { debtorId: number; name: string; pairingCodeHash: string; pairingExpiresAt: Date },
): Promise<KioskRow> {
  const [row] = await db.insert(kiosk).values(values).returning();
  return row!;
}

/** A new pairing code for a kiosk that has not paired and is not revoked; null otherwise. */
export async function renewPairing(
  db: Db,
  debtorId: number,
  id: number,
  pairing: { pairingCodeHash: string; pairingExpiresAt: Date },
): Promise<KioskRow | null> {
  const [row] = await db
    .update(kiosk)
    .set(pairing)
    .where(
      and(
        eq(kiosk.debtorId, debtorId),
        eq(kiosk.id, id),
        isNull(kiosk.pairedAt),
        isNull(kiosk.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function revokeKiosk(
  db: Db,
  debtorId: number,
  id: number,
  at: Date,
): Promise<KioskRow | null> {
  const [row] = await db
    .update(kiosk)
    .set({
      revokedAt: sql`coalesce(${kiosk.revokedAt}, ${at.toISOString()}::timestamptz)`,
      pairingCodeHash: null,
    })
    .where(and(eq(kiosk.debtorId, debtorId), eq(kiosk.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Pairs the kiosk whose code this is, when the code is still valid: its code is used up (one
 * pairing per code) and its key's hash kept. Null when no kiosk has a valid code of that hash.
 */
export async function pairKiosk(
  db: Db,
  codeHash: string,
  tokenHash: string,
  at: Date,
): Promise<KioskRow | null> {
  const [row] = await db
    .update(kiosk)
    .set({ pairingCodeHash: null, pairingExpiresAt: null, tokenHash, pairedAt: at, lastSeenAt: at })
    .where(
      and(
        eq(kiosk.pairingCodeHash, codeHash),
        gt(kiosk.pairingExpiresAt, at),
        isNull(kiosk.pairedAt),
        isNull(kiosk.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** The kiosk whose pairing code this is, while the code is valid. */
export async function kioskByPairingCode(
  db: Db,
  codeHash: string,
  at: Date,
): Promise<KioskRow | null> {
  const [row] = await db
    .select()
    .from(kiosk)
    .where(
      and(
        eq(kiosk.pairingCodeHash, codeHash),
        gt(kiosk.pairingExpiresAt, at),
        isNull(kiosk.pairedAt),
        isNull(kiosk.revokedAt),
      ),
    );
  return row ?? null;
}

export async function kioskByTokenHash(db: Db, tokenHash: string): Promise<KioskRow | null> {
  const [row] = await db.select().from(kiosk).where(eq(kiosk.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchKiosk(db: Db, id: number, at: Date): Promise<void> {
  await db.update(kiosk).set({ lastSeenAt: at }).where(eq(kiosk.id, id));
}

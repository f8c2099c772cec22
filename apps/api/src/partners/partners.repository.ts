// Retail chains, their stores (dealers) and their partner keys.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  appUser,
  debtor,
  partnerChain,
  partnerChainStore,
  partnerKey,
} from '../db/schema/index.js';

export async function chainByCode(db: Db, code: string) {
  const [row] = await db.select().from(partnerChain).where(eq(partnerChain.code, code));
  return row ?? null;
}

/** A chain (the seed's): the existing one of that code is kept as it is. */
export async function ensureChain(db: Db, code: string, name: string) {
  await db.insert(partnerChain).values({ code, name }).onConflictDoNothing();
  return (await chainByCode(db, code))!;
}

/** Makes a dealer a store of a chain; a dealer already a store (of any chain) stays as it is. */
export async function linkStore(db: Db, chainId: number, debtorId: number) {
  await db.insert(partnerChainStore).values({ chainId, debtorId }).onConflictDoNothing();
}

/**
 * The chain's store with this customer number, or null: an unknown number, another chain's store
 * and a dealer of no chain are all simply not found.
 */
export async function storeOfChain(db: Db, chainId: number, number: string) {
  const [row] = await db
    .select({ debtorId: debtor.id, number: debtor.number, name: debtor.name })
    .from(partnerChainStore)
    .innerJoin(debtor, eq(debtor.id, partnerChainStore.debtorId))
    .where(and(eq(partnerChainStore.chainId, chainId), eq(debtor.number, number)));
  return row ?? null;
}

export async function chainsWithStores(db: Db) {
  const chains = await db.select().from(partnerChain).orderBy(asc(partnerChain.name));
  const stores = await db
    .select({
      chainId: partnerChainStore.chainId,
      debtorId: debtor.id,
      number: debtor.number,
      name: debtor.name,
    })
    .from(partnerChainStore)
    .innerJoin(debtor, eq(debtor.id, partnerChainStore.debtorId))
    .orderBy(asc(debtor.number));
  return { chains, stores };
}

export async function insertPartnerKey(db: Db, values: typeof partnerKey.$inferInsert) {
  const [row] = await db.insert(partnerKey).values(values).returning();
  return row!;
}

/** The key of a hash with its chain (revoked ones too: the caller decides). */
export async function findPartnerKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: partnerKey.id,
      chainId: partnerKey.chainId,
      prefix: partnerKey.prefix,
      revokedAt: partnerKey.revokedAt,
      chainName: partnerChain.name,
    })
    .from(partnerKey)
    .innerJoin(partnerChain, eq(partnerChain.id, partnerKey.chainId))
    .where(eq(partnerKey.keyHash, keyHash));
  return row ?? null;
}

/** Every key (without its hash), with the user name of whoever made it. */
export async function listPartnerKeys(db: Db) {
  return db
    .select({
      id: partnerKey.id,
      chainId: partnerKey.chainId,
      label: partnerKey.label,
      prefix: partnerKey.prefix,
      createdAt: partnerKey.createdAt,
      createdBy: appUser.username,
      lastUsedAt: partnerKey.lastUsedAt,
      revokedAt: partnerKey.revokedAt,
    })
    .from(partnerKey)
    .leftJoin(appUser, eq(appUser.id, partnerKey.createdBy))
    .orderBy(asc(partnerKey.id));
}

/** Revokes an active key: true when it was active. */
export async function revokePartnerKey(db: Db, id: number, at: Date) {
  const rows = await db
    .update(partnerKey)
    .set({ revokedAt: at })
    .where(and(eq(partnerKey.id, id), isNull(partnerKey.revokedAt)))
    .returning({ id: partnerKey.id });
  return rows.length > 0;
}

export async function touchPartnerKey(db: Db, id: number, at: Date) {
  await db.update(partnerKey).set({ lastUsedAt: at }).where(eq(partnerKey.id, id));
}

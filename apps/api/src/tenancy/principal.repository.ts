import { ACCESS_FLAGS, entitlementsSchema, systemSettingsSchema } from '@atelier/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { liveFamily } from '../auth/auth.repository.js';
import type { Db } from '../db/client.js';
import { appUser, debtor, userDebtor } from '../db/schema/index.js';
import { readStored } from '../settings/stored.js';
import { debtorScope, type Principal } from './scope.js';

/** The entitlements of the shop acted for that are part of the access rule (domain `AccessFlags`). */
const accessEntitlements = entitlementsSchema.pick({ has_customer_fabrics: true });

/** A debtor's `has_customer_fabrics` as stored (null when never set or no debtor). */
function customerFabricsGrant(debtorId: PgColumn): SQL<unknown> {
  return sql`(select ${debtor.entitlements} -> 'has_customer_fabrics' from ${debtor} where ${debtor.id} = ${debtorId})`;
}

// Runs on every authenticated request: one prepared statement per database handle.
function prepare(db: Db) {
  return db
    .select({
      id: appUser.id,
      username: appUser.username,
      email: appUser.email,
      preferredLanguage: appUser.preferredLanguage,
      isServiceAccount: appUser.isServiceAccount,
      debtorId: appUser.debtorId,
      servicingDebtorId: appUser.servicingDebtorId,
      isActive: appUser.isActive,
      systemSettings: appUser.systemSettings,
      settings: appUser.settings,
      sessionLive: sql<boolean>`${liveFamily(sql.placeholder('familyId'))}`,
      assignedDebtorIds: sql<
        number[]
      >`coalesce((select array_agg(${userDebtor.debtorId} order by ${userDebtor.debtorId}) from ${userDebtor} where ${userDebtor.userId} = ${appUser.id}), '{}')`,
      // The shop's grant for both debtors the account may act for; which one counts is decided
      // below by the one scope rule. Two primary-key look-ups in the same statement.
      ownCustomerFabrics: customerFabricsGrant(appUser.debtorId),
      servicingCustomerFabrics: customerFabricsGrant(appUser.servicingDebtorId),
    })
    .from(appUser)
    .where(eq(appUser.id, sql.placeholder('userId')))
    .prepare('load_principal');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** Loads the caller of an access token; null when the account is gone or disabled, or the session ended. */
export async function loadPrincipal(
  db: Db,
  userId: number,
  sessionFamilyId: string,
): Promise<Principal | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [user] = await query.execute({ userId, familyId: sessionFamilyId });
  if (!user?.isActive || !user.sessionLive) return null;
  const assignedDebtorIds = user.assignedDebtorIds.map(Number);
  const flags = readStored(systemSettingsSchema, user.systemSettings);
  const principal: Principal = {
    userId: user.id,
    username: user.username,
    email: user.email,
    preferredLanguage: user.preferredLanguage,
    // Portal §6: more than one debtor available makes a service account.
    isServiceAccount: user.isServiceAccount || assignedDebtorIds.length > 1,
    ownDebtorId: user.debtorId,
    assignedDebtorIds,
    servicingDebtorId: user.servicingDebtorId,
    sessionFamilyId,
    access: Object.fromEntries(
      ACCESS_FLAGS.map((flag) => [flag, flags[flag]]),
    ) as Principal['access'],
    stored: { settings: user.settings, systemSettings: user.systemSettings },
  };
  // The access rule reads the entitlement of the shop acted for (the shop's own, or the one a
  // service account has chosen); a service account that has not chosen one has none to read.
  if (debtorScope(principal).current !== null) {
    const granted = principal.isServiceAccount
      ? user.servicingCustomerFabrics
      : user.ownCustomerFabrics;
    principal.access.has_customer_fabrics = readStored(accessEntitlements, {
      has_customer_fabrics: granted ?? undefined,
    }).has_customer_fabrics;
  }
  return principal;
}

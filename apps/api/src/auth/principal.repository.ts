import { ACCESS_FLAGS, systemSettingsSchema } from '@atelier/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appUser, debtor, userDebtor } from '../db/schema/index.js';
import { readStored } from '../db/stored.js';
import { debtorScope, type Principal } from '../tenancy/scope.js';
import { liveFamily } from './auth.repository.js';

/**
 * The debtors the account may act for (its own and its assigned ones) whose shop has customer
 * fabrics. The entitlement is read as `readStored(entitlementsSchema, …)` reads it: only a stored
 * `false` withdraws it; absent or unreadable falls back to the schema's default (granted).
 * Spelled with its own aliases: Drizzle leaves the table off a column in a one-table select, and
 * `"id"` would then name the inner table's column, not the account's.
 */
const customerFabricDebtors = sql<number[]>`coalesce((
  select array_agg(granted.id order by granted.id) from ${debtor} as granted
  where (granted.id = ${sql.raw('"app_user"."debtor_id"')}
    or granted.id in (select assigned.debtor_id from ${userDebtor} as assigned
      where assigned.user_id = ${sql.raw('"app_user"."id"')}))
  and (granted.entitlements -> 'has_customer_fabrics' = 'false'::jsonb) is not true
), '{}')`;

// Runs on every authenticated request: one prepared statement per database handle.
function prepare(db: Db) {
  return db
    .select({
      id: appUser.id,
      username: appUser.username,
      email: appUser.email,
      preferredLanguage: appUser.preferredLanguage,
      isServiceAccount: appUser.isServiceAccount,
      staffRole: appUser.staffRole,
      debtorId: appUser.debtorId,
      servicingDebtorId: appUser.servicingDebtorId,
      isActive: appUser.isActive,
      systemSettings: appUser.systemSettings,
      settings: appUser.settings,
      sessionLive: sql<boolean>`${liveFamily(sql.placeholder('familyId'))}`,
      assignedDebtorIds: sql<
        number[]
      >`coalesce((select array_agg(${userDebtor.debtorId} order by ${userDebtor.debtorId}) from ${userDebtor} where ${userDebtor.userId} = ${appUser.id}), '{}')`,
      // The shops granted customer fabrics among those the account may act for; which of them
      // the access rule reads is decided below by the one scope rule. Same statement.
      customerFabricDebtorIds: customerFabricDebtors,
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
    staffRole: user.staffRole,
    ownDebtorId: user.debtorId,
    assignedDebtorIds,
    servicingDebtorId: user.servicingDebtorId,
    customerFabricDebtorIds: user.customerFabricDebtorIds.map(Number),
    sessionFamilyId,
    access: Object.fromEntries(
      ACCESS_FLAGS.map((flag) => [flag, flags[flag]]),
    ) as Principal['access'],
    stored: { settings: user.settings, systemSettings: user.systemSettings },
  };
  // The access rule reads the entitlement of the shop acted for (the shop's own, or the one a
  // service account has chosen); a service account that has not chosen one has none to read.
  const current = debtorScope(principal).current;
  if (current !== null) {
    principal.access.has_customer_fabrics = principal.customerFabricDebtorIds.includes(current);
  }
  return principal;
}

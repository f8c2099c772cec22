import { ACCESS_FLAGS, isServiceAccountKind, systemSettingsSchema } from '@atelier/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appUser, debtor, userDebtor, viewAsGrant } from '../db/schema/index.js';
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

/** What the principal is made of, read in one statement. */
const principalColumns = (sessionLive: ReturnType<typeof sql<boolean>>) => ({
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
  contextVersion: appUser.contextVersion,
  sessionLive,
  assignedDebtorIds: sql<
    number[]
  >`coalesce((select array_agg(${userDebtor.debtorId} order by ${userDebtor.debtorId}) from ${userDebtor} where ${userDebtor.userId} = ${appUser.id}), '{}')`,
  // The shops granted customer fabrics among those the account may act for; which of them
  // the access rule reads is decided below by the one scope rule. Same statement.
  customerFabricDebtorIds: customerFabricDebtors,
});

// Runs when an instance has not kept the session's context (or it changed): one prepared
// statement per database handle.
function prepare(db: Db) {
  return db
    .select(principalColumns(sql<boolean>`${liveFamily(sql.placeholder('familyId'))}`))
    .from(appUser)
    .where(eq(appUser.id, sql.placeholder('userId')))
    .prepare('load_principal');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** A session's account context and the version of it that was read (decision 098). */
export interface SessionContext {
  principal: Principal;
  /** `app_user.context_version` as read in the same statement. */
  version: number;
}

/**
 * Loads the caller of an access token with the version of what was read; null when the account is
 * gone or disabled, or the session ended.
 */
export async function loadSessionContext(
  db: Db,
  userId: number,
  sessionFamilyId: string,
): Promise<SessionContext | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [user] = await query.execute({ userId, familyId: sessionFamilyId });
  if (!user?.isActive || !user.sessionLive) return null;
  return { principal: toPrincipal(user, sessionFamilyId), version: user.contextVersion };
}

/** Loads the caller of an access token; null when the account is gone or disabled, or the session ended. */
export async function loadPrincipal(
  db: Db,
  userId: number,
  sessionFamilyId: string,
): Promise<Principal | null> {
  return (await loadSessionContext(db, userId, sessionFamilyId))?.principal ?? null;
}

// Runs on every authenticated request whose session context the instance keeps: the account's
// context version and whether the session is live, two index probes.
function prepareStamp(db: Db) {
  return db
    .select({
      version: appUser.contextVersion,
      live: sql<boolean>`${liveFamily(sql.placeholder('familyId'))}`,
    })
    .from(appUser)
    .where(eq(appUser.id, sql.placeholder('userId')))
    .prepare('session_stamp');
}
const preparedStamp = new WeakMap<Db, ReturnType<typeof prepareStamp>>();

/**
 * Where a session stands now: the version of its account's context and whether the session is
 * live; null when the account is gone. Read at the request's own moment, on any instance.
 */
export async function sessionStamp(
  db: Db,
  userId: number,
  sessionFamilyId: string,
): Promise<{ version: number; live: boolean } | null> {
  let query = preparedStamp.get(db);
  if (!query) {
    query = prepareStamp(db);
    preparedStamp.set(db, query);
  }
  const [row] = await query.execute({ userId, familyId: sessionFamilyId });
  return row ?? null;
}

type PrincipalRow = Awaited<ReturnType<ReturnType<typeof prepare>['execute']>>[number];

function toPrincipal(user: PrincipalRow, sessionFamilyId: string): Principal {
  const assignedDebtorIds = user.assignedDebtorIds.map(Number);
  const flags = readStored(systemSettingsSchema, user.systemSettings);
  const principal: Principal = {
    userId: user.id,
    username: user.username,
    email: user.email,
    preferredLanguage: user.preferredLanguage,
    // Portal §6: more than one debtor available makes a service account.
    isServiceAccount: isServiceAccountKind(user.isServiceAccount, assignedDebtorIds.length),
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

// Runs only on a request that asks to view as a dealer (decision 088): the shop account of a live
// grant of this staff member's session for this debtor, read as its principal, in one statement.
// The staff member's session itself was checked a moment before (auth/session-cache.ts).
function prepareViewAs(db: Db) {
  return db
    .select({
      ...principalColumns(sql<boolean>`true`),
      grantId: viewAsGrant.id,
    })
    .from(viewAsGrant)
    .innerJoin(appUser, eq(appUser.id, viewAsGrant.userId))
    .where(
      and(
        eq(viewAsGrant.staffUserId, sql.placeholder('staffUserId')),
        eq(viewAsGrant.familyId, sql.placeholder('familyId')),
        eq(viewAsGrant.debtorId, sql.placeholder('debtorId')),
        isNull(viewAsGrant.endedAt),
        gt(viewAsGrant.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('load_view_as_principal');
}
const preparedViewAs = new WeakMap<Db, ReturnType<typeof prepareViewAs>>();

/**
 * The principal of a read-only view as dealer: the shop account of `staff`'s live grant for
 * `debtorId` in this session, with its own flags and debtor scope, marked `viewAs`; null when
 * there is no live grant.
 */
export async function loadViewAsPrincipal(
  db: Db,
  staff: Principal,
  debtorId: number,
): Promise<Principal | null> {
  if (staff.sessionFamilyId === null) return null;
  let query = preparedViewAs.get(db);
  if (!query) {
    query = prepareViewAs(db);
    preparedViewAs.set(db, query);
  }
  const [row] = await query.execute({
    staffUserId: staff.userId,
    familyId: staff.sessionFamilyId,
    debtorId,
  });
  if (!row?.isActive) return null;
  const dealer = toPrincipal(row, staff.sessionFamilyId);
  // A staff account is never shown as a dealer, whatever the grant names.
  if (dealer.staffRole !== null) return null;
  return {
    ...dealer,
    viewAs: {
      grantId: row.grantId,
      debtorId,
      staffUserId: staff.userId,
      staffUsername: staff.username,
    },
  };
}

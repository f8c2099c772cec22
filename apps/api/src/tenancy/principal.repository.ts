import { ACCESS_FLAGS, systemSettingsSchema } from '@atelier/domain';
import { eq, sql } from 'drizzle-orm';
import { liveFamily } from '../auth/auth.repository.js';
import type { Db } from '../db/client.js';
import { appUser, userDebtor } from '../db/schema/index.js';
import { readStored } from '../settings/stored.js';
import type { Principal } from './scope.js';

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
  return {
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
}

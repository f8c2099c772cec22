import { and, count, eq, gt, isNull, lt, max, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appUser, loginFailure, refreshToken } from '../db/schema/index.js';

export async function findUserForLogin(db: Db, username: string) {
  const [user] = await db
    .select({ id: appUser.id, passwordHash: appUser.passwordHash, isActive: appUser.isActive })
    .from(appUser)
    .where(eq(appUser.username, username));
  return user ?? null;
}

/** The account's staff role, or null for a dealer's account. */
export async function staffRoleOf(db: Db, userId: number) {
  const [user] = await db
    .select({ staffRole: appUser.staffRole })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return user?.staffRole ?? null;
}

export async function isActiveUser(db: Db, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ isActive: appUser.isActive })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return user?.isActive === true;
}

/** Whether the account is active and the session (refresh family) has not ended. */
export async function isLiveSession(db: Db, userId: number, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.isActive, true), liveFamily(familyId)));
  return row !== undefined;
}

/**
 * A session is live while its family has a token that is not revoked (log-out, password change,
 * reuse and disabling revoke them all). Read on every authenticated request as part of the one
 * principal query: an index probe on `refresh_token_family_idx`, no extra round trip.
 */
export function liveFamily(familyId: unknown) {
  return sql`exists (select 1 from ${refreshToken} where ${refreshToken.familyId} = ${familyId} and ${refreshToken.revokedAt} is null)`;
}

export interface FailureCount {
  count: number;
  oldest: Date | null;
  newest: Date | null;
}

async function failuresWhere(
  db: Db,
  condition: ReturnType<typeof eq>,
  since: Date,
): Promise<FailureCount> {
  const [row] = await db
    .select({
      count: count(),
      oldest: min(loginFailure.createdAt),
      newest: max(loginFailure.createdAt),
    })
    .from(loginFailure)
    .where(and(condition, gt(loginFailure.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null, newest: row?.newest ?? null };
}

/**
 * The log-in attempts checked since `since`, per username and per client address. Read under the
 * throttle lock of both (http/rate-limit.ts), before this attempt is recorded.
 */
export async function loginAttemptsSince(
  db: Db,
  username: string,
  address: string,
  since: Date,
): Promise<{ byUsername: FailureCount; byAddress: FailureCount }> {
  const byUsername = await failuresWhere(db, eq(loginFailure.username, username), since);
  const byAddress = await failuresWhere(db, eq(loginFailure.address, address), since);
  return { byUsername, byAddress };
}

/**
 * Records an attempt whose password is about to be checked. It stays as a failure until a log-in
 * of the username succeeds (clearFailures); a refused attempt is never recorded.
 */
export async function recordLoginAttempt(db: Db, username: string, address: string, at: Date) {
  await db.insert(loginFailure).values({ username, address, createdAt: at });
}

/**
 * Rows older than the window count for nothing; dropping them keeps the table small. Rows another
 * statement holds are left for next time, so this never waits nor deadlocks.
 */
export async function pruneLoginAttempts(db: Db, before: Date) {
  await db.execute(
    sql`delete from ${loginFailure} where ${loginFailure.id} in (select ${loginFailure.id} from ${loginFailure} where ${loginFailure.createdAt} < ${before} for update skip locked)`,
  );
}

export async function clearFailures(db: Db, username: string) {
  await db.delete(loginFailure).where(eq(loginFailure.username, username));
}

/** Expired tokens fail their JWT check anyway; dropping a user's at log-in keeps the table small. */
export async function pruneExpiredRefreshTokens(db: Db, userId: number) {
  await db
    .delete(refreshToken)
    .where(and(eq(refreshToken.userId, userId), lt(refreshToken.expiresAt, new Date())));
}

export async function insertRefreshToken(
  db: Db,
  values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshToken).values(values);
}

/**
 * Marks a live refresh token as used. Returns its row when this call rotated it, or the reason it
 * could not: unknown, or already rotated/revoked (a reuse, with when it was rotated).
 */
export async function rotateRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<
  | { status: 'rotated'; userId: number; familyId: string; rotatedAt: Date }
  | { status: 'unknown' }
  | { status: 'reused'; userId: number; familyId: string; rotatedAt: Date | null }
> {
  const now = new Date();
  const [rotated] = await db
    .update(refreshToken)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshToken.tokenHash, tokenHash),
        isNull(refreshToken.rotatedAt),
        isNull(refreshToken.revokedAt),
        gt(refreshToken.expiresAt, now),
      ),
    )
    .returning({ userId: refreshToken.userId, familyId: refreshToken.familyId });
  if (rotated) return { status: 'rotated', ...rotated, rotatedAt: now };
  const [known] = await db
    .select({
      userId: refreshToken.userId,
      familyId: refreshToken.familyId,
      rotatedAt: refreshToken.rotatedAt,
      revokedAt: refreshToken.revokedAt,
    })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, tokenHash));
  if (!known) return { status: 'unknown' };
  // An expired token that was never used is no sign of theft; anything else presented twice is.
  if (known.rotatedAt === null && known.revokedAt === null) return { status: 'unknown' };
  return {
    status: 'reused',
    userId: known.userId,
    familyId: known.familyId,
    rotatedAt: known.revokedAt === null ? known.rotatedAt : null,
  };
}

/**
 * Where a refresh token stands: `unused` (live, never rotated), `used` (rotated, family live),
 * or `ended` (revoked, expired or unknown).
 */
export async function refreshTokenState(
  db: Db,
  tokenHash: string,
): Promise<'unused' | 'used' | 'ended'> {
  const [row] = await db
    .select({ rotatedAt: refreshToken.rotatedAt })
    .from(refreshToken)
    .where(
      and(
        eq(refreshToken.tokenHash, tokenHash),
        isNull(refreshToken.revokedAt),
        gt(refreshToken.expiresAt, sql`now()`),
      ),
    );
  if (!row) return 'ended';
  return row.rotatedAt === null ? 'unused' : 'used';
}

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)));
}

/** Ends every session of a user, or every session but `keepFamilyId`. */
export async function revokeUserSessions(db: Db, userId: number, keepFamilyId?: string | null) {
  await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshToken.userId, userId),
        isNull(refreshToken.revokedAt),
        keepFamilyId ? ne(refreshToken.familyId, keepFamilyId) : undefined,
      ),
    );
}

/** Whether a refresh token is still live (for `token/verify/` on a refresh token). */
export async function isLiveRefreshToken(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshToken.id })
    .from(refreshToken)
    .where(
      and(
        eq(refreshToken.tokenHash, tokenHash),
        isNull(refreshToken.revokedAt),
        isNull(refreshToken.rotatedAt),
        gt(refreshToken.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}

/**
 * The first key of the two-key advisory locks (a key space apart from the one-key start-up lock),
 * one per kind of throttled thing; the second key is a hash of the name or address.
 */
export const THROTTLE_LOCK = {
  loginUsername: 25_001,
  loginAddress: 25_002,
  resetEmail: 25_003,
  resetAddress: 25_004,
} as const;

export type ThrottleLock = (typeof THROTTLE_LOCK)[keyof typeof THROTTLE_LOCK];

/**
 * Locks the throttle keys until the transaction ends, always in the order given (callers name the
 * account before the address), so two decisions never wait for each other in a cycle.
 */
export async function lockThrottleKeys(
  tx: Db,
  keys: readonly (readonly [ThrottleLock, string])[],
): Promise<void> {
  for (const [kind, value] of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(${kind}::int, hashtext(${value}))`);
  }
}

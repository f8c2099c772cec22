import { and, count, eq, gt, isNull, min, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appUser, passwordReset, resetRequest } from '../db/schema/index.js';

export async function passwordHashOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: appUser.passwordHash })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row?.passwordHash ?? null;
}

export async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db
    .update(appUser)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(appUser.id, userId));
}

/** The active accounts whose e-mail address or user name is `login`, in any case. */
export async function activeUsersNamed(db: Db, login: string) {
  const wanted = login.toLowerCase();
  return db
    .select({
      id: appUser.id,
      username: appUser.username,
      email: appUser.email,
      preferredLanguage: appUser.preferredLanguage,
    })
    .from(appUser)
    .where(
      and(
        or(sql`lower(${appUser.email}) = ${wanted}`, sql`lower(${appUser.username}) = ${wanted}`),
        eq(appUser.isActive, true),
      ),
    );
}

/** How many reset links the account was sent since `since`, however it was named. */
export async function resetsMailedSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ mailed: count() })
    .from(passwordReset)
    .where(and(eq(passwordReset.userId, userId), gt(passwordReset.createdAt, since)));
  return row?.mailed ?? 0;
}

export async function insertPasswordReset(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date; createdAt?: Date },
) {
  await db.insert(passwordReset).values(values);
}

/** Uses a live reset token; null when unknown, used or expired. Single use even under races. */
export async function consumePasswordReset(db: Db, tokenHash: string) {
  const now = new Date();
  const [row] = await db
    .update(passwordReset)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordReset.tokenHash, tokenHash),
        isNull(passwordReset.usedAt),
        gt(passwordReset.expiresAt, now),
      ),
    )
    .returning({ userId: passwordReset.userId });
  return row ?? null;
}

/** A new password makes every other reset link of the user worthless. */
export async function retirePasswordResets(db: Db, userId: number) {
  await db
    .update(passwordReset)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordReset.userId, userId), isNull(passwordReset.usedAt)));
}

export async function usernameOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ username: appUser.username })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row?.username ?? null;
}

export interface RequestCount {
  count: number;
  oldest: Date | null;
}

async function requestsWhere(db: Db, condition: ReturnType<typeof eq>, since: Date) {
  const [row] = await db
    .select({ count: count(), oldest: min(resetRequest.createdAt) })
    .from(resetRequest)
    .where(and(condition, gt(resetRequest.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/**
 * The reset requests mailed since `since`, per e-mail address and per client address. Read under
 * the throttle lock of both (http/rate-limit.ts), before this request is recorded.
 */
export async function resetRequestsSince(db: Db, email: string, address: string, since: Date) {
  const byEmail = await requestsWhere(db, eq(resetRequest.email, email), since);
  const byAddress = await requestsWhere(db, eq(resetRequest.address, address), since);
  return { byEmail, byAddress };
}

/** Records a request that goes on to the mail; a refused one is never recorded. */
export async function recordResetRequest(db: Db, email: string, address: string, at: Date) {
  await db.insert(resetRequest).values({ email, address, createdAt: at });
}

/** Drops requests older than the window, leaving rows another statement holds (never waits). */
export async function pruneResetRequests(db: Db, before: Date) {
  await db.execute(
    sql`delete from ${resetRequest} where ${resetRequest.id} in (select ${resetRequest.id} from ${resetRequest} where ${resetRequest.createdAt} < ${before} for update skip locked)`,
  );
}

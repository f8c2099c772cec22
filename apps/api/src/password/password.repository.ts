import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appUser, passwordReset } from '../db/schema/index.js';

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

export async function activeUsersWithEmail(db: Db, email: string) {
  return db
    .select({
      id: appUser.id,
      username: appUser.username,
      email: appUser.email,
      preferredLanguage: appUser.preferredLanguage,
    })
    .from(appUser)
    .where(and(sql`lower(${appUser.email}) = ${email.toLowerCase()}`, eq(appUser.isActive, true)));
}

export async function insertPasswordReset(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
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

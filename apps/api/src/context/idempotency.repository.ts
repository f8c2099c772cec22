// The idempotency_key rows: a key claimed by its insert, read back by a repeat, answered once.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotencyKey } from '../db/schema/index.js';
import type { Answer, IdempotencyClaim } from './idempotency.js';

const sameKey = (claim: IdempotencyClaim) =>
  and(eq(idempotencyKey.userId, claim.userId), eq(idempotencyKey.key, claim.key));

export async function findKey(db: Db, claim: IdempotencyClaim) {
  const [row] = await db.select().from(idempotencyKey).where(sameKey(claim));
  return row;
}

/** True when this request claimed the key; false when another request holds it already. */
export async function claimKey(db: Db, claim: IdempotencyClaim): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKey)
    .values({
      userId: claim.userId,
      key: claim.key,
      method: claim.method,
      path: claim.path,
      requestHash: claim.requestHash,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  return claimed.length > 0;
}

export async function storeAnswer(db: Db, claim: IdempotencyClaim, answer: Answer<unknown>) {
  await db
    .update(idempotencyKey)
    .set({ status: answer.status, body: answer.body as object })
    .where(sameKey(claim));
}

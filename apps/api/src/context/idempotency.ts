// `Idempotency-Key` on writes a user may repeat (create order, create article). A key is bound to
// the user, the method, the path and the body: the same key with anything else is refused. It is
// claimed by inserting its row in the same transaction as the write: a concurrent repeat waits on
// the row lock and then reads the first answer, a failed write leaves no key behind, and a
// repeat answers the stored status and body without doing the work again.
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import { AppError } from '../http/errors.js';
import { claimKey, findKey, storeAnswer } from './idempotency.repository.js';

export interface IdempotencyClaim {
  userId: number;
  key: string;
  method: string;
  /** The concrete path without its query: the same key on another path is a mistake. */
  path: string;
  /** SHA-256 of the body as received (a retry sends the same body). */
  requestHash: string;
}

/** The body as JSON text (Fastify has parsed it), hashed; an empty body hashes as `null`. */
function hashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** The request's key (validated) with what it is bound to; null when none was sent. */
export function idempotencyClaim(request: FastifyRequest, userId: number): IdempotencyClaim | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('idempotency_key_invalid');
  }
  return {
    userId,
    key,
    method: request.method,
    path: request.url.split('?')[0] ?? '',
    requestHash: hashOf(request.body),
  };
}

async function storedAnswer<T>(db: Db, claim: IdempotencyClaim): Promise<Answer<T> | null> {
  const row = await findKey(db, claim);
  if (!row) return null;
  if (
    row.method !== claim.method ||
    row.path !== claim.path ||
    row.requestHash !== claim.requestHash
  ) {
    throw new AppError('idempotency_key_reused');
  }
  // A claimed key without an answer is a write still running elsewhere.
  if (row.status === null) throw new AppError('conflict');
  return { status: row.status, body: row.body as T };
}

/**
 * A repeat's stored answer, read before any work (validation, pricing) is done; null when the
 * key is new. Throws when the key belongs to another request.
 */
export function replayOf<T>(db: Db, claim: IdempotencyClaim | null): Promise<Answer<T> | null> {
  return claim ? storedAnswer<T>(db, claim) : Promise.resolve(null);
}

/**
 * Runs `write` in one transaction that also claims the key and stores the answer. `write` must
 * use only the handle it is given (PGlite has a single connection). A deadlocked transaction is
 * run once more (db/transaction.ts): its claim was rolled back with it, so the second attempt
 * claims the key afresh, or answers what a concurrent repeat stored meanwhile. Services write
 * through the request's `writeOnce` (request-context.ts), which asks `replayOf` first.
 */
export async function claimedWrite<T>(
  db: Db,
  claim: IdempotencyClaim | null,
  write: (tx: Tx) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  return transaction(db, async (tx) => {
    if (claim) {
      if (!(await claimKey(tx, claim))) {
        const stored = await storedAnswer<T>(tx, claim);
        if (stored) return stored;
      }
    }
    const answer = await write(tx);
    if (claim) {
      await storeAnswer(tx, claim, answer);
    }
    return answer;
  });
}

// What the throttles (log-in, recover-password) share: the lock that makes their decisions one at a
// time per key, on every instance, and the 429 `throttled` answer with its Retry-After.
//
// A decision is taken in a transaction that first locks its keys (a transaction-scoped advisory
// lock per key), then counts the recorded attempts of the window and, only when the attempt may
// go on, records it before committing. The next decision on the same key waits for that commit and
// counts it: of any number of parallel attempts, exactly as many go on as the limit leaves, at
// least one when it leaves one (counting before recording, without the lock, let every attempt
// of a burst see all the others and none went on). A refused attempt records nothing, so it can
// neither extend a window nor keep anything locked.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';

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

export interface WindowCount {
  /** Attempts recorded in the window (the one being decided not among them). */
  count: number;
  oldest: Date | null;
}

/** Milliseconds until a hard limit of `max` attempts per window lets one more in (0 or less: now). */
export function windowWait(
  { count, oldest }: WindowCount,
  max: number,
  windowMs: number,
  now: number,
): number {
  if (count < max || oldest === null) return 0;
  return oldest.getTime() + windowMs - now;
}

/** Refuses with 429 `throttled` when any wait is still to come; Retry-After in whole seconds. */
export function refuseWhileWaiting(waits: readonly number[]): void {
  const longest = Math.max(0, ...waits);
  if (longest <= 0) return;
  const seconds = Math.max(1, Math.ceil(longest / 1000));
  throw new AppError('throttled', { seconds }, { 'retry-after': String(seconds) });
}

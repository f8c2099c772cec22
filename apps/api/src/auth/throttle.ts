// What the throttles (log-in, recover-password) share: the 429 `throttled` answer with its
// Retry-After, and how long a hard window limit still holds.
//
// A decision is taken in a transaction that first locks its keys (`lockThrottleKeys` in
// auth.repository.ts: a transaction-scoped advisory lock per key), then counts the recorded
// attempts of the window and, only when the attempt may go on, records it before committing. The
// next decision on the same key waits for that commit and counts it: of any number of parallel
// attempts, exactly as many go on as the limit leaves, at least one when it leaves one (counting
// after recording, without the lock, let every attempt of a burst see all the others and none
// went on). A refused attempt records nothing, so it can neither extend a window nor keep
// anything locked.
import { AppError } from '../http/errors.js';

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

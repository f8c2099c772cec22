// The API's one way of throttling. A throttle counts a key's attempts in a window (`WindowCount`);
// `windowWait` says how long a hard limit of so many per window still holds, and
// `refuseWhileWaiting` answers 429 `throttled` with its Retry-After. Only where the count is kept
// differs:
//
// - In the database, where every instance must agree: log-in and recover-password. A decision is
//   taken in a transaction that first locks its keys (`lockThrottleKeys` in auth.repository.ts: a
//   transaction-scoped advisory lock per key), then counts the recorded attempts of the window and,
//   only when the attempt may go on, records it before committing. The next decision on the same
//   key waits for that commit and counts it: of any number of parallel attempts, exactly as many go
//   on as the limit leaves, at least one when it leaves one (counting after recording, without the
//   lock, let every attempt of a burst see all the others and none went on). A refused attempt
//   records nothing, so it can neither extend a window nor keep anything locked.
// - In this instance's memory (`MemoryThrottle`), where a call must write nothing: the public
//   quote calls per address, the integration calls without a valid key per address, and a valid
//   integration key's own limit. A token or key is unguessable; these only slow scripted guessing
//   and hammering, and behind several instances each counts its own share (docs/decisions/059-production-events-clock-ids-throttle.md).
import { AppError } from './errors.js';

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

/**
 * A hard limit of `max` calls per key within `windowMs` (sliding), counted in this instance's
 * memory: a call over it is refused until the oldest counted call leaves the window.
 */
export class MemoryThrottle {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until `key` may make a call (0 or less: now), without counting one. */
  wait(key: string, now: number): number {
    const recent = this.recent(key, now);
    return windowWait(
      { count: recent.length, oldest: recent.length > 0 ? new Date(recent[0]!) : null },
      this.max,
      this.windowMs,
      now,
    );
  }

  /** Refuses a call of `key` with 429 while it is over its limit, without counting it. */
  check(key: string, now: number): void {
    refuseWhileWaiting([this.wait(key, now)]);
  }

  /** Counts a call of `key`; one over the limit is refused with 429 and not counted. */
  take(key: string, now: number): void {
    this.check(key, now);
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now - this.windowMs);
  }

  /** The calls of `key` still in the window; a key without any is forgotten. */
  private recent(key: string, now: number): number[] {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length > 0) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent;
  }

  private prune(since: number) {
    for (const [key, list] of this.hits) {
      if (list.every((at) => at <= since)) this.hits.delete(key);
    }
  }
}

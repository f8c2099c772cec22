// The refusal shared by the throttles (log-in, recover-password): over any limit answers 429
// `throttled`, free again when the oldest counted attempt leaves the window.
import { AppError } from '../http/errors.js';

export interface WindowCount {
  count: number;
  oldest: Date | null;
  /** Attempts allowed in the window (the counted one included). */
  max: number;
}

export function refuseOverLimit(counts: WindowCount[], windowMs: number, now: number): void {
  const blocked = counts
    .filter(({ count, oldest, max }) => oldest !== null && count > max)
    .map(({ oldest }) => (oldest as Date).getTime() + windowMs);
  if (blocked.length === 0) return;
  const seconds = Math.max(1, Math.ceil((Math.max(...blocked) - now) / 1000));
  throw new AppError('throttled', { seconds }, { 'retry-after': String(seconds) });
}

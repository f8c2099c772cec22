// A write's transaction, run once more when PostgreSQL ended it to resolve a deadlock (40P01) or a
// serialization failure (40001). Taking row locks in one order (orders by id, then their articles
// by id: order-record `lockOrders`) keeps the article actions from deadlocking one another;
// this is the safety net for whatever else may meet them. The first attempt was rolled back whole
// (its Idempotency-Key claim included), so the second starts from a clean state.
import type { Db, Tx } from './client.js';

/** SQLSTATEs after which the same transaction, run again, may well succeed. */
export const RETRIED_SQLSTATES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** True when the error, or one it wraps (Drizzle wraps the driver's), is a deadlock or the like. */
export function isRetryable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && RETRIED_SQLSTATES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work` in a transaction; when the database aborts it as a deadlock victim or for a
 * serialization failure, runs it once more. `work` must use only the handle it is given and keep
 * no state outside it that a first, rolled-back attempt could have left behind.
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const run = () => db.transaction(work);
  try {
    return await run();
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return run();
  }
}

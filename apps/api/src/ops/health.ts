// Readiness (`/readyz`): this instance can serve when its database answers, every migration is
// applied and its document worker runs. Each check has a deadline, so a database that hangs
// fails the check instead of holding the load balancer's probe.
import type { Readiness, ReadinessCheck } from '@atelier/domain';

/** How long a check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2000;

export interface ReadinessProbes {
  database(): Promise<void>;
  migrations(): Promise<boolean>;
  worker(): boolean;
}

/** `work`'s outcome, or a failure once `ms` have passed. */
async function within<T>(work: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(
  probes: ReadinessProbes,
  failed: (check: ReadinessCheck, error: unknown) => void,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const database = await within(probes.database, timeoutMs).then(
    () => true,
    (error: unknown) => {
      failed('database', error);
      return false;
    },
  );
  // Without a database there is nothing to read the migrations from.
  const migrations =
    database &&
    (await within(probes.migrations, timeoutMs).then(
      (applied) => {
        if (!applied) failed('migrations', new Error('a migration is not applied'));
        return applied;
      },
      (error: unknown) => {
        failed('migrations', error);
        return false;
      },
    ));
  const worker = probes.worker();
  if (!worker) failed('worker', new Error('the document worker has not looked at its queue'));
  const outcome = (ok: boolean) => (ok ? 'ok' : 'failed');
  return {
    status: outcome(database && migrations && worker),
    checks: {
      database: outcome(database),
      migrations: outcome(migrations),
      worker: outcome(worker),
    },
  };
}

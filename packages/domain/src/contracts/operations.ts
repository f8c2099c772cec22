// The operations endpoints a load balancer and an operator call (docs/decisions/094-server-telemetry.md):
// `/healthz` (the process answers) and `/readyz` (this instance can serve). They name what failed,
// nothing more: no version, no counts, no addresses.
import { z } from 'zod';
import { lazySchema } from '../pure.js';

/** What `/readyz` checks: the database answers, every migration is applied, the job worker runs. */
export const READINESS_CHECKS = ['database', 'migrations', 'worker'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

export const CHECK_OUTCOMES = ['ok', 'failed'] as const;

export const healthSchema = lazySchema(() => z.object({ status: z.literal('ok') }));
export type Health = z.infer<typeof healthSchema>;

export const readinessSchema = lazySchema(() =>
  z.object({
    status: z.enum(CHECK_OUTCOMES),
    checks: z.object({
      database: z.enum(CHECK_OUTCOMES),
      migrations: z.enum(CHECK_OUTCOMES),
      worker: z.enum(CHECK_OUTCOMES),
    }),
  }),
);
export type Readiness = z.infer<typeof readinessSchema>;

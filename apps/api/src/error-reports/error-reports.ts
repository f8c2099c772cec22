// The error reports' part of the API: the public intake and the errors desk, on one intake that
// keeps reports or passes them on to the configured Sentry (decision 095).
import { parseDsn } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { errorsDeskRoutes } from './errors-desk.routes.js';
import { ErrorsDeskService } from './errors-desk.service.js';
import { errorIntakeRoutes } from './intake.routes.js';
import { ErrorIntake, type IntakeRateLimit } from './intake.service.js';

export interface ErrorReportsConfig {
  /** A Sentry DSN (`SENTRY_DSN`): reports are passed on there and not kept. */
  sentryDsn?: string | null | undefined;
  rateLimit?: IntakeRateLimit | undefined;
  clock?: (() => Date) | undefined;
}

export async function registerErrorReports(
  app: FastifyInstance,
  db: Db,
  config: ErrorReportsConfig,
): Promise<void> {
  const sentryDsn = config.sentryDsn ? parseDsn(config.sentryDsn) : null;
  if (config.sentryDsn && !sentryDsn) throw new Error('SENTRY_DSN is not a Sentry DSN');
  const intake = new ErrorIntake(db, {
    sentryDsn,
    background: app.background,
    log: app.log,
    rateLimit: config.rateLimit,
    now: config.clock,
  });
  await app.register(errorIntakeRoutes, { intake });
  await app.register(errorsDeskRoutes, { desk: new ErrorsDeskService(db, intake.keeps) });
}

export type { IntakeRateLimit };

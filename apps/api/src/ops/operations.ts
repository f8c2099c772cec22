// The operations side of an app: its metrics counted on every answer, and the endpoints that
// read them and its readiness (ops.routes.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { type AppMetrics, installRequestMetrics } from './metrics.js';
import { databaseAnswers, migrationsApplied } from './ops.repository.js';
import { opsRoutes } from './ops.routes.js';

export async function registerOperations(
  app: FastifyInstance,
  options: {
    db: Db;
    metrics: AppMetrics;
    metricsToken: string | null;
    /** Whether this instance's document worker runs. */
    workerAlive: () => boolean;
  },
): Promise<void> {
  const { db, metrics, metricsToken, workerAlive } = options;
  installRequestMetrics(app, metrics);
  await app.register(opsRoutes, {
    metrics,
    metricsToken,
    probes: {
      database: () => databaseAnswers(db),
      migrations: () => migrationsApplied(db),
      worker: workerAlive,
    },
  });
}

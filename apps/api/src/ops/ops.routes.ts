// The operations endpoints (decision 094), outside `/api/` where load balancers and Prometheus
// look for them: `/healthz` (the process answers), `/readyz` (this instance can serve) and
// `/metrics` (Prometheus text). The first two are public and name only which check failed;
// `/metrics` answers the bearer of METRICS_TOKEN, or without one a caller on this machine, and
// anyone else as if it did not exist. Each answer is logged at debug, not info.
import { createHash, timingSafeEqual } from 'node:crypto';
import { healthSchema, readinessSchema } from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocalCaller } from '../http/local-caller.js';
import { type ReadinessProbes, readiness } from './health.js';
import type { AppMetrics } from './metrics.js';

export interface OpsOptions {
  metrics: AppMetrics;
  /** METRICS_TOKEN: the bearer token `/metrics` asks for; without one, loopback callers only. */
  metricsToken: string | null;
  probes: ReadinessProbes;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const TAG = 'operations';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the caller may read the metrics (the token compared in constant time). */
export function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  if (token === null) return isLocalCaller(request);
  const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export const opsRoutes: FastifyPluginAsyncZod<OpsOptions> = async (
  app,
  { metrics, metricsToken, probes },
) => {
  const config = { public: true, quietLog: true };

  app.get('/metrics', { config, schema: { hide: true } }, async (request, reply) => {
    // As an unknown path answers: a caller who may not read it learns nothing of it.
    if (!mayReadMetrics(request, metricsToken)) return reply.callNotFound();
    const text = await metrics.text();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });

  app.get(
    '/healthz',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'The process answers (liveness)',
        description:
          'Always `{"status": "ok"}` while the process answers; nothing is checked. For a load balancer’s or orchestrator’s liveness probe.',
        response: { 200: healthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'This instance can serve (readiness)',
        description:
          '200 when the database answers, every migration of this version is applied and the instance’s document worker runs; otherwise 503. `checks` names each check `ok` or `failed`, nothing more. For a load balancer’s readiness probe.',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const answer = await readiness(probes, (check, error) => {
        request.log.warn({ check, err: error }, 'not ready');
      });
      return reply
        .status(answer.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );
};

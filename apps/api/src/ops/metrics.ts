// The Prometheus metrics of one app (decision 094), in a registry of its own (tests build many
// apps in one process): requests by method, route pattern and status class with their latency,
// 5xx answers per route, the database pool, the document queue, open live streams, integration
// events per production site and refused log-ins per throttle. The process's own metrics (memory,
// CPU, event loop, GC) belong to the process, not to an app: they are collected once, in a
// registry of their own, and written out with every app's.
import { PRODUCTION_SITES, type ProductionSite } from '@atelier/domain';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface PoolUse {
  inUse: number;
  idle: number;
  waiting: number;
}

export interface JobQueue {
  waiting: number;
  running: number;
  oldestWaitingSeconds: number;
}

export interface MetricSources {
  /** The database pool now (PGlite: its one connection and the queue before it). */
  pool(): PoolUse | null;
  /** The document queue, read when scraped. */
  jobQueue(): Promise<JobQueue>;
  /** Told when a source could not be read (the scrape answers without it). */
  failed(what: string, error: unknown): void;
}

export type LoginThrottleKind = 'username' | 'address';
const LOGIN_THROTTLE_KINDS: readonly LoginThrottleKind[] = ['username', 'address'];

/** A route no pattern matched (a 404, a page of the web app): one label, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | null = null;

/** The process's metrics, collected once however many apps the process builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

interface RouteSeries {
  observe(seconds: number): void;
  errors: { inc(): void } | null;
}

export class AppMetrics {
  readonly registry = new Registry();
  readonly liveStreams: Gauge;
  readonly #duration: Histogram<'method' | 'route' | 'status_class'>;
  readonly #errors: Counter<'method' | 'route'>;
  readonly #integrationEvents: Counter<'site'>;
  readonly #loginThrottled: Counter<'kind'>;
  /** One series per method, route and status: looked up by one string, not by label objects. */
  readonly #series = new Map<string, RouteSeries>();
  /** The document queue as read for the scrape under way. */
  #queue: JobQueue | null = null;

  constructor(private readonly sources: MetricSources) {
    const registers = [this.registry];
    this.#duration = new Histogram({
      name: 'atelier_http_request_duration_seconds',
      help: 'Time from a request’s arrival to its answer, by method, route pattern and status class (its count is the request rate).',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.#errors = new Counter({
      name: 'atelier_http_server_errors_total',
      help: 'Answers with a 5xx status, by method and route pattern.',
      labelNames: ['method', 'route'],
      registers,
    });
    const pool = sources.pool.bind(sources);
    new Gauge({
      name: 'atelier_db_pool_connections',
      help: 'Database connections in use and idle (PGlite: its one connection).',
      labelNames: ['state'],
      registers,
      collect() {
        const use = pool();
        if (!use) return;
        this.set({ state: 'in_use' }, use.inUse);
        this.set({ state: 'idle' }, use.idle);
      },
    });
    new Gauge({
      name: 'atelier_db_pool_waiting',
      help: 'Statements and transactions waiting for a database connection (PGlite: its queue).',
      registers,
      collect() {
        const use = pool();
        if (use) this.set(use.waiting);
      },
    });
    const queue = () => this.#queue;
    new Gauge({
      name: 'atelier_document_jobs',
      help: 'Document jobs waiting for a worker and being made, in the whole database.',
      labelNames: ['state'],
      registers,
      collect() {
        this.reset();
        const now = queue();
        if (!now) return;
        this.set({ state: 'waiting' }, now.waiting);
        this.set({ state: 'running' }, now.running);
      },
    });
    new Gauge({
      name: 'atelier_document_job_oldest_waiting_seconds',
      help: 'Age of the oldest document job waiting for a worker (0 when none waits).',
      registers,
      collect() {
        this.reset();
        const now = queue();
        if (now) this.set(now.oldestWaitingSeconds);
      },
    });
    this.liveStreams = new Gauge({
      name: 'atelier_live_streams',
      help: 'Live event streams open on this instance (one per open tab of the portal).',
      registers,
    });
    this.#integrationEvents = new Counter({
      name: 'atelier_integration_events_received_total',
      help: 'Production status events received on the integration API, by production site.',
      labelNames: ['site'],
      registers,
    });
    for (const site of PRODUCTION_SITES) this.#integrationEvents.inc({ site }, 0);
    this.#loginThrottled = new Counter({
      name: 'atelier_login_throttled_total',
      help: 'Log-in attempts refused by a throttle (429), by the throttle that refused.',
      labelNames: ['kind'],
      registers,
    });
    for (const kind of LOGIN_THROTTLE_KINDS) this.#loginThrottled.inc({ kind }, 0);
  }

  /** Counts an answer: its time, and a 5xx as an error of its route. */
  observeRequest(method: string, route: string | null, status: number, seconds: number): void {
    const key = `${method} ${status} ${route ?? ''}`;
    let series = this.#series.get(key);
    if (!series) {
      const labels = { method, route: route ?? UNMATCHED_ROUTE };
      const histogram = this.#duration.labels({
        ...labels,
        status_class: `${Math.floor(status / 100)}xx`,
      });
      series = {
        observe: (value) => histogram.observe(value),
        errors: status >= 500 ? this.#errors.labels(labels) : null,
      };
      this.#series.set(key, series);
    }
    series.observe(seconds);
    series.errors?.inc();
  }

  integrationEvents(site: ProductionSite, count: number): void {
    this.#integrationEvents.inc({ site }, count);
  }

  loginThrottled(kind: LoginThrottleKind): void {
    this.#loginThrottled.inc({ kind });
  }

  readonly contentType = this.registry.contentType;

  /** The exposition text: the process's metrics and the app's, the queue read once. */
  async text(): Promise<string> {
    try {
      this.#queue = await this.sources.jobQueue();
    } catch (error) {
      this.#queue = null;
      this.sources.failed('document queue', error);
    }
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${process}\n${own}`;
  }
}

/** Counts every answer of `app` (its route pattern from the request's span). */
export function installRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.telemetry
      ? request.telemetry.route
      : request.is404
        ? null
        : (request.routeOptions.url ?? null);
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

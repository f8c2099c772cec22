// Work that runs after the answer has left (mail that must not make a known account answer slower
// than an unknown one). Failures are logged, never answered; closing the app waits for the rest.
// Each run is a span (`job <kind>`): a child of the request that started it, so the mail a click
// sent is in that click's trace, and its log lines carry the trace's ids.
import type { Attributes } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Tracing } from '../telemetry/tracing.js';

export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly tracing: Tracing,
  ) {}

  /**
   * Runs `task` after the current request. `traced: false` leaves out the run's own span (a
   * periodic sweep that mostly finds nothing); the spans it begins itself (`span`) stand alone.
   */
  run(kind: string, task: () => Promise<void>, { traced = true } = {}): void {
    const work = traced
      ? () => this.tracing.inSpan(`job ${kind}`, { 'atelier.job.kind': kind }, task)
      : task;
    const running: Promise<void> = Promise.resolve()
      .then(work)
      .catch((error: unknown) => {
        this.log.error({ err: error, kind }, 'background work failed');
      })
      .finally(() => {
        this.pending.delete(running);
      });
    this.pending.add(running);
  }

  /** Runs `work` in a span of its own (one job of a run), child of the active one if any. */
  span<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
    return this.tracing.inSpan(name, attributes, work);
  }

  /** Resolves once nothing is left running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}

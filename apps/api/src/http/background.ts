// Work that runs after the answer has left (mail that must not make a known account answer slower
// than an unknown one). Failures are logged, never answered; closing the app waits for the rest.
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(kind: string, task: () => Promise<void>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => {
        this.log.error({ err: error, kind }, 'background work failed');
      })
      .finally(() => {
        this.pending.delete(running);
      });
    this.pending.add(running);
  }

  /** Resolves once nothing is left running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}

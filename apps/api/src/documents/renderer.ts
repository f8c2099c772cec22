// Documents are made on a worker thread (render-worker.ts, decision 099), so a large order's PDF
// does not hold up the requests the instance answers meanwhile. The thread starts with the first
// document and then waits for the next; it never keeps the process alive. A thread that stops
// (an error it could not answer, or `close`) fails the documents it had, and the next document
// starts a new one.
import { Worker } from 'node:worker_threads';
import type { DocumentInput } from './definitions.js';
import type { DrawingSpec } from './drawings.js';
import type { RenderReply, RenderRequest } from './render-worker.js';

/**
 * The worker thread: its module beside the bundle when built (apps/api/build.mjs); from the
 * sources (TypeScript, as the scripts, tests and benches run them) it registers tsx's loader in
 * its own thread first, which a worker does not inherit.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./render-worker.js', here));
  const module = JSON.stringify(new URL('./render-worker.ts', here).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${module}); });`,
    { eval: true },
  );
}

/** The worker thread's niceness (0 is the process's own, 19 the lowest; Linux only). */
export const RENDER_NICENESS = 19;

interface Waiting {
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

export class DocumentRenderer {
  #worker: Worker | null = null;
  #threadId: number | null = null;
  readonly #waiting = new Map<number, Waiting>();
  #next = 0;

  /** The thread that made the last document (null before the first). */
  get threadId(): number | null {
    return this.#threadId;
  }

  /** The document's PDF, made on the worker thread with the articles' drawings (by position). */
  render(input: DocumentInput, drawings: readonly (DrawingSpec | null)[] = []): Promise<Buffer> {
    const worker = this.#worker ?? this.#start();
    this.#next += 1;
    const id = this.#next;
    return new Promise<Buffer>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      worker.postMessage({ id, input, drawings } satisfies RenderRequest);
    });
  }

  /** Stops the thread; documents still being made fail. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    this.#fail(new Error('the document renderer was closed'));
    if (worker) await worker.terminate();
  }

  #start(): Worker {
    const worker = startWorker();
    worker.unref();
    worker.on('message', (reply: RenderReply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else {
        this.#threadId = reply.threadId;
        waiting.resolve(
          Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength),
        );
      }
    });
    const stopped = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      this.#fail(error);
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the document renderer stopped (${code})`)));
    this.#worker = worker;
    return worker;
  }

  #fail(error: Error) {
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const each of waiting) each.reject(error);
  }
}

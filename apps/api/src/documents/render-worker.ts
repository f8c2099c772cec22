// The thread documents are made on (documents/renderer.ts, decision 099): laying out a PDF (and
// drawing its articles) takes seconds for a large order and cannot be broken up, so it runs here, beside the event loop that
// answers requests, and at a lower priority than it, so that on a busy machine the requests (and
// the database) get the cores first. One document at a time; each request answers its id with
// the PDF's bytes (moved, not copied) or the error's message.
import { setPriority } from 'node:os';
import { parentPort, threadId } from 'node:worker_threads';
import type { DocumentInput } from './definitions.js';
import { type DrawingSpec, makeDrawing } from './drawings.js';
import { renderDocument } from './render.js';
import { RENDER_NICENESS } from './renderer.js';

export interface RenderRequest {
  id: number;
  input: DocumentInput;
  /** What each article's drawing is made from, by position (none: the input's own drawings). */
  drawings: readonly (DrawingSpec | null)[];
}

export type RenderReply =
  | { id: number; bytes: Uint8Array; threadId: number }
  | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread');
// On Linux this sets the calling thread's niceness alone; elsewhere it would lower the whole
// process, so it is left as it is there.
if (process.platform === 'linux') {
  try {
    setPriority(RENDER_NICENESS);
  } catch {
    // Not allowed here: the thread runs at the process's own priority.
  }
}

port.on('message', async ({ id, input, drawings }: RenderRequest) => {
  try {
    for (const [index, spec] of drawings.entries()) {
      const article = input.articles[index];
      if (spec && article) article.drawing = makeDrawing(spec);
    }
    const pdf = await renderDocument(input);
    // A buffer of its own to move: a small one may sit in Node's shared pool.
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    port.postMessage({ id, bytes, threadId }, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

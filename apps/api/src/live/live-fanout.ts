// One instance's open live streams and what each is told of a change (decision 099). A change is
// judged once per kind of caller, not once per stream: each stream keeps its view (the shops it
// may see, what its account shows), and a change's text is made once for each view it meets. A
// change is written to a stream at once when the streams have been quiet; what arrives within
// WRITE_WINDOW_MS of a write is held and written with the rest of the window in one write per
// stream, so a burst of changes costs each stream a few writes a second, not one per change. The
// writes go out in slices of WRITE_SLICE streams, each its own turn of the event loop, so the
// requests the instance serves meanwhile wait for a slice at most, not for every stream.
import { type LiveProductionEvent, type LiveRmaEvent, systemSettingsSchema } from '@atelier/domain';
import { readStored } from '../db/stored.js';
import { debtorScope, type Principal } from '../tenancy/scope.js';
import type { ProductionChange, RmaChange } from './live-bus.js';

/**
 * A stream is written to at most once in this many milliseconds while changes keep coming (a
 * heartbeat or its end aside); the first change after a quiet spell is written at once.
 */
export const WRITE_WINDOW_MS = 250;

/** What a stream's caller may be told: the shops it may see, and what its account shows. */
/** Streams written to in one turn of the event loop. */
export const WRITE_SLICE = 200;

export interface LiveView {
  debtorIds: ReadonlySet<number>;
  showStatus: boolean;
  showPlanDate: boolean;
}

export function liveViewOf(principal: Principal): LiveView {
  const flags = readStored(systemSettingsSchema, principal.stored?.systemSettings);
  return {
    debtorIds: new Set(debtorScope(principal).debtorIds),
    showStatus: flags.show_tracking_order_status,
    showPlanDate: flags.show_plan_date,
  };
}

/**
 * What a view is told of a production change: nothing about a shop it may not see, no status when
 * its account hides production statuses, no planned date when it hides those.
 */
export function productionEventFor(
  view: LiveView,
  change: ProductionChange,
): LiveProductionEvent | null {
  if (!view.debtorIds.has(change.debtorId)) return null;
  return {
    type: 'production',
    debtor_id: change.debtorId,
    order_id: change.orderId,
    article_id: change.articleId,
    status: view.showStatus ? change.status : null,
    stock_state: change.stockState,
    planned_date: view.showPlanDate ? change.plannedDate : null,
    at: change.at,
  };
}

/** What a view is told of a return's change: only of a shop it may see. */
export function rmaEventFor(view: LiveView, change: RmaChange): LiveRmaEvent | null {
  if (!view.debtorIds.has(change.debtorId)) return null;
  return {
    type: 'rma',
    debtor_id: change.debtorId,
    order_number: change.orderNumber,
    state: change.state,
    at: change.at,
  };
}

export interface FanoutStream {
  view: LiveView;
  /** The id of the last event told (each stream counts its own). */
  counter: number;
  /** Events told and not yet written. */
  pending: string;
  write(text: string): void;
}

export interface WindowTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  /** Runs `run` in a later turn of the event loop, after the I/O that waits. */
  setImmediate(run: () => void): void;
  /** Milliseconds on a steady clock. */
  now(): number;
}

const realTimers: WindowTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
  setImmediate: (run) => void setImmediate(run),
  now: () => performance.now(),
};

/** The texts of one change, one per kind of view (at most four), made when first needed. */
function textsOf(change: ProductionChange | RmaChange) {
  const texts: (string | null | undefined)[] = [];
  return (view: LiveView): string | null => {
    if (change.type === 'rma') {
      if (!view.debtorIds.has(change.debtorId)) return null;
      texts[0] ??= `event: rma\ndata: ${JSON.stringify(rmaEventFor(view, change))}\n\n`;
      return texts[0];
    }
    if (!view.debtorIds.has(change.debtorId)) return null;
    const kind = (view.showStatus ? 2 : 0) + (view.showPlanDate ? 1 : 0);
    texts[kind] ??=
      `event: production\ndata: ${JSON.stringify(productionEventFor(view, change))}\n\n`;
    return texts[kind];
  };
}

export class LiveFanout<S extends FanoutStream> {
  readonly #streams = new Set<S>();
  /** The open window's timer; null while the streams are quiet. */
  #window: unknown = null;
  #openedAt = 0;
  /** The streams of the flush under way (written a slice per turn). */
  #round: S[] | null = null;

  constructor(
    private readonly windowMs = WRITE_WINDOW_MS,
    private readonly timers: WindowTimers = realTimers,
    private readonly slice = WRITE_SLICE,
  ) {}

  get size(): number {
    return this.#streams.size;
  }

  streams(): IterableIterator<S> {
    return this.#streams.values();
  }

  add(stream: S): void {
    this.#streams.add(stream);
  }

  /** Takes the stream out; answers what it was told and not yet written. */
  delete(stream: S): string {
    this.#streams.delete(stream);
    const pending = stream.pending;
    stream.pending = '';
    return pending;
  }

  /** Tells each stream that may see it of `change`: now, or at the end of the open window. */
  tell(change: ProductionChange | RmaChange): void {
    const textFor = textsOf(change);
    let told = false;
    for (const stream of this.#streams) {
      const text = textFor(stream.view);
      if (text === null) continue;
      stream.counter += 1;
      stream.pending += `id: ${stream.counter}\n${text}`;
      told = true;
    }
    if (!told) return;
    if (this.#window === null) {
      this.flush();
      this.#open();
    } else if (this.timers.now() - this.#openedAt >= this.windowMs) {
      // The window is over but its timer and slices have not run: the event loop is kept busy
      // by a long run of promise callbacks (PGlite answers without I/O). What is held goes now.
      this.timers.clearTimeout(this.#window);
      this.flush(true);
      this.#open();
    }
  }

  /**
   * Writes what each stream holds, a slice of streams per turn of the event loop (all at once
   * when `atOnce`); answers how many streams hold something. A stream told something before its
   * slice is written sends it along; a flush begun replaces the one under way.
   */
  flush(atOnce = false): number {
    const holding: S[] = [];
    for (const stream of this.#streams) if (stream.pending !== '') holding.push(stream);
    this.#round = holding;
    const slice = (from: number) => {
      if (this.#round !== holding) return;
      const to = atOnce ? holding.length : Math.min(holding.length, from + this.slice);
      for (let index = from; index < to; index += 1) {
        const stream = holding[index]!;
        if (stream.pending === '' || !this.#streams.has(stream)) continue;
        const text = stream.pending;
        stream.pending = '';
        stream.write(text);
      }
      if (to < holding.length) this.timers.setImmediate(() => slice(to));
      else this.#round = null;
    };
    slice(0);
    return holding.length;
  }

  close(): void {
    if (this.#window !== null) this.timers.clearTimeout(this.#window);
    this.#window = null;
    this.#round = null;
  }

  #open(): void {
    this.#openedAt = this.timers.now();
    this.#window = this.timers.setTimeout(() => {
      this.#window = null;
      // Written something: the window stays open for what comes next; else it closes.
      if (this.flush() > 0) this.#open();
    }, this.windowMs);
  }
}

// The fan-out of changes to one instance's streams, with the write window's timer driven by hand.
import { describe, expect, it } from 'vitest';
import type { ProductionChange, RmaChange } from './live-bus.js';
import { type FanoutStream, LiveFanout, type LiveView, type WindowTimers } from './live-fanout.js';

class HandTimers implements WindowTimers {
  waiting: (() => void) | null = null;
  /** Turns of the event loop asked for, run by `turn`. */
  turns: (() => void)[] = [];
  clock = 0;
  now() {
    return this.clock;
  }
  constructor(private readonly sliced = false) {}
  setTimeout(run: () => void) {
    this.waiting = run;
    return run;
  }
  clearTimeout() {
    this.waiting = null;
  }
  setImmediate(run: () => void) {
    if (this.sliced) this.turns.push(run);
    else run();
  }
  /** The next turn of the event loop. */
  turn() {
    this.turns.shift()?.();
  }
  /** The window ends now. */
  fire() {
    const run = this.waiting;
    this.waiting = null;
    run?.();
  }
}

interface TestStream extends FanoutStream {
  writes: string[];
}

const view = (debtorIds: number[], shows = true): LiveView => ({
  debtorIds: new Set(debtorIds),
  showStatus: shows,
  showPlanDate: shows,
});

function stream(streamView: LiveView): TestStream {
  const writes: string[] = [];
  return { view: streamView, counter: 0, pending: '', writes, write: (text) => writes.push(text) };
}

const change = (debtorId: number, articleId: number): ProductionChange => ({
  type: 'production',
  debtorId,
  orderId: 1,
  articleId,
  status: 'produktie',
  stockState: 'enoughstock',
  plannedDate: '2026-12-04',
  at: '2026-11-24T10:00:00.000Z',
});

const rma: RmaChange = {
  type: 'rma',
  debtorId: 5,
  orderNumber: 'R-1',
  state: 'accepted',
  at: '2026-11-24T10:00:00.000Z',
};

const ids = (text: string) => [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
const articles = (text: string) =>
  [...text.matchAll(/"article_id":(\d+)/g)].map((match) => Number(match[1]));

describe('the live fan-out', () => {
  it('writes the first change after a quiet spell at once, to the streams that may see it', () => {
    const timers = new HandTimers();
    const fanout = new LiveFanout<TestStream>(250, timers);
    const own = stream(view([5]));
    const other = stream(view([6]));
    fanout.add(own);
    fanout.add(other);
    fanout.tell(change(5, 1));
    expect(own.writes).toHaveLength(1);
    expect(own.writes[0]).toMatch(/^id: 1\nevent: production\ndata: \{.*"article_id":1.*\}\n\n$/);
    expect(other.writes).toEqual([]);
  });

  it('gathers the changes of a window into one write per stream, in order, each with its id', () => {
    const timers = new HandTimers();
    const fanout = new LiveFanout<TestStream>(250, timers);
    const one = stream(view([5]));
    const two = stream(view([5, 6]));
    fanout.add(one);
    fanout.add(two);
    fanout.tell(change(5, 1));
    fanout.tell(change(5, 2));
    fanout.tell(change(6, 3));
    fanout.tell(rma);
    // Held while the window is open.
    expect(one.writes).toHaveLength(1);
    expect(two.writes).toHaveLength(1);
    timers.fire();
    expect(one.writes).toHaveLength(2);
    expect(ids(one.writes[1]!)).toEqual([2, 3]);
    expect(articles(one.writes[1]!)).toEqual([2]);
    expect(one.writes[1]).toContain('event: rma');
    expect(two.writes).toHaveLength(2);
    expect(ids(two.writes[1]!)).toEqual([2, 3, 4]);
    expect(articles(two.writes[1]!)).toEqual([2, 3]);
    // Something was written: the window stays open; a window with nothing to write closes it,
    // and the next change is written at once again.
    expect(timers.waiting).not.toBeNull();
    timers.fire();
    expect(timers.waiting).toBeNull();
    fanout.tell(change(5, 4));
    expect(one.writes).toHaveLength(3);
    expect(ids(one.writes[2]!)).toEqual([4]);
  });

  it('tells each stream what its own account shows', () => {
    const fanout = new LiveFanout<TestStream>(250, new HandTimers());
    const shown = stream(view([5]));
    const hidden = stream(view([5], false));
    fanout.add(shown);
    fanout.add(hidden);
    fanout.tell(change(5, 1));
    expect(shown.writes[0]).toContain('"status":"produktie"');
    expect(shown.writes[0]).toContain('"planned_date":"2026-12-04"');
    expect(hidden.writes[0]).toContain('"status":null');
    expect(hidden.writes[0]).toContain('"planned_date":null');
  });

  it('hands back what a stream taken out was told and not yet written, and writes it no more', () => {
    const timers = new HandTimers();
    const fanout = new LiveFanout<TestStream>(250, timers);
    const leaving = stream(view([5]));
    fanout.add(leaving);
    fanout.tell(change(5, 1));
    fanout.tell(change(5, 2));
    const held = fanout.delete(leaving);
    expect(articles(held)).toEqual([2]);
    timers.fire();
    expect(leaving.writes).toHaveLength(1);
    expect(fanout.size).toBe(0);
  });

  it('writes a slice of streams per turn of the event loop, each with what it holds by then', () => {
    const timers = new HandTimers(true);
    const fanout = new LiveFanout<TestStream>(250, timers, 2);
    const streams = [1, 2, 3, 4, 5].map(() => stream(view([5])));
    for (const each of streams) fanout.add(each);
    fanout.tell(change(5, 1));
    expect(streams.map((each) => each.writes.length)).toEqual([1, 1, 0, 0, 0]);
    // Told before its slice: goes with it, in the same write.
    fanout.tell(change(5, 2));
    // Gone before its slice: not written to.
    fanout.delete(streams[4]!);
    timers.turn();
    expect(streams.map((each) => each.writes.length)).toEqual([1, 1, 1, 1, 0]);
    expect(articles(streams[2]!.writes[0]!)).toEqual([1, 2]);
    timers.turn();
    expect(streams[4]!.writes).toEqual([]);
    // The first two hold the second change until the window ends.
    timers.fire();
    expect(articles(streams[0]!.writes[1]!)).toEqual([2]);
    expect(streams[2]!.writes).toHaveLength(1);
  });

  it('writes what it holds once the window is over, even while its timer and slices wait', () => {
    // A loop kept busy by promise callbacks (PGlite) runs neither timers nor later turns.
    const timers = new HandTimers(true);
    const fanout = new LiveFanout<TestStream>(250, timers, 1);
    const one = stream(view([5]));
    const two = stream(view([5]));
    fanout.add(one);
    fanout.add(two);
    fanout.tell(change(5, 1));
    expect([one.writes.length, two.writes.length]).toEqual([1, 0]);
    timers.clock = 100;
    fanout.tell(change(5, 2));
    expect([one.writes.length, two.writes.length]).toEqual([1, 0]);
    timers.clock = 250;
    fanout.tell(change(5, 3));
    expect(articles(one.writes[1]!)).toEqual([2, 3]);
    expect(articles(two.writes[0]!)).toEqual([1, 2, 3]);
    // The slice left over from before has nothing more to write.
    timers.turn();
    expect([one.writes.length, two.writes.length]).toEqual([2, 1]);
  });
});

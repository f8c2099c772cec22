import { describe, expect, it } from 'vitest';
import {
  playableReplayEvents,
  REPLAY_ARRIVAL_MS,
  replayStillArriving,
  replayWaitLeft,
  scrubReplayEvents,
  segmentIdOf,
} from './replay.js';
import { FILTERED } from './tracing.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop';

describe('a replay’s recording', () => {
  it('keeps its shape and replaces secret addresses, tokens and attributes', () => {
    const events = [
      {
        type: 4,
        timestamp: 1,
        data: {
          href: 'https://portal.example/recover-password?token=abc123',
          width: 1280,
          height: 720,
        },
      },
      {
        type: 2,
        timestamp: 2,
        data: {
          node: {
            type: 0,
            childNodes: [
              {
                type: 2,
                tagName: 'a',
                attributes: { href: '/quote/q-secret/accept', 'data-token': 'tok', class: 'x' },
                childNodes: [{ type: 3, textContent: '******' }],
              },
              { type: 3, textContent: `Bearer ${JWT}` },
            ],
          },
        },
      },
    ];
    const copy = JSON.parse(JSON.stringify(events));
    const out = scrubReplayEvents(events);
    expect(events).toEqual(copy);
    const written = JSON.stringify(out);
    for (const secret of ['abc123', 'q-secret', JWT, '"tok"'])
      expect(written).not.toContain(secret);
    expect(out[0]).toEqual({
      type: 4,
      timestamp: 1,
      data: {
        href: `https://portal.example/recover-password?token=${FILTERED}`,
        width: 1280,
        height: 720,
      },
    });
    expect(written).toContain('"textContent":"******"');
  });

  it('goes as deep as a page and ends', () => {
    let node: Record<string, unknown> = { type: 3, textContent: 'leaf' };
    for (let i = 0; i < 150; i += 1) node = { type: 2, childNodes: [node] };
    expect(JSON.stringify(scrubReplayEvents([node]))).toContain('leaf');
    for (let i = 0; i < 300; i += 1) node = { type: 2, childNodes: [node] };
    expect(JSON.stringify(scrubReplayEvents([node]))).toContain(FILTERED);
  });

  it('reads a segment’s header', () => {
    expect(segmentIdOf({ segment_id: 3 })).toBe(3);
    expect(segmentIdOf({ segment_id: -1 })).toBe(null);
    expect(segmentIdOf({ segment_id: '3' })).toBe(null);
    expect(segmentIdOf(null)).toBe(null);
  });
});

describe('a recording as the player plays it', () => {
  it("reads the SDK's timestamps in seconds as milliseconds and plays in time order", () => {
    const events = [
      { type: 4, timestamp: 1_795_907_000_500 },
      { type: 5, timestamp: 1_795_907_000.25, data: { tag: 'options' } },
      { type: 2, timestamp: 1_795_907_000_600 },
      { type: 3 },
    ];
    const played = playableReplayEvents(events) as { timestamp: number }[];
    expect(played.map((event) => event.timestamp)).toEqual([
      1_795_907_000_250, 1_795_907_000_500, 1_795_907_000_600,
    ]);
    const span = (played.at(-1)?.timestamp ?? 0) - (played[0]?.timestamp ?? 0);
    expect(span).toBe(350);
  });
});

describe('a replay on its way', () => {
  const received = '2026-11-29T10:00:00.000Z';
  const at = Date.parse(received);
  const report = { received_at: received, replay_id: 'a'.repeat(32), has_replay: false };

  it('is awaited for a while after its report arrived, while none of it is kept', () => {
    expect(replayStillArriving(report, at)).toBe(true);
    expect(replayStillArriving(report, at + REPLAY_ARRIVAL_MS - 1)).toBe(true);
    expect(replayStillArriving(report, at + REPLAY_ARRIVAL_MS)).toBe(false);
    expect(replayWaitLeft(report, at + 30_000)).toBe(REPLAY_ARRIVAL_MS - 30_000);
    expect(replayWaitLeft(report, at + REPLAY_ARRIVAL_MS + 1)).toBe(0);
  });

  it('is not awaited once kept, when the report names none, or when its time cannot be read', () => {
    expect(replayStillArriving({ ...report, has_replay: true }, at)).toBe(false);
    expect(replayStillArriving({ ...report, replay_id: null }, at)).toBe(false);
    expect(replayStillArriving({ ...report, received_at: 'yesterday' }, at)).toBe(false);
  });
});

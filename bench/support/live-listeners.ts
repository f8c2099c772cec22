// The loopback listeners of the live bench (bench/live.ts), in a process of their own so that the
// server's memory and CPU are the server's alone. Started by the bench with an IPC channel: it
// opens the streams it is told to (`GET api/live/` with each token, a number of streams per
// token), notes when each production event reaches each stream, and reports per event (keyed by
// its `at`, which the bench makes unique) how many streams received it and when the first and the
// last did. Time is `performance.timeOrigin + performance.now()` in both processes: milliseconds
// since the epoch on the same clock, to well under a millisecond.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type ListenerCommand =
  | { type: 'open'; url: string; tokens: string[]; perToken: number; concurrency: number }
  | { type: 'report' }
  | { type: 'close' };

export interface EventReceipt {
  /** Streams that received the event. */
  count: number;
  firstMs: number;
  lastMs: number;
}

export type ListenerReport =
  | { type: 'opened'; streams: number; refused: number; ms: number }
  | {
      type: 'report';
      events: Record<string, EventReceipt>;
      /** Streams the server ended or that broke while the bench still listened, by reason. */
      dropped: Record<string, number>;
      open: number;
      cpuMs: number;
      bytes: number;
    };

const now = () => performance.timeOrigin + performance.now();
const AT = '"at":"';
const AT_LENGTH = '2030-01-01T00:00:00.000Z'.length;

const events = new Map<string, EventReceipt>();
const dropped: Record<string, number> = {};
const requests = new Set<http.ClientRequest>();
let closing = false;
let bytes = 0;
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

function drop(reason: string) {
  if (closing) return;
  dropped[reason] = (dropped[reason] ?? 0) + 1;
}

/**
 * Reads complete messages (blocks ending in a blank line) of one stream as they arrive; `ended`
 * is told the reason of an `event: end`.
 */
function reader(ended: (reason: string) => void) {
  let rest = '';
  return (chunk: Buffer) => {
    bytes += chunk.length;
    const at = now();
    const text = rest + chunk.toString('latin1');
    const end = text.lastIndexOf('\n\n');
    if (end < 0) {
      rest = text;
      return;
    }
    rest = text.slice(end + 2);
    let from = 0;
    for (;;) {
      const found = text.indexOf(AT, from);
      if (found < 0 || found > end) break;
      const key = text.slice(found + AT.length, found + AT.length + AT_LENGTH);
      from = found + AT.length + AT_LENGTH;
      const seen = events.get(key);
      if (seen) {
        seen.count += 1;
        seen.lastMs = at;
      } else events.set(key, { count: 1, firstMs: at, lastMs: at });
    }
    const told = text.indexOf('event: end');
    if (told >= 0 && told < end) ended(/"reason":"(\w+)"/.exec(text.slice(told))?.[1] ?? 'end');
  };
}

/** One stream: resolves true once the server said `: connected`, false when refused. */
function openStream(url: string, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    let connected = false;
    let reason: string | null = null;
    let over = false;
    const ended = (why: string) => {
      if (over) return;
      over = true;
      requests.delete(request);
      if (connected) drop(reason ?? why);
      else resolve(false);
    };
    const request = http.get(
      `${url}/api/live/`,
      { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          ended('refused');
          return;
        }
        const read = reader((told) => {
          reason = told;
        });
        response.on('data', (chunk: Buffer) => {
          if (!connected) {
            connected = true;
            resolve(true);
          }
          read(chunk);
        });
        response.on('end', () => ended('closed'));
        response.on('error', () => ended('error'));
      },
    );
    request.on('error', () => ended('error'));
    requests.add(request);
  });
}

async function open(command: Extract<ListenerCommand, { type: 'open' }>) {
  const started = now();
  const wanted = command.tokens.flatMap((token) =>
    Array.from({ length: command.perToken }, () => token),
  );
  let opened = 0;
  let refused = 0;
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const token = wanted[next++]!;
      if (await openStream(command.url, token)) opened += 1;
      else refused += 1;
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  send({ type: 'opened', streams: opened, refused, ms: now() - started });
}

function send(report: ListenerReport) {
  process.send?.(report);
}

process.on('message', (command: ListenerCommand) => {
  if (command.type === 'open') void open(command);
  else if (command.type === 'report') {
    const cpu = process.cpuUsage();
    send({
      type: 'report',
      events: Object.fromEntries(events),
      dropped,
      open: requests.size,
      cpuMs: (cpu.user + cpu.system) / 1000,
      bytes,
    });
  } else {
    closing = true;
    for (const request of requests) request.destroy();
    agent.destroy();
    process.disconnect();
  }
});

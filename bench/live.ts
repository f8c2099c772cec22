// Live part of `npm run bench` (goal: 2,000 live listeners on one instance). A seeded API with
// 2,000 open streams (`GET api/live/`) of one shop's accounts, 10 per account (the server allows
// 12 per user), held by a loopback client in a process of its own (support/live-listeners.ts), and
// a factory pushing a burst of 50 status events a second through the integration API (one batch
// of 50 each second, as a factory sends them, within its key's rate limit). Every event is one
// every listener may see, so each is written 2,000 times. Measured:
//
// - memory per open stream: the server process's resident set (and its JavaScript heap and
//   buffers, after a full collection) with the streams open, less the same before, per stream
//   (goal ≤ 50 KiB);
// - from each event's commit (the moment the production service hands it to the live bus, right
//   after its transaction commits) to its arrival on the last of the 2,000 streams: p50, p99 and
//   the slowest (goal p99 ≤ 1 s), and whether every stream got every event;
// - streams the server dropped (goal none), the server's CPU and event-loop delay during the burst.
//
// The burst lasts longer than a heartbeat (20 s), so every stream's session check falls in it.
// PostgreSQL (with the LISTEN/NOTIFY bus the server uses there) is the main figure; PGlite (the
// in-process bus) is measured too. BENCH_LIVE_STREAMS and BENCH_LIVE_SECONDS change the count and
// the burst's length; BENCH_LIVE_PROFILE=<folder> writes the server's CPU profile there. Run alone: `node --import tsx bench/live.ts`.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data.js';
import { seed } from '../apps/api/src/db/seed/seed.js';
import { HEARTBEAT_MS, STREAMS_PER_USER } from '../apps/api/src/live/live.routes.js';
import { createIntegrationKey } from '../apps/api/src/production/integration-keys.js';
import type { ListenerCommand, ListenerReport } from './support/live-listeners.js';
import type { ServerCommand, ServerReport } from './support/live-server.js';
import { type DatabaseKind, databaseKinds, openBenchDatabase, percentile } from './support/load.js';
import { addShopAccounts, curtainOrder, logIn } from './support/portal.js';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 2000);
const STREAMS_PER_ACCOUNT = 10;
const EVENTS_PER_SECOND = 50;
const BURST_SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 25);
/** The articles the events are about: 5 in each of 10 confirmed orders. */
const ORDERS = 10;
const ARTICLES_PER_ORDER = 5;
/** How long the listeners may take after the last batch was answered. */
const DRAIN_MS = 20_000;

const GOAL = { kibPerStream: 50, p99Ms: 1000 };

const LISTENERS = path.join(import.meta.dirname, 'support/live-listeners.ts');
const SERVER = path.join(import.meta.dirname, 'support/live-server.ts');
const BARE = path.join(import.meta.dirname, 'support/bare-streams.ts');
const ACCOUNT_PREFIX = 'bench-live-';
const now = () => performance.timeOrigin + performance.now();
const kib = (bytes: number) => bytes / 1024;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
// `external` holds the buffers (`arrayBuffers`) too.
const heapOf = (memory: NodeJS.MemoryUsage) => memory.heapUsed + memory.external;
const mib = (memory: NodeJS.MemoryUsage) => ({
  rssMiB: round(memory.rss / 2 ** 20),
  heapMiB: round(heapOf(memory) / 2 ** 20),
});

export interface MemoryPerStream {
  /** Growth of the resident set, per stream. */
  rssKiBPerStream: number;
  /** Growth of the heap (JavaScript objects, and the buffers V8 knows of), per stream. */
  heapKiBPerStream: number;
  before: { rssMiB: number; heapMiB: number };
  after: { rssMiB: number; heapMiB: number };
}

export interface LiveResult {
  database: DatabaseKind;
  streams: number;
  accounts: number;
  openMs: number;
  memory: MemoryPerStream;
  events: { published: number; deliveredToAll: number; committedPerSecond: number };
  commitToAllMs: { p50: number; p99: number; max: number };
  commitToFirstMs: { p50: number; p99: number };
  dropped: Record<string, number>;
  serverCpuPercent: number;
  listenerCpuPercent: number;
  eventLoopDelayMs: { p99: number; max: number };
  batchAnswerMs: { p50: number; max: number };
}

/** A process of the bench's, asked one thing at a time over its IPC channel. */
class Child<Command extends { type: string }, Report extends { type: string }> {
  readonly child: ChildProcess;
  private waiting: {
    type: string;
    resolve: (report: Report) => void;
    reject: (error: Error) => void;
  } | null = null;
  /** The first report, when the process announces itself (`announces`). */
  readonly ready: Promise<Report> | null = null;

  constructor(
    script: string,
    {
      args = [],
      execArgv = [],
      announces,
    }: { args?: string[]; execArgv?: string[]; announces?: Report['type'] } = {},
  ) {
    this.child = fork(script, args, {
      execArgv: [...execArgv, '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (announces) {
      this.ready = new Promise((resolve, reject) => {
        this.waiting = { type: announces, resolve, reject };
      });
    }
    this.child.on('message', (report: Report) => {
      const waiting = this.waiting;
      this.waiting = null;
      if (report.type === waiting?.type) waiting.resolve(report);
      else waiting?.reject(new Error(`${script} answered ${report.type}`));
    });
    this.child.on('exit', (code) => {
      this.waiting?.reject(new Error(`${script} exited with ${code}`));
      this.waiting = null;
    });
  }

  ask<T extends Report['type']>(command: Command, type: T): Promise<Extract<Report, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.waiting = {
        type,
        resolve: (report) => resolve(report as Extract<Report, { type: T }>),
        reject,
      };
      this.child.send(command);
    });
  }

  async close(command: Command) {
    if (this.child.exitCode !== null || !this.child.connected) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send(command);
    await exited;
  }
}

/**
 * The database the server will open: migrated, seeded, with `accounts` more accounts of demo-shop
 * and an integration key of the site that makes curtains. PGlite is closed again (one process may
 * hold it); its folder is handed to the server.
 */
async function prepare(kind: DatabaseKind, accounts: number) {
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'atelier-bench-')) : null;
  const opened = dataDir
    ? {
        database: await openDatabase({ dataDir }),
        url: undefined,
        cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
      }
    : await openBenchDatabase(kind);
  const { database } = opened;
  await database.migrate();
  await seed(database.db);
  await addShopAccounts(database, accounts, ACCOUNT_PREFIX);
  const { key } = await createIntegrationKey(database.db, 'ateliergenemuiden', 'bench');
  if (dataDir) await database.close();
  return {
    server: {
      jwtSecret: randomBytes(32).toString('hex'),
      ...(dataDir ? { dataDir } : { databaseUrl: opened.url }),
    },
    key,
    cleanup: opened.cleanup,
  };
}

/** Memory per stream of a bare Node HTTP server holding the same number of streams. */
async function bareStreams(): Promise<MemoryPerStream> {
  const server = new Child<ServerCommand, ServerReport>(BARE, {
    execArgv: ['--expose-gc'],
    announces: 'listening',
  });
  const listeners = new Child<ListenerCommand, ListenerReport>(LISTENERS);
  try {
    const listening = await server.ready;
    if (listening?.type !== 'listening') throw new Error('the bare server did not start');
    const before = (await server.ask({ type: 'memory' }, 'memory')).memory;
    const opened = await listeners.ask(
      { type: 'open', url: listening.url, tokens: ['none'], perToken: STREAMS, concurrency: 50 },
      'opened',
    );
    await sleep(1000);
    const after = (await server.ask({ type: 'memory' }, 'memory')).memory;
    return perStream(before, after, opened.streams);
  } finally {
    await listeners.close({ type: 'close' });
    await server.close({ type: 'close' });
  }
}

function perStream(
  before: NodeJS.MemoryUsage,
  after: NodeJS.MemoryUsage,
  streams: number,
): MemoryPerStream {
  return {
    rssKiBPerStream: round(kib(after.rss - before.rss) / streams),
    heapKiBPerStream: round(kib(heapOf(after) - heapOf(before)) / streams),
    before: mib(before),
    after: mib(after),
  };
}

export async function measureKind(kind: DatabaseKind): Promise<LiveResult> {
  const accounts = Math.ceil(STREAMS / STREAMS_PER_ACCOUNT);
  const prepared = await prepare(kind, accounts);
  const server = new Child<ServerCommand, ServerReport>(SERVER, {
    args: [JSON.stringify(prepared.server)],
    execArgv: [
      '--expose-gc',
      ...(process.env.BENCH_LIVE_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_LIVE_PROFILE}`]
        : []),
    ],
    announces: 'listening',
  });
  const listeners = new Child<ListenerCommand, ListenerReport>(LISTENERS);
  try {
    const listening = await server.ready;
    if (listening?.type !== 'listening') throw new Error('the server did not start');
    const apiUrl = listening.url;
    const login = await fetch(`${apiUrl}/easyorder/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-shop', password: DEMO_PASSWORD }),
    });
    const { access } = (await login.json()) as { access: string };
    const numbers: string[] = [];
    for (let order = 0; order < ORDERS; order += 1) {
      const made = await curtainOrder(apiUrl, access, {
        articles: ARTICLES_PER_ORDER,
        commission: `Bench live ${order + 1}`,
      });
      numbers.push(...made.numbers);
    }
    const tokens = await logIn(apiUrl, accounts, ACCOUNT_PREFIX);

    const before = (await server.ask({ type: 'memory' }, 'memory')).memory;
    const opened = await listeners.ask(
      {
        type: 'open',
        url: apiUrl,
        tokens,
        perToken: Math.min(STREAMS_PER_ACCOUNT, STREAMS_PER_USER),
        concurrency: 50,
      },
      'opened',
    );
    if (opened.refused > 0) throw new Error(`${opened.refused} streams were refused`);
    await sleep(1000);
    const after = (await server.ask({ type: 'memory' }, 'memory')).memory;
    const streams = opened.streams;

    // The burst: one batch of 50 events each second, one for each article: a later planned date
    // (so each is a change), dated a millisecond apart (its key).
    const started = Date.now();
    const headers = { authorization: `Bearer ${prepared.key}`, 'content-type': 'application/json' };
    let serial = 0;
    const batch = () =>
      Array.from({ length: EVENTS_PER_SECOND }, () => {
        serial += 1;
        return {
          event_id: `bench-live-${serial}`,
          order_number: numbers[serial % numbers.length]!,
          status: 'binnen',
          occurred_at: new Date(started + serial).toISOString(),
          planned_date: new Date(Date.UTC(2030, 0, 1) + serial * 86_400_000)
            .toISOString()
            .slice(0, 10),
        };
      });
    const push = async (events: ReturnType<typeof batch>) => {
      const response = await fetch(`${apiUrl}/api/integration/v1/events/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ events }),
      });
      if (response.status !== 200) {
        throw new Error(`events answered ${response.status}: ${await response.text()}`);
      }
      await response.arrayBuffer();
    };
    // One batch first, unmeasured: what runs for the first time (compiling, the key's first
    // check, each article's move from import) is not what a burst costs.
    await push(batch());
    await sleep(2000);

    await server.ask({ type: 'burst-start' }, 'burst-start');
    const listenerCpuBefore = (await listeners.ask({ type: 'report' }, 'report')).cpuMs;
    const burstStart = now();
    const answers: Promise<number>[] = [];
    for (let second = 0; second < BURST_SECONDS; second += 1) {
      await sleep(Math.max(0, burstStart + second * 1000 - now()));
      const events = batch();
      const sent = now();
      answers.push(push(events).then(() => now() - sent));
    }
    const answerMs = (await Promise.all(answers)).sort((a, b) => a - b);
    const sent = BURST_SECONDS * EVENTS_PER_SECOND;
    // Every change the server made of the burst reaches every stream, or the time is up.
    const deadline = now() + DRAIN_MS;
    let burst = await server.ask({ type: 'burst-end' }, 'burst-end');
    let report = await listeners.ask({ type: 'report' }, 'report');
    const allDelivered = () =>
      burst.committed.every(([at]) => (report.events[at]?.count ?? 0) >= streams);
    while (!allDelivered() && now() < deadline) {
      await sleep(500);
      report = await listeners.ask({ type: 'report' }, 'report');
    }
    burst = await server.ask({ type: 'burst-end' }, 'burst-end');
    const burstMs = now() - burstStart;

    const toAll: number[] = [];
    const toFirst: number[] = [];
    let deliveredToAll = 0;
    for (const [at, committedAt] of burst.committed) {
      const receipt = report.events[at];
      if (receipt && receipt.count >= streams) deliveredToAll += 1;
      toAll.push(
        receipt && receipt.count >= streams
          ? receipt.lastMs - committedAt
          : Number.POSITIVE_INFINITY,
      );
      toFirst.push(receipt ? receipt.firstMs - committedAt : Number.POSITIVE_INFINITY);
    }
    toAll.sort((a, b) => a - b);
    toFirst.sort((a, b) => a - b);
    const commits = burst.committed.map(([, at]) => at);
    if (commits.length !== sent) {
      console.log(
        `(${kind}: ${sent} events sent, ${commits.length} changed an article; the others met a later event of their article first)`,
      );
    }
    return {
      database: kind,
      streams,
      accounts,
      openMs: Math.round(opened.ms),
      memory: perStream(before, after, streams),
      events: {
        published: commits.length,
        deliveredToAll,
        committedPerSecond: round(
          ((commits.length - 1) * 1000) / (Math.max(...commits) - Math.min(...commits)),
        ),
      },
      commitToAllMs: {
        p50: round(percentile(toAll, 0.5)),
        p99: round(percentile(toAll, 0.99)),
        max: round(toAll.at(-1) ?? 0),
      },
      commitToFirstMs: {
        p50: round(percentile(toFirst, 0.5)),
        p99: round(percentile(toFirst, 0.99)),
      },
      dropped: report.dropped,
      serverCpuPercent: Math.round((burst.cpuMs / burstMs) * 100),
      listenerCpuPercent: Math.round(((report.cpuMs - listenerCpuBefore) / burstMs) * 100),
      eventLoopDelayMs: {
        p99: round(burst.loopDelayMs.p99),
        max: round(burst.loopDelayMs.max),
      },
      batchAnswerMs: {
        p50: Math.round(percentile(answerMs, 0.5)),
        max: Math.round(answerMs.at(-1) ?? 0),
      },
    };
  } finally {
    await listeners.close({ type: 'close' });
    await server.close({ type: 'close' });
    await prepared.cleanup();
  }
}

/** The goal's reading: the larger of the two growths (each under-counts in its own way). */
const kibPerStream = (memory: MemoryPerStream) =>
  Math.max(memory.rssKiBPerStream, memory.heapKiBPerStream);

function print(rows: LiveResult[], bare: MemoryPerStream) {
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `\nLive: ${STREAMS} streams (${STREAMS_PER_ACCOUNT} per account), a batch of ${EVENTS_PER_SECOND} events each second for ${BURST_SECONDS} s (heartbeat ${HEARTBEAT_MS / 1000} s), each event to every stream\n`,
  );
  console.log(
    '| database | memory per stream: RSS / heap | commit → all streams p50 / p99 / max | → first stream p99 | changes committed per s | delivered to all | dropped | server CPU | listeners CPU | loop delay p99 / max | batch answered p50 / max |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const dropped = Object.values(row.dropped).reduce((sum, count) => sum + count, 0);
    console.log(
      `| ${row.database} | ${row.memory.rssKiBPerStream} / ${row.memory.heapKiBPerStream} KiB | ${row.commitToAllMs.p50} / ${row.commitToAllMs.p99} / ${row.commitToAllMs.max} ms | ${row.commitToFirstMs.p99} ms | ${row.events.committedPerSecond} | ${row.events.deliveredToAll} of ${row.events.published} | ${dropped}${dropped ? ` ${JSON.stringify(row.dropped)}` : ''} | ${row.serverCpuPercent} % | ${row.listenerCpuPercent} % | ${row.eventLoopDelayMs.p99} / ${row.eventLoopDelayMs.max} ms | ${row.batchAnswerMs.p50} / ${row.batchAnswerMs.max} ms |`,
    );
  }
  console.log(
    `| bare Node stream | ${bare.rssKiBPerStream} / ${bare.heapKiBPerStream} KiB | | | | | | | | | |`,
  );
  for (const row of rows) {
    const dropped = Object.values(row.dropped).reduce((sum, count) => sum + count, 0);
    const memory = kibPerStream(row.memory);
    console.log(
      `\n${row.database}: memory per stream ${memory} KiB (goal ≤ ${GOAL.kibPerStream}: ${met(memory <= GOAL.kibPerStream)}; a bare Node stream ${kibPerStream(bare)}); commit → all ${row.streams} streams p99 ${row.commitToAllMs.p99} ms (goal ≤ ${GOAL.p99Ms}: ${met(row.commitToAllMs.p99 <= GOAL.p99Ms)}) at ${row.events.committedPerSecond} changes a second (offered: ${EVENTS_PER_SECOND}); streams dropped ${dropped} (goal 0: ${met(dropped === 0)})`,
    );
  }
}

export async function run(): Promise<{ rows: LiveResult[]; bare: MemoryPerStream }> {
  const rows: LiveResult[] = [];
  // PostgreSQL first: the main figure.
  for (const kind of databaseKinds('live').reverse()) rows.push(await measureKind(kind));
  const bare = await bareStreams();
  print(rows, bare);
  return { rows, bare };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}

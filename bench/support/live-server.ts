// The API instance of the live bench (bench/live.ts), in a process of its own so that its memory
// is the streams' and the server's, not the seed's or the bench's. The bench prepares the database
// (seeded, with its accounts and an integration key) and forks this with an IPC channel and the
// database as its argument (JSON, `LiveServerOptions`): it opens
// that database, builds the app as the server does (on PostgreSQL with the LISTEN/NOTIFY bus),
// listens, and answers the bench's questions: its memory after a full collection, and, for a
// burst, when each production event was handed to the live bus (right after its commit, keyed by
// its `at`), its CPU time and its event loop's delay.
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../apps/api/src/app.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { serverLogging } from '../../apps/api/src/http/logging.js';
import { createLiveBus, type LiveBus } from '../../apps/api/src/live/live-bus.js';
import { createPgLiveBus } from '../../apps/api/src/live/pg-live-bus.js';

export interface LiveServerOptions {
  /** A PostgreSQL address, or PGlite's data folder. */
  databaseUrl?: string;
  dataDir?: string;
  jwtSecret: string;
}

export type ServerCommand =
  | { type: 'memory' }
  | { type: 'burst-start' }
  | { type: 'burst-end' }
  | { type: 'close' };

export type ServerReport =
  | { type: 'listening'; url: string }
  | { type: 'memory'; memory: NodeJS.MemoryUsage }
  | { type: 'burst-start' }
  | {
      type: 'burst-end';
      /** [at, ms since the epoch] of each production event handed to the bus. */
      committed: [string, number][];
      cpuMs: number;
      loopDelayMs: { p99: number; max: number };
    }
  | { type: 'closed' };

const now = () => performance.timeOrigin + performance.now();
const options = JSON.parse(process.argv[2] ?? '{}') as LiveServerOptions;
const send = (report: ServerReport) => process.send?.(report);

const database = await openDatabase({
  dataDir: options.dataDir ?? tmpdir(),
  databaseUrl: options.databaseUrl,
});
const pgBus = options.databaseUrl ? createPgLiveBus(options.databaseUrl) : null;
await pgBus?.ready;
const bus: LiveBus = pgBus ?? createLiveBus();
let committed = new Map<string, number>();
const app = await buildApp({
  db: database.db,
  config: {
    jwtSecret: options.jwtSecret || randomBytes(32).toString('hex'),
    publicUrl: 'http://localhost',
    // As the server logs (one line per request, written asynchronously), into the void.
    logger: serverLogging('info', openSync(devNull, 'w')).logger,
    liveBus: {
      publish(events) {
        const at = now();
        for (const event of events) if (event.type === 'production') committed.set(event.at, at);
        bus.publish(events);
      },
      subscribe: (listener) => bus.subscribe(listener),
    },
  },
});
send({ type: 'listening', url: await app.listen({ port: 0, host: '127.0.0.1' }) });

const collect = globalThis.gc;
const delay = monitorEventLoopDelay({ resolution: 10 });
let cpuAtStart = process.cpuUsage();

process.on('message', async (command: ServerCommand) => {
  if (command.type === 'memory') {
    for (let i = 0; i < 3; i += 1) {
      collect?.();
      await sleep(100);
    }
    send({ type: 'memory', memory: process.memoryUsage() });
  } else if (command.type === 'burst-start') {
    committed = new Map();
    cpuAtStart = process.cpuUsage();
    delay.reset();
    delay.enable();
    send({ type: 'burst-start' });
  } else if (command.type === 'burst-end') {
    delay.disable();
    const cpu = process.cpuUsage(cpuAtStart);
    send({
      type: 'burst-end',
      committed: [...committed],
      cpuMs: (cpu.user + cpu.system) / 1000,
      loopDelayMs: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 },
    });
  } else {
    await app.close();
    await pgBus?.close();
    await database.close();
    send({ type: 'closed' });
    process.disconnect();
  }
});

// Documents part of `npm run bench`:
//
// - milliseconds to make the order forms of a 20-article order (definitions, the 20 drawings as
//   SVG and the PDF with Roboto embedded), the work a request does for an order small enough to
//   answer at once, and a background job for a larger one;
// - the background job on a seeded API (goal: a 50-article order's documents ready within 10 s,
//   other requests' p99 no more than 20 % slower while it runs): a confirmed order of 50 curtains,
//   its documents asked for (each queued as a job, 202), the time from the first job's enqueue
//   to the last one's document kept (the jobs' own times in the database), while the order list
//   is asked for at a steady 20 requests a second; that list's p99 with the jobs running against
//   its p99 in a quiet spell just before. Each request is timed from the moment it was due, so a
//   request held back by a busy event loop counts its wait. One round unmeasured (the first
//   document compiles and reads the fonts), then ROUNDS measured, each with an order of its own;
//   the p99 with the jobs is over the requests of all rounds together.
//   PGlite and, with DATABASE_URL, PostgreSQL.
//
// Run alone with `node --import tsx bench/documents.ts`.
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import http from 'node:http';
import { devNull } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  brandMarkSvg,
  type CutList,
  DEMO_PRICE_LIST,
  evaluateArticle,
  type FabricFacts,
  groupBranding,
} from '@atelier/domain';
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import { translate } from '@atelier/i18n';
import { previewSvg } from '@atelier/preview/server';
import { buildApp } from '../apps/api/src/app.js';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-data.js';
import { seed } from '../apps/api/src/db/seed/seed.js';
import {
  type DocumentArticle,
  type DocumentInput,
  orderFormsDefinition,
} from '../apps/api/src/documents/definitions.js';
import { renderPdf } from '../apps/api/src/documents/render.js';
import { serverLogging } from '../apps/api/src/http/logging.js';
import { type DatabaseKind, databaseKinds, latencyOf, openBenchDatabase } from './support/load.js';
import { curtainOrder, rawClient } from './support/portal.js';

const ARTICLES = 20;
const RUNS = 5;

const fabric: FabricFacts = {
  uuid: 'lino-sand',
  name: 'Lino Sand',
  kind: 'main',
  widthMm: 1400,
  widthType: 'strokes',
  patternType: 'plain',
  patternRepeatMm: 0,
  rollLengthMm: 50_000,
  ironingPoints: 2,
  isTurnable: true,
  pricePerMetre: { eur: { wholesale: 2450, sales: 4900 } },
};

function articles(): DocumentArticle[] {
  const t = (key: string, options: Record<string, unknown> = {}) =>
    translate('nl', key, options as Record<string, string | number>);
  return Array.from({ length: ARTICLES }, (_, index) => {
    const parameters = {
      ...EXAMPLE_CURTAIN,
      width: 150 + index * 10,
      main_fabric: fabric.uuid,
      quantity: 1,
    };
    const evaluation = evaluateArticle(
      { articleType: 'pleatcurtain', parameters },
      {
        mainFabric: fabric,
        priceList: DEMO_PRICE_LIST,
        account: {
          currency: 'eur',
          marginType: 'automatic',
          debtorFactorPercent: 185,
          priceType: 'both',
          unitSystem: 'metric',
        },
      },
    );
    const stored = (evaluation.parameters ?? parameters) as Record<string, unknown>;
    return {
      position: index + 1,
      orderNumber: String(1_000_001 + index),
      articleType: 'pleatcurtain',
      parameters: stored,
      quantity: 1,
      fabricNames: { [fabric.uuid]: fabric.name },
      cutList: evaluation.cutList as CutList | null,
      price: evaluation.price,
      drawing: previewSvg({
        articleType: 'pleatcurtain',
        parameters: stored,
        cutList: evaluation.cutList,
        mainFabric: { name: fabric.name, colour: '#cbb89a' },
        defaults: DEMO_PRICE_LIST.defaults,
        locale: 'nl',
        unitSystem: 'metric',
        t,
        uid: `a${index}`,
      }),
      acknowledgedWarnings: [],
    };
  });
}

function input(): DocumentInput {
  const branding = groupBranding('Default');
  return {
    kind: 'orderforms',
    locale: 'nl',
    unitSystem: 'metric',
    shown: { wholesale: true, sales: true },
    order: {
      id: 1,
      commission: 'Hotel De Linde',
      customerOrderNumber: 'PO-1',
      memo: '',
      orderDate: '2026-11-24',
      plannedDate: null,
      employeeName: 'Anouk de Linde',
      endCustomerName: '',
      endCustomerReference: '',
      offerValidUntil: null,
      currency: 'eur',
    },
    dealer: {
      name: 'Woonwinkel De Linde',
      address: 'Diezerstraat 41',
      postalcode: '8011 RD',
      city: 'Zwolle',
      country: 'NL',
      phone: '',
      email: '',
      deliveryDays: ['tuesday'],
      brand: branding.brand,
      brandMark: brandMarkSvg(branding),
    },
    articles: articles(),
    today: '2026-11-24',
  };
}

async function renderTimes() {
  // Warm-up: fonts read, modules compiled.
  await renderPdf(orderFormsDefinition(input()));
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const pdf = await renderPdf(orderFormsDefinition(input()));
    times.push(performance.now() - started);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  const result = {
    articles: ARTICLES,
    runs: RUNS,
    medianMs: Math.round(times[Math.floor(RUNS / 2)] ?? 0),
    minMs: Math.round(times[0] ?? 0),
    maxMs: Math.round(times.at(-1) ?? 0),
    pdfKiB: Math.round(bytes / 1024),
  };
  console.log(
    `order forms of a ${ARTICLES}-article order (drawings and PDF): median ${result.medianMs} ms (min ${result.minMs}, max ${result.maxMs}), ${result.pdfKiB} KiB`,
  );
  return result;
}

const JOB_ARTICLES = 50;
const ROUNDS = 4;
/** The steady load beside the jobs: the order list, this many times a second. */
const RATE = 20;
const QUIET_MS = 15_000;
const JOB_TIMEOUT_MS = 120_000;
const GOAL = { readyMs: 10_000, p99Ratio: 1.2 };

/**
 * GETs `url` at a steady `RATE` a second until `stop()`: each request's milliseconds from the
 * moment it was due to the end of its answer.
 */
function steadyLoad(url: string, headers: Record<string, string>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const durations: Promise<number>[] = [];
  const started = performance.now();
  let sent = 0;
  let stopped = false;
  const one = (due: number) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(url, { headers, agent }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          if (response.statusCode !== 200)
            reject(new Error(`${url} answered ${response.statusCode}`));
          else resolve(performance.now() - due);
        });
      });
      request.on('error', reject);
    });
  const tick = () => {
    if (stopped) return;
    // Every request due by now goes, late ones too: a busy event loop delays them, and that wait
    // is part of what they cost.
    const now = performance.now();
    while (started + (sent * 1000) / RATE <= now) {
      durations.push(one(started + (sent * 1000) / RATE));
      sent += 1;
    }
    setTimeout(tick, Math.max(0, started + (sent * 1000) / RATE - performance.now()));
  };
  tick();
  return {
    /** The requests' times, and the event loop's longest delay meanwhile. */
    async stop(): Promise<{ durations: number[]; loopDelayMaxMs: number }> {
      stopped = true;
      delay.disable();
      const all = await Promise.all(durations);
      agent.destroy();
      return { durations: all, loopDelayMaxMs: Math.round(delay.max / 1e6) };
    },
  };
}

export interface JobRound {
  /** From the first job's enqueue to the last one's document kept. */
  readyMs: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** The longest the event loop was held meanwhile (the server shares it with the load). */
  loopDelayMaxMs: number;
}

export interface JobResult {
  database: DatabaseKind;
  reports: string[];
  quiet: { requests: number; p50Ms: number; p99Ms: number; loopDelayMaxMs: number };
  rounds: JobRound[];
  /** The requests of every round together. */
  withJobs: { requests: number; p50Ms: number; p99Ms: number };
  readyMs: number;
  p99Ratio: number;
}

export async function jobRounds(kind: DatabaseKind): Promise<JobResult> {
  const { database, cleanup } = await openBenchDatabase(kind);
  try {
    await database.migrate();
    await seed(database.db);
    const app = await buildApp({
      db: database.db,
      config: {
        jwtSecret: randomBytes(32).toString('hex'),
        publicUrl: 'http://localhost',
        logger: serverLogging('info', openSync(devNull, 'w')).logger,
      },
    });
    const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const login = await fetch(`${apiUrl}/easyorder/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo-shop', password: DEMO_PASSWORD }),
      });
      const { access } = (await login.json()) as { access: string };
      const headers = { authorization: `Bearer ${access}` };
      const orders: number[] = [];
      for (let round = 0; round <= ROUNDS; round += 1) {
        const { id } = await curtainOrder(apiUrl, access, {
          articles: JOB_ARTICLES,
          commission: `Bench documents ${round}`,
        });
        orders.push(id);
      }
      const list = `${apiUrl}/api/orders/`;
      const jobsOf = async (orderId: number) => {
        const { rows } = await rawClient(database).query(
          `select count(*) filter (where state = 'done')::int as done,
                  count(*) filter (where state = 'failed')::int as failed,
                  extract(epoch from max(finished_at) - min(created_at))::float8 * 1000 as ms
           from document_job where order_id = $1`,
          [orderId],
        );
        return rows[0] as { done: number; failed: number; ms: number | null };
      };
      let reports: string[] = [];
      const timed: number[] = [];
      const round = async (orderId: number): Promise<JobRound> => {
        const documents = await fetch(`${apiUrl}/api/orders/${orderId}/documents/`, { headers });
        const answer = (await documents.json()) as { documents: { report: string; url: string }[] };
        reports = answer.documents.map((document) => document.report);
        const load = steadyLoad(list, headers);
        await sleep(1000);
        for (const document of answer.documents) {
          const asked = await fetch(`${apiUrl}${document.url}`, { headers });
          if (asked.status !== 202) throw new Error(`${document.url} answered ${asked.status}`);
          await asked.arrayBuffer();
        }
        const deadline = performance.now() + JOB_TIMEOUT_MS;
        let jobs = await jobsOf(orderId);
        while (jobs.done + jobs.failed < answer.documents.length && performance.now() < deadline) {
          await sleep(100);
          jobs = await jobsOf(orderId);
        }
        const { durations, loopDelayMaxMs } = await load.stop();
        if (jobs.done < answer.documents.length) {
          throw new Error(`${jobs.done} of ${answer.documents.length} documents made`);
        }
        timed.push(...durations);
        const latency = latencyOf(durations);
        return {
          readyMs: Math.round(jobs.ms ?? 0),
          requests: latency.count,
          p50Ms: latency.p50Ms,
          p99Ms: latency.p99Ms,
          loopDelayMaxMs,
        };
      };
      // The first round warms up (fonts, compiled code) and is not reported.
      await round(orders[0]!);
      timed.length = 0;
      const quietLoad = steadyLoad(list, headers);
      await sleep(QUIET_MS);
      const quietRun = await quietLoad.stop();
      const quiet = latencyOf(quietRun.durations);
      const rounds: JobRound[] = [];
      for (const orderId of orders.slice(1)) rounds.push(await round(orderId));
      const withJobs = latencyOf(timed);
      return {
        database: kind,
        reports,
        quiet: {
          requests: quiet.count,
          p50Ms: quiet.p50Ms,
          p99Ms: quiet.p99Ms,
          loopDelayMaxMs: quietRun.loopDelayMaxMs,
        },
        rounds,
        withJobs: { requests: withJobs.count, p50Ms: withJobs.p50Ms, p99Ms: withJobs.p99Ms },
        readyMs: Math.max(...rounds.map((each) => each.readyMs)),
        p99Ratio: Number((withJobs.p99Ms / quiet.p99Ms).toFixed(2)),
      };
    } finally {
      await app.close();
    }
  } finally {
    await cleanup();
  }
}

function printJobs(rows: JobResult[]) {
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `\nDocument jobs of a ${JOB_ARTICLES}-article order, the order list asked ${RATE} times a second beside them (${ROUNDS} rounds after one unmeasured)\n`,
  );
  console.log(
    '| database | documents | ready after (each round) | list p50 / p99 quiet (longest loop delay) | list p50 / p99 with the jobs, all rounds | each round (longest loop delay) |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.reports.join(', ')} | ${row.rounds.map((each) => `${each.readyMs} ms`).join(', ')} | ${row.quiet.p50Ms} / ${row.quiet.p99Ms} ms (${row.quiet.loopDelayMaxMs} ms) | ${row.withJobs.p50Ms} / ${row.withJobs.p99Ms} ms | ${row.rounds.map((each) => `${each.p50Ms} / ${each.p99Ms} ms (${each.loopDelayMaxMs} ms)`).join(', ')} |`,
    );
  }
  for (const row of rows) {
    console.log(
      `\n${row.database}: documents ready after ${row.readyMs} ms at most (goal ≤ ${GOAL.readyMs}: ${met(row.readyMs <= GOAL.readyMs)}); the order list's p99 with the jobs ${row.p99Ratio}× its quiet p99 (${row.withJobs.requests} and ${row.quiet.requests} requests) (goal ≤ ${GOAL.p99Ratio}: ${met(row.p99Ratio <= GOAL.p99Ratio)})`,
    );
  }
}

export async function run() {
  const render = await renderTimes();
  const jobs: JobResult[] = [];
  for (const kind of databaseKinds('documents').reverse()) jobs.push(await jobRounds(kind));
  printJobs(jobs);
  return { render, jobs };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

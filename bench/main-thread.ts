// Main-thread part of `npm run bench`: what the browser's main thread does while a signed-in page
// loads on a phone-sized screen (412 × 823), read from a Chromium trace of the built portal on a
// fresh embedded database (build first: `npm run build`). For every task on the page's main thread
// from the navigation until the network has been quiet for a second, the trace gives its CPU
// thread time; blocking time is estimated as Lighthouse's mobile profile would count it on a
// phone four times slower, Σ max(0, 4 × task − 50 ms), so a loaded machine (which stretches wall
// time, not thread time) changes it less than Lighthouse's own figure. Also printed: the longest
// task, the main thread's CPU in all, the DOM's size, and the CPU spent per kind of work (script
// evaluation per file, script run by timers, messages and promises, style and layout, paint).
//
// Run alone with `node --import tsx bench/main-thread.ts`. MAIN_THREAD_PAGES picks pages (names,
// comma separated, matched as LIGHTHOUSE_PAGES is: `login`, `dashboard`, `order list`, `order
// detail`, `offer page`, `track page`, `curtain configurator`, `shop configurator`, or
// `configurator` for both; default all),
// MAIN_THREAD_LOADS the loads per page (default 3; figures are the median, with the range),
// MAIN_THREAD_TRACES a folder where each load's trace is written (open it in the browser's
// performance panel), and MAIN_THREAD_TASKS=1 lists each load's tasks of 10 ms or more with what
// ran in them, and MAIN_THREAD_PROFILE=<n> adds the sampling profiler's self time per script file
// and its n costliest functions (`file:line:column name` of the built code; a build with source
// maps, `vite build --sourcemap`, tells where they come from). To compare two builds on a busy machine, run old and new in turns.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { CHROMIUM } from '../e2e/support/browser.js';
import { rememberSession, withMeasuredPages } from './support/measured-pages.js';

const SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface Load {
  blockingMs: number;
  longestTaskMs: number;
  mainThreadMs: number;
  tasks: number;
  domNodes: number;
  work: Record<string, number>;
  longTasks: { ms: number; what: string }[];
  profile?: Record<string, number>;
}

const fileOf = (url: unknown) => {
  const text = typeof url === 'string' ? url : '';
  const last = text.split('/').pop() ?? '';
  // Content hashes change with every build; the chunk's name stays.
  return last.replace(/-[\w-]{8}\.js$/, '.js') || '(inline)';
};

/** The kind of work an event inside a task stands for, or undefined to look at its children. */
function kindOf(event: TraceEvent): string | undefined {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${fileOf(data.url ?? (data as { stackTrace?: unknown }).stackTrace)}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.produceModuleCache':
    case 'v8.produceCache':
      return 'compile';
    case 'FunctionCall':
      return `run ${fileOf(data.url)}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'RunMicrotasks':
    case 'EventDispatch':
    case 'XHRReadyStateChange':
    case 'FireIdleCallback':
      return undefined;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'CompositeLayers':
    case 'Commit':
      return 'paint';
    case 'GCEvent':
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GCScavenger':
    case 'V8.GCCompactor':
    case 'V8.GCFinalizeMC':
    case 'BlinkGC.AtomicPhase':
      return 'garbage collection';
    default:
      return undefined;
  }
}

/**
 * The page's main thread: the renderer main thread with the most top-level task time, in the
 * page's own renderer when it is known (the browser's own pages, such as a new tab's, run
 * renderers of their own that may be busier).
 */
function mainThread(events: TraceEvent[], pid?: number) {
  const names = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') {
      names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
    }
  }
  const busy = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (pid !== undefined && event.pid !== pid) continue;
    if (event.name === 'RunTask' && event.ph === 'X' && names.get(key) === 'CrRendererMain') {
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
    }
  }
  return [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Sums each task's thread time into kinds of work (a child's kind wins over its parent's). */
export function analyse(
  events: TraceEvent[],
  fromTs: number,
  pid?: number,
): Omit<Load, 'domNodes'> {
  const thread = mainThread(events, pid);
  if (!thread) throw new Error('no renderer main thread in the trace');
  const own = events
    .filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X')
    .filter((event) => event.ts >= fromTs)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = own.filter((event) => event.name === 'RunTask');
  const work: Record<string, number> = {};
  const longTasks: Load['longTasks'] = [];
  let blocking = 0;
  let longest = 0;
  let total = 0;
  let cursor = 0;
  for (const task of tasks) {
    const taskMs = (task.tdur ?? task.dur ?? 0) / 1000;
    total += taskMs;
    longest = Math.max(longest, taskMs);
    blocking += Math.max(0, SLOWDOWN * taskMs - BLOCKING_FROM_MS);
    const end = task.ts + (task.dur ?? 0);
    while (cursor < own.length && (own[cursor]?.ts ?? 0) < task.ts) cursor += 1;
    const inside: TraceEvent[] = [];
    for (let i = cursor; i < own.length && (own[i]?.ts ?? 0) < end; i += 1) {
      const event = own[i];
      if (event && event !== task) inside.push(event);
    }
    // The innermost classified event owns its time; its classified ancestors lose it.
    const taskWork: Record<string, number> = {};
    const stack: { end: number; kind?: string }[] = [];
    let accounted = 0;
    for (const event of inside) {
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
      const kind = kindOf(event);
      const ms = (event.tdur ?? event.dur ?? 0) / 1000;
      if (kind) {
        const parent = [...stack].reverse().find((entry) => entry.kind);
        if (parent?.kind) taskWork[parent.kind] = (taskWork[parent.kind] ?? 0) - ms;
        else accounted += ms;
        taskWork[kind] = (taskWork[kind] ?? 0) + ms;
      }
      stack.push({ end: event.ts + (event.dur ?? 0), kind });
    }
    taskWork.other = (taskWork.other ?? 0) + Math.max(0, taskMs - accounted);
    for (const [kind, ms] of Object.entries(taskWork)) work[kind] = (work[kind] ?? 0) + ms;
    if (taskMs >= 10) {
      const what = Object.entries(taskWork)
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
        .join(', ');
      longTasks.push({ ms: Number(taskMs.toFixed(1)), what });
    }
  }
  const rounded = Object.fromEntries(
    Object.entries(work)
      .filter(([, ms]) => ms >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => [kind, Number(ms.toFixed(1))]),
  );
  return {
    blockingMs: Math.round(blocking),
    longestTaskMs: Number(longest.toFixed(1)),
    mainThreadMs: Math.round(total),
    tasks: tasks.length,
    work: rounded,
    longTasks,
  };
}

interface ProfileNode {
  id: number;
  callFrame: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number };
}

/**
 * With MAIN_THREAD_PROFILE: the sampling profiler's self time per script file and per function
 * (`file:line:column name`), in ms, for the page's main thread.
 */
function sampled(events: TraceEvent[], fromTs: number, pid?: number): Record<string, number> {
  const thread = mainThread(events, pid);
  const idOf = (event: TraceEvent) => `${event.pid}:${(event as unknown as { id: string }).id}`;
  // A profile's start, for the profile of the page's main thread only.
  const clock = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'Profile' && `${event.pid}:${event.tid}` === thread) {
      clock.set(idOf(event), Number(event.args?.data?.startTime ?? event.ts));
    }
  }
  const frames = new Map<string, ProfileNode['callFrame']>();
  const self: Record<string, number> = {};
  for (const event of events) {
    const id = idOf(event);
    if (event.name !== 'ProfileChunk' || !clock.has(id)) continue;
    const data = event.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? [])
      frames.set(`${id}:${node.id}`, node.callFrame);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((sample, index) => {
      const at = (clock.get(id) ?? 0) + (deltas[index] ?? 0);
      clock.set(id, at);
      const frame = frames.get(`${id}:${sample}`);
      // A sample stands for the time until the next one.
      const ms = (deltas[index + 1] ?? 0) / 1000;
      if (at < fromTs || !frame) return;
      if (['(idle)', '(program)', '(root)'].includes(frame.functionName ?? '')) return;
      const file = frame.url ? fileOf(frame.url) : `(${frame.functionName || 'native'})`;
      self[`file ${file}`] = (self[`file ${file}`] ?? 0) + ms;
      const name = `${file}:${(frame.lineNumber ?? 0) + 1}:${frame.columnNumber ?? 0} ${frame.functionName || '(anonymous)'}`;
      self[name] = (self[name] ?? 0) + ms;
    });
  }
  return self;
}

/**
 * A dedicated worker's script (the replay recorder's, loaded once error tracing has started):
 * the page's network events report its request but never its answer, which arrives in the
 * worker's own target. Counted as open, it would keep the network from ever being quiet.
 */
const isWorkerScript = (request: HTTPRequest) =>
  request.resourceType() === 'script' && request.initiator()?.type === 'other';

/**
 * Resolves once `page` has had no request open for `quietMs` (a dedicated worker's script and the
 * live stream aside); watches from the call on.
 */
function watchQuiet(page: Page, quietMs: number, timeoutMs: number): () => Promise<void> {
  const open = new Set<HTTPRequest>();
  let timer: NodeJS.Timeout | undefined;
  let settle: () => void = () => undefined;
  const quiet = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const check = () => {
    clearTimeout(timer);
    if (open.size === 0) timer = setTimeout(settle, quietMs);
  };
  page.on('request', (request) => {
    if (isWorkerScript(request)) return;
    open.add(request);
    check();
  });
  const done = (request: HTTPRequest) => {
    open.delete(request);
    check();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // The live stream stays open for the page's life: it counts until its answer has begun.
  page.on('response', (response) => {
    if (response.headers()['content-type']?.startsWith('text/event-stream')) {
      done(response.request());
    }
  });
  return async () => {
    check();
    let limit: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        quiet,
        new Promise<void>((_, reject) => {
          limit = setTimeout(
            () =>
              reject(
                new Error(
                  `network not quiet within ${timeoutMs} ms; open: ${[...open].map((request) => `${request.resourceType()} ${request.url()}`).join(', ')}`,
                ),
              ),
            timeoutMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(limit);
      clearTimeout(timer);
    }
  };
}

async function load(
  browser: Browser,
  baseUrl: string,
  path: string,
  signedIn: boolean,
  traceFile?: string,
): Promise<Load> {
  const context = await browser.createBrowserContext();
  try {
    const login = await context.newPage();
    await login.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    if (signedIn) await rememberSession(login, baseUrl);
    await login.close();
    // A page of its own, so the trace and the network's quiet see nothing of the log-in page.
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.tracing.start({
      categories: [
        '-*',
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink',
        '__metadata',
        ...(process.env.MAIN_THREAD_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    });
    const startedAt = Date.now();
    const quiet = watchQuiet(page, 1000, 60_000);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await quiet();
    if (signedIn && new URL(page.url()).pathname.startsWith('/login')) {
      throw new Error(`${path} went to the log-in page: the session was not taken`);
    }
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const buffer = await page.tracing.stop();
    if (!buffer) throw new Error('no trace');
    if (traceFile) writeFileSync(traceFile, buffer);
    const { traceEvents } = JSON.parse(Buffer.from(buffer).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    // The navigation's start: the first task after about:blank's, found by the page's URL.
    const navigation = traceEvents
      .filter(
        (event) =>
          (event.name === 'navigationStart' || event.name === 'ResourceSendRequest') &&
          String(
            (event.args?.data as { documentLoaderURL?: string; url?: string } | undefined)
              ?.documentLoaderURL ??
              (event.args?.data as { url?: string } | undefined)?.url ??
              '',
          ).startsWith(baseUrl),
      )
      .sort((a, b) => a.ts - b.ts)[0];
    if (!navigation) throw new Error(`no navigation to ${path} in the trace (${startedAt})`);
    // The page's renderer: the process that parsed the page's HTML (the browser's own pages, such
    // as its omnibox popup, have renderers of their own, sometimes busier).
    const renderer = traceEvents.find(
      (event) =>
        event.name === 'ParseHTML' &&
        String(
          (event.args as { beginData?: { url?: string } } | undefined)?.beginData?.url ?? '',
        ).startsWith(baseUrl),
    )?.pid;
    const profile = process.env.MAIN_THREAD_PROFILE
      ? sampled(traceEvents, navigation.ts, renderer)
      : undefined;
    return {
      ...analyse(traceEvents, navigation.ts, renderer),
      domNodes,
      ...(profile ? { profile } : {}),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function run() {
  if (!CHROMIUM) {
    console.log('No Chromium found: the main-thread traces are skipped.');
    return { skipped: true };
  }
  const loads = Math.max(1, Number(process.env.MAIN_THREAD_LOADS ?? 3));
  const wanted = process.env.MAIN_THREAD_PAGES?.split(',').filter(Boolean) ?? [];
  const traces = process.env.MAIN_THREAD_TRACES;
  if (traces) mkdirSync(traces, { recursive: true });
  return withMeasuredPages(async (browser, baseUrl, pages) => {
    const rows = [];
    const results: Record<string, Load[]> = {};
    for (const [name, path, signedIn] of pages) {
      if (wanted.length > 0 && !wanted.some((page) => name.includes(page))) continue;
      // One load to warm the server's caches and the browser's code cache is not counted.
      await load(browser, baseUrl, path, signedIn);
      const runs: Load[] = [];
      for (let round = 0; round < loads; round += 1) {
        const traceFile = traces
          ? join(traces, `${name.replace(/\W+/g, '-')}-${round + 1}.json`)
          : undefined;
        runs.push(await load(browser, baseUrl, path, signedIn, traceFile));
      }
      results[name] = runs;
      const range = (pick: (run: Load) => number) => {
        const values = runs.map(pick);
        return `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
      };
      rows.push({
        page: name,
        'blocking ms (est.)': range((run) => run.blockingMs),
        'longest task ms': range((run) => run.longestTaskMs),
        'main-thread CPU ms': range((run) => run.mainThreadMs),
        'DOM nodes': range((run) => run.domNodes),
      });
      const kinds = new Set(runs.flatMap((run) => Object.keys(run.work)));
      const work = [...kinds]
        .map((kind) => ({ kind, ms: median(runs.map((run) => run.work[kind] ?? 0)) }))
        .filter((entry) => entry.ms >= 1)
        .sort((a, b) => b.ms - a.ms);
      console.log(`\n${name}: main-thread CPU by kind of work (median of ${loads} loads, ms)`);
      console.table(Object.fromEntries(work.map((entry) => [entry.kind, entry.ms.toFixed(1)])));
      if (process.env.MAIN_THREAD_PROFILE) {
        const keys = new Set(runs.flatMap((run) => Object.keys(run.profile ?? {})));
        const top = [...keys]
          .map((key) => ({ key, ms: median(runs.map((run) => run.profile?.[key] ?? 0)) }))
          .sort((a, b) => b.ms - a.ms);
        console.log(`\n${name}: sampled self time per file (median, ms)`);
        for (const entry of top.filter((e) => e.key.startsWith('file ')).slice(0, 20)) {
          console.log(`  ${entry.ms.toFixed(1).padStart(7)}  ${entry.key.slice(5)}`);
        }
        console.log(`\n${name}: sampled self time per function (median, ms)`);
        for (const entry of top
          .filter((e) => !e.key.startsWith('file '))
          .slice(0, Number(process.env.MAIN_THREAD_PROFILE) || 40)) {
          console.log(`  ${entry.ms.toFixed(1).padStart(7)}  ${entry.key}`);
        }
      }
      if (process.env.MAIN_THREAD_TASKS) {
        runs.forEach((run, index) => {
          console.log(`\n${name}, load ${index + 1}: tasks of 10 ms or more`);
          for (const task of run.longTasks) console.log(`  ${task.ms} ms: ${task.what}`);
        });
      }
    }
    console.log(
      `\nMain thread while a page loads at 412 px (blocking = Σ max(0, ${SLOWDOWN} × task − ${BLOCKING_FROM_MS} ms) of CPU thread time; median (range) of ${loads} loads)\n`,
    );
    console.table(rows);
    return results;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

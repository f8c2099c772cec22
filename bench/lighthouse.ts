// Lighthouse part of `npm run bench`: the performance score (and LCP, total blocking time) of the
// login page, the dashboard, the order list, an order, the offers, the track page, the curtain
// configurator and the hosted shop's configurator, in Lighthouse's mobile and desktop profiles, in the operating system's Chromium.
// The page is the built portal on a fresh embedded database (build first: `npm run build`).
// Signed-in pages get a remembered session of demo-shop in local storage before Lighthouse loads
// them (storage is not reset). Scores depend on the machine's idle CPU: run it on a quiet machine.
// Run alone with `node --import tsx bench/lighthouse.ts`. To look into one page: LIGHTHOUSE_PAGES
// (names, comma separated; a page runs when its name contains one of them: `configurator` runs
// both configurators, `shop configurator` the shop's alone), LIGHTHOUSE_PROFILES (`mobile` or
// `desktop`), LIGHTHOUSE_RUNS (runs per page and profile, default 3: the figures are the run with
// the median score, with the range of scores beside it; one run of the same build swings by up to
// ten points on a machine whose two cores also serve the portal) and LIGHTHOUSE_REPORTS (a folder:
// each run's full Lighthouse JSON is written there, with the trace it read beside it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Browser } from 'puppeteer-core';
import { CHROMIUM } from '../e2e/support/browser.js';
import { rememberSession, withMeasuredPages } from './support/measured-pages.js';

interface Score {
  page: string;
  profile: 'mobile' | 'desktop';
  performance: number;
  lcpMs: number;
  tbtMs: number;
}

/** A page's runs in one profile: the run with the median score, and the range of the scores. */
interface Measured extends Score {
  runs: number;
  range: string;
}

/** The run with the median score (of an even count, the lower middle), with the range. */
export function medianRun(page: string, runs: readonly Omit<Score, 'page'>[]): Measured {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error(`${page}: no run`);
  const low = sorted[0]?.performance;
  const high = sorted.at(-1)?.performance;
  return {
    page,
    ...middle,
    runs: sorted.length,
    range: low === high ? String(low) : `${low}–${high}`,
  };
}

/** A Lighthouse run that measured nothing; the page is run again. */
class RunFailed extends Error {}

/** Runs a page's audit, again when Lighthouse could not read its run (at most three times). */
async function auditOnce(...args: Parameters<typeof audit>): Promise<Omit<Score, 'page'>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(...args);
    } catch (error) {
      if (!(error instanceof RunFailed) || attempt === 3) throw error;
      console.warn(`${error.message}; running it again`);
    }
  }
}

async function audit(
  browser: Browser,
  baseUrl: string,
  path: string,
  profile: Score['profile'],
  signedIn: boolean,
  run = 1,
): Promise<Omit<Score, 'page'>> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (signedIn) {
      await page.goto(`${baseUrl}/login`);
      await rememberSession(page, baseUrl);
    }
    const flags: Flags = {
      onlyCategories: ['performance'],
      disableStorageReset: true,
      logLevel: 'error',
    };
    const result = await lighthouse(
      `${baseUrl}${path}`,
      flags,
      profile === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${path.split('/').filter(Boolean).slice(0, 3).join('-')}-${profile}-${run}.json`;
      writeFileSync(join(reports, name), JSON.stringify(result.lhr));
      // The trace Lighthouse read, to open in the browser's performance panel.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace)
        writeFileSync(join(reports, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
    }
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    // Lighthouse could not read its own trace (NO_NAVSTART now and then): no score to report.
    if (runtimeError) throw new RunFailed(`${path}: ${runtimeError.code}`);
    if (signedIn && new URL(finalDisplayedUrl).pathname.startsWith('/login')) {
      throw new Error(`${path} went to the log-in page: the session was not taken`);
    }
    return {
      profile,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    };
  } finally {
    await context.close();
  }
}

export async function run() {
  if (!CHROMIUM) {
    console.log('No Chromium found: Lighthouse is skipped.');
    return { skipped: true };
  }
  return withMeasuredPages(async (browser, baseUrl, pages) => {
    const only = (variable: string) => {
      const names = process.env[variable]?.split(',').filter(Boolean) ?? [];
      return names.length > 0 ? names : undefined;
    };
    const wantedPages = only('LIGHTHOUSE_PAGES');
    const wantedProfiles = only('LIGHTHOUSE_PROFILES');
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);
    const scores: Measured[] = [];
    for (const profile of ['mobile', 'desktop'] as const) {
      if (wantedProfiles && !wantedProfiles.includes(profile)) continue;
      for (const [name, path, signedIn] of pages) {
        if (wantedPages && !wantedPages.some((wanted) => name.includes(wanted))) continue;
        const measured: Omit<Score, 'page'>[] = [];
        for (let run = 1; run <= runs; run += 1) {
          measured.push(await auditOnce(browser, baseUrl, path, profile, signedIn, run));
        }
        scores.push(medianRun(name, measured));
      }
    }
    console.log(
      `\nLighthouse performance (goal: mobile ≥ 90, desktop ≥ 98): the median of ${runs} run(s), with the range of scores\n`,
    );
    console.table(scores);
    return scores;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

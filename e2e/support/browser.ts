// Headless Chromium from the operating system (Debian's package), driven by playwright-core.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeSource, axeVersion } from './axe.js';

export const CHROMIUM = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path): path is string => Boolean(path && existsSync(path)));
if (!CHROMIUM) {
  console.warn(
    "\n!!! No Chromium found (set CHROMIUM_PATH or install Debian's chromium): the end-to-end journeys are SKIPPED. !!!\n",
  );
}

const ARTIFACTS = resolve(import.meta.dirname, '..', 'artifacts');

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openBrowser(locale = 'nl-NL'): Promise<Browser> {
  if (!CHROMIUM) throw new Error('No Chromium');
  const profile = mkdtempSync(join(tmpdir(), 'atelier-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale,
    viewport: { width: 1366, height: 860 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Resolves when every animation that ends has ended (run in the page: `page.evaluate`). A spinner
 * turns for ever: waiting for it would wait until it is taken away.
 */
const finiteAnimationsDone = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => null)),
  );

/** Settles the page's animations, then lists axe's serious and critical violations. */
async function seriousViolations(page: Page, options: { exclude?: string }) {
  // A transition a key press or click set off starts on the next frame: wait for two first.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page.evaluate(finiteAnimationsDone);
  const builder = new AxeBuilder({ page, axeSource });
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  expect(results.testEngine.version, 'axe-core the journeys run').toBe(axeVersion);
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Fails on any serious or critical accessibility violation of the page as it is now. `exclude`
 * leaves a part out: a sandboxed frame showing a mail's own HTML runs no script, so axe cannot
 * look inside it and would wait for it for ever.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  options: { exclude?: string } = {},
): Promise<void> {
  // Colours are judged as the user ends up seeing them, not halfway through a fade. A toast that
  // closes on its timer may start to fade while axe reads the page: a violation is only reported
  // when it is still there once that fade has ended, on a second look.
  let serious = await seriousViolations(page, options);
  if (serious.length > 0) serious = await seriousViolations(page, options);
  const summary = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes
        .map(
          (n) =>
            `${n.target.join(' ')} ${n.html.slice(0, 120)}${
              v.id === 'color-contrast' ? ` — ${n.any[0]?.message ?? ''}` : ''
            }`,
        )
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** Keeps a screenshot of what the user saw, for people reviewing a run. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Elements that scroll sideways, the page itself included (run in the page: `page.evaluate`). A
 * table that scrolls inside its frame hides columns as surely as a page that scrolls.
 */
export const sidewaysScrollers = () =>
  [document.documentElement, ...document.querySelectorAll<HTMLElement>('body *')]
    .filter((element) => {
      if (element === document.documentElement) return element.scrollWidth > element.clientWidth;
      const overflow = getComputedStyle(element).overflowX;
      return (
        (overflow === 'auto' || overflow === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1
      );
    })
    .map((element) => `${element.tagName}.${element.className}`);

/** Waits until a page has drawn what its last change (a resize, a click) set off. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page.evaluate(finiteAnimationsDone);
}

const DESKTOP = { width: 1366, height: 860 };

/**
 * The page as it is now at 1366 px (`name`) and on a phone at 412 px (`name-412`), then back at
 * 1366. On the phone neither the page nor a list in it may scroll sideways: a page that does
 * hides what lies beyond the screen's edge.
 */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, name);
  await page.setViewportSize({ width: 412, height: 915 });
  // A layout chosen by a media query in the app's code follows the resize a render later.
  let scrolling: unknown = null;
  try {
    await expect.poll(() => page.evaluate(sidewaysScrollers)).toEqual([]);
  } catch (error) {
    scrolling = error;
  }
  await settled(page);
  await screenshot(page, `${name}-412`);
  if (scrolling) throw scrolling;
  await page.setViewportSize(DESKTOP);
  await settled(page);
}

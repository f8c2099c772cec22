// An error in a dealer's browser is seen by the manufacturer before the dealer calls. A Dutch
// dealer's track page breaks (its code is made to throw for this browser only); the page says so
// in Dutch with a reference for support, and the portal keeps the report with its masked replay.
// Customer service finds it by the reference the dealer reads out and watches the replay.

import type { Locale } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM,
  expectAccessible,
  screenshot,
  screenshotBothWidths,
  settled,
} from './support/browser.js';
import { DEMO_PASSWORD, expectTitle, htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const BROKEN = 'Het volgoverzicht is expres gebroken';

/** Resolves once the browser has the whole of a file whose address matches `pattern`. */
function fetched(page: Page, pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    page.on('requestfinished', (request) => {
      if (pattern.test(request.url())) resolve();
    });
  });
}

describe.skipIf(!CHROMIUM)('error tracing in Chromium', () => {
  const portal = usePortal();

  it("a dealer's page breaks; support finds the report by its reference and watches the replay", async () => {
    const baseUrl = portal.baseUrl;
    const dealer = await portal.openBrowser('nl-NL');
    const page = dealer.page;
    const nl = (key: string, params?: Record<string, string | number>) => text('nl', key, params);
    // What reached the portal's intake: reports (`event`) and replay segments, with their answers.
    const sent: { item: string; status: number }[] = [];
    const itemOf = (body: Buffer | null) =>
      body?.includes('"type":"replay_recording"')
        ? 'replay'
        : body?.includes('"type":"event"')
          ? 'event'
          : 'other';
    page.on('response', (response) => {
      if (response.url().endsWith('/api/errors/envelope/')) {
        sent.push({ item: itemOf(response.request().postDataBuffer()), status: response.status() });
      }
    });
    // The recording is sent after the report; here it is held back until support has the report
    // open, as on a slow line, and the desk must pick it up when it arrives.
    let releaseReplay = () => {};
    const replayHeld = new Promise<void>((resolve) => {
      releaseReplay = resolve;
    });
    await page.route(/\/api\/errors\/envelope\/$/, async (route) => {
      if (itemOf(route.request().postDataBuffer()) === 'replay') await replayHeld;
      await route.continue();
    });
    const recorder = fetched(page, /\/assets\/error-replay-[\w-]+\.js$/);
    // The track page breaks while it draws, in this browser only: its code is served with every
    // export replaced by a component that throws.
    await page.route(/\/assets\/track-page-[\w-]+\.js$/, async (route) => {
      const original = await (await route.fetch()).text();
      const names = [...original.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
        (match[1] ?? '').split(',').map(
          (part) =>
            part
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? '',
        ),
      );
      const exported = names.filter(Boolean).map((name) => `broken as ${name}`);
      await route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `function broken() { throw new Error(${JSON.stringify(BROKEN)}); }\nexport { ${exported.join(', ')} };`,
      });
    });
    await logIn(page, baseUrl, 'demo-shop');
    await expect.poll(() => htmlLang(page)).toBe('nl');
    // The recorder arrives once the page has been quiet for a longer spell; the replay then holds
    // what happened before the error.
    await recorder;
    // Its module runs once the browser next has time, and takes the page's first snapshot then:
    // an error before it would leave a replay without a page to play.
    await settled(page);
    await settled(page);
    await page
      .getByRole('link', { name: nl('shell:routes.order') })
      .first()
      .click();
    await page.waitForURL(/\/account\/order/);
    await settled(page);
    await page
      .getByRole('link', { name: nl('shell:routes.track') })
      .first()
      .click();

    const failure = page.getByRole('alert').filter({ hasText: nl('common:failure.title') });
    await failure.waitFor({ timeout: 30_000 });
    const reference = failure.getByTestId('error-reference').locator('code');
    await expect
      .poll(() => reference.textContent(), { timeout: 30_000 })
      .toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){2}$/);
    const said = (await reference.textContent()) ?? '';
    // The shell stays: only the page is replaced, with "try again" in Dutch.
    expect(await failure.getByRole('button', { name: nl('common:actions.retry') }).count()).toBe(1);
    expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'a broken page');
    await screenshotBothWidths(page, 'errors-dealer-page');
    // The report reaches the portal; its replay is held back.
    await expect
      .poll(() => sent.some(({ item, status }) => item === 'event' && status === 200), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(sent.some(({ item }) => item === 'replay')).toBe(false);

    // Customer service finds the report by the reference the dealer read out.
    const support = await portal.openBrowser('en-GB');
    const desk = support.page;
    await desk.goto(`${baseUrl}/login`);
    await desk.locator('input[name="username"]').fill('staff-service');
    await desk.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await desk.locator('form button[type="submit"]').click();
    await desk.waitForURL(/\/manage/, { timeout: 30_000 });
    await desk.goto(`${baseUrl}/manage/errors`);
    // Customer service works in the language of its account.
    await expect.poll(() => htmlLang(desk)).toMatch(/^[a-z]{2}/);
    const language = ((await htmlLang(desk)) ?? 'en') as Locale;
    const en = (key: string, params?: Record<string, string | number>) =>
      text(language, key, params);
    await expectTitle(desk, en('manageErrors:title'));
    // The back office's search, with nothing found yet, is a list box holding one line that says
    // so (an empty list box is an error for a screen reader); Escape closes it.
    const everywhere = desk.getByRole('banner').locator('input').first();
    await everywhere.click();
    await everywhere.pressSequentially('zzqx');
    await desk.getByRole('option', { name: en('manage:search.nothing', { q: 'zzqx' }) }).waitFor();
    await expectAccessible(desk, 'the back office search finding nothing');
    await desk.keyboard.press('Escape');
    await desk.keyboard.press('Escape');
    await desk
      .getByRole('main')
      .getByRole('searchbox', { name: en('manageErrors:search') })
      .pressSequentially(said);
    const row = desk.getByRole('link', { name: new RegExp(BROKEN) });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await expectAccessible(desk, 'errors desk');
    await screenshotBothWidths(desk, 'errors-desk');
    await row.click();

    // The group: the dealer's report with its route, its debtor (by id) and its replay.
    await desk.getByRole('heading', { name: new RegExp(BROKEN) }).waitFor();
    const report = desk.getByRole('heading', {
      name: en('manageErrors:report.title', { reference: said }),
    });
    await report.waitFor({ timeout: 20_000 });
    const page1 = await desk.locator('main').textContent();
    expect(page1).toContain('/account/track');
    // Its replay is on its way: the desk says so, and shows it once it has arrived.
    await desk
      .getByRole('status')
      .filter({ hasText: en('manageErrors:replay.arriving') })
      .waitFor({ timeout: 20_000 });
    releaseReplay();
    await expect
      .poll(() => sent.some(({ item, status }) => item === 'replay' && status === 200), {
        timeout: 30_000,
      })
      .toBe(true);
    const play = desk.getByRole('button', { name: en('manageErrors:replay.play') });
    await play.waitFor({ timeout: 30_000 });
    await expectAccessible(desk, 'an error with its replay', {
      exclude: '[data-testid="replay-stage"]',
    });
    // The replay shows the dealer's pages without their words: every text is masked.
    const stage = desk.frameLocator('[data-testid="replay-stage"] iframe');
    await expect.poll(() => stage.locator('body').count(), { timeout: 20_000 }).toBe(1);
    expect(await stage.locator('body').textContent()).not.toContain(nl('shell:routes.order'));
    // Last, the replay plays from the keyboard (its cursor keeps moving: no check after this).
    await play.focus();
    await desk.keyboard.press('Enter');
    await desk.getByRole('button', { name: en('manageErrors:replay.pause') }).waitFor();
    await screenshot(desk, 'errors-group-replay');
  }, 300_000);
});

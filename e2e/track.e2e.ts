// Tracking: the tracking-only account lands on a populated track page, opens an article's
// production history from the row's menu; a shop configures a curtain, confirms the order, opens
// the track page and, while it stays open, the factory (the simulator, one step) moves the article
// on: the new status appears without a reload. The page, the open menu and the history dialog are
// checked with axe; sizes are typed key by key.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Locale } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { type Browser, CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { choose } from './support/configurator.js';
import { configureCurtain } from './support/curtain.js';
import { expectReadableOnPhone, htmlLang, logIn, PHONE, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const ROOT = resolve(import.meta.dirname, '..');
// The factories' keys: the portal accepts them (stored hashed at start), the simulator uses them.
const KEYS =
  'ateliergenemuiden=atk_journey_genemuiden_0123456789,atelierhelmond=atk_journey_helmond_0123456789';

/** `npm run simulate -- --once`: the factories take one step against the running portal. */
function simulateOnce(baseUrl: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/production/simulate.ts',
        '--once',
        '--quiet',
        '--base-url',
        baseUrl,
        '--keys',
        KEYS,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`simulate exited ${code}: ${output}`)),
    );
  });
}

describe.skipIf(!CHROMIUM)('tracking in Chromium', () => {
  const portal = usePortal({ env: { INTEGRATION_KEYS: KEYS } });
  let browser: Browser | undefined;

  it('a tracking-only account lands on its populated track page and reads an article’s history', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-tracking');
    await page.waitForURL(/\/account\/track/, { timeout: 30_000 });
    const locale = ((await htmlLang(page)) ?? 'nl') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    const table = page.getByRole('table', { name: tr('track:table') });
    await table.waitFor({ timeout: 30_000 });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(3);
    await expectAccessible(page, 'track page of a tracking-only account');
    await screenshot(page, 'track-tracking-only');

    // On a phone each article is a card: its status (the badge whole) and commission in sight,
    // nothing scrolling sideways; its menu opens from the keyboard.
    await page.setViewportSize(PHONE);
    const firstRow = rows.first();
    const status = firstRow.locator(`td[data-stack-label="${tr('track:columns.status')}"]`);
    await status.locator('.mantine-Badge-root').waitFor();
    await screenshot(page, 'track-tracking-only-412');
    await expectReadableOnPhone(page, 'track page on a phone', [
      status.locator('.mantine-Badge-root'),
      firstRow.locator(`td[data-stack-label="${tr('track:columns.commission')}"]`),
      firstRow.locator(`td[data-stack-label="${tr('track:columns.last_change')}"]`),
    ]);
    await expectAccessible(page, 'track page on a phone');
    await firstRow.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem').first().waitFor();
    await expectAccessible(page, 'track row menu open on a phone');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1366, height: 860 });

    // The status filter: on hold / problem only.
    const filtered = page.waitForResponse(
      (answer) => answer.url().includes('/api/track/') && answer.url().includes('group=onhold'),
    );
    await choose(page, tr('track:groups'), tr('enums:productionStatusGroups.onhold'));
    await filtered;
    await page.keyboard.press('Escape');
    await expect.poll(() => page.url()).toContain('group=onhold');
    const problem = table.getByText(tr('enums:productionStatuses.probleem')).first();
    await problem.waitFor({ timeout: 30_000 });
    // Only on-hold rows are left.
    await expect
      .poll(() => table.getByText(tr('enums:productionStatuses.afgewerkt')).count())
      .toBe(0);

    // A row's menu opens the history.
    const menu = table
      .getByRole('button', { name: new RegExp(tr('track:rowActions', { number: '\\d{7}' })) })
      .first();
    await menu.click();
    const item = page.getByRole('menuitem').first();
    await item.waitFor();
    await expectAccessible(page, 'track row menu open');
    await item.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByText(tr('track:timeline.message')).first().waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'production history dialog');
    await screenshot(page, 'track-history-dialog');
    await dialog.getByRole('button', { name: tr('track:timeline.close') }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('a shop confirms an order and sees the factory move it on the open track page, without a reload', async () => {
    await browser?.close();
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/products/curtain`);
    const locale = ((await htmlLang(page)) ?? 'nl') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    const orderNumber = await configureCurtain(
      page,
      portal.baseUrl,
      tr,
      { newCommission: 'Verhoeven' },
      { width: '180', height: '240', room: 'bedroom' },
    );

    // Confirmed from the offer page.
    await page.goto(`${portal.baseUrl}/account/offer`);
    const card = page.getByRole('region', { name: /^Verhoeven \(\d+\)$/ });
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: tr('orders:offer.actions.confirm') }).click();
    const confirmDialog = page.getByRole('dialog', {
      name: tr('orders:offer.dialogs.confirm.title'),
    });
    await confirmDialog.waitFor();
    await confirmDialog
      .getByRole('button', { name: tr('orders:offer.dialogs.confirm.confirm') })
      .click();
    await page.getByText(tr('orders:offer.alerts.confirmed')).waitFor({ timeout: 30_000 });

    // The track page, searched for the article: its first status.
    await page.goto(`${portal.baseUrl}/account/track?q=${orderNumber}`);
    const table = page.getByRole('table', { name: tr('track:table') });
    const row = table.locator('tbody tr', { hasText: orderNumber });
    await row.waitFor({ timeout: 30_000 });
    // The status column, found by its header (columns share cells, so not by a fixed place).
    const headers = (await table.locator('thead th').allTextContents()).map((name) => name.trim());
    const statusColumn = headers.indexOf(tr('track:columns.status'));
    expect(statusColumn).toBeGreaterThanOrEqual(0);
    const statusCell = row.locator('td').nth(statusColumn);
    const before = (await statusCell.textContent())?.trim() ?? '';
    expect(before).not.toBe('');
    await screenshot(page, 'track-confirmed-before');
    await expectAccessible(page, 'track page of a shop');
    // A mark that a reload would wipe.
    await page.evaluate(() => {
      (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
    });

    // The factory takes one step; the open page follows.
    await simulateOnce(portal.baseUrl);
    await expect
      .poll(async () => (await statusCell.textContent())?.trim(), { timeout: 30_000 })
      .not.toBe(before);
    expect(
      await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen),
    ).toBe(true);
    await screenshot(page, 'track-confirmed-after');

    // The dashboard: the production figures and the twelve-week chart (its own chunk).
    await page.goto(`${portal.baseUrl}/account/dashboard`);
    await page
      .getByRole('img', { name: tr('track:summary.chartLabel') })
      .waitFor({ timeout: 30_000 });
    await page.locator('[data-group]').first().waitFor({ state: 'attached', timeout: 30_000 });
    await expectAccessible(page, 'dashboard with production figures');
    await screenshot(page, 'track-dashboard');
  });
});

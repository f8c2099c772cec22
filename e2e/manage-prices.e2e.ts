// A price list changed by the manufacturer's administrator: the list in force downloaded as CSV,
// a changed file uploaded — first one with a bad line (its line and message shown, nothing
// stored), then a good one — its difference (the changed pull rod, old → new with the change in
// percent, filtered), and the new version scheduled from a day typed key by key.

import { readFile } from 'node:fs/promises';
import { formatDayInput, type Locale } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, expectTitle, htmlLang, PHONE, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const OLD_LINE = 'price,pullRodPerPiece,eur,8.50,17.00,';
const NEW_LINE = 'price,pullRodPerPiece,eur,9.50,19.00,';

describe.skipIf(!CHROMIUM)('price lists in Chromium', () => {
  const portal = usePortal();

  it('an administrator uploads a changed price list, sees its difference and schedules it', async () => {
    const { page } = await portal.openBrowser('en-GB');
    const baseUrl = portal.baseUrl;
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="username"]').fill('staff-admin');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/manage/, { timeout: 30_000 });
    await page.goto(`${baseUrl}/manage/price-lists`);
    // staff-admin works in English: the page follows the account's language.
    const locale: Locale = 'en';
    await expect.poll(() => htmlLang(page)).toBe(locale);
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    await expectTitle(page, tr('managePrices:title'));
    await expect.poll(() => page.getByText(tr('managePrices:noVersions')).count()).toBe(1);
    await expectAccessible(page, 'price lists, no version yet');
    await screenshot(page, 'manage-prices-empty');

    // The list in force, as the upload's format.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: tr('managePrices:download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('standard.csv');
    const current = await readFile((await download.path()) as string, 'utf8');
    expect(current.split('\n')[0]).toBe('kind,key,currency,wholesale,sales,value');
    expect(current).toContain(OLD_LINE);

    // A file with one bad line: the line and its message, nothing stored.
    const input = page.locator('input[type="file"]');
    const bad = current.replace(OLD_LINE, 'price,pullRodPerPiece,eur,9;50,19.00,');
    const badLine = bad.split('\n').indexOf('price,pullRodPerPiece,eur,9;50,19.00,') + 1;
    await input.setInputFiles({
      name: 'standard.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad, 'utf8'),
    });
    const errors = page.getByRole('table', {
      name: tr('managePrices:upload.errorsTitle', { count: 1 }),
    });
    await expect.poll(() => errors.count(), { timeout: 15_000 }).toBe(1);
    const cells = await errors.getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells).toEqual([
      String(badLine),
      'wholesale',
      tr('managePrices:csv.amount', { text: '9;50' }),
    ]);
    await expectAccessible(page, 'price list upload with a bad line');
    await screenshot(page, 'manage-prices-line-error');
    expect(await page.getByText(tr('managePrices:noVersions')).count()).toBe(1);
    // The failure's toast goes by itself once the pointer leaves it (it stays while the pointer
    // rests on it); still there, it lay under the schedule dialog's overlay below.
    await page.mouse.move(0, 0);
    const failed = page.getByRole('alert').filter({ hasText: tr('managePrices:upload.failed') });
    await expect.poll(() => failed.count(), { timeout: 15_000 }).toBe(0);

    // The good file: stored as a draft, its difference shown.
    await input.setInputFiles({
      name: 'standard.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(current.replace(OLD_LINE, NEW_LINE), 'utf8'),
    });
    const toast = page.getByText(tr('managePrices:upload.stored', { id: 1 }));
    await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'price list stored toast');
    const difference = page.getByRole('table', {
      name: tr('managePrices:difference.title', { id: 1 }),
    });
    await expect.poll(() => difference.count()).toBe(1);
    const changed = difference.getByRole('row').filter({ hasText: 'pullRodPerPiece' });
    const row = await changed.getByRole('cell').allTextContents();
    expect(row[0]).toBe(tr('managePrices:difference.kinds.changed'));
    expect(row[2]).toBe('EUR');
    expect(row[3]).toContain('8.50');
    expect(row[4]).toContain('9.50');
    expect(row[5]).toBe('+11.8 %');
    // The filter finds it by name and hides it for another word.
    const filter = page.getByRole('textbox', { name: tr('managePrices:difference.filter') });
    await filter.pressSequentially('motor');
    await expect.poll(() => page.getByText(tr('managePrices:difference.noMatch')).count()).toBe(1);
    await filter.fill('');
    await filter.pressSequentially('pullrod');
    await expect.poll(() => changed.count()).toBe(1);
    await expectAccessible(page, 'price list difference');
    await screenshot(page, 'manage-prices-difference');

    // Scheduled from tomorrow, typed key by key in the user's day format.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page
      .getByRole('button', { name: tr('managePrices:actions.schedule'), exact: true })
      .last()
      .click();
    const dialog = page.getByRole('dialog', { name: tr('managePrices:schedule.title', { id: 1 }) });
    await dialog.waitFor();
    const day = dialog.getByRole('textbox', { name: tr('managePrices:schedule.day') });
    await day.pressSequentially(formatDayInput(tomorrow, locale));
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'schedule dialog');
    await screenshot(page, 'manage-prices-schedule');
    await dialog.getByRole('button', { name: tr('managePrices:schedule.confirm') }).click();
    const scheduled = page.getByText(tr('managePrices:schedule.done', { id: 1 }));
    await expect.poll(() => scheduled.count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'scheduled toast');
    const versions = page.getByRole('table', {
      name: tr('managePrices:versions', { name: 'Atelier 2026' }),
    });
    const version = versions
      .getByRole('row')
      .filter({ hasText: tr('managePrices:versionName', { id: 1 }) });
    await expect.poll(() => version.getByText(tr('managePrices:states.scheduled')).count()).toBe(1);
    await screenshot(page, 'manage-prices-scheduled');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'price lists on a phone');
    await screenshot(page, 'manage-prices-scheduled-412');
  });
});

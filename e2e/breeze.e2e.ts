// Curtain-breeze, closed pages and the track list on a laptop screen: a Polish shop opens the
// inspiration corner from the menu, reads an article and follows it to a featured collection; a
// log-in without sample service types that page's address and is refused; the track list fits
// 1366 × 768 without scrolling sideways.
import { describe, expect, it } from 'vitest';
import {
  type Browser,
  CHROMIUM,
  expectAccessible,
  screenshot,
  sidewaysScrollers,
} from './support/browser.js';
import { logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const pl = (key: string, params?: Record<string, string | number>) => text('pl', key, params);
const en = (key: string, params?: Record<string, string | number>) => text('en', key, params);

describe.skipIf(!CHROMIUM)('curtain-breeze and closed pages in Chromium', () => {
  const portal = usePortal();
  let browser: Browser | undefined;

  it('a Polish shop reads a trend article and follows it to a featured collection', async () => {
    browser = await portal.openBrowser('pl-PL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-pl');
    const menu = page.getByRole('navigation', { name: pl('shell:nav.main') });
    await menu.getByRole('link', { name: pl('shell:routes.curtainBreeze') }).click();
    await page.waitForURL(/\/account\/curtain-breeze$/);
    const list = page.getByRole('region', { name: pl('inspiration:listLabel') });
    await expect.poll(() => list.getByRole('article').count()).toBe(3);
    const title = 'Aksamit na ciemne miesiące';
    await expect.poll(() => list.getByRole('heading', { name: title }).count()).toBe(1);
    // Every picture has loaded (an SVG room per article).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].every((image) => image.complete && image.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await expectAccessible(page, 'curtain-breeze list');
    await screenshot(page, 'breeze-list');

    await list
      .getByRole('link', {
        name: pl('common:labelled', { label: pl('inspiration:read'), value: title }),
      })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/account\/curtain-breeze\/velvet-for-the-darker-months$/);
    await expect
      .poll(() => page.getByRole('heading', { name: pl('inspiration:collections') }).count())
      .toBe(1);
    expect(await page.getByText('podszewką zaciemniającą').count()).toBe(1);
    await expectAccessible(page, 'curtain-breeze article');
    await screenshot(page, 'breeze-article');

    await page
      .getByRole('link', { name: pl('inspiration:openCollection', { name: 'Velluto' }) })
      .click();
    await page.waitForURL(/\/account\/fabrics\/family\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Velluto' }).count())
      .toBeGreaterThan(0);
    await expectAccessible(page, 'featured collection');
    await screenshot(page, 'breeze-collection');
    await browser.close();
    browser = undefined;
  });

  it('a log-in without sample service finds neither its menu entry nor its page', async () => {
    browser = await portal.openBrowser('en-GB');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-limited');
    const menu = page.getByRole('navigation', { name: en('shell:nav.main') });
    await expect
      .poll(() => menu.getByRole('link', { name: en('shell:routes.dashboard') }).count())
      .toBe(1);
    expect(await menu.getByRole('link', { name: en('shell:routes.sampleservice') }).count()).toBe(
      0,
    );
    expect(await menu.getByRole('link', { name: en('shell:routes.customerFabrics') }).count()).toBe(
      0,
    );

    await page.goto(`${portal.baseUrl}/account/sampleservice`);
    const refused = page.getByRole('main').getByText(en('errors:feature_disabled'));
    await expect.poll(() => refused.count()).toBe(1);
    await expectAccessible(page, 'sample service refused');
    await screenshot(page, 'breeze-refused');

    await page.goto(`${portal.baseUrl}/account/customer-fabrics/add`);
    await expect.poll(() => refused.count()).toBe(1);
    await browser.close();
    browser = undefined;
  });

  it('the track list of a service account fits 1366 × 768 without scrolling sideways', async () => {
    browser = await portal.openBrowser('en-GB');
    const { page } = browser;
    await page.setViewportSize({ width: 1366, height: 768 });
    await logIn(page, portal.baseUrl, 'demo-service');
    await page.goto(`${portal.baseUrl}/account/track`);
    const table = page.getByRole('table', { name: en('track:table') });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    expect(await page.evaluate(sidewaysScrollers)).toEqual([]);

    // The order-date range reads and shows the day as the language writes it (en: month first).
    const from = page.getByRole('textbox', { name: en('track:from') });
    await from.click();
    await from.pressSequentially('11/01/2026');
    await page.keyboard.press('Tab');
    await page.waitForURL(/from=2026-11-01/);
    await expect.poll(() => from.inputValue()).toBe('11/01/2026');
    // Tab moved on into the open calendar: it is checked too, then closed.
    await expectAccessible(page, 'track date calendar');
    await screenshot(page, 'breeze-track-calendar');
    await page.keyboard.press('Escape');
    // The calendar fades out before it leaves: the list is checked once it has gone (axe read
    // its half-faded day names as too little contrast).
    await expect.poll(() => page.locator('.mantine-DateInput-weekday').count()).toBe(0);
    await expectAccessible(page, 'track list at 1366 × 768');
    await screenshot(page, 'breeze-track-1366');
    expect(await page.evaluate(sidewaysScrollers)).toEqual([]);

    // A range with no orders in it says so, not that the shop has none, and clears back.
    await from.click();
    await page.keyboard.press('Control+A');
    await from.pressSequentially('01/01/2099');
    await page.keyboard.press('Enter');
    await page.waitForURL(/from=2099-01-01/);
    await page.getByText(en('lists:noFilterMatch')).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.mantine-DateInput-weekday').count()).toBe(0);
    await expectAccessible(page, 'track list, nothing in the range');
    await screenshot(page, 'breeze-track-no-match');
    await page.getByRole('button', { name: en('lists:clearFilters') }).click();
    await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    expect(new URL(page.url()).search).toBe('');
    expect(await from.inputValue()).toBe('');
  });
});

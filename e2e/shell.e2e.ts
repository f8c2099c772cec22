// The portal shell as its users meet it: logging in, the dashboard, switching language, the
// release notes, logging out; the tracking-only account; a service account choosing its shop.
import { describe, expect, it } from 'vitest';
import { DEMO_RELEASE_NOTES } from '../apps/api/src/db/seed/release-notes.js';
import { type Browser, CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { expectTitle, htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with `{{name}}` placeholders as a pattern matching any value of them. */
const pattern = (message: string) =>
  new RegExp(escapeRegExp(message).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.*'));

describe.skipIf(!CHROMIUM)('the portal shell in Chromium', () => {
  const portal = usePortal();
  let browser: Browser;

  it('a shop logs in, switches to Polish, reads the release notes and logs out', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    try {
      // Root and unknown paths lead to the login page, in Dutch, the interface default.
      await page.goto(`${portal.baseUrl}/`);
      await page.waitForURL(/\/login/);
      expect(await htmlLang(page)).toBe('nl');
      await expectTitle(page, text('nl', 'auth:login.title'));
      await expectAccessible(page, 'login');
      await screenshot(page, 'shell-login');

      await page.goto(`${portal.baseUrl}/no/such/page`);
      await page.waitForURL(/\/login/);

      // The forgot-password and recover-password pages.
      await page.getByRole('link', { name: text('nl', 'auth:login.forgot') }).click();
      await page.waitForURL(/\/forgot-password/);
      await expectAccessible(page, 'forgot password');
      await page.goto(`${portal.baseUrl}/recover-password?token=not-a-real-token`);
      await expectAccessible(page, 'recover password');

      // Wrong credentials keep the user on the login page with the message of configurators §8.
      await page.goto(`${portal.baseUrl}/login`);
      await page.locator('input[name="username"]').fill('demo-shop');
      await page.locator('input[name="password"]').fill('not-the-password');
      await page.locator('form button[type="submit"]').click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain(text('nl', 'auth:login.invalidCredentials'));

      // A login with `next` returns to the page asked for.
      await page.goto(`${portal.baseUrl}/account/release-notes`);
      await page.waitForURL(/\/login\?next=/);
      await page.locator('input[name="username"]').fill('demo-shop');
      await page.locator('input[name="password"]').fill('atelier-demo');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/account\/release-notes/);

      await page.goto(`${portal.baseUrl}/account`);
      await page.waitForURL(/\/account\/dashboard/);
      await expectTitle(page, text('nl', 'shell:routes.dashboard'));
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toBe(text('nl', 'shell:routes.dashboard'));
      await expectAccessible(page, 'dashboard');
      await screenshot(page, 'shell-dashboard-nl');

      // Polish: the texts and <html lang> change, and the choice is kept by the account.
      await page.getByRole('button', { name: text('nl', 'common:language.label') }).click();
      await expectAccessible(page, 'language menu');
      await page.getByRole('menuitem', { name: /Polski/ }).click();
      await expect.poll(() => htmlLang(page)).toBe('pl');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toBe(text('pl', 'shell:routes.dashboard'));
      await expectTitle(page, text('pl', 'shell:routes.dashboard'));
      await page.reload();
      await expect.poll(() => htmlLang(page)).toBe('pl');
      await expectAccessible(page, 'dashboard in Polish');
      await screenshot(page, 'shell-dashboard-pl');
      // The tiles' counts keep their width beside the long Polish titles (squeezed, the number's
      // room was 0 to 2 pixels wide).
      const counts = page.locator('.atelier-tile .mantine-Badge-label');
      await expect.poll(() => counts.count()).toBeGreaterThan(0);
      expect(
        await counts.evaluateAll((labels) =>
          labels.filter((label) => label.scrollWidth > label.clientWidth).map((l) => l.textContent),
        ),
      ).toEqual([]);

      // Release notes: 7 rows a page, case-insensitive search on the title, paging.
      await page
        .getByRole('navigation', { name: text('pl', 'shell:nav.main') })
        .getByRole('link', { name: text('pl', 'shell:routes.releaseNotes') })
        .click();
      await page.waitForURL(/\/account\/release-notes/);
      const rows = page.getByRole('table').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(7);
      await expectAccessible(page, 'release notes');
      await screenshot(page, 'shell-release-notes');
      // The list's "rows per page" menu (its button shows the number of rows).
      await page
        .locator('.mantine-datatable-pagination')
        .getByRole('button', { name: '7', exact: true })
        .click();
      await expect.poll(() => page.getByRole('menu').count()).toBe(1);
      await expectAccessible(page, 'rows per page menu');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
      await page.getByRole('button', { name: text('pl', 'releaseNotes:pagination.next') }).click();
      // The second page holds the seeded notes beyond the first seven (the seed grows with them).
      await expect.poll(() => rows.count()).toBe(Math.min(7, DEMO_RELEASE_NOTES.length - 7));
      // The notes speak the user's language: the search looks in the Polish texts, ignoring case.
      const tracking = DEMO_RELEASE_NOTES.filter((note) =>
        note.message.pl.toLocaleLowerCase('pl').includes('śledzenie'),
      ).length;
      expect(tracking).toBeGreaterThan(1);
      await page.getByLabel(text('pl', 'releaseNotes:search')).fill('ŚLEDZENIE');
      await expect.poll(() => rows.count()).toBe(tracking);
      await page.getByLabel(text('pl', 'releaseNotes:search')).fill('no such words');
      await expect
        .poll(() =>
          page.getByText(text('pl', 'releaseNotes:noMatch', { query: 'no such words' })).count(),
        )
        .toBe(1);

      // Log out from the account overlay.
      await page.getByRole('button', { name: pattern(text('pl', 'shell:account.open')) }).click();
      await expectAccessible(page, 'account overlay');
      await page.getByRole('button', { name: text('pl', 'shell:account.logout') }).click();
      await page.waitForURL(/\/login/);
      await page.goto(`${portal.baseUrl}/account/dashboard`);
      await page.waitForURL(/\/login\?next=/);
    } finally {
      await browser.close();
    }
  });

  it('a tracking-only account sees only tracking, and it is its default page', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    try {
      await logIn(page, portal.baseUrl, 'demo-tracking');
      await page.waitForURL(/\/account\/track/);
      const nav = page.getByRole('navigation', { name: text('nl', 'shell:nav.main') });
      await expect.poll(() => nav.getByRole('link').count()).toBe(1);
      expect(await nav.getByRole('link').textContent()).toContain(text('nl', 'shell:routes.track'));
      await page.goto(`${portal.baseUrl}/account`);
      await page.waitForURL(/\/account\/track/);
      await expectAccessible(page, 'tracking only');
      await screenshot(page, 'shell-tracking-only');
    } finally {
      await browser.close();
    }
  });

  it('a service account chooses the shop it works for', async () => {
    browser = await portal.openBrowser('en-GB');
    const { page } = browser;
    try {
      await logIn(page, portal.baseUrl, 'demo-service');
      const chooser = page.getByRole('button', { name: text('en', 'shell:debtor.choose') });
      await chooser.click();
      await expectAccessible(page, 'servicing debtor chooser');
      await page.getByPlaceholder(text('en', 'shell:debtor.placeholder')).click();
      const first = page.getByRole('option').first();
      const shop = ((await first.textContent()) ?? '').replace(/\s*\(.*\)\s*$/, '');
      await first.click();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: text('en', 'shell:debtor.open', { name: shop }) })
            .count(),
        )
        .toBe(1);
      // The choice is kept by the account: a new page load still works for that shop.
      await page.reload();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: text('en', 'shell:debtor.open', { name: shop }) })
            .count(),
        )
        .toBe(1);
      await screenshot(page, 'shell-service-account');
    } finally {
      await browser.close();
    }
  });
});

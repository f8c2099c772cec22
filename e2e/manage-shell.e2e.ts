// The back office's shell: a member of staff logs in on the same page and lands in /manage by the
// role; the overview shows the desks the role opens; the search is typed key by key and its result
// opened with the keyboard; the audit trail is filtered (in the URL) and an entry's change opened
// as a before/after dialog, closed with Escape; the staff menu; the phone's drawer. A dealer who
// types /manage lands in their account area; the driver lands on the delivery run.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Browser, CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, expectTitle, logIn, PHONE, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const tr = (key: string, params?: Record<string, string | number>) => text('en', key, params);

/** Logs in through the login page and waits for the back office. */
async function logInStaff(page: Page, baseUrl: string, username: string, landing: RegExp) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(landing, { timeout: 30_000 });
}

describe.skipIf(!CHROMIUM)('the back office shell in Chromium', () => {
  const portal = usePortal();
  let browser: Browser;

  it('the administrator lands on the overview, searches, and reads the audit trail', async () => {
    browser = await portal.openBrowser('en-GB');
    const { page } = browser;
    const baseUrl = portal.baseUrl;
    await logInStaff(page, baseUrl, 'staff-admin', /\/manage$/);

    // The overview: the desks of the role, the audit trail among them.
    await expectTitle(page, tr('manage:routes.overview'));
    const main = page.getByRole('main');
    await expect
      .poll(() => main.getByRole('link', { name: new RegExp(tr('manage:routes.audit')) }).count())
      .toBe(1);
    const nav = page.getByRole('navigation', { name: tr('manage:nav.main') });
    await expect
      .poll(() => nav.getByRole('link', { name: tr('manage:routes.audit') }).count())
      .toBe(1);
    await expectAccessible(page, 'back office overview');
    await screenshot(page, 'manage-overview');

    // The search, typed key by key: the dealer by its number, opened with the keyboard.
    const search = page.getByRole('banner').getByLabel(tr('manage:search.label'));
    await search.click();
    await search.pressSequentially('100231', { delay: 60 });
    const option = page.getByRole('option', { name: /Woonwinkel De Linde/ });
    await expect.poll(() => option.count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => page.getByText(tr('manage:search.debtors'), { exact: true }).count())
      .toBe(1);
    await expectAccessible(page, 'search with its results open');
    await screenshot(page, 'manage-search');
    // Escape closes the list and keeps the text; Enter on the (first) result opens its page.
    await page.keyboard.press('Escape');
    await expect.poll(() => option.count()).toBe(0);
    expect(await search.inputValue()).toBe('100231');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => option.count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/manage\/debtors\/\d+$/);
    expect(await search.inputValue()).toBe('');

    // The audit trail from the sidebar: the seeded history, filtered by action in the URL.
    await nav.getByRole('link', { name: tr('manage:routes.audit') }).click();
    await page.waitForURL(/\/manage\/audit$/);
    await expectTitle(page, tr('manage:routes.audit'));
    const table = page.getByRole('table', { name: tr('manage:audit.table') });
    const details = (action: string) =>
      table.getByRole('button', { name: tr('manage:audit.show', { action }) });
    await expect.poll(() => details('debtor.flags').count(), { timeout: 10_000 }).toBe(1);
    expect(await details('debtor.contact').count()).toBe(1);
    const action = page.getByRole('textbox', { name: tr('manage:audit.filters.action') });
    await action.pressSequentially('debtor.contact', { delay: 30 });
    await page.waitForURL(/action=debtor\.contact/);
    await expect.poll(() => details('debtor.flags').count()).toBe(0);
    expect(await details('debtor.contact').count()).toBe(1);
    await expectAccessible(page, 'audit trail, filtered');
    await screenshot(page, 'manage-audit');

    // The change as a difference: only the phone changed, old → new.
    await details('debtor.contact').click();
    const dialog = page.getByRole('dialog', {
      name: tr('manage:audit.dialogTitle', { action: 'debtor.contact', staff: 'staff-admin' }),
    });
    await dialog.waitFor();
    const row = dialog.getByRole('row', { name: /phone/ });
    await expect.poll(() => row.textContent()).toContain('+32 9 225 31 41');
    expect(await row.textContent()).toContain('+32 9 225 31 40');
    expect(await dialog.getByRole('row', { name: /email/ }).count()).toBe(0);
    await expectAccessible(page, 'audit entry dialog');
    await screenshot(page, 'manage-audit-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The staff member's own menu: the role, and log-out.
    const menu = page.getByRole('button', {
      name: tr('manage:staffMenu.open', {
        name: 'staff-admin',
        role: tr('manage:roles.administrator'),
      }),
    });
    await menu.click();
    const logout = page.getByRole('button', { name: tr('shell:account.logout') });
    await logout.waitFor();
    await expectAccessible(page, 'staff menu open');
    await screenshot(page, 'manage-staff-menu');
    await page.keyboard.press('Escape');
    await logout.waitFor({ state: 'hidden' });

    // On a phone the sidebar is a drawer behind the burger, with the search on top.
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/manage`);
    await expectTitle(page, tr('manage:routes.overview'));
    await page.getByRole('button', { name: tr('shell:nav.toggle') }).click();
    await nav.getByRole('link', { name: tr('manage:routes.audit') }).waitFor();
    await expectAccessible(page, 'phone drawer open');
    await screenshot(page, 'manage-drawer-412');
    await nav.getByRole('link', { name: tr('manage:routes.audit') }).click();
    await page.waitForURL(/\/manage\/audit$/);
    await screenshot(page, 'manage-audit-412');
    await page.setViewportSize({ width: 1366, height: 860 });

    // Log out: back to the login page.
    await menu.click();
    await logout.click();
    await page.waitForURL(/\/login/);
    await browser.close();
  });

  it('a dealer who types /manage lands in their account area', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/manage/audit`);
    await page.waitForURL(/\/account\//);
    expect(new URL(page.url()).pathname).not.toMatch(/^\/manage/);
    await browser.close();
  });

  it('the driver lands on the delivery run', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logInStaff(page, portal.baseUrl, 'staff-driver', /\/manage\/delivery/);
    // The overview is not the driver's: the guard sends them back to their landing page.
    await page.goto(`${portal.baseUrl}/manage`);
    await page.waitForURL(/\/manage\/delivery/);
    await browser.close();
  });
});

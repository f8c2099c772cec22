// The debtor desk as the administrator uses it: a shop found by its number typed key by key,
// opened, the sample service of its account switched off in the flags dialog, the dealer's sidebar
// without it on its next load; a second dealer user added, who follows the invitation in the demo
// mailbox, chooses a password and logs in; the shop's portal viewed read-only with its banner, and
// left. Axe on every page, dialog and toast; screenshots at 1366 and 412 px.
import type { Locale } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, expectAccessible, screenshotBothWidths } from './support/browser.js';
import { DEMO_PASSWORD, htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const SHOP_NUMBER = '100231';
const NEW_USER = 'linde-balie';
const NEW_EMAIL = 'balie@woonwinkel-delinde.example';
const NEW_PASSWORD = 'Gordijn-balie-2026';

async function logInStaff(page: Page, baseUrl: string, username: string) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url: URL) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

describe.skipIf(!CHROMIUM)('the debtor desk in Chromium', () => {
  const portal = usePortal({ env: { DEMO_OUTBOX: 'true' } });

  it('switches off a dealer’s sample service and views the shop as its dealer', async () => {
    const { page } = await portal.openBrowser('en-GB');
    await page.setViewportSize({ width: 1366, height: 860 });
    const baseUrl = portal.baseUrl;
    await logInStaff(page, baseUrl, 'staff-admin');
    // The administrator's own language (English) replaces the log-in page's once known.
    await expect.poll(() => htmlLang(page)).toBe('en');
    const locale: Locale = 'en';
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

    // The list: the number typed key by key finds the one shop.
    await page.goto(`${baseUrl}/manage/debtors`);
    const search = page.getByRole('searchbox', { name: tr('manageDebtors:list.search') });
    await search.waitFor();
    await search.pressSequentially(SHOP_NUMBER);
    const row = page.getByRole('row').filter({ hasText: SHOP_NUMBER });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expectAccessible(page, 'debtors list, searched');
    await screenshotBothWidths(page, 'manage-debtors-list');

    // The debtor with its users.
    await row.click();
    await page.waitForURL(/\/manage\/debtors\/\d+$/);
    const flagsButton = page.getByRole('button', {
      name: tr('manageDebtors:users.editFlags', { username: 'demo-shop' }),
    });
    await flagsButton.waitFor();
    await expectAccessible(page, 'debtor page');
    await screenshotBothWidths(page, 'manage-debtors-detail');

    // The flags dialog: the sample service switched off.
    await flagsButton.click();
    const dialog = page.getByRole('dialog', {
      name: tr('manageDebtors:flags.title', { username: 'demo-shop' }),
    });
    await dialog.waitFor();
    const sampleService = dialog.getByRole('switch', {
      name: tr('manageDebtors:flags.labels.show_sample_service_buttons'),
    });
    expect(await sampleService.isChecked()).toBe(true);
    await expectAccessible(page, 'flags dialog');
    await screenshotBothWidths(page, 'manage-debtors-flags');
    await sampleService.click({ force: true });
    expect(await sampleService.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: tr('manageDebtors:flags.save') }).click();
    const saved = page.getByText(tr('manageDebtors:flags.saved', { username: 'demo-shop' }));
    await saved.waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expectAccessible(page, 'flags saved, toast');

    // A second dealer user: the empty form's field messages first, then the user typed.
    await page.getByRole('button', { name: tr('manageDebtors:users.add') }).click();
    const add = page.getByRole('dialog', { name: tr('manageDebtors:addUser.title') });
    await add.waitFor();
    await add.getByRole('button', { name: tr('manageDebtors:addUser.submit') }).click();
    await expect.poll(() => add.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'add-user dialog with field errors');
    await screenshotBothWidths(page, 'manage-debtors-add-user');
    await add
      .getByRole('textbox', { name: tr('manageDebtors:addUser.username') })
      .pressSequentially(NEW_USER);
    await add
      .getByRole('textbox', { name: tr('manageDebtors:addUser.email') })
      .pressSequentially(NEW_EMAIL);
    await add.getByRole('button', { name: tr('manageDebtors:addUser.submit') }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByText(tr('manageDebtors:addUser.sent', { email: NEW_EMAIL })).waitFor();
    await expectAccessible(page, 'user added, toast');
    const invited = page.getByRole('row').filter({ hasText: NEW_USER });
    await expect
      .poll(() => invited.getByText(tr('manageDebtors:users.invited')).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    // View as dealer: the shop's dashboard under the read-only banner, in the dealer's language
    // (demo-shop's is Dutch), without the sample service.
    await page.getByRole('button', { name: tr('manageDebtors:viewAs.open') }).click();
    await page.waitForURL(/\/account\/dashboard/);
    await expect.poll(() => htmlLang(page)).toBe('nl');
    const nl = (key: string, params?: Record<string, string | number>) => text('nl', key, params);
    const banner = page.getByRole('region', { name: nl('manageDebtors:viewAs.open') });
    await banner.waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: nl('shell:routes.track') }).count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: nl('shell:routes.sampleservice') }).count()).toBe(
      0,
    );
    await expectAccessible(page, 'dealer portal viewed read-only');
    await screenshotBothWidths(page, 'manage-debtors-view-as');

    // Exit: back on the debtor's page, the view ended.
    await banner.getByRole('button', { name: nl('manageDebtors:viewAs.exit') }).click();
    await page.waitForURL(/\/manage\/debtors\/\d+$/);
    expect(await page.evaluate(() => sessionStorage.getItem('atelier.view-as'))).toBeNull();

    // The dealer's own next load: no sample service in the sidebar.
    const dealer = await portal.openBrowser('nl-NL');
    await logIn(dealer.page, baseUrl, 'demo-shop');
    const dealerLocale = ((await htmlLang(dealer.page)) ?? 'nl') as Locale;
    await expect
      .poll(() =>
        dealer.page.getByRole('link', { name: text(dealerLocale, 'shell:routes.track') }).count(),
      )
      .toBeGreaterThan(0);
    expect(
      await dealer.page
        .getByRole('link', { name: text(dealerLocale, 'shell:routes.sampleservice') })
        .count(),
    ).toBe(0);

    // The new user: the invitation in the demo mailbox (in the user's language, Dutch), its link
    // followed, a password chosen, and the shop's portal after logging in with it.
    const invitee = await portal.openBrowser('nl-NL');
    const mail = invitee.page;
    await mail.goto(`${baseUrl}/demo/outbox`);
    const letter = mail.getByRole('article').filter({ hasText: NEW_EMAIL });
    await expect.poll(() => letter.count(), { timeout: 15_000 }).toBe(1);
    expect(await letter.getByText(new RegExp(NEW_USER)).count()).toBeGreaterThan(0);
    await expectAccessible(mail, 'demo mailbox with the invitation');
    await screenshotBothWidths(mail, 'manage-debtors-invitation');
    await letter.getByRole('link', { name: /recover-password/ }).click();
    await mail.waitForURL(/\/recover-password\?token=/);
    await mail
      .getByLabel(nl('recovery:recover.newPassword'), { exact: true })
      .pressSequentially(NEW_PASSWORD);
    await mail
      .getByLabel(nl('recovery:recover.confirmPassword'), { exact: true })
      .pressSequentially(NEW_PASSWORD);
    await mail.getByRole('button', { name: nl('recovery:recover.submit') }).click();
    await mail.getByText(nl('recovery:recover.success')).waitFor();
    await expectAccessible(mail, 'password chosen');
    await mail.goto(`${baseUrl}/login`);
    await mail.locator('input[name="username"]').fill(NEW_USER);
    await mail.locator('input[name="password"]').fill(NEW_PASSWORD);
    await mail.locator('form button[type="submit"]').click();
    await mail.waitForURL(/\/account\//, { timeout: 30_000 });
    await expect
      .poll(() => mail.getByRole('link', { name: nl('shell:routes.track') }).count())
      .toBeGreaterThan(0);

    // The desk shows the user active, no longer invited.
    await page.reload();
    await expect.poll(() => invited.getByText(tr('manageDebtors:users.active')).count()).toBe(1);
    expect(await invited.getByText(tr('manageDebtors:users.invited')).count()).toBe(0);
  });
});

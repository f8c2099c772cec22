// The account's own pages as a shop meets them: an employee added, archived and brought back;
// the system settings; the service page's documents and a video playing with captions; help
// with the support entry; the demo mailbox after a password reset; and a partner-group user who
// sees the partner's brand instead of the supplier's.
import { groupBrand, SUPPLIER_BRAND } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { type Browser, CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const tr = (key: string, params?: Record<string, string | number>) => text('nl', key, params);

describe.skipIf(!CHROMIUM)('the account pages in Chromium', () => {
  // As `npm start` runs the demo: mail is kept and readable in the demo mailbox.
  const portal = usePortal({ env: { DEMO_OUTBOX: 'true' } });
  let browser: Browser;

  it('a shop manages an employee through the archive and back, and sets its display flags', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/settings?tab=employees`);
    await expect
      .poll(() => page.getByRole('cell', { name: 'Anouk de Linde', exact: true }).count())
      .toBe(1);
    await expectAccessible(page, 'employees tab');

    await page.getByRole('button', { name: tr('account:staff.employees.add') }).click();
    const dialog = page.getByRole('dialog', { name: tr('account:staff.employees.addTitle') });
    await dialog.getByLabel(tr('account:staff.fields.name')).pressSequentially('Femke Bos');
    await dialog
      .getByLabel(tr('account:staff.fields.email'))
      .pressSequentially('femke@woonwinkel-delinde.example');
    await expectAccessible(page, 'new employee dialog');
    await dialog.getByRole('button', { name: tr('account:staff.save') }).click();
    const added = page.getByText(tr('account:staff.employees.added', { name: 'Femke Bos' }));
    await expect.poll(() => added.count()).toBe(1);
    await expectAccessible(page, 'employee added toast');
    await expect
      .poll(() => page.getByRole('cell', { name: 'Femke Bos', exact: true }).count())
      .toBe(1);

    await page
      .getByRole('button', { name: tr('account:staff.archiveOne', { name: 'Femke Bos' }) })
      .click();
    await expect
      .poll(() => page.getByRole('cell', { name: 'Femke Bos', exact: true }).count())
      .toBe(0);
    await page.getByText(tr('account:staff.archiveView'), { exact: true }).click();
    await expect
      .poll(() => page.getByRole('cell', { name: 'Femke Bos', exact: true }).count())
      .toBe(1);
    expect(await page.getByRole('cell', { name: 'Dirk Mulder', exact: true }).count()).toBe(1);
    await screenshot(page, 'account-employees-archive');
    await expectAccessible(page, 'employees archive');
    await page
      .getByRole('button', { name: tr('account:staff.restoreOne', { name: 'Femke Bos' }) })
      .click();
    await expect
      .poll(() => page.getByRole('cell', { name: 'Femke Bos', exact: true }).count())
      .toBe(0);
    await page.getByText(tr('account:staff.active'), { exact: true }).click();
    await expect
      .poll(() => page.getByRole('cell', { name: 'Femke Bos', exact: true }).count())
      .toBe(1);

    // Locations keep their own archive.
    await page.getByRole('tab', { name: tr('account:tabs.locations') }).click();
    await expect
      .poll(() => page.getByRole('cell', { name: 'Winkel Zwolle', exact: true }).count())
      .toBe(1);
    await expectAccessible(page, 'locations tab');

    await page.getByRole('tab', { name: tr('account:tabs.system') }).click();
    const room = page.getByRole('switch', {
      name: new RegExp(`^${tr('account:system.flags.show_room.label')}`),
    });
    await expect.poll(() => room.isChecked()).toBe(true);
    await room.click({ force: true });
    await page.getByRole('button', { name: tr('account:system.save') }).click();
    await expect.poll(() => page.getByText(tr('account:system.saved')).count()).toBe(1);
    await screenshot(page, 'account-system-settings');
    await expectAccessible(page, 'system settings tab with toast');
  });

  it('the service page downloads a document and plays a video with captions', async () => {
    const { page } = browser;
    await page.goto(`${portal.baseUrl}/account/service#videos`);
    const video = page.locator('video').first();
    await expect.poll(() => video.getAttribute('src'), { timeout: 15_000 }).toMatch(/^blob:/);
    await expect.poll(() => video.locator('track').count()).toBeGreaterThan(0);
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      element.pause();
      const showing = Array.from(element.textTracks)
        .filter((track) => track.mode === 'showing')
        .map((track) => track.language);
      return { time: element.currentTime, tracks: element.textTracks.length, showing };
    });
    expect(played.time).toBeGreaterThan(0.3);
    expect(played.tracks).toBe(7);
    // Captions in the user's language, and only those.
    expect(played.showing).toEqual(['nl']);
    await screenshot(page, 'account-service-videos');
    await expectAccessible(page, 'service page');

    const terms = 'Leveringsvoorwaarden 2026';
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: tr('support:service.downloadOne', { title: terms }) })
        .click(),
    ]);
    expect(file.suggestedFilename()).toBe('leveringsvoorwaarden-2026.pdf');
    // The sidebar's service group names a section per item, price lists included for this shop.
    expect(
      await page.getByRole('link', { name: tr('shell:nav.service.price-lists') }).count(),
    ).toBe(1);
  });

  it('help searches the questions and the Dutch support entry opens its form', async () => {
    const { page } = browser;
    await page.goto(`${portal.baseUrl}/account/help`);
    await page
      .getByRole('searchbox', { name: tr('support:help.search') })
      .pressSequentially('stalen');
    await expect.poll(() => page.getByText(tr('support:faq.samples.q')).count()).toBe(1);
    expect(await page.getByText(tr('support:faq.offer.q')).count()).toBe(0);
    await expectAccessible(page, 'help page');
    await page.getByRole('button', { name: tr('shell:support.button') }).click();
    const panel = page.getByRole('dialog');
    await expect
      .poll(() => panel.getByRole('form', { name: tr('support:contact.title') }).count())
      .toBe(1);
    await screenshot(page, 'account-help-support-open');
    await expectAccessible(page, 'support entry open');
    await page.keyboard.press('Escape');
  });

  // The demo mailbox never exists on PostgreSQL (real accounts live there): not on a server run.
  it.skipIf(Boolean(process.env.E2E_DATABASE_URL))(
    'a newcomer follows the password-reset mail in the demo mailbox',
    async () => {
      const context = await browser.context.browser()?.newContext();
      const page = context ? await context.newPage() : browser.page;
      await page.goto(`${portal.baseUrl}/forgot-password`);
      // The user name is enough: the app shows the shop's address, not the log-in one.
      await page
        .getByRole('textbox', { name: tr('recovery:forgot.login') })
        .pressSequentially('demo-shop');
      await page.locator('form button[type="submit"]').click();
      const mailbox = page.getByRole('link', { name: tr('account:outbox.open') });
      await expect.poll(() => mailbox.count()).toBe(1);
      await expectAccessible(page, 'password-reset mail sent');
      await mailbox.click();
      await page.waitForURL(/\/demo\/outbox/);
      const link = page.getByRole('link', { name: /recover-password/ }).first();
      await expect.poll(() => link.count()).toBe(1);
      await screenshot(page, 'account-demo-mailbox');
      await expectAccessible(page, 'demo mailbox');
      await link.click();
      await page.waitForURL(/\/recover-password/);
      await context?.close();
    },
  );

  it('a user of the partner group sees the partner’s brand, not the supplier’s', async () => {
    await browser.close();
    browser = await portal.openBrowser('pl-PL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-partner');
    const partner = groupBrand('OBI Polska');
    const mark = page.locator('header [data-brand]');
    await expect.poll(() => mark.getAttribute('data-brand')).toBe('partner');
    expect(await mark.getByText(partner.name, { exact: true }).count()).toBe(1);
    expect(await mark.getByText(SUPPLIER_BRAND.name).count()).toBe(0);
    await page.waitForURL(/\/account\/dashboard/);
    await expect.poll(() => page.title()).toMatch(new RegExp(` · ${partner.name}$`));
    expect(await page.title()).not.toContain(SUPPLIER_BRAND.name);
    await screenshot(page, 'account-partner-brand');
    await expectAccessible(page, 'partner dashboard');
    await page.goto(`${portal.baseUrl}/account/service`);
    await expect.poll(() => page.locator('section').count()).toBeGreaterThan(0);
    // The partner group has no videos and no collection images: no such sections.
    expect(await page.locator('#videos').count()).toBe(0);
    await expectAccessible(page, 'partner service page');
  });
});

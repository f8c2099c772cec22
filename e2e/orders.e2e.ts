// Orders and offers: a shop configures a curtain for a commission, finds it as a draft on the offer
// page (with its drawing and its order details), on the dashboard's count and in the order list's
// draft tab with filters kept in the address, and opens the order with its articles. Every new page
// and the open row menu are checked with axe; sizes are typed key by key.
import type { Locale } from '@atelier/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  CHROMIUM,
  expectAccessible,
  openBrowser,
  screenshot,
} from './support/browser.js';
import { choose, pickFirstFabric, typeSize } from './support/configurator.js';
import { htmlLang, logIn, text } from './support/journey.js';
import { type RunningPortal, startPortal } from './support/server.js';

describe.skipIf(!CHROMIUM)('orders and offers in Chromium', () => {
  let portal: RunningPortal;
  let browser: Browser | undefined;

  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('a configured curtain is a draft of its commission, listed and opened with its articles', async () => {
    browser = await openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/products/curtain`);
    const locale = ((await htmlLang(page)) ?? 'en') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    const next = () => page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
    const field = (name: string) => page.locator(`input[name="${name}"]`);

    // The order header: a new commission by name, the first fabric and the room.
    await choose(page, tr('orders:flow.commission'), tr('orders:flow.new'));
    await page
      .getByRole('textbox', { name: tr('orders:flow.newName') })
      .pressSequentially('Jansen');
    await pickFirstFabric(page, tr);
    await choose(page, tr('configurator:header.room'), tr('enums:rooms.living'));
    await page.getByRole('radio', { name: tr('enums:articleTypes.pleatcurtain') }).click();
    await page.getByText(tr('enums:luxuryTypes.comfort'), { exact: true }).click();
    await next();
    await next();
    await typeSize(field('width'), '200');
    await typeSize(field('height'), '250');
    await choose(page, tr('articleFields:labels.pleat_type'), tr('enums:pleatTypes.double'));
    await page.getByRole('radio', { name: tr('enums:splitTypes.equal') }).check();
    await choose(page, tr('articleFields:labels.hem_type'), tr('enums:hemTypes.double'));
    await next();
    for (;;) {
      const skip = page.getByRole('button', { name: tr('configurator:flow.skip') });
      if ((await skip.count()) === 0) break;
      await skip.click();
    }
    await page.getByRole('button', { name: tr('configurator:save.save') }).click();
    const saved = page.getByText(
      new RegExp(tr('configurator:save.saved', { orderNumber: '(\\d{7})' })),
    );
    await saved.waitFor({ timeout: 30_000 }).catch(async (error) => {
      await screenshot(page, 'orders-save-failed');
      throw error;
    });
    const orderNumber = (await saved.textContent())?.match(/\d{7}/)?.[0] ?? '';
    expect(orderNumber).toMatch(/^\d{7}$/);

    // The offer page: the commission's draft with the curtain and its drawing.
    await page.goto(`${portal.baseUrl}/account/offer`);
    const card = page.getByRole('region', { name: /^Jansen \(\d+\)$/ });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText(orderNumber).waitFor();
    expect(await card.getByRole('heading', { name: tr('enums:rooms.living') }).count()).toBe(1);
    await screenshot(page, 'orders-offer-page');
    await expectAccessible(page, 'offer page with a draft');
    const orderId = (await card.getAttribute('aria-labelledby'))?.replace('order-', '') ?? '';
    expect(orderId).toMatch(/^\d+$/);

    // The order list: the draft tab, a search kept in the address, the row's menu.
    await page.goto(`${portal.baseUrl}/account/order?tab=draft`);
    const table = page.getByRole('table', {
      name: tr('orders:list.label', { tab: tr('orders:tabs.draft') }),
    });
    await table.getByText('Jansen').waitFor({ timeout: 30_000 });
    await page
      .getByRole('searchbox', { name: tr('orders:filters.search') })
      .pressSequentially('Jansen');
    await page.waitForURL(/q=Jansen/);
    await table.getByText('Jansen').waitFor();
    await page.getByRole('button', { name: tr('orders:list.rowActions', { id: orderId }) }).click();
    await page.getByRole('menu').waitFor();
    await screenshot(page, 'orders-list-menu');
    await expectAccessible(page, 'order list with an open row menu');
    await page.getByRole('menuitem', { name: tr('orders:list.open') }).click();

    // The order: its header and its article.
    await page.waitForURL(new RegExp(`/account/order/${orderId}$`));
    await page
      .getByRole('heading', { name: tr('orders:detail.heading', { id: orderId }) })
      .waitFor();
    await page
      .getByRole('table', { name: tr('orders:detail.articles') })
      .getByText(orderNumber)
      .waitFor();
    await screenshot(page, 'orders-detail');
    await expectAccessible(page, 'order detail');

    // The dashboard's tiles count live and open the tabs.
    await page.goto(`${portal.baseUrl}/account/dashboard`);
    await page
      .getByLabel(tr('orders:dashboard.countLabel', { count: 0 }))
      .first()
      .waitFor();
    await expectAccessible(page, 'dashboard with order counts');
  });
});

// The delivery run as the driver works it, on a phone: staff-driver logs in on a 412 px screen,
// finds today's stops in route order, marks demo-shop's stop and a second one delivered (the
// recipient's name typed key by key, a photo attached), and the done stops collapse with a check.
// Meanwhile demo-shop's track page, open in a second browser, moves to delivered without a
// reload: the driver's delivery goes through the factories' own transition and live change.
//
// The demo seeds the run (decision 087): the ready-to-ship articles are promised for the day the
// portal starts, whatever weekday that is.
import { type DeliveryRun, deliveryRunSchema, type Locale } from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, htmlLang, PHONE, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

async function runThroughApi(baseUrl: string): Promise<DeliveryRun> {
  const login = await fetch(`${baseUrl}/easyorder/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'staff-driver', password: DEMO_PASSWORD }),
  });
  const { access } = await login.json();
  const response = await fetch(`${baseUrl}/api/manage/delivery/run/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return deliveryRunSchema.parse(await response.json());
}

describe.skipIf(!CHROMIUM)('the delivery run in Chromium', () => {
  const portal = usePortal();
  let run: DeliveryRun;

  beforeAll(async () => {
    run = await runThroughApi(portal.baseUrl);
  });

  it('the driver marks two stops delivered on a phone while the dealer’s track page follows', async () => {
    const shopStop = run.stops.find((stop) => stop.debtor_number === '100231');
    expect(shopStop, 'demo-shop has a stop today').toBeDefined();
    const second = run.stops.find((stop) => stop !== shopStop && stop.articles.length > 0);
    expect(second, 'a second stop today').toBeDefined();
    const watched = shopStop!.articles[0]!.order_number;

    // The dealer's track page, searched for an article of the stop, stays open.
    const dealer: Browser = await portal.openBrowser('nl-NL');
    await dealer.page.goto(`${portal.baseUrl}/login`);
    await dealer.page.locator('input[name="username"]').fill('demo-shop');
    await dealer.page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await dealer.page.locator('form button[type="submit"]').click();
    await dealer.page.waitForURL(/\/account\//, { timeout: 30_000 });
    const dealerLocale = ((await htmlLang(dealer.page)) ?? 'nl') as Locale;
    await dealer.page.goto(`${portal.baseUrl}/account/track?q=${watched}`);
    const table = dealer.page.getByRole('table', {
      name: text(dealerLocale, 'track:table'),
    });
    const row = table.locator('tbody tr', { hasText: watched });
    await row.waitFor({ timeout: 30_000 });
    const headers = (await table.locator('thead th').allTextContents()).map((name) => name.trim());
    const statusCell = row
      .locator('td')
      .nth(headers.indexOf(text(dealerLocale, 'track:columns.status')));
    const before = (await statusCell.textContent())?.trim() ?? '';
    await dealer.page.evaluate(() => {
      (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
    });

    // The driver, on a phone.
    const driver: Browser = await portal.openBrowser('nl-NL');
    const { page } = driver;
    await page.setViewportSize(PHONE);
    await page.goto(`${portal.baseUrl}/login`);
    await page.locator('input[name="username"]').fill('staff-driver');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/manage/, { timeout: 30_000 });
    await page.goto(`${portal.baseUrl}/manage/delivery`);
    const locale = ((await htmlLang(page)) ?? 'nl') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    await page.getByRole('heading', { name: tr('manageDelivery:title'), level: 1 }).waitFor({
      timeout: 30_000,
    });
    // The stops in the API's route order, numbered.
    for (const [index, stop] of run.stops.entries()) {
      await page
        .getByRole('heading', {
          name: tr('manageDelivery:stop.label', { position: index + 1, name: stop.name }),
        })
        .waitFor();
    }
    await expectAccessible(page, 'delivery run on a phone');
    await screenshot(page, 'manage-delivery-412');

    const deliver = async (name: string, recipient: string, photoName: string) => {
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: new RegExp(`: ${name}$`) }),
      });
      await card
        .getByRole('button', { name: new RegExp(`^${tr('manageDelivery:stop.deliver')}`) })
        .click();
      const dialog = page.getByRole('dialog', {
        name: tr('manageDelivery:dialog.deliverTitle', { name }),
      });
      await dialog.waitFor();
      // Confirmed empty: the fields say what is missing.
      await dialog.getByRole('button', { name: tr('manageDelivery:dialog.confirm') }).click();
      await dialog.getByText(tr('manageDelivery:dialog.photoRequired')).waitFor();
      const recipientField = dialog.getByRole('textbox', {
        name: tr('manageDelivery:dialog.recipient'),
      });
      await recipientField.pressSequentially(recipient);
      const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 150 } });
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: photoName, mimeType: 'image/png', buffer: photo });
      await dialog
        .getByText(tr('manageDelivery:dialog.photoChosen', { name: photoName }))
        .waitFor();
      return { card, dialog };
    };

    // demo-shop: the dialog checked by axe, then confirmed with the keyboard.
    const shop = await deliver(shopStop!.name, 'Anouk de Linde', 'levering-delinde.png');
    expect(await shop.dialog.locator('input[type="file"]').getAttribute('capture')).toBe(
      'environment',
    );
    expect(await shop.dialog.locator('input[type="file"]').getAttribute('accept')).toBe('image/*');
    await expectAccessible(page, 'delivered dialog on a phone');
    await screenshot(page, 'manage-delivery-dialog-412');
    await shop.dialog.getByRole('textbox', { name: tr('manageDelivery:dialog.recipient') }).focus();
    await page.keyboard.press('Enter');
    await shop.dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText(tr('manageDelivery:dialog.delivered', { name: shopStop!.name })).waitFor();
    await expectAccessible(page, 'delivered notification');

    // The dealer's open track page follows, without a reload.
    await expect
      .poll(async () => (await statusCell.textContent())?.trim(), { timeout: 30_000 })
      .not.toBe(before);
    expect(
      await dealer.page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen),
    ).toBe(true);
    await screenshot(dealer.page, 'manage-delivery-dealer-track');

    // The second stop, confirmed with its button.
    const other = await deliver(second!.name, 'Eva van Dijk', 'levering-2.png');
    await other.dialog.getByRole('button', { name: tr('manageDelivery:dialog.confirm') }).click();
    await other.dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText(tr('manageDelivery:dialog.delivered', { name: second!.name })).waitFor();

    // demo-shop's fabric picked up (a photo is optional): its stop is done and collapses.
    const fabric = shopStop!.pickups[0]!;
    const shopCard = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: new RegExp(`: ${shopStop!.name}$`) }),
    });
    await shopCard
      .getByRole('button', { name: new RegExp(`^${tr('manageDelivery:stop.pickUp')}`) })
      .click();
    const pickup = page.getByRole('dialog', {
      name: tr('manageDelivery:dialog.pickupTitle', { fabric: fabric.fabric_name }),
    });
    await pickup.waitFor();
    await pickup
      .getByRole('textbox', { name: tr('manageDelivery:dialog.handedOverBy') })
      .pressSequentially('Bram Jansen');
    await page.keyboard.press('Enter');
    await pickup.waitFor({ state: 'detached', timeout: 30_000 });
    await shopCard.getByText(tr('manageDelivery:stop.done'), { exact: true }).waitFor();
    expect(await shopCard.getByRole('button').count()).toBe(0);
    await expectAccessible(page, 'delivery run after two deliveries');
    await screenshot(page, 'manage-delivery-done-412');
    await page.setViewportSize({ width: 1366, height: 860 });
    await screenshot(page, 'manage-delivery-1366');
  });
});

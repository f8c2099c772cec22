// The measurement check: a shop configures three curtains for one living room, two 260 cm high.
// Typing the third one's height key by key, the configurator asks beside the field whether 20 cm
// meant 200 cm; taking the suggestion, it asks whether 200 cm is right among 260 cm curtains (a
// height of the same kind; a sill-length one would not be compared). On the offer page the warning
// stands under the article, as on the order's own page; the confirm dialog lists it with a
// checkbox under its room, and the order is confirmed once it is acknowledged, which the order's
// history shows. Axe with the dialog open and on the order's page.
import type { Locale } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { type Browser, CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { typeSize } from './support/configurator.js';
import { finishAndSave, startCurtain } from './support/curtain.js';
import { htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

describe.skipIf(!CHROMIUM)('the measurement check in Chromium', () => {
  const portal = usePortal();
  let browser: Browser | undefined;

  it('asks about a curtain lower than its room’s others as it is typed, and before the confirm', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/products/curtain`);
    const locale = ((await htmlLang(page)) ?? 'en') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    const field = (name: string) => page.locator(`input[name="${name}"]`);
    const joinVisser = { commission: /^Visser \(\d+\)$/ };

    // Two curtains of 260 cm for the living room.
    for (const target of [{ newCommission: 'Visser' }, joinVisser]) {
      await startCurtain(page, portal.baseUrl, tr, target);
      await typeSize(field('width'), '180');
      await typeSize(field('height'), '260');
      expect(await finishAndSave(page, tr)).toMatch(/^\d{7}$/);
    }

    // The third: its height typed key by key, the warning beside the field follows each key.
    await startCurtain(page, portal.baseUrl, tr, joinVisser);
    await typeSize(field('width'), '180');
    const height = field('height');
    await height.click();
    // 16 cm is below any curtain: the field refuses it with its range, and no warning stands
    // beside it; the dealer types the height again.
    await height.pressSequentially('16');
    await height.blur();
    await page
      .getByText(tr('configurator:fields.sizeRange', { min: '20 cm', max: '600 cm' }))
      .first()
      .waitFor();
    const refusedSlip = tr('measurement:codes.unit_slip', { value: '16 cm', suggested: '160 cm' });
    expect(await page.getByText(refusedSlip).count()).toBe(0);
    await height.click();
    await height.press('ControlOrMeta+A');
    await height.press('Backspace');
    await height.pressSequentially('20');
    const slip = tr('measurement:codes.unit_slip', { value: '20 cm', suggested: '200 cm' });
    await page
      .getByText(slip)
      .waitFor({ timeout: 15_000 })
      .catch(async (error) => {
        await screenshot(page, 'measurement-slip-failed');
        throw error;
      });
    await screenshot(page, 'measurement-unit-slip-while-typing');
    // "Did you mean 200 cm?": the dealer takes the suggestion.
    await page
      .getByRole('button', { name: tr('measurement:suggestion', { value: '200 cm' }) })
      .click();
    expect(await height.inputValue()).toBe('200');
    const outlier = tr('measurement:codes.room_outlier', { value: '200 cm', usual: '260 cm' });
    await page.getByText(outlier).waitFor({ timeout: 15_000 });
    expect(await page.getByText(slip).count()).toBe(0);
    await height.blur();
    await screenshot(page, 'measurement-room-outlier-beside-field');
    await expectAccessible(page, 'configurator with a measurement warning');
    const third = await finishAndSave(page, tr);
    expect(third).toMatch(/^\d{7}$/);

    // The offer page: the warning under the article and the commission's count.
    await page.goto(`${portal.baseUrl}/account/offer`);
    const card = page.getByRole('region', { name: /^Visser \(\d+\)$/ });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText(outlier).waitFor({ timeout: 15_000 });
    await card.getByText(tr('measurement:commissionCount', { count: 1 })).waitFor();
    await screenshot(page, 'measurement-offer-page');
    const orderId = (await card.getAttribute('aria-labelledby'))?.replace('order-', '') ?? '';

    // The order's own page shows the same warning under the article, and the count.
    await page.goto(`${portal.baseUrl}/account/order/${orderId}`);
    const articles = page.getByRole('table', { name: tr('orders:detail.articles') });
    await articles.getByText(outlier).waitFor({ timeout: 30_000 });
    await page.getByText(tr('measurement:commissionCount', { count: 1 })).waitFor();
    await screenshot(page, 'measurement-order-detail');
    await expectAccessible(page, 'order detail page with a measurement warning');
    await page.goto(`${portal.baseUrl}/account/offer`);
    await card.getByText(outlier).waitFor({ timeout: 30_000 });

    // The confirm dialog: the warning with its checkbox; confirm waits for it.
    await card.getByRole('button', { name: tr('orders:offer.actions.confirm') }).click();
    const dialog = page.getByRole('dialog', { name: tr('orders:offer.dialogs.confirm.title') });
    await dialog.waitFor();
    await dialog.getByText(outlier).waitFor();
    const submit = dialog.getByRole('button', {
      name: tr('orders:offer.dialogs.confirm.confirm'),
    });
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'measurement-confirm-dialog');
    await expectAccessible(page, 'confirm dialog with a measurement warning');
    // Grouped by room: the living room's warning under its name.
    await dialog
      .getByRole('group', { name: tr('enums:rooms.living') })
      .getByRole('checkbox', {
        name: tr('measurement:confirm.acknowledgeArticle', { orderNumber: third }),
      })
      .check();
    expect(await submit.isDisabled()).toBe(false);
    await screenshot(page, 'measurement-confirm-acknowledged');
    await submit.click();
    await page.getByText(tr('orders:offer.alerts.confirmed')).waitFor({ timeout: 30_000 });

    // The order's history keeps the acknowledgement.
    await page.goto(`${portal.baseUrl}/account/order/${orderId}`);
    await page.getByText(tr('orders:events.order_confirmed')).first().waitFor({ timeout: 30_000 });
    await page.getByText(tr('orders:events.measurement_acknowledged')).first().waitFor();
    await page.getByText(outlier).first().waitFor();
    await screenshot(page, 'measurement-confirmed-history');
  });
});

// The end customer's side (issue 30): a consumer on a 412 px phone opens the dealer's hosted shop in
// Dutch, reads the measuring guide, designs two windows (a pleated curtain whose drop is typed
// too short, so the measurement check warns in plain words, and a roman blind), sizes typed key by
// key with a decimal comma, sees the price including VAT, collects both in the basket by room,
// leaves their details and sends the request. The mail brings them to their request's page. The
// dealer then opens the request from the mail the portal sent them, signed in: it is a prepared
// offer of the shop, marked "from your shop", with the measurement warning already attached.
// The shop's name and intro show before the page's code has arrived (the server draws them).
import type { Locale } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, expectAccessible, screenshot, settled } from './support/browser.js';
import { typeSize } from './support/configurator.js';
import { htmlLang, logIn, PHONE, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const SHOP = 'woonwinkel-de-linde';
const CUSTOMER = 'Sanne de Boer';
const EMAIL = 'sanne.deboer@example.com';

describe.skipIf(!CHROMIUM)('the hosted shop in Chromium', () => {
  const portal = usePortal({ env: { DEMO_OUTBOX: 'true' } });

  it('a consumer on a phone sends two windows and the dealer opens them as a prepared offer', async () => {
    const baseUrl = portal.baseUrl;
    const consumer = await portal.openBrowser('nl-NL');
    const { page } = consumer;
    await page.setViewportSize(PHONE);
    const nl = (key: string, params?: Record<string, string | number>) => text('nl', key, params);

    // Before its code has arrived (a slow line: no script answered yet), the phone already shows
    // the shop drawn by the server, where the page will draw it (decision 102).
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/shop/${SHOP}`);
    const shopName = page.getByRole('heading', { level: 1 });
    expect(await shopName.textContent()).toBe('Woonwinkel De Linde');
    expect(await htmlLang(page)).toBe('nl');
    const drawnFirst = await shopName.boundingBox();
    await screenshot(page, 'shop-first-paint-412');
    await page.unroute('**/*.js');
    await page.goto(`${baseUrl}/shop/${SHOP}`);
    await page.getByRole('heading', { name: nl('shop:configurator.title') }).waitFor();
    expect(await shopName.boundingBox()).toEqual(drawnFirst);
    expect(await htmlLang(page)).toBe('nl');
    await expectAccessible(page, 'hosted shop');

    // The measuring guide: a dialog that Escape closes, back on the button that opened it.
    const guideButton = page.getByRole('button', { name: nl('shop:guide.open') });
    await guideButton.click();
    const guide = page.getByRole('dialog');
    await guide.waitFor();
    await expectAccessible(page, 'measuring guide');
    await screenshot(page, 'shop-guide-412');
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'hidden' });
    expect(await guideButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // Window 1: a pleated curtain in the living room, its drop typed as 25 instead of 250.
    await page
      .getByRole('radio', { name: new RegExp(nl('enums:articleTypes.pleatcurtain')) })
      .check();
    await page
      .getByRole('radiogroup', { name: nl('shop:configurator.fabric') })
      .getByRole('radio')
      .first()
      .check();
    await page.getByLabel(nl('shop:configurator.room')).selectOption('living');
    const width = page.getByRole('textbox', {
      name: new RegExp(`^${nl('shop:configurator.width')}`),
    });
    const height = page.getByRole('textbox', {
      name: new RegExp(`^${nl('shop:configurator.height').replace(/[()]/g, '\\$&')}`),
    });
    await typeSize(width, '180,5');
    await typeSize(height, '25');
    const price = page.getByText(/inclusief 21\s?% btw/i);
    await price.waitFor();
    const warning = page.getByText(/250/).first();
    await warning.waitFor();
    await screenshot(page, 'shop-window-warning-412');
    await expectAccessible(page, 'a window with its price and a measurement warning');
    await page.getByRole('button', { name: nl('shop:configurator.addWindow') }).click();

    // Window 2: a roman blind in the bedroom.
    await page
      .getByRole('radio', { name: new RegExp(nl('enums:articleTypes.foldcurtain')) })
      .check();
    await page
      .getByRole('radiogroup', { name: nl('shop:configurator.fabric') })
      .getByRole('radio')
      .first()
      .check();
    await page.getByLabel(nl('shop:configurator.room')).selectOption('bedroom');
    await typeSize(width, '92,5');
    await typeSize(
      page.getByRole('textbox', { name: new RegExp(`^${nl('shop:configurator.heightFold')}`) }),
      '140',
    );
    await price.waitFor();
    await page.getByRole('button', { name: nl('shop:configurator.addWindow') }).click();

    // The basket holds both, by room, with a total including VAT.
    const basket = page.getByRole('region', { name: nl('shop:basket.title', { count: 2 }) });
    await basket.waitFor();
    await basket.getByText(nl('enums:rooms.living')).waitFor();
    await basket.getByText(nl('enums:rooms.bedroom')).waitFor();
    await basket.getByText(nl('shop:basket.total')).waitFor();
    await screenshot(page, 'shop-basket-412');

    // The details, typed as a person types them; consent is asked for.
    await page.getByRole('button', { name: nl('shop:basket.continue') }).click();
    const form = page.getByRole('form', { name: nl('shop:contact.title') });
    await form.waitFor();
    const field = (name: string) =>
      form.getByRole('textbox', { name: new RegExp(`^${nl(`shop:contact.${name}`)}`) });
    await field('name').pressSequentially(CUSTOMER);
    await field('phone').pressSequentially('0612345678');
    await field('email').pressSequentially(EMAIL);
    await field('address').pressSequentially('Lindelaan 12');
    await field('postalcode').pressSequentially('8011 AB');
    await field('city').pressSequentially('Zwolle');
    await field('preferred_contact_time').pressSequentially('doordeweeks na 18:00');
    await form.getByRole('button', { name: nl('shop:contact.send') }).click();
    // Without consent nothing is sent.
    await form.getByRole('checkbox').waitFor();
    await expectAccessible(page, 'contact form refused without consent');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: nl('shop:contact.send') }).click();
    const thanks = page.getByRole('heading', { name: nl('shop:thanks.title') });
    await thanks.waitFor({ timeout: 30_000 });
    await settled(page);
    await screenshot(page, 'shop-thanks-412');
    await expectAccessible(page, 'request sent');

    // The customer's mail leads to their request's page.
    const mailbox = await portal.openBrowser('nl-NL');
    await mailbox.page.goto(`${baseUrl}/demo/outbox`);
    const letter = mailbox.page.getByRole('article').filter({ hasText: EMAIL });
    await expect.poll(() => letter.count(), { timeout: 15_000 }).toBe(1);
    const requestLink = await letter
      .getByRole('link', { name: new RegExp(`/shop/${SHOP}/request/`) })
      .first()
      .getAttribute('href');
    expect(requestLink).toBeTruthy();
    await page.goto(requestLink ?? '');
    await page.getByText(CUSTOMER).first().waitFor();
    await page
      .getByText(/inclusief 21\s?% btw/i)
      .first()
      .waitFor();
    await screenshot(page, 'shop-request-page-412');
    await expectAccessible(page, 'the customer’s request page');

    // The dealer's mail carries the link that opens the prepared offer.
    const dealerLetter = mailbox.page
      .getByRole('article')
      .filter({ hasText: CUSTOMER })
      .filter({ hasNotText: EMAIL });
    await expect.poll(() => dealerLetter.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const openLink = await dealerLetter
      .first()
      .getByRole('link', { name: /external_order_id=/ })
      .first()
      .getAttribute('href');
    expect(openLink).toMatch(/external_order_id=SHOP-/);

    const dealer = await portal.openBrowser('nl-NL');
    await logIn(dealer.page, baseUrl, 'demo-shop');
    const locale = ((await htmlLang(dealer.page)) ?? 'nl') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    // The mail's link names the portal's public address; the journey's portal answers at baseUrl.
    const opened = new URL(openLink ?? '');
    await dealer.page.goto(`${baseUrl}${opened.pathname}${opened.search}`);
    await dealer.page.waitForURL(/status=offered.*open=\d+/, { timeout: 30_000 });
    await dealer.page.getByText(CUSTOMER).first().waitFor();
    await dealer.page.getByText(tr('orders:list.preparedBy.hostedshop')).first().waitFor();
    await dealer.page
      .getByText(tr('measurement:commissionCount', { count: 1 }))
      .first()
      .waitFor();
    await screenshot(dealer.page, 'shop-dealer-prepared-offer');
    await expectAccessible(dealer.page, 'the prepared offer from the shop');
  });
});

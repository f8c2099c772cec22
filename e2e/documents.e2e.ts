// Documents and the shared quote: a shop's offer (made through the API: the configurator has its
// own journeys) is shared with its end customer from the offer page; the customer opens the link in
// a fresh browser without an account and accepts it (asked once more in a dialog, which Escape
// cancels); the offer page shows the answer; the shop
// adds a curtain to it, which voids the answer: the offer page and the customer's page say so and
// the customer accepts again; the shop confirms the order with the three documents of
// configurators §4 and downloads each, checking the PDFs' text. The share dialog, the public quote page, the confirm dialog and the documents page
// are checked with axe and kept as screenshots.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locale } from '@atelier/domain';
import { VALID_ARTICLES } from '@atelier/domain/examples';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, expectAccessible, screenshot, sidewaysScrollers } from './support/browser.js';
import {
  DEMO_PASSWORD,
  expectReadableOnPhone,
  htmlLang,
  logIn,
  PHONE,
  text,
} from './support/journey.js';
import { usePortal } from './support/portal.js';

const ARTIFACTS = resolve(import.meta.dirname, 'artifacts');

/**
 * An offer with one pleated curtain (and, when asked, more articles), made through the API; demo-shop's
 * unless another shop is named. Answers the order's id and the shop's token.
 */
async function makeOffer(
  baseUrl: string,
  {
    username = 'demo-shop',
    commission = 'Documenten Wąsowska',
    customer = 'Zofia Wąsowska',
    more = [],
    withRails = false,
  }: {
    username?: string;
    commission?: string;
    customer?: string;
    more?: ('pleatcurtain' | 'trackrail')[];
    /** A rail and a rod as the curtain flow saves them, beside the curtain. */
    withRails?: boolean;
  } = {},
): Promise<{ id: number; token: string }> {
  const call = async (path: string, init: { method?: string; body?: unknown; token?: string }) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'nl',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const { access } = await call('/easyorder/token/', {
    method: 'POST',
    body: { username, password: DEMO_PASSWORD },
  });
  const fabrics = await call('/api/atelier-fabrics/?q=Lino', { token: access });
  const fabric = fabrics.results.find((one: { name: string }) => one.name.startsWith('Lino'));
  const order = await call('/api/orders/', {
    method: 'POST',
    body: { commission },
    token: access,
  });
  for (const type of ['pleatcurtain', ...more] as const) {
    const example: Record<string, unknown> = { ...VALID_ARTICLES[type] };
    if ('main_fabric' in example) example.main_fabric = fabric.fabric_uuid;
    await call(`/api/orders/${order.id}/articles/${type}/`, {
      method: 'POST',
      body: example,
      token: access,
    });
  }
  if (withRails) {
    // A rail and a rod as the curtain flow saves them: each says the curtain it carries (type and
    // split) and, the generic rail, which kind of rail it is.
    const carried = { rail_curtain_type: 'pleatcurtain', curtain_split_type: 'equal' };
    await call(`/api/orders/${order.id}/articles/rail/`, {
      method: 'POST',
      body: { ...VALID_ARTICLES.rail, ...carried },
      token: access,
    });
    await call(`/api/orders/${order.id}/articles/decorativerod/`, {
      method: 'POST',
      body: { ...VALID_ARTICLES.decorativerod, ...carried, curtain_rail_type: 'decorativerod' },
      token: access,
    });
  }
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await call(`/api/orders/${order.id}/offer/`, {
    method: 'POST',
    body: { end_customer_name: customer, valid_until: validUntil },
    token: access,
  });
  return { id: order.id, token: access };
}

describe.skipIf(!CHROMIUM)('documents and the shared quote in Chromium', () => {
  const portal = usePortal();

  it('an offer shared with its customer is accepted without an account, then confirmed with its three documents', async () => {
    const { id: orderId } = await makeOffer(portal.baseUrl, { withRails: true });
    const dealer = await portal.openBrowser('nl-NL');
    const { page } = dealer;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/offer?open=${orderId}`);
    const locale = ((await htmlLang(page)) ?? 'nl') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

    // Share the offer: the link is shown once, to copy.
    const card = page.getByRole('region', { name: `Documenten Wąsowska (${orderId})` });
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: tr('documents:share.button') }).click();
    const shareDialog = page.getByRole('dialog', { name: tr('documents:share.title') });
    await shareDialog.waitFor();
    await shareDialog.getByRole('button', { name: tr('documents:share.create') }).click();
    // The field is named for what it holds, its button for what it does.
    const linkBox = shareDialog.getByRole('textbox', { name: tr('documents:share.link') });
    await linkBox.waitFor({ timeout: 30_000 });
    expect(
      await shareDialog.getByRole('button', { name: tr('documents:share.copy') }).count(),
    ).toBe(1);
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/quote\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page, 'share dialog');
    await screenshot(page, 'documents-share-dialog');
    await page.keyboard.press('Escape');

    // The end customer: a fresh browser, no account, in Polish.
    const customer = await portal.openBrowser('pl-PL');
    const quotePage = customer.page;
    await quotePage.goto(link);
    await quotePage
      .getByRole('button')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async (error) => {
        await screenshot(quotePage, 'documents-public-quote-failed');
        throw error;
      });
    // The page is drawn only once it speaks the language the quote was answered in: the browser's.
    const quoteLocale = ((await htmlLang(quotePage)) ?? 'nl') as Locale;
    expect(quoteLocale).toBe('pl');
    const tq = (key: string, params?: Record<string, string | number>) =>
      text(quoteLocale, key, params);
    await quotePage
      .getByRole('heading', {
        name: tq('documents:public.from', { dealer: 'Woonwinkel De Linde' }),
      })
      .waitFor({ timeout: 30_000 });
    await quotePage.getByText(tq('documents:public.for', { customer: 'Zofia Wąsowska' })).waitFor();
    await quotePage.getByRole('table', { name: tq('documents:titles.quote') }).waitFor();
    await quotePage.getByRole('img').first().waitFor();
    await expectAccessible(quotePage, 'public quote page');
    await screenshot(quotePage, 'documents-public-quote');
    // On the customer's phone each article is a card with its price in sight: the quote's table
    // does not scroll sideways.
    await quotePage.setViewportSize(PHONE);
    const quoteTable = quotePage.getByRole('table', { name: tq('documents:titles.quote') });
    const quoteLine = quoteTable.locator('tbody tr').first();
    await screenshot(quotePage, 'documents-public-quote-412');
    await expectReadableOnPhone(quotePage, 'public quote on a phone', [
      quoteLine.locator(`td[data-stack-label="${tq('documents:fields.price')}"]`),
      quoteLine.locator(`td[data-stack-label="${tq('documents:fields.article')}"]`),
      quoteLine.getByRole('img'),
    ]);
    await expectAccessible(quotePage, 'public quote page on a phone');
    await quotePage.setViewportSize({ width: 1366, height: 860 });
    // Accepting asks once more: Escape cancels and nothing is answered; the dialog's button accepts.
    const accept = quotePage.getByRole('button', { name: tq('documents:public.accept') });
    await accept.click();
    const acceptDialog = quotePage.getByRole('dialog', {
      name: tq('documents:public.confirmAccept.title'),
    });
    await acceptDialog.waitFor();
    await expectAccessible(quotePage, 'public quote page, accept dialog');
    await screenshot(quotePage, 'documents-public-quote-accept-dialog');
    await quotePage.keyboard.press('Escape');
    await acceptDialog.waitFor({ state: 'hidden' });
    await accept.waitFor();
    expect(
      await quotePage
        .getByText(tq('documents:public.thanksAccepted', { dealer: 'Woonwinkel De Linde' }))
        .count(),
    ).toBe(0);
    await accept.click();
    await acceptDialog
      .getByRole('button', { name: tq('documents:public.confirmAccept.confirm') })
      .click();
    await quotePage
      .getByText(tq('documents:public.thanksAccepted', { dealer: 'Woonwinkel De Linde' }))
      .waitFor({ timeout: 30_000 });
    await expectAccessible(quotePage, 'public quote page, accepted');
    await screenshot(quotePage, 'documents-public-quote-accepted');

    // The dealer sees the answer in the offers tab and on the offer page; confirming offers the
    // three documents.
    await page.goto(`${portal.baseUrl}/account/order?tab=offers`);
    await page.getByText('Zofia Wąsowska').waitFor({ timeout: 30_000 });
    await page.getByText(tr('documents:share.accepted')).waitFor({ timeout: 30_000 });
    await screenshot(page, 'documents-offers-tab');
    // On a laptop every column of the list shows: neither the page nor the table scrolls sideways.
    expect(await page.evaluate(sidewaysScrollers)).toEqual([]);
    await page.goto(`${portal.baseUrl}/account/offer?open=${orderId}`);
    await card.waitFor({ timeout: 30_000 });
    await card.getByText(tr('documents:share.accepted')).waitFor({ timeout: 30_000 });

    // The dealer adds a curtain to the accepted offer (a copy of the first): the customer's answer
    // no longer belongs to what the offer says, so it is voided and the quote asks again.
    const [menuBefore = ''] = tr('orders:offer.articleMenu', { number: '\u0000' }).split('\u0000');
    await card
      .getByRole('button', { name: new RegExp(`^${menuBefore}\\d{7}$`) })
      .first()
      .click();
    await page.getByRole('menuitem', { name: tr('orders:offer.actions.duplicate') }).click();
    const duplicateDialog = page.getByRole('dialog', {
      name: tr('orders:offer.dialogs.duplicate.title'),
    });
    await duplicateDialog.waitFor();
    await duplicateDialog
      .getByRole('button', { name: tr('orders:offer.dialogs.duplicate.confirm') })
      .click();
    await page.getByText(tr('orders:offer.alerts.duplicated')).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'offer page with the duplicated toast');
    await card.getByText(tr('documents:share.voided')).waitFor({ timeout: 30_000 });
    await screenshot(page, 'documents-offer-answer-voided');
    await quotePage.reload();
    await quotePage.getByText(tq('documents:public.answerVoided')).waitFor({ timeout: 30_000 });
    await expectAccessible(quotePage, 'public quote page, changed after the answer');
    await screenshot(quotePage, 'documents-public-quote-voided');
    await quotePage.getByRole('button', { name: tq('documents:public.accept') }).click();
    await quotePage
      .getByRole('dialog', { name: tq('documents:public.confirmAccept.title') })
      .getByRole('button', { name: tq('documents:public.confirmAccept.confirm') })
      .click();
    await quotePage
      .getByText(tq('documents:public.thanksAccepted', { dealer: 'Woonwinkel De Linde' }))
      .waitFor({ timeout: 30_000 });
    await page.reload();
    await card.getByText(tr('documents:share.accepted')).waitFor({ timeout: 30_000 });
    expect(await card.getByText(tr('documents:share.voided')).count()).toBe(0);
    await card.getByRole('button', { name: tr('orders:offer.actions.confirm') }).click();
    const confirmDialog = page.getByRole('dialog', {
      name: tr('orders:offer.dialogs.confirm.title'),
    });
    await confirmDialog.waitFor();
    for (const report of ['orderlist', 'supplierorderlist', 'orderforms']) {
      await confirmDialog
        .getByRole('checkbox', { name: tr(`documents:confirm.${report}`) })
        .check();
    }
    await expectAccessible(page, 'confirm dialog with the documents');
    await screenshot(page, 'documents-confirm-dialog');
    await confirmDialog
      .getByRole('button', { name: tr('orders:offer.dialogs.confirm.confirm') })
      .click();

    // After confirming: the chosen documents, each downloaded and read.
    await page.waitForURL(new RegExp(`/account/documents/${orderId}\\?show=`), { timeout: 30_000 });
    await page.getByRole('heading', { name: tr('documents:confirm.ready') }).waitFor();
    await expectAccessible(page, 'documents page');
    await screenshot(page, 'documents-page');
    const expected: Record<string, string> = {
      orderlist: tr('documents:titles.orderlist'),
      supplierorderlist: tr('documents:titles.supplierorderlist'),
      orderforms: tr('documents:titles.orderforms'),
    };
    for (const [report, title] of Object.entries(expected)) {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: `${tr('documents:page.download')}: ${title}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${report}-${orderId}.pdf`);
      const file = await download.path();
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(pdf).toContain(title);
      expect(pdf).toContain('Documenten Wąsowska');
      if (report === 'orderforms') {
        // Every value in the document's words: the rail's kind, the curtain it carries and its
        // split by their labels, as the pages name them; not one value as it is stored.
        for (const label of [
          tr('enums:railRodKinds.trackrail'),
          tr('enums:railRodKinds.decorativerod'),
          tr('enums:articleTypes.pleatcurtain'),
          tr('enums:splitTypes.equal'),
          tr('articleFields:labels.curtain_rail_type'),
          tr('articleFields:labels.rail_curtain_type'),
        ]) {
          expect(pdf).toContain(label);
        }
        expect(pdf).not.toMatch(
          /\b(trackrail|decorativerod|pleatcurtain|equal|whitematt|ceiling)\b/,
        );
      }
    }

    // /pdf/… leads to the same page.
    await page.goto(`${portal.baseUrl}/pdf/orders/${orderId}/orderforms.pdf`);
    await page.waitForURL(new RegExp(`/account/documents/${orderId}$`), { timeout: 30_000 });
    await page
      .getByRole('button', { name: `${tr('documents:page.open')}: ${expected.orderforms}` })
      .waitFor();

    // Later, the confirm dialog long closed: the order page leads to its documents.
    await page.goto(`${portal.baseUrl}/account/order/${orderId}`);
    await page
      .getByRole('heading', { name: tr('orders:detail.heading', { id: orderId }) })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: tr('documents:page.title') }).click();
    await page.waitForURL(new RegExp(`/account/documents/${orderId}$`));
    await page
      .getByText(
        tr('documents:page.introCommission', { order: orderId, commission: 'Documenten Wąsowska' }),
      )
      .waitFor({ timeout: 30_000 });
    await page
      .getByRole('button', { name: `${tr('documents:page.download')}: ${expected.orderlist}` })
      .waitFor();

    // So does the order list's row menu, opened with the keyboard.
    await page.goto(`${portal.baseUrl}/account/order?tab=confirmed`);
    const rowMenu = page.getByRole('button', {
      name: tr('orders:list.rowActions', { id: orderId }),
    });
    await rowMenu.waitFor({ timeout: 30_000 });
    await rowMenu.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expectAccessible(page, 'order list with the row menu open');
    await screenshot(page, 'documents-order-row-menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await rowMenu.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.getByRole('menuitem', { name: tr('documents:page.title') }).waitFor();
    // The arrow keys walk the menu to its documents item (open, then documents).
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain(tr('documents:page.title'));
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/account/documents/${orderId}$`));
    await page
      .getByRole('button', { name: `${tr('documents:page.open')}: ${expected.supplierorderlist}` })
      .waitFor({ timeout: 30_000 });

    // An offer's card leads to its documents: the end customer's quote, to print again.
    const { id: offerId } = await makeOffer(portal.baseUrl, { commission: 'Documenten Kowalczyk' });
    await page.goto(`${portal.baseUrl}/account/offer?open=${offerId}`);
    const offerCard = page.getByRole('region', { name: `Documenten Kowalczyk (${offerId})` });
    await offerCard.waitFor({ timeout: 30_000 });
    await offerCard.getByRole('link', { name: tr('documents:page.title') }).click();
    await page.waitForURL(new RegExp(`/account/documents/${offerId}$`));
    const quoteTitle = tr('documents:titles.quote');
    const [quote] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page
        .getByRole('button', { name: `${tr('documents:page.download')}: ${quoteTitle}` })
        .click({ timeout: 30_000 }),
    ]);
    expect(quote.suggestedFilename()).toBe(`quote-${offerId}.pdf`);
    const quoteText = execFileSync('pdftotext', [await quote.path(), '-'], { encoding: 'utf8' });
    expect(quoteText).toContain(quoteTitle);
    expect(quoteText).toContain('Zofia Wąsowska');
    await expectAccessible(page, 'documents page of an offer');
    await screenshot(page, 'documents-page-offer');

    // Another shop's order, or one that does not exist: not found, and no order named.
    await page.goto(`${portal.baseUrl}/account/documents/2147483000`);
    await page
      .getByRole('heading', { name: tr('documents:page.notFoundTitle') })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByText(tr('documents:page.notFound')).count()).toBe(1);
    expect(await page.getByText('2147483000', { exact: false }).count()).toBe(0);
    await expectAccessible(page, 'documents page of an order not found');
    await screenshot(page, 'documents-not-found');

    // On a phone: the same pages, nothing cut off.
    await page.setViewportSize({ width: 412, height: 915 });
    await screenshot(page, 'documents-not-found-412');
    await page.goto(`${portal.baseUrl}/account/order/${orderId}`);
    await page.getByRole('link', { name: tr('documents:page.title') }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'documents-order-page-412');
    await page.goto(`${portal.baseUrl}/account/documents/${orderId}`);
    await page
      .getByRole('button', { name: `${tr('documents:page.open')}: ${expected.orderforms}` })
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'documents-page-412');
    await page.goto(`${portal.baseUrl}/account/offer?open=${offerId}`);
    await offerCard
      .getByRole('link', { name: tr('documents:page.title') })
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'documents-offer-card-412');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${portal.baseUrl}/account/order/${orderId}`);
    await page.getByRole('link', { name: tr('documents:page.title') }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'documents-order-page-1366');
  });

  it('an Australian dealer’s quote says GST, writes its address as Australia does, and its lines add up to the total, on the page and in its PDF', async () => {
    const { id, token } = await makeOffer(portal.baseUrl, {
      username: 'demo-au',
      commission: 'Bondi',
      customer: 'Mia Nguyen',
      more: ['trackrail', 'pleatcurtain'],
    });
    const shared = await fetch(`${portal.baseUrl}/api/orders/${id}/share/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(shared.status).toBe(201);
    const { url } = (await shared.json()) as { url: string };
    const customer = await portal.openBrowser('en-AU');
    const { page } = customer;
    await page.goto(`${portal.baseUrl}${url}`);
    const tq = (key: string, params?: Record<string, string | number>) =>
      text('en-au', key, params);
    await page
      .getByRole('table', { name: tq('documents:titles.quote') })
      .waitFor({ timeout: 30_000 });
    expect(await htmlLang(page)).toBe('en-au');
    const gst = tq('common:taxNames.gst');
    await page.getByText('214 Oxford Street, Paddington NSW 2021').waitFor();
    await page
      .getByText(new RegExp(`^${tq('documents:fields.totalGross', { tax: gst })}`))
      .waitFor();
    await page
      .getByText(new RegExp(`^${tq('documents:fields.vat', { tax: gst, percent: '10%' })}`))
      .waitFor();
    expect(await page.getByRole('main').textContent()).not.toMatch(/\bVAT\b/);
    // The lines' prices including GST add up to the total including GST, to the cent.
    const cents = (money: string) => Number(money.replace(/[^\d]/g, ''));
    const lines = await page.getByRole('table').locator('tbody tr td:last-child').allTextContents();
    expect(lines).toHaveLength(3);
    const total = await page
      .getByText(new RegExp(`^${tq('documents:fields.totalGross', { tax: gst })}`))
      .textContent();
    expect(lines.reduce((sum, line) => sum + cents(line), 0)).toBe(cents(total ?? ''));
    await expectAccessible(page, 'Australian quote page');
    await screenshot(page, 'documents-quote-au-1366');
    await page.setViewportSize({ width: 412, height: 900 });
    await screenshot(page, 'documents-quote-au-412');
    expect(await page.evaluate(sidewaysScrollers)).toEqual([]);

    // Its PDF: the same words and figures, kept as an image of its first page.
    const pdf = Buffer.from(
      await (
        await fetch(`${portal.baseUrl}/api/quotes/${url.split('/').pop()}/pdf/?lang=en-au`)
      ).arrayBuffer(),
    );
    const pdfText = execFileSync('pdftotext', ['-raw', '-', '-'], { input: pdf, encoding: 'utf8' });
    expect(pdfText).toContain(tq('documents:fields.totalGross', { tax: gst }));
    expect(pdfText).toContain('Paddington NSW 2021');
    expect(pdfText).not.toMatch(/\bVAT\b/);
    expect(pdfText.replace(/\s/g, '')).toContain(
      (total ?? '').replace(/^[^$]*/, '').replace(/\s/g, ''),
    );
    mkdirSync(ARTIFACTS, { recursive: true });
    execFileSync(
      'pdftoppm',
      ['-png', '-r', '80', '-f', '1', '-l', '1', '-', join(ARTIFACTS, 'documents-quote-au-pdf')],
      {
        input: pdf,
      },
    );
    await customer.close();
  });
});

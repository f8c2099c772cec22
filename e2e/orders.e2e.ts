// Orders and offers: a shop configures two patterned curtains (Florentine, strokes, 64 cm repeat)
// for one commission, the second joining it through the order header's commission chooser; on the
// offer page it matches their strokes (the alert tells the metres and money saved), makes a set,
// saves the draft as an offer for a named customer, finds it under offers, confirms it, and finds it
// under confirmed (search kept in the address, the row's menu) with its history; the order's page
// and its articles' table fit 1366 × 768 without scrolling sideways; the dashboard counts live. A
// service account chooses another shop, configures a curtain and finds the draft on the offer page
// and under drafts with the shop column. Every new page, dialog, alert and the open menu are checked
// with axe; sizes are typed key by key.
import { formatDayInput, type Locale } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import {
  type Browser,
  CHROMIUM,
  expectAccessible,
  screenshot,
  settled,
  sidewaysScrollers,
} from './support/browser.js';
import { escapeRegExp, expectListLinked, typeSize } from './support/configurator.js';
import { configureCurtain, sizeField, startCurtain, type Tr } from './support/curtain.js';
import {
  expectReadableOnPhone,
  htmlLang,
  logIn,
  overlappingTexts,
  PHONE,
  text,
} from './support/journey.js';
import { usePortal } from './support/portal.js';

describe.skipIf(!CHROMIUM)('orders and offers in Chromium', () => {
  const portal = usePortal();
  let browser: Browser | undefined;

  it('a curtain for a new commission becomes a draft, an offer for a named customer, then a confirmed order with its history', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/products/curtain`);
    const locale = ((await htmlLang(page)) ?? 'en') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

    // Two patterned curtains for one commission: the first starts the commission by name, the
    // second joins it through the order header's commission chooser.
    const first = await configureCurtain(page, portal.baseUrl, tr, { newCommission: 'Jansen' });
    const second = await configureCurtain(page, portal.baseUrl, tr, {
      commission: /^Jansen \(\d+\)$/,
    });
    const orderNumber = first;

    // The offer page: the commission's draft with both curtains and their drawings.
    await page.goto(`${portal.baseUrl}/account/offer`);
    const card = page.getByRole('region', { name: /^Jansen \(\d+\)$/ });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText(first).waitFor();
    await card.getByText(second).waitFor();
    await card
      .getByRole('heading', { name: tr('enums:rooms.living') })
      .first()
      .waitFor();
    await screenshot(page, 'orders-offer-page');
    await expectAccessible(page, 'offer page with a draft');
    // On a phone each article's price goes under its description, not over it.
    await page.setViewportSize(PHONE);
    await card.getByText(second).waitFor();
    // The screenshot after the phone's layout has been drawn, not the desktop's cut at 412 px.
    await settled(page);
    await screenshot(page, 'orders-offer-page-412');
    expect(await page.evaluate(overlappingTexts, 'section[aria-labelledby^="order-"]')).toEqual([]);
    await expectReadableOnPhone(page, 'offer page on a phone', [
      card.getByText(new RegExp(`^${escapeRegExp(tr('orders:prices.sales'))}`)).first(),
      card.getByText(first),
    ]);
    await expectAccessible(page, 'offer page on a phone');
    await page.setViewportSize({ width: 1366, height: 860 });
    const orderId = (await card.getAttribute('aria-labelledby'))?.replace('order-', '') ?? '';
    expect(orderId).toMatch(/^\d+$/);
    const selectBoth = async () => {
      for (const number of [first, second]) {
        await card.getByRole('checkbox', { name: tr('orders:offer.select', { number }) }).check();
      }
    };

    // Both selected, their strokes matched: the alert tells what is saved.
    await selectBoth();
    await card.getByRole('button', { name: tr('orders:offer.actions.combine_strokes') }).click();
    const combineDialog = page.getByRole('dialog', {
      name: tr('orders:offer.dialogs.combine.title'),
    });
    await combineDialog.waitFor();
    await combineDialog
      .getByRole('button', { name: tr('orders:offer.dialogs.combine.confirm') })
      .click();
    const [beforeLength = '', rest = ''] = tr('orders:offer.alerts.combined', {
      length: '\u0000',
      money: '\u0001',
    }).split('\u0000');
    const [between = '', afterMoney = ''] = rest.split('\u0001');
    const combined = page
      .getByRole('alert')
      .filter({
        hasText: new RegExp(
          `${escapeRegExp(beforeLength)}\\S.*${escapeRegExp(between)}\\S.*${escapeRegExp(afterMoney)}`,
        ),
      })
      .first();
    await combined.waitFor({ timeout: 30_000 }).catch(async (error) => {
      await screenshot(page, 'orders-combine-failed');
      throw error;
    });
    expect(await combined.textContent()).toMatch(/\d/);
    await screenshot(page, 'orders-strokes-matched');
    await expectAccessible(page, 'strokes matched alert');

    // Both selected again, made a set aligned at the bottom.
    await selectBoth();
    await card.getByRole('button', { name: tr('orders:offer.actions.make_set') }).click();
    const setDialog = page.getByRole('dialog', { name: tr('orders:offer.dialogs.set.title') });
    await setDialog.waitFor();
    await setDialog.getByRole('radio', { name: tr('orders:offer.dialogs.set.bottom') }).check();
    await screenshot(page, 'orders-set-dialog');
    await expectAccessible(page, 'set dialog');
    await setDialog.getByRole('button', { name: tr('orders:offer.dialogs.set.confirm') }).click();
    await page.getByText(tr('orders:offer.alerts.setMade')).waitFor({ timeout: 30_000 });

    // Saved as an offer for a named customer, valid for a month.
    await card.getByRole('button', { name: tr('orders:offer.actions.save_as_offer') }).click();
    const offerDialog = page.getByRole('dialog', { name: tr('orders:offer.dialogs.offer.title') });
    await offerDialog.waitFor();
    await expectAccessible(page, 'offer dialog');
    const endCustomer = offerDialog.getByRole('textbox', {
      name: new RegExp(tr('orders:offer.dialogs.offer.endCustomer')),
    });
    await endCustomer.pressSequentially('Familie Jansen');
    // The day typed key by key as the language writes it (DD-MM-YYYY in Dutch), then left. Its
    // placeholder names the parts in Dutch.
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const validField = offerDialog.getByRole('textbox', {
      name: new RegExp(tr('orders:offer.dialogs.offer.validUntil')),
    });
    expect(await validField.getAttribute('placeholder')).toBe('DD-MM-JJJJ');
    // Escape in the open date picker closes the picker only; the dialog and the name stay. A
    // second Escape asks before the typed name is thrown away; keeping it keeps the name.
    await validField.click();
    const picker = page.locator('[data-dates-dropdown]');
    await picker.waitFor();
    await expectAccessible(page, 'offer dialog, date picker open');
    await screenshot(page, 'orders-offer-date-picker');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await offerDialog.waitFor();
    expect(await endCustomer.inputValue()).toBe('Familie Jansen');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: tr('common:discard.title') });
    await discard.waitFor();
    await expectAccessible(page, 'offer dialog asks before discarding');
    await screenshot(page, 'orders-offer-discard-question');
    await page.setViewportSize({ width: 412, height: 860 });
    await settled(page);
    await screenshot(page, 'orders-offer-discard-question-412');
    await page.setViewportSize({ width: 1366, height: 860 });
    await discard.getByRole('button', { name: tr('common:discard.keep') }).click();
    await discard.waitFor({ state: 'detached' });
    expect(await endCustomer.inputValue()).toBe('Familie Jansen');
    await validField.click();
    await validField.press('ControlOrMeta+a');
    await validField.press('Backspace');
    await validField.pressSequentially(formatDayInput(validUntil, locale));
    await validField.press('Tab');
    await expect.poll(() => validField.inputValue()).toBe(formatDayInput(validUntil, locale));
    await offerDialog
      .getByRole('button', { name: tr('orders:offer.dialogs.offer.confirm') })
      .click();
    const offerSaved = page.getByText(
      tr('orders:offer.alerts.offerSaved', { name: 'Familie Jansen' }),
    );
    await offerSaved.waitFor({ timeout: 30_000 });
    await screenshot(page, 'orders-offer-saved');
    await expectAccessible(page, 'offer saved alert');

    // Found in the offers tab, then confirmed from its card.
    await page.goto(`${portal.baseUrl}/account/order?tab=offers`);
    await page.getByText('Familie Jansen').waitFor({ timeout: 30_000 });
    await page.goto(`${portal.baseUrl}/account/offer?open=${orderId}`);
    const offerCard = page.getByRole('region', { name: /^Jansen \(\d+\)$/ });
    await offerCard.getByRole('button', { name: tr('orders:offer.actions.confirm') }).click();
    const confirmDialog = page.getByRole('dialog', {
      name: tr('orders:offer.dialogs.confirm.title'),
    });
    await confirmDialog.waitFor();
    await expectAccessible(page, 'confirm dialog');
    await confirmDialog
      .getByRole('button', { name: tr('orders:offer.dialogs.confirm.confirm') })
      .click();
    await page.getByText(tr('orders:offer.alerts.confirmed')).waitFor({ timeout: 30_000 });

    // Under confirmed, with its history.
    await page.goto(`${portal.baseUrl}/account/order`);
    await page.getByText('Jansen').first().waitFor({ timeout: 30_000 });
    await page.goto(`${portal.baseUrl}/account/order/${orderId}`);
    await page.getByText(tr('orders:events.order_confirmed')).first().waitFor({ timeout: 30_000 });
    await page.getByText(tr('orders:events.offer_saved')).first().waitFor();
    await screenshot(page, 'orders-confirmed-detail');
    await expectAccessible(page, 'confirmed order with its history');

    // The order list: a search kept in the address, the row's menu.
    await page.goto(`${portal.baseUrl}/account/order`);
    const table = page.getByRole('table', {
      name: tr('orders:list.label', { tab: tr('orders:tabs.confirmed') }),
    });
    await table.getByText('Jansen').waitFor({ timeout: 30_000 });
    // The search box shows its placeholder, which says what can be searched, whole.
    const placeholderCut = await page
      .getByRole('searchbox', { name: tr('orders:filters.search') })
      .evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return true;
        context.font = style.font;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > room;
      });
    expect(placeholderCut, 'the search placeholder is cut off').toBe(false);
    await page
      .getByRole('searchbox', { name: tr('orders:filters.search') })
      .pressSequentially('Jansen');
    await page.waitForURL(/q=Jansen/);
    await table.getByText('Jansen').waitFor();
    // A search that finds nothing says so (not "no orders yet") and is cleared with one button; a
    // text of two letters has no trigram and is searched through the shop's own orders.
    const search = page.getByRole('searchbox', { name: tr('orders:filters.search') });
    await search.press('End');
    await search.pressSequentially('xq');
    // The search changes the address in place (no navigation for waitForURL to wait on).
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/q=Jansenxq/);
    await page.getByText(tr('lists:noMatch', { q: 'Jansenxq' })).waitFor();
    await screenshot(page, 'orders-list-no-match');
    await expectAccessible(page, 'order list, a search that finds nothing');
    await page.getByRole('button', { name: tr('lists:clearSearch') }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.has('q'), { timeout: 10_000 })
      .toBe(false);
    await expect.poll(() => search.inputValue(), { timeout: 10_000 }).toBe('');
    await search.pressSequentially('an');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/q=an/);
    await table.getByText('Jansen').waitFor();
    // The ordering is as wide as its longest option in this language: that one is shown whole.
    const ordering = page
      .getByLabel(tr('lists:ordering'), { exact: true })
      .and(page.locator('input'));
    await ordering.click();
    await expectListLinked(page, ordering);
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    await screenshot(page, 'orders-list-ordering-open');
    await expectAccessible(page, 'order list with its ordering open');
    const labels = await options.allTextContents();
    const longest = labels.reduce((a, b) => (b.length > a.length ? b : a));
    await options.filter({ hasText: longest }).first().click();
    await expect.poll(() => ordering.inputValue()).toBe(longest);
    // Opened again, the field names the new list, not the one it had before.
    await ordering.click();
    await expectListLinked(page, ordering);
    await page.keyboard.press('Escape');
    await expect.poll(() => ordering.getAttribute('aria-expanded')).toBe('false');
    const cut = await ordering.evaluate(
      (input: HTMLInputElement) => input.scrollWidth > input.clientWidth,
    );
    expect(cut, `"${longest}" is cut off`).toBe(false);
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
    // On a 1366 × 768 laptop every column shows (related fields share one): neither the page nor
    // the articles' table scrolls sideways.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('columnheader', { name: tr('orders:articleColumns.status') }).waitFor();
    expect(
      await page.evaluate(() => {
        const scroller = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
      }),
    ).toSatisfy(({ scrollWidth, clientWidth }) => scrollWidth <= clientWidth);
    expect(await page.evaluate(sidewaysScrollers)).toEqual([]);
    await screenshot(page, 'orders-detail-1366');

    // On a phone each article is a card: its status and price are in sight without scrolling
    // sideways, and nothing in it is cut off.
    await page.setViewportSize(PHONE);
    const articles = page.getByRole('table', { name: tr('orders:detail.articles') });
    const line = articles.getByRole('row').filter({ hasText: orderNumber });
    await screenshot(page, 'orders-detail-412');
    await expectReadableOnPhone(page, 'order detail on a phone', [
      line.getByText(orderNumber, { exact: true }),
      line.getByText(new RegExp(`^${escapeRegExp(tr('orders:prices.sales'))}`)),
    ]);
    await expectAccessible(page, 'order detail on a phone');

    // The order list on a phone: the row's commission, status, price and day in sight, its menu
    // reachable from the keyboard.
    await page.goto(`${portal.baseUrl}/account/order`);
    const phoneRow = page
      .getByRole('table', { name: tr('orders:list.label', { tab: tr('orders:tabs.confirmed') }) })
      .getByRole('row')
      .filter({ hasText: 'Jansen' });
    await phoneRow.waitFor({ timeout: 30_000 });
    await screenshot(page, 'orders-list-412');
    await expectReadableOnPhone(page, 'order list on a phone', [
      phoneRow.getByText('Jansen', { exact: true }),
      phoneRow.getByText(tr('enums:orderTypes.confirmed'), { exact: true }),
      phoneRow.getByText(new RegExp(`^${escapeRegExp(tr('orders:prices.sales'))}`)),
    ]);
    await expectAccessible(page, 'order list on a phone');
    const phoneMenu = phoneRow.getByRole('button', {
      name: tr('orders:list.rowActions', { id: orderId }),
    });
    await phoneMenu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: tr('orders:list.open') }).waitFor();
    await screenshot(page, 'orders-list-menu-412');
    await expectAccessible(page, 'order list on a phone with an open row menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expect
      .poll(() => phoneMenu.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.setViewportSize({ width: 1366, height: 768 });

    // The dashboard's tiles count live and open the tabs.
    await page.goto(`${portal.baseUrl}/account/dashboard`);
    await page
      .getByLabel(tr('orders:dashboard.countLabel', { count: 0 }))
      .first()
      .waitFor();
    await expectAccessible(page, 'dashboard with order counts');

    // The next curtain after the confirm: the commission chooser no longer points at the confirmed
    // order but says a new draft is made; the curtain, typed key by key, is saved into that new
    // draft, which the chooser then names.
    await page.goto(`${portal.baseUrl}/account/products/curtain`);
    const commissionName = new RegExp(`^${escapeRegExp(tr('orders:flow.commission'))}\\W*$`);
    const commissionField = page
      .getByRole('textbox', { name: commissionName })
      .or(page.getByRole('combobox', { name: commissionName }))
      .first();
    await expect
      .poll(() => commissionField.inputValue(), { timeout: 30_000 })
      .toBe(tr('orders:flow.latestNone'));
    const next = await configureCurtain(page, portal.baseUrl, tr, { asChosen: true });
    const [namedBefore = '', namedAfter = ''] = tr('orders:flow.latestNamed', {
      name: '\u0000',
    }).split('\u0000');
    // The draft the save made has no commission name yet: the field names it by its number.
    const [unnamedBefore = '', unnamedAfter = ''] = tr('orders:offer.unnamed', {
      id: '\u0000',
    }).split('\u0000');
    const named = new RegExp(
      `^${escapeRegExp(namedBefore)}(?:.*\\((\\d+)\\)|${escapeRegExp(unnamedBefore)}(\\d+)${escapeRegExp(unnamedAfter)})${escapeRegExp(namedAfter)}$`,
    );
    await expect.poll(() => commissionField.inputValue(), { timeout: 30_000 }).toMatch(named);
    const found = (await commissionField.inputValue()).match(named);
    const newDraft = found?.[1] ?? found?.[2] ?? '';
    expect(newDraft).toMatch(/^\d+$/);
    expect(newDraft).not.toBe(orderId);
    await screenshot(page, 'orders-next-commission');
    await page.goto(`${portal.baseUrl}/account/offer?open=${newDraft}`);
    await page.getByText(next).first().waitFor({ timeout: 30_000 });

    // A confirmed article opens read-only: why, its fields disabled, nothing to save.
    await page.goto(`${portal.baseUrl}/account/products/curtain/${first}/`);
    await page.getByText(tr('errors:order_confirmed')).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: tr('configurator:steps.specification') }).waitFor();
    expect(await sizeField(page, 'width').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: tr('configurator:save.update') }).count()).toBe(
      0,
    );
    await screenshot(page, 'orders-confirmed-article-read-only');
    await expectAccessible(page, 'a confirmed article, read-only');

    // An article configured and not saved is not lost without a word: leaving asks, Escape stays.
    await page.goto(`${portal.baseUrl}/account/products/curtain`);
    await startCurtain(page, portal.baseUrl, tr, { asChosen: true });
    await typeSize(sizeField(page, 'width'), '180');
    const menu = page.getByRole('navigation', { name: tr('shell:nav.main') });
    await menu.getByRole('link', { name: tr('shell:routes.dashboard') }).click();
    const leave = page.getByRole('dialog', { name: tr('configurator:leave.title') });
    await leave.waitFor();
    await screenshot(page, 'orders-leave-dialog-1366');
    await expectAccessible(page, 'leave without saving dialog at 1366 px');
    await page.setViewportSize({ width: 412, height: 915 });
    await screenshot(page, 'orders-leave-dialog-412');
    await expectAccessible(page, 'leave without saving dialog at 412 px');
    await page.keyboard.press('Escape');
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/account/products/curtain');
    expect(await sizeField(page, 'width').inputValue()).toBe('180');
    await page.setViewportSize({ width: 1366, height: 768 });
    // Reloading asks too (the browser's own question); the dealer goes ahead and the page reloads.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.reload();
    expect(await asked).toBe('beforeunload');
    // Asked once more inside the portal, the dealer leaves without saving.
    await startCurtain(page, portal.baseUrl, tr, { asChosen: true });
    await typeSize(sizeField(page, 'width'), '180');
    await menu.getByRole('link', { name: tr('shell:routes.dashboard') }).click();
    await leave.getByRole('button', { name: tr('configurator:leave.leave') }).click();
    await page.waitForURL(/\/account\/dashboard$/);
  }, 300_000);

  it('a service account chooses another shop, configures a curtain and finds its draft for that shop', async () => {
    await browser?.close();
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-service');
    const locale = ((await htmlLang(page)) ?? 'en') as Locale;
    const tr: Tr = (key, params) => text(locale, key, params);
    await page.getByRole('button', { name: tr('shell:debtor.choose') }).click();
    const chooser = page.getByPlaceholder(tr('shell:debtor.placeholder'));
    await chooser.click();
    await expectListLinked(page, chooser);
    const option = page.getByRole('option').first();
    const shop = ((await option.textContent()) ?? '').replace(/\s*\(.*\)\s*$/, '');
    await option.click();
    await page.getByRole('button', { name: tr('shell:debtor.open', { name: shop }) }).waitFor();

    const number = await configureCurtain(page, portal.baseUrl, tr, { newCommission: 'Visser' });

    await page.goto(`${portal.baseUrl}/account/offer`);
    const card = page.getByRole('region', { name: /^Visser \(\d+\)$/ });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText(number).waitFor();
    await screenshot(page, 'orders-service-offer-page');

    await page.goto(`${portal.baseUrl}/account/order?tab=draft`);
    const table = page.getByRole('table', {
      name: tr('orders:list.label', { tab: tr('orders:tabs.draft') }),
    });
    await table.getByRole('columnheader', { name: tr('orders:columns.debtor') }).waitFor({
      timeout: 30_000,
    });
    const row = table.getByRole('row').filter({ hasText: 'Visser' });
    await row.waitFor();
    await row.getByText(shop).waitFor();
    await screenshot(page, 'orders-service-drafts');
    await expectAccessible(page, 'draft orders of a service account with the shop column');

    // The confirmed orders, the widest list (ten columns with the shop's): a table on a 1366 px
    // laptop; on a tablet beside the menu (1024 px) each order is a card, status, price and menu
    // in sight, where the table scrolled sideways inside its frame and hid them past its edge.
    await page.goto(`${portal.baseUrl}/account/order`);
    const confirmed = page.getByRole('table', {
      name: tr('orders:list.label', { tab: tr('orders:tabs.confirmed') }),
    });
    await confirmed.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    // Stacked, the column titles are out of sight (kept for screen readers) and rows are cards.
    const stacked = () =>
      confirmed.evaluate((table) => {
        const head = table.querySelector('thead');
        return head !== null && getComputedStyle(head).position === 'absolute';
      });
    await page.setViewportSize({ width: 1366, height: 768 });
    await settled(page);
    expect(await stacked()).toBe(false);
    expect(await page.evaluate(sidewaysScrollers)).toEqual([]);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(stacked).toBe(true);
    expect(await page.evaluate(sidewaysScrollers)).toEqual([]);
    const first = confirmed.getByRole('row').nth(1);
    const menu = first.getByRole('button').last();
    const edge = await page.evaluate(() => document.documentElement.clientWidth);
    expect((await menu.boundingBox())?.x ?? Number.POSITIVE_INFINITY).toBeLessThan(edge);
    await screenshot(page, 'orders-service-1024');
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect.poll(stacked).toBe(false);
  });
});

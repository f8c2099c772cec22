// The configurators as a shop meets them: a lined double-pleat curtain with a bent track, watched
// in the live preview, price and cut list while the width changes, saved into the draft order,
// reopened and changed; in Polish, a roman curtain too narrow for its double battery, a rod
// and loose parts; a size typed as each dealer types it (287,5 in Dutch, 287.5 in English, 113 1/4
// in inches in Canada) and one the field refuses, which the drawing does not follow. Each step
// passes axe, and each configurator leaves a screenshot with its preview.
import type { Locale } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type Browser,
  CHROMIUM,
  expectAccessible,
  screenshot,
  screenshotBothWidths,
} from './support/browser.js';
import { choose, escapeRegExp, pickFirstFabric, typeSize } from './support/configurator.js';
import { htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

/** The text of what the dealer sees beside the article: price, preview and cut list. */
async function summaryOf(page: Page) {
  const price = await page.getByTestId('price-sales').textContent();
  const preview = await page.locator('aside svg[role="img"]').first().innerHTML();
  const cutList = await page.getByTestId('cut-list').textContent();
  return { price, preview, cutList };
}

/** Types a size into the field of that name, key by key. */
const typeInto = (page: Page, name: string, value: string) =>
  typeSize(page.locator(`input[name="${name}"]`), value);

/** Switches the interface to a language unless it already speaks it (the choice is stored). */
async function speak(page: Page, locale: Locale) {
  const current = ((await htmlLang(page)) ?? 'nl') as Locale;
  if (current === locale) return;
  await page.getByRole('button', { name: text(current, 'common:language.label') }).click();
  await page
    .getByRole('menuitem', { name: new RegExp(`^${text(locale, 'common:language.self')}$`) })
    .click();
  await expect.poll(() => htmlLang(page)).toBe(locale);
}

type Tr = (key: string, params?: Record<string, string | number>) => string;

/** From the products page to the specification step of a comfort pleat curtain in a living room. */
async function openPleatCurtain(page: Page, tr: Tr) {
  await page
    .getByRole('link', { name: tr('dashboard:products.curtain.action') })
    .first()
    .click();
  await page.waitForURL(/\/account\/products\/curtain/);
  await pickFirstFabric(page, tr);
  await choose(page, tr('configurator:header.room'), tr('enums:rooms.living'));
  await page.getByRole('radio', { name: tr('enums:articleTypes.pleatcurtain') }).click();
  await page.getByText(tr('enums:luxuryTypes.comfort'), { exact: true }).click();
  await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
  await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
}

/** From the specification step: no add-ons, saved into the draft; the article's number. */
async function skipAddOnsAndSave(page: Page, tr: Tr): Promise<string | undefined> {
  await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
  for (;;) {
    const skip = page.getByRole('button', { name: tr('configurator:flow.skip') });
    if ((await skip.count()) === 0) break;
    await skip.click();
  }
  await page.getByRole('button', { name: tr('configurator:save.save') }).click();
  const saved = page.getByText(
    new RegExp(tr('configurator:save.saved', { orderNumber: '(\\d{7})' })),
  );
  await saved.waitFor({ timeout: 30_000 });
  return (await saved.textContent())?.match(/\d{7}/)?.[0];
}

describe.skipIf(!CHROMIUM)('the configurators in Chromium', () => {
  const portal = usePortal();
  let browser: Browser | undefined;

  it('a shop configures a lined double-pleat curtain with a bent track, saves it and changes it', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/products`);
    const locale = ((await htmlLang(page)) ?? 'en') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    await expectAccessible(page, 'products');
    await page
      .getByRole('link', { name: tr('dashboard:products.curtain.action') })
      .first()
      .click();
    await page.waitForURL(/\/account\/products\/curtain/);

    // The order header: fabric, employee (the account's default) and room.
    await pickFirstFabric(page, tr);
    await choose(page, tr('configurator:header.room'), tr('enums:rooms.living'));

    // Model.
    await page.getByRole('radio', { name: tr('enums:articleTypes.pleatcurtain') }).click();
    await page.getByText(tr('enums:luxuryTypes.comfort'), { exact: true }).click();
    await expectAccessible(page, 'curtain model');
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();

    // Fabric, with a lining.
    const withLining = page.getByRole('switch', { name: tr('curtain:fabric.withLining') });
    if (!(await withLining.isChecked())) await withLining.check({ force: true });
    const lining = await pickFirstFabric(page, tr, tr('configurator:header.chooseLining'));
    await expectAccessible(page, 'curtain fabric');
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();

    // Specification: measurements and the double pleat; price, preview and cut list follow.
    await typeInto(page, 'width', '300');
    await typeInto(page, 'height', '250');
    await choose(page, tr('articleFields:labels.pleat_type'), tr('enums:pleatTypes.double'));
    await page.getByRole('radio', { name: tr('enums:splitTypes.equal') }).check();
    await choose(page, tr('articleFields:labels.hem_type'), tr('enums:hemTypes.double'));
    await expect.poll(() => page.getByTestId('price-sales').count()).toBe(1);
    const before = await summaryOf(page);
    expect(before.price).toMatch(/\d/);
    await typeInto(page, 'width', '400');
    await expect.poll(async () => (await summaryOf(page)).price).not.toBe(before.price);
    const after = await summaryOf(page);
    expect(after.preview).not.toBe(before.preview);
    expect(after.cutList).not.toBe(before.cutList);
    // On a phone (in Dutch, whose headers and units are long) the price's breakdown and the cut
    // list fit the summary's column: no column hidden beyond a sideways scroll.
    await page.getByText(tr('configurator:summary.breakdown')).click();
    await screenshotBothWidths(page, 'configurator-curtain-specification');
    await expectAccessible(page, 'curtain specification');
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();

    // Rail: a curtain track with one bend of 90°.
    await page.getByRole('button', { name: tr('configurator:flow.addRail') }).click();
    await page
      .getByRole('radio', { name: tr('enums:railRodKinds.trackrail'), exact: true })
      .click();
    await choose(page, tr('articleFields:labels.color'), tr('enums:colors.whitematt'));
    await choose(page, tr('articleFields:labels.curve_type'), tr('enums:curveTypes.single90'));
    await typeInto(page, 'curve_left_length', '40');
    await choose(page, tr('articleFields:labels.track_type'), tr('enums:trackTypes.track_1014'));
    await choose(page, tr('articleFields:labels.support_type'), tr('enums:supportTypes.wall60mm'));
    await choose(page, tr('articleFields:labels.runner_color'), tr('enums:colors.whitematt'));
    await screenshot(page, 'configurator-curtain-rail');
    await expectAccessible(page, 'curtain rail');
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();

    // No rod, no pull rod.
    for (;;) {
      const skip = page.getByRole('button', { name: tr('configurator:flow.skip') });
      if ((await skip.count()) === 0) break;
      await expectAccessible(page, 'curtain add-on offer');
      await skip.click();
    }

    // Confirmation: the summary, the price and the cut list; saving into the draft order.
    await expect.poll(() => page.getByTestId('cut-list').count()).toBeGreaterThan(0);
    expect(await page.getByRole('main').textContent()).toContain(lining);
    await screenshot(page, 'configurator-curtain-confirmation');
    await expectAccessible(page, 'curtain confirmation');
    await page.getByRole('button', { name: tr('configurator:save.save') }).click();
    const saved = page.getByText(
      new RegExp(tr('configurator:save.saved', { orderNumber: '(\\d{7})' })),
    );
    await saved.waitFor({ timeout: 30_000 });
    const orderNumber = (await saved.textContent())?.match(/\d{7}/)?.[0];
    expect(orderNumber).toBeDefined();

    // Reopened by its order number: the height changes and is kept.
    await page.goto(`${portal.baseUrl}/account/products/curtain/${orderNumber}/`);
    await page.locator('input[name="height"]').waitFor();
    expect(await page.locator('input[name="width"]').inputValue()).toBe('400');
    await typeInto(page, 'height', '260');
    await page.getByRole('button', { name: tr('configurator:save.update') }).click();
    await page
      .getByText(tr('configurator:save.saved', { orderNumber: orderNumber ?? '' }))
      .waitFor();
    await page.reload();
    await page.locator('input[name="height"]').waitFor();
    expect(await page.locator('input[name="height"]').inputValue()).toBe('260');
    // The rail saved with it opens in its step, as a stored article of its own.
    await page
      .getByRole('button', { name: new RegExp(escapeRegExp(tr('configurator:steps.rail'))) })
      .first()
      .click();
    const [savedBefore = ''] = tr('curtain:addOn.saved', { orderNumber: '\u0000' }).split('\u0000');
    await page.getByText(new RegExp(`^${escapeRegExp(savedBefore)}\\d{7}`)).waitFor();
    expect(await page.locator('input[name="curve_left_length"]').inputValue()).toBe('40');
  });

  it('in Polish, a shop meets the double-battery rule on a narrow roman curtain, then orders a rod and parts', async () => {
    await browser?.close();
    browser = await portal.openBrowser('pl-PL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/products`);
    // The shop's colleague works in Polish.
    await page.getByRole('button', { name: text('nl', 'common:language.label') }).click();
    await page.getByRole('menuitem', { name: /Polski/ }).click();
    await expect.poll(() => htmlLang(page)).toBe('pl');
    const tr = (key: string, params?: Record<string, string | number>) => text('pl', key, params);

    // Roman curtain: model, fabric, specification.
    await page
      .getByRole('link', { name: tr('dashboard:products.foldcurtain.action') })
      .first()
      .click();
    await page.waitForURL(/\/account\/products\/foldcurtain/);
    await pickFirstFabric(page, tr);
    await choose(page, tr('configurator:header.room'), tr('enums:rooms.bedroom'));
    await page.getByRole('radio', { name: tr('enums:foldTypes.1'), exact: true }).click();
    await expectAccessible(page, 'roman curtain model');
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
    await expectAccessible(page, 'roman curtain fabric');
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
    await typeInto(page, 'width', '70');
    await typeInto(page, 'height', '150');
    await choose(
      page,
      tr('articleFields:labels.mounting_system'),
      tr('enums:mountingSystems.electric12v'),
    );
    await choose(
      page,
      tr('articleFields:labels.electric_option'),
      tr('enums:electricOptions.battery'),
    );
    await page.getByRole('radio', { name: tr('enums:batteryOptions.doublebattery') }).check();
    const rule = page.getByText(tr('rules:double_battery_min_width', { min: '80 cm' })).first();
    await rule.waitFor();
    await screenshot(page, 'configurator-foldcurtain-pl');
    await expectAccessible(page, 'roman curtain specification');
    // Wide enough, the message goes and the curtain is priced.
    await typeInto(page, 'width', '90');
    await expect.poll(() => rule.count()).toBe(0);
    await expect.poll(() => page.getByTestId('price-sales').count()).toBe(1);
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
    await expectAccessible(page, 'roman curtain confirmation');
    await page.getByRole('button', { name: tr('configurator:save.save') }).click();
    await page
      .getByText(new RegExp(tr('configurator:save.saved', { orderNumber: '\\d{7}' })))
      .waitFor({ timeout: 30_000 });

    // A decorative rod on its own.
    await page.goto(`${portal.baseUrl}/account/products/railrod`);
    await page
      .getByRole('radio', { name: tr('enums:railRodKinds.decorativerod'), exact: true })
      .click();
    await expectAccessible(page, 'rail or rod model');
    // The kind is chosen where it is shown, as a curtain's model is; Next moves on.
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
    await choose(page, tr('configurator:header.room'), tr('enums:rooms.bedroom'));
    await choose(page, tr('articleFields:labels.color'), tr('enums:colors.blackmatt'));
    await page.getByText(tr('enums:rodSizes.rodsize28mm'), { exact: true }).click();
    await typeInto(page, 'width', '180');
    await choose(page, tr('articleFields:labels.support_type'), null);
    await expect.poll(() => page.getByTestId('price-sales').count()).toBe(1);
    await screenshot(page, 'configurator-rod-pl');
    await expectAccessible(page, 'rod type');
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
    await expectAccessible(page, 'rod confirmation');
    await page.getByRole('button', { name: tr('configurator:save.save') }).click();
    await page
      .getByText(new RegExp(tr('configurator:save.saved', { orderNumber: '\\d{7}' })))
      .waitFor({ timeout: 30_000 });

    // Loose parts: the first part on the list, priced and saved.
    await page.goto(`${portal.baseUrl}/account/products/railrodparts`);
    const partsTable = page.getByRole('table', { name: tr('railrodparts:list.title') });
    const [addBefore = '', addAfter = ''] = tr('railrodparts:list.addLabel', {
      name: '\u0000',
    }).split('\u0000');
    const add = partsTable
      .getByRole('button', {
        name: new RegExp(`^${escapeRegExp(addBefore)}.+${escapeRegExp(addAfter)}$`),
      })
      .first();
    await add.waitFor();
    await expectAccessible(page, 'parts catalogue');
    await add.click();
    await expect.poll(() => page.getByTestId('price-sales').count()).toBe(1);
    await screenshot(page, 'configurator-parts-pl');
    await expectAccessible(page, 'parts chosen');
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
    await expectAccessible(page, 'parts confirmation');
    await page.getByRole('button', { name: tr('configurator:save.save') }).click();
    await page
      .getByText(new RegExp(tr('configurator:save.saved', { orderNumber: '\\d{7}' })))
      .waitFor({ timeout: 30_000 });
  });
  it.each([
    {
      browserLocale: 'nl-NL',
      locale: 'nl',
      user: 'demo-shop',
      typed: '287,5',
      height: '250',
      shown: '287,5 cm',
    },
    {
      browserLocale: 'en-GB',
      locale: 'en',
      user: 'demo-shop',
      typed: '287.5',
      height: '250',
      shown: '287.5 cm',
    },
    // The Canadian shop measures in inches and types them as its tape says them.
    {
      browserLocale: 'en-CA',
      locale: 'en',
      user: 'demo-ca',
      typed: '113 1/4',
      height: '96',
      shown: '113¼ in',
    },
  ] as const)(
    '$user typing $typed in $locale gets $shown in the preview, the cut list and the stored curtain',
    async ({ browserLocale, locale, user, typed, height, shown }) => {
      await browser?.close();
      browser = await portal.openBrowser(browserLocale);
      const { page } = browser;
      await logIn(page, portal.baseUrl, user);
      await page.goto(`${portal.baseUrl}/account/products`);
      await speak(page, locale);
      const tr = (key: string, params?: Record<string, string | number>) =>
        text(locale, key, params);
      await openPleatCurtain(page, tr);

      // One panel, so the cut list's finished width is the width typed.
      const unit = tr(`configurator:fields.unitInText.${shown.endsWith('in') ? 'in' : 'cm'}`);
      await page.getByText(tr('articleFields:hints.width', { unit })).first().waitFor();
      await typeInto(page, 'width', typed);
      await typeInto(page, 'height', height);
      expect(await page.locator('input[name="width"]').inputValue()).toBe(typed);
      await choose(page, tr('articleFields:labels.pleat_type'), tr('enums:pleatTypes.double'));
      await page.getByRole('radio', { name: tr('enums:splitTypes.left') }).check();
      await choose(page, tr('articleFields:labels.hem_type'), tr('enums:hemTypes.double'));
      const shownAs = new RegExp(escapeRegExp(shown).replace(' ', '\\s?'));
      await expect.poll(async () => (await summaryOf(page)).cutList ?? '').toMatch(shownAs);
      const summary = await summaryOf(page);
      expect(summary.preview).toMatch(shownAs);
      expect(summary.price).toMatch(/\d/);
      // No help text names another unit than the account's.
      const other = shown.endsWith('in') ? /\bin cm\b/ : /\bin inches\b/;
      expect(await page.getByRole('main').textContent()).not.toMatch(other);
      if (shown.endsWith('in')) {
        // A curtain 100 in high is cut longer than 280 cm a width: the surcharge's notice names its
        // threshold in inches, and no length anywhere on the page (help texts, choices, the
        // breakdown's lines and quantities, the cut list) is in centimetres or metres.
        await typeInto(page, 'height', '100');
        await page
          .getByText(tr('calc:issues.surcharge_strokesover280', { threshold: '110¼ in' }))
          .first()
          .waitFor();
        const main = (await page.getByRole('main').textContent()) ?? '';
        expect(main).not.toMatch(/\d\s?cm\b/);
        expect(main).not.toMatch(/\bmetres?\b/);
        await page.setViewportSize({ width: 412, height: 900 });
        await screenshot(page, `configurator-size-typed-${user}-${locale}-412`);
        await page.setViewportSize({ width: 1366, height: 860 });
        await typeInto(page, 'height', height);
      }
      await screenshot(page, `configurator-size-typed-${user}-${locale}`);
      await expectAccessible(page, `curtain size typed in ${locale} by ${user}`);
      const orderNumber = await skipAddOnsAndSave(page, tr);

      // The stored article, reopened: shown again as the dealer typed it.
      await page.goto(`${portal.baseUrl}/account/products/curtain/${orderNumber}/`);
      await page.locator('input[name="width"]').waitFor();
      await expect.poll(() => page.locator('input[name="width"]').inputValue()).toBe(typed);
    },
  );

  it('a Dutch shop typing 287.5 (a point where Dutch writes a comma) is told so, and the drawing stays as it was', async () => {
    await browser?.close();
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/products`);
    await speak(page, 'nl');
    const tr = (key: string, params?: Record<string, string | number>) => text('nl', key, params);
    await openPleatCurtain(page, tr);
    await typeInto(page, 'height', '250');
    const width = page.locator('input[name="width"]');
    await width.click();
    await width.pressSequentially('287');
    const drawing = page.locator('aside svg[role="img"]').first();
    await expect.poll(() => drawing.getAttribute('aria-label')).toContain('287 cm × 250 cm');
    const before = await drawing.innerHTML();
    for (const key of '.5') {
      await width.press(key);
      await page
        .getByText(tr('configurator:fields.sizeFormat', { example: '287,5' }))
        .first()
        .waitFor();
      expect(await drawing.innerHTML()).toBe(before);
    }
    expect(await width.inputValue()).toBe('287.5');
    expect(await drawing.textContent()).not.toContain('287,5');
    await screenshot(page, 'configurator-refused-size-drawing-unchanged');
    await expectAccessible(page, 'curtain with a refused size');
  });

  it('an out-of-range roman curtain width stays as typed, says its bounds and is not saved', async () => {
    await browser?.close();
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/products`);
    await speak(page, 'nl');
    const tr = (key: string, params?: Record<string, string | number>) => text('nl', key, params);
    await page
      .getByRole('link', { name: tr('dashboard:products.foldcurtain.action') })
      .first()
      .click();
    await page.waitForURL(/\/account\/products\/foldcurtain/);
    await pickFirstFabric(page, tr);
    await choose(page, tr('configurator:header.room'), tr('enums:rooms.bedroom'));
    await page.getByRole('radio', { name: tr('enums:foldTypes.1'), exact: true }).click();
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
    await page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
    await typeInto(page, 'width', '350');
    await typeInto(page, 'height', '150');
    expect(await page.locator('input[name="width"]').inputValue()).toBe('350');
    const message = page
      .getByText(tr('configurator:fields.sizeRange', { min: '30 cm', max: '300 cm' }))
      .first();
    await message.waitFor();
    await screenshot(page, 'configurator-foldcurtain-out-of-range');
    await expectAccessible(page, 'roman curtain width out of range');
    await page.getByRole('button', { name: tr('configurator:save.save') }).click();
    await page.getByText(tr('configurator:save.invalid')).first().waitFor();
    const savedMessage = new RegExp(tr('configurator:save.saved', { orderNumber: '\\d{7}' }));
    expect(await page.getByText(savedMessage).count()).toBe(0);
    expect(await page.locator('input[name="width"]').inputValue()).toBe('350');
  });
});

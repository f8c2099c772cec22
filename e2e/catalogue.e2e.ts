// The fabric catalogue and the dealer's own fabrics as a shop meets them: from the dashboard tile
// to the collections, filtering, searching, a family and its fabric information; then adding an
// own fabric through all six steps with a photo, and finding it in the fabric picker.
import { crc32, deflateSync } from 'node:zlib';
import type { Locale } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import {
  type Browser,
  CHROMIUM,
  expectAccessible,
  screenshot,
  sidewaysScrollers,
} from './support/browser.js';
import { cutOffTexts, expectTitle, htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

/** A small valid PNG (a 16×16 linen-coloured square), made here so the journey needs no file. */
function linenPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3, Buffer.from([0xd8, 0xcf, 0xbd])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.skipIf(!CHROMIUM)('the fabric catalogue and own fabrics in Chromium', () => {
  const portal = usePortal();
  let browser: Browser;

  it('a shop browses the collections, adds its own fabric in six steps and picks it', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/dashboard`);
    const locale = ((await htmlLang(page)) ?? 'nl') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

    // The dashboard's new-collections tile opens the catalogue.
    await page
      .getByRole('link', { name: new RegExp(tr('dashboard:tiles.collections.title')) })
      .click();
    await page.waitForURL(/\/account\/fabrics/);
    await expectTitle(page, tr('fabrics:title'));
    const grid = page.getByTestId('fabric-grid');
    await expect.poll(() => grid.getByRole('article').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'fabric catalogue');
    await screenshot(page, 'catalogue-fabrics');

    // Two filters: the first fabric type on offer, then the first light level still on offer.
    const status = page.getByRole('status').filter({ hasText: /\d/ }).last();
    const countOf = async () => Number((await status.textContent())?.match(/\d+/)?.[0] ?? -1);
    const before = await countOf();
    const typeGroup = page.getByRole('group', { name: tr('fabrics:filters.fabric_type') });
    await typeGroup.locator('label:not([data-disabled])').first().click();
    await expect.poll(countOf).toBeLessThan(before);
    const afterType = await countOf();
    const lightGroup = page.getByRole('group', { name: tr('fabrics:filters.light_level') });
    await lightGroup.locator('label:not([data-disabled])').first().click();
    await expect.poll(countOf).toBeLessThanOrEqual(afterType);
    await expect.poll(() => grid.getByRole('article').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'fabric catalogue, filtered');
    await screenshot(page, 'catalogue-filtered');

    // Search for the first fabric's collection within the filtered list.
    const first = grid.getByRole('article').first();
    const firstName = (await first.getAttribute('aria-label')) ?? '';
    const collection = firstName.split(' ')[0] ?? firstName;
    await page.getByRole('searchbox', { name: tr('fabrics:search') }).fill(collection);
    await expect
      .poll(async () => {
        const names = await grid
          .getByRole('article')
          .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
        return names.length > 0 && names.every((name) => name.includes(collection));
      })
      .toBe(true);

    // The family view with its colours, then the fabric-info dialog of one colour.
    await grid
      .getByRole('article')
      .first()
      .getByRole('link', { name: new RegExp(collection) })
      .click();
    await page.waitForURL(/\/account\/fabrics\/family\/\d+/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain(collection);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'fabric family');
    await screenshot(page, 'catalogue-family');
    const colourName = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
    await page
      .getByRole('button', { name: tr('fabrics:swatch.info', { name: colourName }) })
      .click();
    const info = page.getByRole('dialog', { name: tr('fabrics:info.title') });
    await expect.poll(() => info.getByText(tr('fabrics:info.composition')).count()).toBe(1);
    await expect.poll(() => info.getByRole('img').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'fabric-info dialog');
    await screenshot(page, 'catalogue-fabric-info');
    await info
      .getByRole('button', { name: tr('fabrics:info.close') })
      .last()
      .click();

    // An own fabric through all six steps, with a photo.
    const name = 'Linnen eigen 7';
    await page.goto(`${portal.baseUrl}/account/customer-fabrics`);
    await expectAccessible(page, 'own fabrics');
    await page.getByRole('link', { name: tr('customerFabrics:add') }).click();
    await page.waitForURL(/\/customer-fabrics\/add/);
    const next = page.getByRole('button', { name: tr('customerFabrics:form.next') });
    // Going on with an empty step shows the messages of configurators §5 on its fields.
    await next.click();
    await expect.poll(() => page.getByText(tr('rules:required')).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'own fabric, general data with messages');
    await page.getByRole('textbox', { name: tr('customerFabrics:fields.name') }).fill(name);
    await page
      .getByRole('textbox', { name: tr('customerFabrics:fields.width') })
      .pressSequentially('140');
    await screenshot(page, 'own-fabric-general');
    await next.click();

    await page
      .getByRole('textbox', { name: tr('customerFabrics:fields.article_number') })
      .fill('701');
    await page.getByRole('textbox', { name: tr('customerFabrics:fields.color') }).fill('Zand');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'linnen-701.png',
      mimeType: 'image/png',
      buffer: linenPng(),
    });
    await expect
      .poll(() =>
        page.getByText(tr('customerFabrics:colours.pending', { name: 'linnen-701.png' })).count(),
      )
      .toBe(1);
    await expectAccessible(page, 'own fabric, colours');
    await screenshot(page, 'own-fabric-colours');
    await next.click();

    // A Dutch dealer writes the cents after a comma; "18.50" would be refused, not read as 1850.
    await page
      .getByRole('textbox', { name: tr('customerFabrics:fields.wholesale_price') })
      .pressSequentially('18,50');
    await page
      .getByRole('textbox', { name: tr('customerFabrics:fields.price') })
      .pressSequentially('37');
    await expectAccessible(page, 'own fabric, prices');
    await next.click();

    // The composition must reach exactly 100 % before the next step opens.
    const fibre = (code: string) =>
      page.getByRole('textbox', { name: `${tr(`enums:compositionFibres.${code}`)} (%)` });
    await fibre('li').pressSequentially('60');
    await next.click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: tr('rules:composition_total', { total: 60, expected: 100 }) })
          .count(),
      )
      .toBeGreaterThan(0);
    await fibre('co').pressSequentially('40');
    await expect
      .poll(() => page.getByTestId('composition-total').textContent())
      .toContain(tr('customerFabrics:composition.complete'));
    await expectAccessible(page, 'own fabric, composition');
    await screenshot(page, 'own-fabric-composition');
    await next.click();

    await page.getByRole('radio', { name: tr('enums:washProperties.wash30') }).check();
    await page.getByRole('radio', { name: tr('enums:dryProperties.notumble') }).check();
    await expectAccessible(page, 'own fabric, washing symbols');
    await screenshot(page, 'own-fabric-washing');
    await next.click();

    await page.getByRole('checkbox', { name: tr('enums:articleTypes.pleatcurtain') }).check();
    await expectAccessible(page, 'own fabric, confections');
    await page.getByRole('button', { name: tr('customerFabrics:form.save') }).click();
    await page.waitForURL(/\/account\/customer-fabrics$/, { timeout: 30_000 });
    const row = page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.count()).toBe(1);
    await expectAccessible(page, 'own fabrics with the new one');
    // Every status reads whole on a laptop ("Actief", not "Act…").
    expect(await page.evaluate(cutOffTexts, '')).toEqual([]);
    await screenshot(page, 'own-fabrics-list');

    // The customer's roll is ready at the shop: the driver takes it on the next delivery day.
    await row.getByRole('button', { name: tr('customerFabrics:actions.label', { name }) }).click();
    await expect
      .poll(() =>
        page.getByRole('menuitem', { name: tr('customerFabrics:actions.delivery') }).isVisible(),
      )
      .toBe(true);
    await expectAccessible(page, 'own fabric row menu open');
    await page.getByRole('menuitem', { name: tr('customerFabrics:actions.delivery') }).click();
    const delivery = page.getByRole('dialog', {
      name: tr('customerFabrics:deliveries.title', { name }),
    });
    await expect
      .poll(() => delivery.getByText(tr('customerFabrics:deliveries.none')).count())
      .toBe(1);
    await expect
      .poll(() =>
        delivery.getByRole('radio', { name: tr('enums:fabricDelivery.driver') }).isChecked(),
      )
      .toBe(true);
    await delivery
      .getByRole('textbox', { name: tr('customerFabrics:deliveries.note') })
      .pressSequentially('1 rol, 14 m');
    // Escape closes the open calendar, not the dialog around it.
    const date = delivery.getByRole('textbox', {
      name: tr('customerFabrics:deliveries.dateLabel.driver'),
    });
    await date.click();
    await expect.poll(() => page.locator('.mantine-DateInput-calendarHeader').count()).toBe(1);
    await expectAccessible(page, 'own fabric delivery dialog, calendar open');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.mantine-DateInput-calendarHeader').count()).toBe(0);
    await expect.poll(() => delivery.count()).toBe(1);
    await expectAccessible(page, 'own fabric delivery dialog');
    await delivery.getByRole('button', { name: tr('customerFabrics:deliveries.submit') }).click();
    const announced = page.getByText(tr('customerFabrics:deliveries.announced', { name }));
    await expect.poll(() => announced.count()).toBe(1);
    await expect
      .poll(() => delivery.getByRole('listitem').filter({ hasText: '1 rol, 14 m' }).count())
      .toBe(1);
    await expectAccessible(page, 'own fabric delivery announced, with its toast');
    await screenshot(page, 'own-fabric-delivery');
    await page.setViewportSize({ width: 412, height: 900 });
    // The list behind the dialog turns into cards once the phone's width is noticed.
    await expect.poll(() => page.evaluate(sidewaysScrollers)).toEqual([]);
    await screenshot(page, 'own-fabric-delivery-phone');
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.keyboard.press('Escape');
    await expect.poll(() => delivery.count()).toBe(0);

    // The picker on the catalogue page finds it among the existing own fabrics.
    await page.goto(`${portal.baseUrl}/account/fabrics`);
    await page.getByRole('button', { name: tr('fabrics:picker.open') }).click();
    const picker = page.getByRole('dialog', { name: tr('fabrics:picker.title') });
    await expect.poll(() => picker.getByRole('article').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'fabric picker, supplier fabrics');
    await picker.getByText(tr('enums:fabricSources.EXISTING_CUSTOMER_FABRICS')).click();
    await picker.getByRole('searchbox', { name: tr('fabrics:search') }).fill('Linnen');
    const mine = picker.getByRole('article', { name });
    await expect.poll(() => mine.count()).toBe(1);
    await expect.poll(() => mine.locator('img').count()).toBe(1);
    await expectAccessible(page, 'fabric picker, own fabrics');
    await screenshot(page, 'picker-own-fabrics');
    await mine.getByRole('button', { name: tr('fabrics:picker.choose', { name }) }).click();
    await expect.poll(() => page.getByText(tr('fabrics:picker.chosen', { name })).count()).toBe(1);
  });

  it('shows a collection’s description in the language picked in the top bar', async () => {
    // A browser of its own: the first journey's session would skip the log-in page.
    await browser?.close();
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/fabrics`);
    const grid = page.getByTestId('fabric-grid');
    // By article number: "Lino" is also the Lithuanian name of the colour Linen.
    await page.getByRole('searchbox', { name: text('nl', 'fabrics:search') }).fill('LINO-01');
    await grid.getByRole('article').first().getByRole('link', { name: /Lino/ }).click();
    await page.waitForURL(/\/account\/fabrics\/family\/\d+/);
    await expect
      .poll(() =>
        page.getByText('Gewassen linnenlook met een zachte, onregelmatige structuur.').count(),
      )
      .toBe(1);

    await page.getByRole('button', { name: text('nl', 'common:language.label') }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Deutsch' }).isVisible()).toBe(true);
    await expectAccessible(page, 'language menu');
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect.poll(() => htmlLang(page)).toBe('de');
    await expect
      .poll(() =>
        page.getByText('Gewaschene Leinenoptik mit weicher, unregelmäßiger Struktur.').count(),
      )
      .toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Lino');
    await expectAccessible(page, 'fabric family in German');
    await screenshot(page, 'catalogue-family-de');
  });
});

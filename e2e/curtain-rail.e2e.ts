// The rail follows the curtain: a shop makes a curtain with a track, saves it, widens the curtain
// when editing it and finds the stored track widened with the next save. A track width typed by
// hand stays, and the rail step says that the widths differ (checked with axe). Sizes are typed
// key by key, as a person types them.
import type { Locale } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { type Browser, CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { choose, escapeRegExp, pickFirstFabric, typeSize } from './support/configurator.js';
import { htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

describe.skipIf(!CHROMIUM)('the rail follows the curtain in Chromium', () => {
  const portal = usePortal();
  let browser: Browser | undefined;

  it('editing a saved curtain’s width moves its track; a width set by hand is kept and named', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/products/curtain`);
    const locale = ((await htmlLang(page)) ?? 'en') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    const next = () => page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
    const field = (name: string) => page.locator(`input[name="${name}"]`);

    // Header: the first fabric on offer and the room.
    await pickFirstFabric(page, tr);
    await choose(page, tr('configurator:header.room'), tr('enums:rooms.living'));

    // A comfort double-pleat curtain of 300 × 250 cm.
    await page.getByRole('radio', { name: tr('enums:articleTypes.pleatcurtain') }).click();
    await page.getByText(tr('enums:luxuryTypes.comfort'), { exact: true }).click();
    await next();
    await next();
    await typeSize(field('width'), '300');
    await typeSize(field('height'), '250');
    await choose(page, tr('articleFields:labels.pleat_type'), tr('enums:pleatTypes.double'));
    await page.getByRole('radio', { name: tr('enums:splitTypes.equal') }).check();
    await choose(page, tr('articleFields:labels.hem_type'), tr('enums:hemTypes.double'));
    await next();

    // The track takes the curtain's width.
    await page.getByRole('button', { name: tr('configurator:flow.addRail') }).click();
    await page
      .getByRole('radio', { name: tr('enums:railRodKinds.trackrail'), exact: true })
      .click();
    await expect.poll(() => field('width').inputValue()).toBe('300');
    await choose(page, tr('articleFields:labels.color'), tr('enums:colors.whitematt'));
    await choose(page, tr('articleFields:labels.track_type'), tr('enums:trackTypes.track_1014'));
    await choose(page, tr('articleFields:labels.support_type'), tr('enums:supportTypes.wall60mm'));
    await choose(page, tr('articleFields:labels.runner_color'), tr('enums:colors.whitematt'));
    await next();
    for (;;) {
      const skip = page.getByRole('button', { name: tr('configurator:flow.skip') });
      if ((await skip.count()) === 0) break;
      await skip.click();
    }
    await screenshot(page, 'curtain-rail-confirmation');
    await page.getByRole('button', { name: tr('configurator:save.save') }).click();
    const saved = page.getByText(
      new RegExp(tr('configurator:save.saved', { orderNumber: '(\\d{7})' })),
    );
    await saved.waitFor({ timeout: 30_000 }).catch(async (error) => {
      await screenshot(page, 'curtain-rail-save-failed');
      throw error;
    });
    const orderNumber = (await saved.textContent())?.match(/\d{7}/)?.[0] ?? '';
    expect(orderNumber).toMatch(/^\d{7}$/);

    // Editing the curtain: 350 cm, typed key by key, and saved.
    await page.goto(`${portal.baseUrl}/account/products/curtain/${orderNumber}/`);
    await field('width').waitFor();
    await typeSize(field('width'), '350');
    await page.getByRole('button', { name: tr('configurator:save.update') }).click();
    await page.getByText(tr('configurator:save.saved', { orderNumber })).waitFor();

    // Reopened: the stored track moved with it, without a notice.
    await page.reload();
    await field('width').waitFor();
    expect(await field('width').inputValue()).toBe('350');
    const railStep = page
      .getByRole('button', { name: new RegExp(escapeRegExp(tr('configurator:steps.rail'))) })
      .first();
    await railStep.click();
    const [savedBefore = ''] = tr('curtain:addOn.saved', { orderNumber: '\u0000' }).split('\u0000');
    await page.getByText(new RegExp(`^${escapeRegExp(savedBefore)}\\d{7}`)).waitFor();
    await expect.poll(() => field('width').inputValue()).toBe('350');
    const notice = page.getByText(tr('curtain:addOn.widthDiffersTitle'));
    expect(await notice.count()).toBe(0);
    await screenshot(page, 'curtain-rail-follows');

    // A width set by hand stays; the rail step says the widths differ, accessibly.
    await typeSize(field('width'), '330');
    await notice.waitFor();
    await screenshot(page, 'curtain-rail-widths-differ');
    await expectAccessible(page, 'rail step with the widths-differ notice');
    // The dealer takes the curtain's width back with one click.
    await page.getByRole('button', { name: tr('curtain:addOn.useCurtainWidth') }).click();
    await expect.poll(() => field('width').inputValue()).toBe('350');
    expect(await notice.count()).toBe(0);
  });
});

// The pleat curtain the order journeys configure through the UI: a Florentine (patterned, strokes)
// curtain in a commission chosen in the order header, its sizes typed key by key, saved into the
// commission's draft. One copy for the orders, measurement and tracking journeys.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.js';
import { choose, escapeRegExp, pickFabricByName, typeSize } from './configurator.js';

export type Tr = (key: string, params?: Record<string, string | number>) => string;

/**
 * A new commission by name, an existing draft chosen by its label, or whatever the chooser holds
 * (the newest draft, or a new one when there is none).
 */
export type CommissionTarget =
  | { newCommission: string }
  | { commission: RegExp }
  | { asChosen: true };

export const sizeField = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

/**
 * Opens the curtain configurator and walks to the specification step of a comfort pleat curtain
 * of Florentine in `room` (a `rooms` enum value), for the commission `target`.
 */
export async function startCurtain(
  page: Page,
  baseUrl: string,
  tr: Tr,
  target: CommissionTarget,
  room = 'living',
): Promise<void> {
  await page.goto(`${baseUrl}/account/products/curtain`);
  if ('newCommission' in target) {
    await choose(page, tr('orders:flow.commission'), tr('orders:flow.new'));
    await page
      .getByRole('textbox', { name: tr('orders:flow.newName') })
      .pressSequentially(target.newCommission);
  } else if ('commission' in target) {
    const name = new RegExp(`^${escapeRegExp(tr('orders:flow.commission'))}\\W*$`);
    await page
      .getByRole('textbox', { name })
      .or(page.getByRole('combobox', { name }))
      .first()
      .click({ timeout: 10_000 })
      .catch(async (error) => {
        await screenshot(page, 'curtain-commission-failed');
        throw error;
      });
    await page.getByRole('option', { name: target.commission }).click();
  }
  await pickFabricByName(page, tr, 'Florentine');
  await choose(page, tr('configurator:header.room'), tr(`enums:rooms.${room}`));
  await page.getByRole('radio', { name: tr('enums:articleTypes.pleatcurtain') }).click();
  await page.getByText(tr('enums:luxuryTypes.comfort'), { exact: true }).click();
  const next = () => page.getByRole('button', { name: tr('configurator:stepper.next') }).click();
  await next();
  await next();
}

/** From the specification step: double pleat, equal split, double hem, no add-ons; saved. */
export async function finishAndSave(page: Page, tr: Tr): Promise<string> {
  await choose(page, tr('articleFields:labels.pleat_type'), tr('enums:pleatTypes.double'));
  await page.getByRole('radio', { name: tr('enums:splitTypes.equal') }).check();
  await choose(page, tr('articleFields:labels.hem_type'), tr('enums:hemTypes.double'));
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
  await saved.waitFor({ timeout: 30_000 }).catch(async (error) => {
    await screenshot(page, 'curtain-save-failed');
    throw error;
  });
  const orderNumber = (await saved.textContent())?.match(/\d{7}/)?.[0] ?? '';
  expect(orderNumber).toMatch(/^\d{7}$/);
  return orderNumber;
}

/** A whole curtain of `width` × `height` cm (typed key by key) for `target`; its article number. */
export async function configureCurtain(
  page: Page,
  baseUrl: string,
  tr: Tr,
  target: CommissionTarget,
  size: { width: string; height: string; room?: string } = { width: '200', height: '250' },
): Promise<string> {
  await startCurtain(page, baseUrl, tr, target, size.room);
  await typeSize(sizeField(page, 'width'), size.width);
  await typeSize(sizeField(page, 'height'), size.height);
  return finishAndSave(page, tr);
}

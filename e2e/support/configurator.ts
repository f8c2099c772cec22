// Steps the configurator journeys share: choosing from a select by its label (checking that the
// field names its open list), typing a size key by key as a person does, and picking the first
// fabric the picker offers.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

type Translate = (key: string, params?: Record<string, string>) => string;

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens a select by its label (a required field's star aside) and picks an option by its name, or
 * the first option offered.
 */
export async function choose(page: Page, label: string, option: string | null): Promise<void> {
  const name = new RegExp(`^${escapeRegExp(label)}\\W*$`);
  const field = page
    .getByRole('textbox', { name })
    .or(page.getByRole('combobox', { name }))
    .first();
  await field.click();
  await expectListLinked(page, field);
  const options =
    option === null
      ? page.getByRole('option').first()
      : page.getByRole('option', { name: option, exact: true });
  await options.click();
}

/**
 * The open select names its open list, as a screen reader reads it: `aria-expanded` is true and
 * `aria-controls` is the list's id, on the first opening as on the next.
 */
export async function expectListLinked(page: Page, field: Locator): Promise<void> {
  const list = page.getByRole('listbox');
  await list.waitFor();
  const id = await list.getAttribute('id');
  expect(id).toBeTruthy();
  await expect.poll(() => field.getAttribute('aria-controls')).toBe(id);
  expect(await field.getAttribute('aria-expanded')).toBe('true');
}

/** Types a size key by key, as a person does: select what is there, delete it, type, leave. */
export async function typeSize(field: Locator, value: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(value);
  await field.blur();
}

/** Picks the first fabric the picker offers and returns its name. */
export async function pickFirstFabric(
  page: Page,
  tr: Translate,
  button = tr('fabrics:picker.open'),
): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const picker = page.getByRole('dialog', { name: tr('fabrics:picker.title') });
  // "Choose {{name}}" around a marker gives what comes before and after the fabric's name.
  const [before = '', after = ''] = tr('fabrics:picker.choose', { name: '\u0000' }).split('\u0000');
  const first = picker
    .getByRole('button', {
      name: new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`),
    })
    .first();
  await first.waitFor();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const name = label.slice(before.length, label.length - after.length);
  expect(name.length).toBeGreaterThan(0);
  await first.click();
  await picker.waitFor({ state: 'hidden' });
  return name;
}

/** Searches the picker for a fabric by name and picks the first match; returns its full name. */
export async function pickFabricByName(
  page: Page,
  tr: Translate,
  fabric: string,
  button = tr('fabrics:picker.open'),
): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const picker = page.getByRole('dialog', { name: tr('fabrics:picker.title') });
  await picker.getByRole('searchbox', { name: tr('fabrics:search') }).pressSequentially(fabric);
  const [before = '', after = ''] = tr('fabrics:picker.choose', { name: '\u0000' }).split('\u0000');
  const match = picker
    .getByRole('button', {
      name: new RegExp(
        `^${escapeRegExp(before)}.*${escapeRegExp(fabric)}.*${escapeRegExp(after)}$`,
        'i',
      ),
    })
    .first();
  await match.waitFor({ timeout: 30_000 });
  const label = (await match.getAttribute('aria-label')) ?? '';
  await match.click();
  await picker.waitFor({ state: 'hidden' });
  return label.slice(before.length, label.length - after.length);
}

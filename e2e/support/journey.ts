// Steps every journey shares: logging in through the login page, and reading the texts a user
// sees from the same catalogues the app uses, so a journey checks the language too.
import { type Locale, translate } from '@atelier/i18n';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'atelier-demo';

export const text = (locale: Locale, key: string, params?: Record<string, string | number>) =>
  translate(locale, key, params);

/** Logs in through the login page, as a person would, and waits for the account area. */
export async function logIn(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/account\//, { timeout: 30_000 });
}

export async function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

/** The document title carries the page's title and the product suffix. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title()).toContain(title);
  expect(await page.title()).toMatch(/Atelier/);
}

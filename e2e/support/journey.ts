// Steps every journey shares: logging in through the login page, and reading the texts a user
// sees from the same catalogues the app uses, so a journey checks the language too.
import { type Locale, translate } from '@atelier/i18n';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { sidewaysScrollers } from './browser.js';

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

/** A phone held upright (the width the portal's phone checks use). */
export const PHONE = { width: 412, height: 915 };

/**
 * Texts of the page's main part (run in the page: `page.evaluate`) that are cut off or lie
 * (partly) outside the screen sideways: badges, measurement warnings and whatever `extra` selects
 * (a list's statuses and prices). Each is named by its text.
 */
export const cutOffTexts = (extra: string) => {
  const main = document.querySelector('main') ?? document.body;
  const width = document.documentElement.clientWidth;
  const selector = [
    '.mantine-Badge-root',
    '.mantine-Badge-label',
    '[data-measurement-warning]',
    extra,
  ]
    .filter(Boolean)
    .join(', ');
  return [...main.querySelectorAll<HTMLElement>(selector)]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false;
      return (
        element.scrollWidth > element.clientWidth + 1 || box.left < -1 || box.right > width + 1
      );
    })
    .map((element) => (element.textContent ?? '').trim());
};

/**
 * Pairs of texts inside `selector` (run in the page) whose boxes overlap: a price drawn over the
 * description beside it. Texts inside one another do not count.
 */
export const overlappingTexts = (selector: string) => {
  const pairs: string[] = [];
  for (const root of document.querySelectorAll(selector)) {
    const texts = [...root.querySelectorAll<HTMLElement>('.mantine-Text-root')].filter(
      (text) => text.getBoundingClientRect().width > 0,
    );
    texts.forEach((a, i) => {
      for (const b of texts.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const across = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const down = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (across > 1 && down > 1) pairs.push(`${a.textContent} / ${b.textContent}`);
      }
    });
  }
  return pairs;
};

/**
 * Texts a stacked row's menu button is drawn over (run in the page): on a phone's card the menu
 * sits in the corner, beside the first lines, never on them. Each is named by its text.
 */
export const textsUnderRowMenus = () => {
  const covered: string[] = [];
  for (const cell of document.querySelectorAll<HTMLElement>('td[data-stack-actions]')) {
    const button = cell.querySelector('button')?.getBoundingClientRect();
    const row = cell.closest('tr');
    if (!button || !row || button.width === 0) continue;
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (cell.contains(node) || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const across = Math.min(line.right, button.right) - Math.max(line.left, button.left);
        const down = Math.min(line.bottom, button.bottom) - Math.max(line.top, button.top);
        if (across > 1 && down > 1) covered.push(node.textContent.trim());
      }
    }
  }
  return covered;
};

/**
 * On a phone: neither the page nor a list in it scrolls sideways, each of `shown` (a row's status
 * and price) lies within the screen's width, no badge, measurement warning or `extra` text is
 * cut off, and no row's menu covers a text of its card.
 */
export async function expectReadableOnPhone(
  page: Page,
  label: string,
  shown: Locator[],
  extra = '',
): Promise<void> {
  expect(await page.evaluate(sidewaysScrollers), `${label}: scrolls sideways`).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  for (const locator of shown) {
    const box = await locator.boundingBox();
    expect(box, `${label}: ${locator} is drawn`).not.toBeNull();
    expect(
      box && box.x >= -1 && box.x + box.width <= width + 1,
      `${label}: ${locator} lies outside the screen sideways (${JSON.stringify(box)})`,
    ).toBe(true);
  }
  expect(await page.evaluate(cutOffTexts, extra), `${label}: cut off`).toEqual([]);
  expect(await page.evaluate(textsUnderRowMenus), `${label}: under a row's menu`).toEqual([]);
}

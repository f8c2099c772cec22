// What the browser parts of the bench share (Lighthouse, main-thread traces): the built portal on
// a fresh embedded database, the operating system's Chromium, the measured pages (the log-in, six
// account pages, and the demo dealer's hosted shop), and a remembered demo-shop session for the
// signed-in ones.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM } from '../../e2e/support/browser.js';
import { startPortal } from '../../e2e/support/server.js';
import { storedCurtain } from '../configurator.js';

const SESSION_KEY = 'atelier.session';

/** A measured page: its name, its path and whether it needs a session. */
export type MeasuredPage = [name: string, path: string, signedIn: boolean];

/** Puts a fresh demo-shop session in `page`'s local storage (the page must be on the portal). */
export async function rememberSession(page: Page, baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/easyorder/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-shop', password: 'atelier-demo' }),
  });
  if (!response.ok) throw new Error(`log-in: ${response.status}`);
  const pair = (await response.json()) as { access: string; refresh: string };
  await page.evaluate(
    (key, value) => window.localStorage.setItem(key, value),
    SESSION_KEY,
    JSON.stringify(pair),
  );
}

/** Runs `work` with the portal and Chromium started and the measured pages; stops both after. */
export async function withMeasuredPages<T>(
  work: (browser: Browser, baseUrl: string, pages: MeasuredPage[]) => Promise<T>,
): Promise<T> {
  if (!CHROMIUM) throw new Error('No Chromium');
  const portal = await startPortal();
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const { articleOrderNumber, orderId } = await storedCurtain(portal.baseUrl);
    return await work(browser, portal.baseUrl, [
      ['login', '/login', false],
      ['dashboard', '/account/dashboard', true],
      ['order list', '/account/order', true],
      ['order detail', `/account/order/${orderId}`, true],
      ['offer page', '/account/offer', true],
      ['track page', '/account/track', true],
      ['curtain configurator', `/account/products/curtain/${articleOrderNumber}/`, true],
      ['shop configurator', '/shop/woonwinkel-de-linde', false],
    ]);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

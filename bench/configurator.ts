// Configurator part of `npm run bench`: in headless Chromium, the time from a keystroke in the
// curtain's width field to the moment both the price and the preview show the new width, with the
// page's CPU slowed four times as Lighthouse's mobile profile slows it (goal: under 100 ms). The
// page is the built portal on a fresh embedded database (build first: `npm run build`); the
// article is a stored double-pleat curtain opened through its edit route. Run alone with
// `node --import tsx bench/configurator.ts`.

import { CHROMIUM, openBrowser } from '../e2e/support/browser.js';
import { logIn } from '../e2e/support/journey.js';
import { startPortal } from '../e2e/support/server.js';

const ROUNDS = 30;
/** How much slower than this machine the page's CPU runs (Lighthouse's mobile profile). */
const CPU_SLOWDOWN = 4;
/** The goal for a keystroke's answer at that slowdown. */
const GOAL_MS = 100;
const WIDTHS = ['300', '200'];

interface Json {
  [key: string]: unknown;
}

async function call(baseUrl: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Json;
}

/** A stored curtain of the demo shop, made through the API as the configurator would save it. */
export async function storedCurtain(
  baseUrl: string,
): Promise<{ articleOrderNumber: string; orderId: number }> {
  const { access } = await call(baseUrl, 'easyorder/token/', null, {
    username: 'demo-shop',
    password: 'atelier-demo',
  });
  const token = String(access);
  const fabrics = await call(
    baseUrl,
    'api/atelier-fabrics/?kind=fabrics&width_type=strokes&pattern_type=plain&page_size=1',
    token,
  );
  const fabric = (fabrics.results as Json[])[0];
  if (!fabric) throw new Error('no plain fabric in the seed');
  const order = await call(baseUrl, 'api/orders/', token, {});
  const article = await call(baseUrl, `api/orders/${order.id}/articles/pleatcurtain/`, token, {
    main_fabric: fabric.fabric_uuid,
    room: 'living',
    width: 200,
    height: 250,
    split_type: 'equal',
    hem_type: 'double',
    luxury: 'comfort',
    pleat_type: 'double',
  });
  return { articleOrderNumber: String(article.order_number), orderId: Number(order.id) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export async function run() {
  if (!CHROMIUM) {
    console.log('No Chromium found: the keystroke measurement is skipped.');
    return { skipped: true };
  }
  const portal = await startPortal();
  const browser = await openBrowser('en-GB');
  try {
    const { articleOrderNumber: orderNumber } = await storedCurtain(portal.baseUrl);
    const { page } = browser;
    // This file runs through tsx, which names functions with a `__name` helper; the functions
    // handed to the page take that helper along, so the page needs it too.
    await page.addInitScript({ content: 'window.__name = (target) => target;' });
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/products/curtain/${orderNumber}/`);
    const width = page.locator('input[name="width"]');
    await width.waitFor({ timeout: 30_000 });
    await page.locator('[data-testid^="price-"]').first().waitFor({ timeout: 30_000 });
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => {
      const state = window as unknown as { __keyAt: number };
      document.addEventListener(
        'keydown',
        () => {
          state.__keyAt = performance.now();
        },
        true,
      );
    });

    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const target = WIDTHS[round % WIDTHS.length] ?? '300';
      await width.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(target.slice(0, -1));
      await page.waitForTimeout(150);
      // Armed just before the last keystroke: done when the price and the preview both changed.
      await page.evaluate(() => {
        const state = window as unknown as {
          __doneAt: number | null;
          __observer?: MutationObserver;
        };
        const priceText = () =>
          document.querySelector('[data-testid^="price-"]')?.textContent ?? '';
        const previewMarkup = () =>
          document.querySelector('aside svg[role="img"]')?.outerHTML ?? '';
        const before = { price: priceText(), preview: previewMarkup() };
        state.__doneAt = null;
        state.__observer?.disconnect();
        const observer = new MutationObserver(() => {
          if (priceText() !== before.price && previewMarkup() !== before.preview) {
            state.__doneAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        state.__observer = observer;
      });
      await page.keyboard.type(target.slice(-1));
      await page.waitForFunction(
        () => (window as unknown as { __doneAt: number | null }).__doneAt !== null,
        undefined,
        { timeout: 10_000 },
      );
      const elapsed = await page.evaluate(() => {
        const state = window as unknown as { __doneAt: number; __keyAt: number };
        return state.__doneAt - state.__keyAt;
      });
      samples.push(elapsed);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const result = {
      rounds: ROUNDS,
      cpuSlowdown: CPU_SLOWDOWN,
      goalMs: GOAL_MS,
      medianMs: Number(percentile(sorted, 50).toFixed(1)),
      p95Ms: Number(percentile(sorted, 95).toFixed(1)),
      maxMs: Number((sorted.at(-1) ?? Number.NaN).toFixed(1)),
    };
    console.log(
      `width keystroke → price and preview updated, CPU ${CPU_SLOWDOWN}× slower: median ${result.medianMs} ms, p95 ${result.p95Ms} ms (${ROUNDS} keystrokes; goal < ${GOAL_MS} ms: ${result.p95Ms < GOAL_MS ? 'met' : 'not met'})`,
    );
    return result;
  } finally {
    await browser.close();
    await portal.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
}

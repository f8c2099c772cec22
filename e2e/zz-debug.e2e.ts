import { describe, it } from 'vitest';
import { CHROMIUM, screenshot, settled, sidewaysScrollers } from './support/browser.js';
import { logIn } from './support/journey.js';
import { usePortal } from './support/portal.js';

describe.skipIf(!CHROMIUM)('debug', () => {
  const portal = usePortal();
  it('looks', async () => {
    const { page } = await portal.openBrowser('nl-NL');
    await logIn(page, portal.baseUrl, 'demo-shop');
    const base = portal.baseUrl;
    const tok = await (
      await fetch(`${base}/easyorder/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo-shop', password: 'atelier-demo' }),
      })
    ).json();
    const call = async (path: string, body?: unknown) =>
      (
        await fetch(`${base}${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tok.access}` },
          body: body ? JSON.stringify(body) : undefined,
        })
      ).json();
    const fabrics = await call('/api/atelier-fabrics/?kind=fabrics&page_size=2');
    const entry = await call('/api/customers/address-book/', {
      name: 'Familie Jansen',
      street: 'Dorpsstraat',
      house_number: '12',
      postcode: '3811 AB',
      city: 'Amersfoort',
      country: 'nl',
    });
    console.log(
      await call('/api/samples/', {
        fabrics: fabrics.results.map((r: { fabric_uuid: string }) => r.fabric_uuid),
        address: entry.id,
      }),
    );
    await page.goto(`${portal.baseUrl}/account/sampleservice`);
    await page.waitForTimeout(3000);
    await page.setViewportSize({ width: 412, height: 915 });
    await page.waitForTimeout(1500);
    await settled(page);
    console.log(await page.evaluate(sidewaysScrollers));
    console.log(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter(
            (e) =>
              (e.scrollWidth > e.clientWidth + 1 &&
                ['auto', 'scroll'].includes(getComputedStyle(e).overflowX)) ||
              (e.getBoundingClientRect().right > 413 && e.getBoundingClientRect().width > 0),
          )
          .slice(0, 15)
          .map(
            (e) =>
              `${e.tagName}.${e.className} w=${Math.round(e.getBoundingClientRect().width)} r=${Math.round(e.getBoundingClientRect().right)} sw=${e.scrollWidth}`,
          ),
      ),
    );
    await screenshot(page, 'zz-debug');
  });
});

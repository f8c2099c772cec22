// A return as a shop makes it: an article of a delivered order chosen in the RMA dialog, the form
// filled from it (the order's end customer, no address the order does not know), the address typed
// key by key, the date picker opened and closed with Escape without losing the dialog, the
// question before throwing typed text away, the reason and solution chosen, two photos added with
// their previews, and the return in the list with its RMA number, state and photos (served to the
// shop only).
//
// The order is made and confirmed through the API (the order pages have their own journey), and
// delivered by the factory through the integration API (tracking has its own journey).
import type { Locale } from '@atelier/domain';
import { VALID_ARTICLES } from '@atelier/domain/examples';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, expectTitle, htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const COMMISSION = 'Woonkamer Jansen';
// The offer was made for this customer: the return starts with their name.
const END_CUSTOMER = 'Familie Jansen';
// The textile factory's key: the portal accepts it (stored hashed at start).
const FACTORY_KEY = 'atk_journey_returns_genemuiden_0123456789';

/**
 * A delivered order of demo-shop with one pleated curtain (confirmed, then reported delivered by
 * its factory); answers its id and article number.
 */
async function orderThroughApi(
  baseUrl: string,
): Promise<{ orderId: number; article: string; access: string }> {
  const call = async (path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const { access } = await call('/easyorder/token/', null, {
    username: 'demo-shop',
    password: DEMO_PASSWORD,
  });
  const fabrics = await call('/api/atelier-fabrics/?kind=fabrics&page_size=1', access);
  const order = await call('/api/orders/', access, { commission: COMMISSION });
  const article = await call(`/api/orders/${order.id}/articles/pleatcurtain/`, access, {
    ...VALID_ARTICLES.pleatcurtain,
    main_fabric: fabrics.results[0].fabric_uuid,
  });
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await call(`/api/orders/${order.id}/offer/`, access, {
    end_customer_name: END_CUSTOMER,
    valid_until: validUntil,
  });
  await call(`/api/orders/${order.id}/confirm/`, access, {});
  await call('/api/integration/v1/events/', FACTORY_KEY, {
    events: [
      {
        event_id: `journey-${article.order_number}-delivered`,
        order_number: article.order_number,
        status: 'bezorgd',
        occurred_at: new Date().toISOString(),
      },
    ],
  });
  const delivered = await call(`/api/orders/${order.id}/`, access);
  if (delivered.order_type !== 'delivered') {
    throw new Error(`the order is ${delivered.order_type}, not delivered`);
  }
  return { orderId: order.id, article: article.order_number, access };
}

describe.skipIf(!CHROMIUM)('returns in Chromium', () => {
  const portal = usePortal({ env: { INTEGRATION_KEYS: `ateliergenemuiden=${FACTORY_KEY}` } });
  let browser: Browser;
  let article = '';
  let access = '';
  // The confirm call dates the order today, by the server's (UTC) calendar.
  const confirmedOn = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    const made = await orderThroughApi(portal.baseUrl);
    article = made.article;
    access = made.access;
  });

  it('a shop returns a delivered curtain with two photos', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    const baseUrl = portal.baseUrl;
    await logIn(page, baseUrl, 'demo-shop');
    const locale = ((await htmlLang(page)) ?? 'nl') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

    // The sidebar leads to the returns page, empty at first.
    await page.getByRole('link', { name: tr('shell:routes.returns') }).click();
    await page.waitForURL(/\/account\/returns/);
    await expectTitle(page, tr('shell:routes.returns'));
    await expect.poll(() => page.getByText(tr('returns:list.empty')).count()).toBe(1);
    await expectAccessible(page, 'returns page, empty');
    await screenshot(page, 'returns-empty');

    // The RMA dialog: the delivered order, its curtain, and the form filled from it.
    await page.getByRole('button', { name: tr('returns:newReturn') }).click();
    const dialog = page.getByRole('dialog', { name: tr('returns:dialog.title') });
    const select = async (label: string, option: string) => {
      await dialog
        .getByLabel(new RegExp(`^${label}`))
        .first()
        .click();
      await page.getByRole('option', { name: option }).click();
    };
    const orderedOn = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${confirmedOn}T00:00:00Z`));
    await expect
      .poll(() => dialog.getByLabel(new RegExp(`^${tr('returns:dialog.order')}`)).count())
      .toBeGreaterThan(0);
    await dialog
      .getByLabel(new RegExp(`^${tr('returns:dialog.order')}`))
      .first()
      .click();
    const orderOption = page.getByRole('option', {
      name: tr('returns:dialog.orderOption', { commission: COMMISSION, date: orderedOn }),
    });
    await expect.poll(() => orderOption.count()).toBe(1);
    await expectAccessible(page, 'RMA dialog, order list open');
    await orderOption.click();
    await select(
      tr('returns:dialog.article'),
      tr('returns:dialog.articleOption', {
        number: article,
        type: tr('enums:articleTypes.pleatcurtain'),
      }),
    );
    const customer = dialog.getByRole('textbox', { name: tr('returns:fields.customer_name') });
    await expect.poll(() => customer.inputValue()).toBe(END_CUSTOMER);
    await expect
      .poll(() => dialog.getByTestId('returned-article').textContent())
      .toContain(article);
    // The shop's own address is not the customer's: the address starts empty, typed key by key.
    const field = (name: string) =>
      dialog.getByRole('textbox', { name: tr(`returns:fields.${name}`) });
    for (const name of ['street', 'postcode', 'city']) {
      expect(await field(name).inputValue(), name).toBe('');
    }
    await expectAccessible(page, 'RMA dialog with the form');
    await field('street').pressSequentially('Dorpsstraat 12');
    await field('postcode').pressSequentially('3811 AB');
    await field('city').pressSequentially('Amersfoort');

    // Escape closes one layer at a time: the open date picker first, the dialog and what was
    // typed stay; then the dialog asks before it throws the typed text away.
    const picker = page.locator('[data-dates-dropdown]');
    await dialog
      .getByRole('textbox', { name: tr('returns:fields.preferred_delivery_date') })
      .click();
    await picker.waitFor();
    await expectAccessible(page, 'RMA dialog, date picker open');
    await screenshot(page, 'returns-date-picker');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await dialog.waitFor();
    expect(await field('street').inputValue()).toBe('Dorpsstraat 12');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: tr('common:discard.title') });
    await discard.waitFor();
    await expectAccessible(page, 'RMA dialog asks before discarding');
    await screenshot(page, 'returns-discard-question');
    await page.setViewportSize({ width: 412, height: 860 });
    await screenshot(page, 'returns-discard-question-412');
    await page.setViewportSize({ width: 1366, height: 860 });
    await discard.getByRole('button', { name: tr('common:discard.keep') }).click();
    await discard.waitFor({ state: 'detached' });
    expect(await field('street').inputValue()).toBe('Dorpsstraat 12');
    expect(await field('city').inputValue()).toBe('Amersfoort');

    await select(tr('returns:fields.reason'), tr('returns:reasons.production_fault'));
    await select(tr('returns:fields.solution'), tr('returns:solutions.repair'));
    await select(tr('returns:fields.workshop'), tr('returns:workshops.genemuiden'));
    await select(tr('returns:fields.hanger_type'), tr('returns:hangerTypes.hooks'));
    const hangers = dialog.getByRole('textbox', { name: tr('returns:fields.hanger_count') });
    await hangers.fill('');
    await hangers.pressSequentially('24');
    await dialog
      .getByRole('textbox', { name: tr('returns:fields.description') })
      .pressSequentially('De zoom loopt scheef aan de linkerkant.');

    // Two photos (real PNGs: pieces of the page itself), shown before they are sent.
    const photo = async (name: string, x: number) => ({
      name,
      mimeType: 'image/png',
      buffer: await page.screenshot({ clip: { x, y: 0, width: 160, height: 120 } }),
    });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles([await photo('zoom-links.png', 0), await photo('zoom-detail.png', 200)]);
    for (const name of ['zoom-links.png', 'zoom-detail.png']) {
      const preview = dialog.getByRole('img', { name: tr('returns:photos.preview', { name }) });
      await expect.poll(() => preview.count()).toBe(1);
    }
    await expectAccessible(page, 'RMA dialog with photos');
    await screenshot(page, 'returns-dialog');

    await dialog.getByRole('button', { name: tr('returns:dialog.submit') }).click();
    // RMA numbers run across every shop (the demo's returns desk has some already): the new one
    // is demo-shop's only return.
    let number = '';
    await expect
      .poll(async () => {
        const response = await fetch(`${baseUrl}/api/rma/`, {
          headers: { authorization: `Bearer ${access}` },
        });
        number = (await response.json()).results?.[0]?.rma_number ?? '';
        return number;
      })
      .toMatch(/^RMA-\d{6}$/);
    const confirmed = page.getByText(tr('returns:alerts.created', { number }));
    await expect.poll(() => confirmed.count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'return confirmed toast');

    // The return in full, its photos fetched under the session.
    const detail = page.getByRole('dialog', {
      name: tr('returns:detail.title', { number }),
    });
    await expect.poll(() => detail.count()).toBe(1);
    for (const n of [1, 2]) {
      const image = detail.getByRole('img', {
        name: tr('returns:photos.alt', { n, number }),
      });
      await expect
        .poll(() =>
          image.evaluate((element) => (element as HTMLImageElement).naturalWidth).catch(() => 0),
        )
        .toBe(160);
    }
    await expectAccessible(page, 'return in full');
    await screenshot(page, 'returns-detail');
    await detail.getByRole('button', { name: tr('returns:detail.close') }).click();

    const list = page.getByRole('table', { name: tr('returns:list.title') });
    const row = list.getByRole('row').filter({ hasText: number });
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toContain(tr('returns:states.confirmed'));
    expect(cells).toContain(tr('returns:reasons.production_fault'));
    expect(cells.at(-1)).toBe('2');
    await expectAccessible(page, 'returns page with a return');
    await screenshot(page, 'returns-list');

    // The photo's address alone is not enough: without the session it is refused.
    const anonymous = await fetch(`${baseUrl}/api/rma/`);
    expect(anonymous.status).toBe(401);
  });
});

// The returns desk and the dealer's side of it: demo-shop files a return (through the API; the
// returns journey fills the form) and keeps its returns page open with the return shown, while
// staff-service, in a second browser, finds it on the desk, opens the accept, refuse and ask
// dialogs (each checked with axe) and accepts it as a remake. The dealer's open page shows the
// decision and the remake's production order live, without a reload. Screens at 1366 and 412 px.
import type { Locale } from '@atelier/domain';
import { VALID_ARTICLES } from '@atelier/domain/examples';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, htmlLang, PHONE, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

async function api(baseUrl: string, path: string, token: string | null, body?: unknown) {
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
}

/** A confirmed order of demo-shop with one curtain, and a return of it; its numbers. */
async function returnThroughApi(baseUrl: string) {
  const { access } = await api(baseUrl, '/easyorder/token/', null, {
    username: 'demo-shop',
    password: DEMO_PASSWORD,
  });
  const fabrics = await api(baseUrl, '/api/atelier-fabrics/?kind=fabrics&page_size=1', access);
  const order = await api(baseUrl, '/api/orders/', access, { commission: 'Slaapkamer Bos' });
  const article = await api(baseUrl, `/api/orders/${order.id}/articles/pleatcurtain/`, access, {
    ...VALID_ARTICLES.pleatcurtain,
    main_fabric: fabrics.results[0].fabric_uuid,
  });
  await api(baseUrl, `/api/orders/${order.id}/confirm/`, access, {});
  const made = await api(baseUrl, '/api/rma/', access, {
    article_order_number: article.order_number,
    customer_name: 'Familie Bos',
    street: 'Kerkstraat 4',
    city: 'Zwolle',
    postcode: '8011 AB',
    country: 'nl',
    workshop: 'genemuiden',
    hanger_type: 'hooks',
    hanger_count: 18,
    reason: 'wrong_size',
    description: 'Het gordijn is 8 cm te kort aan de rechterkant.',
    solution: 'repair',
  });
  return {
    orderNumber: made.order_number as string,
    rmaNumber: made.rma_number as string,
    access: access as string,
  };
}

async function logInAs(page: Browser['page'], baseUrl: string, username: string, landing: RegExp) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(landing, { timeout: 30_000 });
}

describe.skipIf(!CHROMIUM)('the returns desk in Chromium', () => {
  const portal = usePortal();
  let dealer: Browser;
  let staff: Browser;
  let orderNumber = '';
  let rmaNumber = '';
  let access = '';

  beforeAll(async () => {
    ({ orderNumber, rmaNumber, access } = await returnThroughApi(portal.baseUrl));
  });

  it('staff accept a return as a remake while the dealer watches it change live', async () => {
    const baseUrl = portal.baseUrl;
    // The dealer's returns page, the return open.
    dealer = await portal.openBrowser('nl-NL');
    const shop = dealer.page;
    await logInAs(shop, baseUrl, 'demo-shop', /\/account\//);
    const shopLocale = ((await htmlLang(shop)) ?? 'nl') as Locale;
    const sh = (key: string, params?: Record<string, string | number>) =>
      text(shopLocale, key, params);
    await shop.goto(`${baseUrl}/account/returns`);
    await shop
      .getByRole('button', { name: sh('returns:list.show', { number: rmaNumber }) })
      .click();
    const detail = shop.getByRole('dialog', {
      name: sh('returns:detail.title', { number: rmaNumber }),
    });
    await expect.poll(() => detail.count()).toBe(1);

    // The desk, in a second browser.
    staff = await portal.openBrowser('nl-NL');
    const desk = staff.page;
    await logInAs(desk, baseUrl, 'staff-service', /\/manage/);
    const locale = ((await htmlLang(desk)) ?? 'nl') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    await desk.goto(`${baseUrl}/manage/returns`);
    const list = desk.getByRole('table', { name: tr('manageReturns:title') });
    const row = list.getByRole('row').filter({ hasText: rmaNumber });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    // The search narrows the list, typed key by key, and stays in the address.
    await desk
      .getByRole('main')
      .getByRole('searchbox', { name: tr('manageReturns:list.filters.search') })
      .pressSequentially(rmaNumber, { delay: 20 });
    await desk.waitForURL(new RegExp(`q=${rmaNumber}`));
    await expect.poll(() => list.getByRole('row').count()).toBe(2);
    await expectAccessible(desk, 'returns desk list');
    await screenshot(desk, 'manage-returns-list');

    await row.getByRole('link', { name: rmaNumber }).click();
    await desk.waitForURL(new RegExp(`/manage/returns/${orderNumber}`));
    await expect
      .poll(() =>
        desk
          .getByRole('heading', { name: tr('manageReturns:detail.title', { rmaNumber }) })
          .count(),
      )
      .toBe(1);
    await expectAccessible(desk, 'return on the desk');
    await screenshot(desk, 'manage-returns-detail');

    // Each dialog, checked open, then left with Escape.
    for (const action of ['refuse', 'ask', 'accept'] as const) {
      await desk.getByRole('button', { name: tr(`manageReturns:actions.${action}`) }).click();
      const dialog = desk.getByRole('dialog', {
        name: tr(`manageReturns:dialogs.${action}.title`, { rmaNumber }),
      });
      await expect.poll(() => dialog.count()).toBe(1);
      await expectAccessible(desk, `${action} dialog`);
      if (action === 'refuse') {
        // A refusal without a reason is refused in the form, with the field's message.
        await dialog
          .getByRole('button', { name: tr('manageReturns:dialogs.refuse.submit') })
          .click();
        await expect.poll(() => dialog.getByText(tr('validation:invalid_choice')).count()).toBe(1);
        await expectAccessible(desk, 'refuse dialog with its error');
        await screenshot(desk, 'manage-returns-refuse');
      }
      if (action === 'accept') break;
      await desk.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
    }
    const accept = desk.getByRole('dialog', {
      name: tr('manageReturns:dialogs.accept.title', { rmaNumber }),
    });
    await accept.getByRole('radio', { name: tr('returns:solutions.remake') }).check();
    await expect
      .poll(() => accept.getByText(tr('manageReturns:dialogs.accept.remakeHint')).count())
      .toBe(1);
    await screenshot(desk, 'manage-returns-accept');
    await accept.getByRole('button', { name: tr('manageReturns:dialogs.accept.submit') }).click();
    await expect
      .poll(() => desk.getByText(tr('manageReturns:dialogs.accept.success')).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectAccessible(desk, 'accepted toast');
    await expect.poll(() => desk.getByText(tr('returns:states.accepted')).first().count()).toBe(1);

    // The dealer's open page shows it without a reload.
    const accepted = detail.getByText(
      sh('manageReturns:dealer.accepted', { resolution: sh('returns:solutions.remake') }),
    );
    await expect.poll(() => accepted.count(), { timeout: 20_000 }).toBe(1);
    const { remake_order_id: remakeId } = await api(baseUrl, `/api/rma/${orderNumber}/`, access);
    const remake = detail.getByRole('link', {
      name: sh('manageReturns:dealer.remakeOrder', { id: remakeId }),
    });
    await expect.poll(() => remake.count()).toBe(1);
    await expectAccessible(shop, 'dealer sees the decision');
    await screenshot(shop, 'manage-returns-dealer-live');

    // The goods arrive and the remake is done: booked in, then resolved with a note the dealer reads.
    await desk.getByRole('button', { name: tr('manageReturns:actions.receive') }).click();
    const receive = desk.getByRole('dialog', {
      name: tr('manageReturns:dialogs.receive.title', { rmaNumber }),
    });
    await expect.poll(() => receive.count()).toBe(1);
    await expectAccessible(desk, 'receive dialog');
    await receive.getByRole('button', { name: tr('manageReturns:dialogs.receive.submit') }).click();
    await expect
      .poll(() => desk.getByText(tr('manageReturns:dialogs.receive.success')).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectAccessible(desk, 'received toast');
    await desk.getByRole('button', { name: tr('manageReturns:actions.resolve') }).click();
    const resolve = desk.getByRole('dialog', {
      name: tr('manageReturns:dialogs.resolve.title', { rmaNumber }),
    });
    await expect.poll(() => resolve.count()).toBe(1);
    await resolve.getByRole('button', { name: tr('manageReturns:dialogs.resolve.submit') }).click();
    await expect.poll(() => resolve.getByText(tr('validation:required')).count()).toBe(1);
    await expectAccessible(desk, 'resolve dialog with its error');
    await screenshot(desk, 'manage-returns-resolve');
    await resolve
      .getByRole('textbox', { name: tr('manageReturns:dialogs.resolve.note') })
      .pressSequentially('Nieuw gordijn gemaakt en geleverd.');
    await resolve.getByRole('button', { name: tr('manageReturns:dialogs.resolve.submit') }).click();
    await expect
      .poll(() => desk.getByText(tr('manageReturns:dialogs.resolve.success')).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectAccessible(desk, 'resolved toast');
    await expect
      .poll(() => detail.getByText(sh('returns:states.resolved')).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expectAccessible(shop, 'dealer sees the return resolved');

    // The same screens on a phone.
    await desk.setViewportSize(PHONE);
    await desk.reload();
    await expect
      .poll(() =>
        desk
          .getByRole('heading', { name: tr('manageReturns:detail.title', { rmaNumber }) })
          .count(),
      )
      .toBe(1);
    await expectAccessible(desk, 'return on the desk, phone');
    await screenshot(desk, 'manage-returns-detail-phone');
    await desk.goto(`${baseUrl}/manage/returns?tab=all`);
    await expect
      .poll(() => desk.getByText(rmaNumber).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await screenshot(desk, 'manage-returns-list-phone');
    await shop.setViewportSize(PHONE);
    await screenshot(shop, 'manage-returns-dealer-phone');
  });
});

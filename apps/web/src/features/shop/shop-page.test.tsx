import { createHash } from 'node:crypto';
import {
  FIRST_PAGE_ELEMENT_ID,
  formatMoney,
  proofOfWorkHolds,
  type ShopRequest,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetFirstPage } from '../../lib/first-page';
import { type Answer, fakeApi, type SentRequest } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { FABRICS, grossOf, priceAnswer, SHOP, WIDE_WARNING } from '../../test/shop-fixture';
import { ShopPage } from './shop-page';

const routes = [{ path: '/shop/:slug', Component: ShopPage }];
const BASE = 'api/shop/de-linde/';
/** Money as the page shows it, its spaces as the queries read them. */
const money = (cents: number) => formatMoney(cents, 'eur', 'nl').replace(/\s/g, ' ');
const nl = (key: string, params?: Record<string, string | number>) =>
  translate('nl', `shop:${key}`, params);

function shopApi(extra: Record<string, (request: SentRequest) => Answer> = {}) {
  return fakeApi({
    [BASE]: () => ({ status: 200, body: SHOP }),
    [`${BASE}fabrics/?model=wavecurtain`]: () => ({ status: 200, body: FABRICS }),
    [`${BASE}fabrics/?model=foldcurtain`]: () => ({ status: 200, body: FABRICS }),
    [`${BASE}price/`]: priceAnswer,
    [`${BASE}challenge/`]: () => ({
      status: 200,
      body: {
        challenge: 'c-123',
        bits: 4,
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      },
    }),
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openShop() {
  const view = await renderRoutes(routes, { path: '/shop/de-linde', locale: 'en' });
  // The shop starts in its first language, whatever the visitor's interface spoke before.
  expect(await screen.findByRole('heading', { name: 'Woonwinkel De Linde' })).toBeVisible();
  await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
  return Object.assign(userEvent.setup(), { view });
}

/** A wave curtain's price with tax as the fake API gives it. */
const waveGross = (width: number, height: number) =>
  grossOf({ article: 'curtain', model: 'wavecurtain', width, height, fabric: 'x' });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${escaped(name)}`) });

async function designWindow(
  user: ReturnType<typeof userEvent.setup>,
  { fabric, width, height, room }: { fabric: string; width: string; height: string; room?: string },
) {
  await user.click(await screen.findByRole('radio', { name: fabric }));
  if (room) {
    await user.selectOptions(screen.getByRole('combobox', { name: nl('configurator.room') }), room);
  }
  await user.type(field(nl('configurator.width')), width);
  await user.type(field(nl('configurator.height')), height);
}

describe('the hosted shop', () => {
  it('reads a width typed key by key with a Dutch decimal comma, prices it with VAT and warns beside the field', async () => {
    const api = shopApi();
    const user = await openShop();
    expect(screen.getByText(nl('price.incomplete'))).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: 'Lino, Zand' }));
    const width = field(nl('configurator.width'));
    for (const [key, shown] of [
      ['3', '3'],
      ['2', '32'],
      ['0', '320'],
      [',', '320,'],
      ['5', '320,5'],
    ] as const) {
      await user.type(width, key);
      expect(width).toHaveValue(shown);
      // Every key on the way is a size on its way, never a format error.
      expect(width).not.toHaveAttribute('aria-invalid', 'true');
    }
    await user.type(field(nl('configurator.height')), '250');
    const gross = grossOf({
      article: 'curtain',
      model: 'wavecurtain',
      width: 320.5,
      height: 250,
      fabric: 'LINO-01',
    });
    expect(await screen.findByText(money(gross))).toBeVisible();
    expect(screen.getAllByText(nl('price.inclTax', { percent: 21, tax: 'btw' }))[0]).toBeVisible();
    // Asked once the customer stopped typing: never for a size half typed.
    const calls = api.calls(`${BASE}price/`);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect((call.body as ShopRequest).lines[0]).toEqual({
        article: 'curtain',
        model: 'wavecurtain',
        width: 320.5,
        height: 250,
        fabric: 'LINO-01',
      });
    }
    // The measurement warning is said with the width field.
    expect(width).toHaveAccessibleDescription(WIDE_WARNING);
    // A size that is not one says how to write it, in the shop's unit.
    await user.clear(width);
    await user.type(width, '12x');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(width).toHaveAccessibleDescription(
      expect.stringContaining(nl('sizes.format', { example: '150,5' })),
    );
  });

  it('keeps several windows by room in the basket with their total incl. VAT, to change and remove, across a reload', async () => {
    shopApi();
    const user = await openShop();
    await designWindow(user, {
      fabric: 'Lino, Zand',
      width: '150',
      height: '200',
      room: 'kitchen',
    });
    const add = screen.getByRole('button', { name: nl('configurator.addWindow') });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const basket = () => screen.getByRole('region', { name: nl('basket.title') });
    expect(await within(basket()).findByRole('heading', { name: 'Keuken' })).toBeVisible();

    // The configurator starts empty for the next window.
    expect(field(nl('configurator.width'))).toHaveValue('');
    await designWindow(user, {
      fabric: 'Vela, Grijs',
      width: '100',
      height: '100',
      room: 'bedroom',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: nl('configurator.addWindow') })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: nl('configurator.addWindow') }));
    expect(await within(basket()).findByRole('heading', { name: 'Slaapkamer' })).toBeVisible();
    const total = (a: number, b: number) => money(a + b);
    const first = waveGross(150, 200);
    const second = waveGross(100, 100);
    await waitFor(() =>
      expect(within(basket()).getByTestId('basket-total')).toHaveTextContent(total(first, second)),
    );

    // Change the kitchen window's width.
    const wave = translate('nl', 'enums:articleTypes.wavecurtain');
    await user.click(
      within(basket()).getByRole('button', {
        name: nl('basket.editWindow', { name: wave, room: 'Keuken' }),
      }),
    );
    const width = field(nl('configurator.width'));
    expect(width).toHaveValue('150');
    await user.clear(width);
    await user.type(width, '200');
    const save = screen.getByRole('button', { name: nl('configurator.saveWindow') });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const changed = waveGross(200, 200);
    await waitFor(() =>
      expect(within(basket()).getByTestId('basket-total')).toHaveTextContent(
        total(changed, second),
      ),
    );

    // Kept for the visit: a reload loses nothing.
    user.view.unmount();
    await openShop();
    await waitFor(() =>
      expect(within(basket()).getByTestId('basket-total')).toHaveTextContent(
        total(changed, second),
      ),
    );

    // Remove the bedroom window.
    await user.click(
      within(basket()).getByRole('button', {
        name: nl('basket.removeWindow', { name: wave, room: 'Slaapkamer' }),
      }),
    );
    await waitFor(() =>
      expect(within(basket()).queryByRole('heading', { name: 'Slaapkamer' })).toBeNull(),
    );
    await waitFor(() =>
      expect(within(basket()).getByTestId('basket-total')).toHaveTextContent(money(changed)),
    );
  });

  it('shows each basket window working out its price, and a window that cannot be priced as it stands', async () => {
    // The basket's call for both windows is held, and answers the second with an error.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    shopApi({
      [`${BASE}price/`]: async (request) => {
        const answer = priceAnswer(request);
        if ((request.body as { lines: unknown[] }).lines.length < 2) return answer;
        await held;
        const [first, second] = answer.body.lines;
        if (!first || !second) return answer;
        const failed = { ...second, net: null, tax: null, gross: null, errors: { width: ['x'] } };
        return {
          status: 200,
          body: {
            ...answer.body,
            lines: [first, failed],
            total: { net: first.net, tax: first.tax, gross: first.gross },
          },
        };
      },
    });
    const user = await openShop();
    const add = () => screen.getByRole('button', { name: nl('configurator.addWindow') });
    await designWindow(user, { fabric: 'Lino, Zand', width: '150', height: '200' });
    await waitFor(() => expect(add()).toBeEnabled());
    await user.click(add());
    await designWindow(user, { fabric: 'Vela, Grijs', width: '100', height: '100' });
    await waitFor(() => expect(add()).toBeEnabled());
    await user.click(add());
    const basket = () => screen.getByRole('region', { name: nl('basket.title') });
    const windows = () => within(basket()).getAllByRole('listitem');
    await waitFor(() => expect(windows()).toHaveLength(2));
    for (const window of windows()) {
      expect(within(window).getByLabelText(nl('price.loading'))).toBeInTheDocument();
      expect(window).not.toHaveTextContent('…');
    }
    release();
    const first = waveGross(150, 200);
    await waitFor(() =>
      expect(within(basket()).getByTestId('basket-total')).toHaveTextContent(money(first)),
    );
    const [priced, unpriced] = windows();
    expect(priced).toHaveTextContent(money(first));
    expect(within(unpriced as HTMLElement).getByText(nl('price.fixSizes'))).toBeVisible();
    expect(within(unpriced as HTMLElement).queryByLabelText(nl('price.loading'))).toBeNull();
  });

  it('asks for consent, hides its honeypot from people, and sends with a proof of work and one idempotency key across a retry', async () => {
    let attempts = 0;
    const api = shopApi({
      [`${BASE}requests/`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: { code: 'unavailable', detail: '' } }
          : {
              status: 201,
              body: {
                external_order_id: 'SHOP-000123',
                request_url:
                  'https://portal.example/shop/de-linde/request/abcdefghijklmnopqrstuvwxyz',
                duplicate: false,
              },
            };
      },
    });
    const user = await openShop();
    await designWindow(user, { fabric: 'Lino, Zand', width: '150', height: '200' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: nl('configurator.addWindow') })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: nl('configurator.addWindow') }));
    await user.click(await screen.findByRole('button', { name: nl('basket.continue') }));

    const form = await screen.findByRole('form', { name: nl('contact.title') });
    // The honeypot is in the page for robots, but not for people nor their screen readers.
    expect(within(form).queryByRole('textbox', { name: /website/i })).toBeNull();
    const honeypot = form.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();

    await user.type(within(form).getByRole('textbox', { name: /^Naam/ }), 'Familie Jansen');
    await user.type(within(form).getByRole('textbox', { name: /^Telefoon/ }), '0612345678');
    await user.type(within(form).getByRole('textbox', { name: /^E-mail/ }), 'jansen@example.nl');
    await user.click(within(form).getByRole('button', { name: nl('contact.send') }));
    expect(await within(form).findByText(nl('validation.consent'))).toBeVisible();
    expect(api.calls(`${BASE}requests/`)).toHaveLength(0);

    await user.click(
      within(form).getByRole('checkbox', { name: nl('contact.consent', { shop: SHOP.title }) }),
    );
    await user.click(within(form).getByRole('button', { name: nl('contact.send') }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(nl('errors.send'));
    await user.click(within(form).getByRole('button', { name: nl('contact.send') }));
    expect(await screen.findByRole('heading', { name: nl('thanks.title') })).toBeVisible();

    const [first, second] = api.calls(`${BASE}requests/`).map((call) => call.body as ShopRequest);
    expect(first?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
    expect(second).toMatchObject({
      locale: 'nl',
      consent: true,
      contact: { name: 'Familie Jansen', phone: '0612345678', email: 'jansen@example.nl' },
      lines: [
        { article: 'curtain', model: 'wavecurtain', width: 150, height: 200, fabric: 'LINO-01' },
      ],
    });
    expect(second).not.toHaveProperty('website');
    const sha256 = (text: string) => createHash('sha256').update(text).digest();
    expect(await proofOfWorkHolds(sha256, 'c-123', second?.proof.nonce ?? '', 4)).toBe(true);
    expect(screen.getByRole('link', { name: nl('thanks.link') })).toHaveAttribute(
      'href',
      'https://portal.example/shop/de-linde/request/abcdefghijklmnopqrstuvwxyz',
    );
  });

  it('says when the shop is not there or is asked too often', async () => {
    fakeApi({ [BASE]: () => ({ status: 404, body: { code: 'shop_not_found', detail: '' } }) });
    const view = await renderRoutes(routes, { path: '/shop/de-linde', locale: 'nl' });
    expect(await screen.findByRole('alert')).toHaveTextContent(nl('unavailable.notFound'));
    view.unmount();
    fakeApi({ [BASE]: () => ({ status: 429, body: { code: 'throttled', detail: '' } }) });
    await renderRoutes(routes, { path: '/shop/de-linde', locale: 'nl' });
    expect(await screen.findByRole('alert')).toHaveTextContent(nl('errors.throttled'));
  });

  it('draws the shop from the answer its first HTML carries, without asking for it', async () => {
    const api = shopApi();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_PAGE_ELEMENT_ID;
    const carried = { ...SHOP, intro: 'Uit de eerste HTML.' };
    element.textContent = JSON.stringify({
      page: 'shop',
      path: '/shop/de-linde',
      language: 'nl',
      data: carried,
    });
    document.head.append(element);
    forgetFirstPage();
    try {
      await renderRoutes(routes, { path: '/shop/de-linde', locale: 'nl' });
      expect(await screen.findByText('Uit de eerste HTML.')).toBeVisible();
      expect(await screen.findByRole('radio', { name: 'Lino, Zand' })).toBeVisible();
      expect(api.calls(BASE)).toHaveLength(0);
    } finally {
      element.remove();
      forgetFirstPage();
    }
  });
});

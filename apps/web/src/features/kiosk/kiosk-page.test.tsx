import { KIOSK_IDLE_WARNING_SECONDS } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_TOKEN_KEY } from '../../api/kiosk';
import { fakeApi, type SentRequest } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { FABRICS, priceAnswer, SHOP } from '../../test/shop-fixture';
import { KioskPage } from './kiosk-page';

const routes = [{ path: '/kiosk', Component: KioskPage }];
const nl = (key: string, params?: Record<string, string | number>) =>
  translate('nl', `shop:${key}`, params);
const TOKEN = 'kio_0123456789abcdef';
const KIOSK_SHOP = { ...SHOP, kiosk_idle_seconds: 30 };

type Handler = (request: SentRequest) => { status: number; body?: unknown };
function kioskApi(extra: Record<string, Handler> = {}) {
  return fakeApi({
    'api/kiosk/': () => ({ status: 200, body: KIOSK_SHOP }),
    'api/kiosk/fabrics/?model=wavecurtain': () => ({ status: 200, body: FABRICS }),
    'api/kiosk/price/': priceAnswer,
    ...extra,
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the kiosk', () => {
  it('pairs with the code typed, keeps only its key, and goes back to pairing when revoked (401)', async () => {
    let revoked = false;
    const api = kioskApi({
      'api/kiosk/pair/': () => ({ status: 200, body: { token: TOKEN, shop: KIOSK_SHOP } }),
      'api/kiosk/fabrics/?model=wavecurtain': () => ({ status: 200, body: FABRICS }),
      'api/kiosk/fabrics/?model=foldcurtain': () =>
        revoked
          ? { status: 401, body: { code: 'not_authenticated', detail: '' } }
          : { status: 200, body: FABRICS },
    });
    await renderRoutes(routes, { path: '/kiosk', locale: 'nl' });
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: nl('pairing.code') });
    await user.type(code, 'k7mx');
    await user.click(screen.getByRole('button', { name: nl('pairing.submit') }));
    expect(await screen.findByText(nl('pairing.format'))).toBeVisible();
    expect(api.calls('api/kiosk/pair/')).toHaveLength(0);

    await user.type(code, '-2qpa');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: SHOP.title })).toBeVisible();
    expect(api.calls('api/kiosk/pair/')[0]?.body).toEqual({ code: 'K7MX2QPA' });
    expect(window.localStorage.getItem(KIOSK_TOKEN_KEY)).toBe(TOKEN);
    expect(await screen.findByRole('radio', { name: 'Lino, Zand' })).toBeVisible();
    expect(api.calls('api/kiosk/fabrics/?model=wavecurtain')[0]?.headers.authorization).toBe(
      `Bearer ${TOKEN}`,
    );

    // The dealer revokes the kiosk: its next call answers 401.
    revoked = true;
    await user.click(
      screen.getByRole('radio', {
        name: new RegExp(translate('nl', 'enums:articleTypes.foldcurtain')),
      }),
    );
    expect(await screen.findByText(nl('pairing.revoked'))).toBeVisible();
    expect(screen.getByRole('textbox', { name: nl('pairing.code') })).toBeVisible();
    expect(window.localStorage.getItem(KIOSK_TOKEN_KEY)).toBeNull();
  });

  it('after its idle time warns, then clears the basket and the forms and starts again, keeping nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(KIOSK_TOKEN_KEY, TOKEN);
    const api = kioskApi({
      'api/kiosk/fabrics/?model=foldcurtain': () => ({ status: 200, body: FABRICS }),
      'api/kiosk/requests/': () => ({
        status: 201,
        body: {
          external_order_id: 'KIOSK-000042',
          handoff_code: 'KIOSK-000042',
          open_url:
            'https://portal.example/account?external_order_id=KIOSK-000042&external_order_id_claim=abc',
          duplicate: false,
          mailed: false,
        },
      }),
    });
    await renderRoutes(routes, { path: '/kiosk', locale: 'nl' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('radio', { name: 'Lino, Zand' }));
    await user.type(screen.getByRole('textbox', { name: /^Breedte/ }), '150');
    await user.type(screen.getByRole('textbox', { name: /^Hoogte/ }), '200');
    const add = screen.getByRole('button', { name: nl('configurator.addWindow') });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const basket = () => screen.getByRole('region', { name: nl('basket.title') });
    await waitFor(() => expect(within(basket()).queryByText(nl('basket.empty'))).toBeNull());

    // Show to a salesperson: the hand-off code large and the QR code of the link.
    await user.click(screen.getByRole('button', { name: nl('kiosk.finish') }));
    await user.click(await screen.findByRole('button', { name: nl('kiosk.show') }));
    expect(await screen.findByTestId('handoff-code')).toHaveTextContent('KIOSK-000042');
    expect(screen.getByRole('img', { name: nl('kiosk.qr') })).toBeVisible();
    const sent = api.calls('api/kiosk/requests/')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ locale: 'nl', lines: [{ width: 150, height: 200 }] });
    expect(sent).not.toHaveProperty('email');

    // Untouched: first the question, then everything goes.
    act(() => vi.advanceTimersByTime((30 - KIOSK_IDLE_WARNING_SECONDS) * 1000));
    expect(await screen.findByRole('dialog', { name: nl('kiosk.idleTitle') })).toBeVisible();
    act(() => vi.advanceTimersByTime(KIOSK_IDLE_WARNING_SECONDS * 1000));
    await waitFor(() => expect(screen.queryByTestId('handoff-code')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(basket()).getByText(nl('basket.empty'))).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Breedte/ })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Lino, Zand' })).not.toBeChecked();
    // Nothing of the customer is kept on the device: only the kiosk's own key.
    expect(window.sessionStorage.length).toBe(0);
    expect(
      Object.keys(window.localStorage).filter(
        (key) => key !== KIOSK_TOKEN_KEY && !key.includes('language'),
      ),
    ).toEqual([]);
  });
});

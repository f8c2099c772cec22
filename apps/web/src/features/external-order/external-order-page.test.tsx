import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ExternalOrderPage, externalOrderTarget } from './external-order-page';

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

const routes = [
  {
    path: '/account/external-order',
    Component: ExternalOrderPage,
    handle: { titleKey: 'track:external.title' },
  },
  { path: '/account/offer', Component: () => <p>offer page</p> },
  { path: '/account/products', Component: () => <p>products page</p> },
];

describe('a link from a shop system', () => {
  it('opens the offer a claim unlocks, with status offered, the reference and the single-order flag, asking once', async () => {
    const api = fakeApi({
      'api/orders/update-external/': () => ({
        status: 200,
        body: {
          results: [
            {
              external_order_id: 'KIOSK-1',
              status: 'offered',
              order_id: 42,
              reference: 'KIOSK-1',
              edit_single_order: true,
            },
          ],
        },
      }),
    });
    const { router } = await renderRoutes(routes, {
      path: '/account/external-order?external_order_id=KIOSK-1&external_order_id_claim=secret-1',
    });
    expect(await screen.findByText('offer page')).toBeVisible();
    const target = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/account/offer');
    expect(Object.fromEntries(target)).toEqual({
      reference: 'KIOSK-1',
      status: 'offered',
      open: '42',
      edit_single_order: 'true',
    });
    const calls = api.calls('api/orders/update-external/');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      external_orders: [{ external_order_id: 'KIOSK-1', external_order_id_claim: 'secret-1' }],
    });
  });

  it('starts at the products when there is nothing to open', async () => {
    fakeApi({
      'api/orders/update-external/': () => ({
        status: 200,
        body: {
          results: [
            {
              external_order_id: 'WEB-9',
              status: 'products',
              order_id: null,
              reference: 'WEB-9',
              edit_single_order: false,
            },
          ],
        },
      }),
    });
    const { router } = await renderRoutes(routes, {
      path: '/account/external-order?external_order_id=WEB-9',
    });
    expect(await screen.findByText('products page')).toBeVisible();
    expect(router.state.location.search).toBe('?reference=WEB-9');
  });

  it('says so when the link cannot be opened, and without an id', async () => {
    fakeApi({
      'api/orders/update-external/': () => ({ status: 500, body: { code: 'server_error' } }),
    });
    await renderRoutes(routes, { path: '/account/external-order?external_order_id=BAD-1' });
    expect(await screen.findByText('This order link could not be opened.')).toBeVisible();
    await renderRoutes(routes, { path: '/account/external-order' });
    await waitFor(() =>
      expect(screen.getAllByText('This order link could not be opened.').length).toBeGreaterThan(1),
    );
  });

  it('goes to the order an already used claim opened', () => {
    expect(
      externalOrderTarget({
        external_order_id: 'K',
        status: 'claim_used',
        order_id: 7,
        reference: 'K',
        edit_single_order: false,
      }),
    ).toBe('/account/offer?reference=K&status=offered&open=7');
  });
});

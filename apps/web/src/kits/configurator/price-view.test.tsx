import type { ArticlePrice } from '@atelier/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { PriceView } from './price-view';

const price: ArticlePrice = {
  currency: 'eur',
  lines: [],
  wholesale: 48_660,
  sales: 97_320,
  shown: { wholesale: true, sales: true },
};

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

async function expectOrder(priceTypeDefault: string, expected: string[]) {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  fakeApi({
    'api/user/settings/': () => ({
      status: 200,
      body: accountSettings({ price_type_default: priceTypeDefault }),
    }),
  });
  const view = await renderRoutes(
    [{ path: '/', element: <PriceView parts={[{ label: '', price }]} /> }],
    { path: '/' },
  );
  await screen.findByTestId('price-sales');
  const order = () =>
    [...view.container.querySelectorAll('[data-testid^="price-"]')].map((node) =>
      node.getAttribute('data-testid'),
    );
  await waitFor(() => expect(order()).toEqual(expected));
  view.unmount();
}

describe('the price an account sees first', { timeout: 30_000 }, () => {
  it('is the purchase price when the account defaults to it, else the sales price', async () => {
    await expectOrder('wholesaleprice', ['price-wholesale', 'price-sales']);
    await expectOrder('price', ['price-sales', 'price-wholesale']);
  });
});

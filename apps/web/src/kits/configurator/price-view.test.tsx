import type { ArticlePrice } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
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

// On a phone the summary is about 340 px wide. A column of its own for the quantity made four, and
// in Dutch and German the breakdown was wider than the phone: the sales price was hidden beyond a
// sideways scroll. The quantity is now under the line's name.
describe("the price's breakdown", { timeout: 30_000 }, () => {
  it('has the line with its quantity, then the two prices: three columns', async () => {
    setTokens({ access: makeToken(300), refresh: 'r' }, false);
    fakeApi({ 'api/user/settings/': () => ({ status: 200, body: accountSettings() }) });
    const line = {
      code: 'makeup',
      quantity: 5,
      unit: 'piece',
      unitPrice: 1250,
      amount: 6250,
      salesUnitPrice: 2500,
      salesAmount: 12_500,
    } as const;
    await renderRoutes(
      [
        {
          path: '/',
          element: <PriceView parts={[{ label: '', price: { ...price, lines: [line] } }]} />,
        },
      ],
      { path: '/' },
    );
    const table = await screen.findByRole('table', { name: 'Price breakdown', hidden: true });
    const headers = within(table).getAllByRole('columnheader', { hidden: true });
    expect(headers).toHaveLength(3);
    const [row] = within(table).getAllByRole('row', { hidden: true }).slice(1);
    const cells = within(row as HTMLElement).getAllByRole('cell', { hidden: true });
    expect(cells).toHaveLength(3);
    expect(cells[0]?.textContent).toMatch(/5 pieces$/);
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['€62.50', '€125.00']);
  });
});

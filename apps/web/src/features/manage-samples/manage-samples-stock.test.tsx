import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { sampleRequest } from '../../test/service-fixture';
import { ManageSamplesPage } from './manage-samples-page';

const routes = [{ path: '/manage/samples', Component: ManageSamplesPage }];
const line = {
  fabric_uuid: 'bn-01',
  name: 'Bouclé Nord 01',
  color: 'Sand',
  quantity: 2,
  in_stock: true,
};
const pickList = {
  day: '2026-11-24',
  fabrics: [line],
  requests: [{ ...sampleRequest(), debtor_name: 'Woonwinkel De Linde', debtor_number: '100231' }],
};
const stockAnswer = (inStock: boolean) => ({
  fabric_uuid: 'bn-01',
  article_number: 'BN-01-SAND',
  name: 'Bouclé Nord 01',
  color: 'Sand',
  is_active: true,
  samples_in_stock: inStock,
  in_stock: inStock,
});

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('sample stock on the samples desk', () => {
  it('marks a pick-list fabric out of stock from its line', async () => {
    const api = fakeApi({
      'api/manage/samples/pick-list/': () => ({ status: 200, body: pickList }),
      'api/manage/samples/fabrics/bn-01/stock/': () => ({ status: 200, body: stockAnswer(false) }),
    });
    await renderRoutes(routes, { path: '/manage/samples' });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Mark samples of Bouclé Nord 01 Sand out of stock' },
        { timeout: 15_000 },
      ),
    );
    await waitFor(() =>
      expect(api.calls('api/manage/samples/fabrics/bn-01/stock/')).toHaveLength(1),
    );
    const [sent] = api.calls('api/manage/samples/fabrics/bn-01/stock/');
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toEqual({ samples_in_stock: false });
    expect(
      await screen.findByText('Samples of Bouclé Nord 01 Sand marked out of stock.'),
    ).toBeVisible();
  });

  it('finds a colour by its article number, asks for two characters first', async () => {
    const search = 'api/manage/samples/fabrics/?search=BN-01';
    const api = fakeApi({
      'api/manage/samples/pick-list/': () => ({ status: 200, body: { ...pickList, requests: [] } }),
      [search]: () => ({ status: 200, body: { results: [stockAnswer(false)] } }),
      'api/manage/samples/fabrics/bn-01/stock/': () => ({ status: 200, body: stockAnswer(true) }),
    });
    await renderRoutes(routes, { path: '/manage/samples' });
    const user = userEvent.setup();
    const field = await screen.findByRole(
      'textbox',
      { name: 'Article number, collection or colour number' },
      { timeout: 15_000 },
    );
    await user.type(field, 'B');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(api.calls(search)).toHaveLength(0);
    await user.type(field, 'N-01');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('BN-01-SAND')).toBeVisible();
    expect(within(table).getByText('Out of stock')).toBeVisible();
    await user.click(
      within(table).getByRole('button', {
        name: 'Mark samples of Bouclé Nord 01 Sand back in stock',
      }),
    );
    await waitFor(() =>
      expect(api.calls('api/manage/samples/fabrics/bn-01/stock/')).toHaveLength(1),
    );
    expect(api.calls('api/manage/samples/fabrics/bn-01/stock/')[0]?.body).toEqual({
      samples_in_stock: true,
    });
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQueryString } from '../../api/order-book';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const count = (status: string) => `api/orders/${orderQueryString({ status, page_size: 1 })}`;
const pageOf = (total: number) => ({
  status: 200,
  body: { count: total, next: null, previous: null, results: [] },
});

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the dashboard', () => {
  it('shows live counts on the order tiles, which open the right tab', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [count('confirmed')]: () => pageOf(12),
      [count('offered')]: () => pageOf(3),
    });
    await renderRoutes(
      [
        {
          path: '/account/dashboard',
          Component: DashboardPage,
          handle: { titleKey: 'shell:routes.dashboard' },
        },
      ],
      { path: '/account/dashboard' },
    );
    const confirmed = (await screen.findByLabelText('12 in total')).closest('a');
    expect(confirmed).toHaveAttribute('href', '/account/order?tab=confirmed');
    const quotes = (await screen.findByLabelText('3 in total')).closest('a');
    expect(quotes).toHaveAttribute('href', '/account/order?tab=offers');
    expect(within(quotes as HTMLElement).getByText('3')).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQueryString } from '../../api/order-book';
import { queryClient } from '../../api/query-client';
import { initI18n } from '../../lib/i18n';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { DashboardPage } from './dashboard-page';
import { prefetchDashboard } from './dashboard-queries';
import { axisTicks } from './production-chart';

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
  it("finds the counts and figures its route asked for while the page's code loaded", async () => {
    const calls = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [count('confirmed')]: () => pageOf(12),
      [count('offered')]: () => pageOf(3),
      'api/track/summary/': () => ({
        status: 200,
        body: { in_production: 14, problem: 2, ready_this_week: 5, weeks: [] },
      }),
    });
    try {
      // The app has its language before any request (a change of language asks everything again).
      await initI18n('en');
      await i18next.changeLanguage('en');
      await prefetchDashboard();
      const asked = [
        'api/user/settings/',
        count('confirmed'),
        count('offered'),
        'api/track/summary/',
      ];
      for (const path of asked) expect(calls.calls(path)).toHaveLength(1);
      await renderRoutes(
        [
          {
            path: '/account/dashboard',
            Component: DashboardPage,
            handle: { titleKey: 'shell:routes.dashboard' },
          },
        ],
        { path: '/account/dashboard', queryClient },
      );
      expect(await screen.findByLabelText('12 in total')).toBeVisible();
      expect(await screen.findByTestId('summary-in_production')).toHaveTextContent('14');
      for (const path of asked) expect(calls.calls(path)).toHaveLength(1);
    } finally {
      queryClient.clear();
    }
  });

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

  it('lists what the shop’s customers sent, each opening its offer, and nothing when there is none', async () => {
    const prepared = [
      {
        order_id: 41,
        external_order_id: 'SHOP-AB12CD34EF56',
        source: 'hostedshop',
        end_customer_name: 'Sanne de Boer',
        created_at: '2026-11-29T08:30:00Z',
        warnings: 2,
        claimed: false,
      },
      {
        order_id: 40,
        external_order_id: 'KIOSK-ZX98YW76VU54',
        source: 'kiosk',
        end_customer_name: '',
        created_at: '2026-11-28T15:00:00Z',
        warnings: 0,
        claimed: true,
      },
    ];
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [count('confirmed')]: () => pageOf(12),
      [count('offered')]: () => pageOf(3),
      'api/orders/prepared/': () => ({ status: 200, body: { results: prepared } }),
    });
    const routes = [
      {
        path: '/account/dashboard',
        Component: DashboardPage,
        handle: { titleKey: 'shell:routes.dashboard' },
      },
    ];
    await renderRoutes(routes, { path: '/account/dashboard' });
    const panel = await screen.findByRole('region', { name: 'From your shop and kiosk' });
    expect(within(panel).getByRole('link', { name: 'Sanne de Boer' })).toHaveAttribute(
      'href',
      '/account/offer?status=offered&open=41',
    );
    // Without a name the external order id stands for it.
    expect(within(panel).getByRole('link', { name: 'KIOSK-ZX98YW76VU54' })).toBeVisible();
    expect(within(panel).getByText('2 measurement warnings')).toBeVisible();
    expect(within(panel).getAllByText('Not opened yet')).toHaveLength(1);
    expect(within(panel).getByText(/From your kiosk/)).toBeVisible();
  });

  it('shows no panel of the shop when nothing was prepared', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [count('confirmed')]: () => pageOf(12),
      [count('offered')]: () => pageOf(3),
      'api/orders/prepared/': () => ({ status: 200, body: { results: [] } }),
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
    await screen.findByLabelText('12 in total');
    expect(screen.queryByRole('region', { name: 'From your shop and kiosk' })).toBeNull();
  });

  it('shows the production figures and the twelve-week chart, and opens the track page filtered', async () => {
    const weeks = Array.from({ length: 12 }, (_, index) => ({
      week_start: `2026-${String(9 + Math.floor(index / 4)).padStart(2, '0')}-0${(index % 4) + 1}`,
      received: 1,
      inprogress: index,
      withoutstock: 0,
      onhold: index === 11 ? 2 : 0,
      ready: 3,
    }));
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [count('confirmed')]: () => pageOf(12),
      [count('offered')]: () => pageOf(3),
      'api/track/summary/': () => ({
        status: 200,
        body: { in_production: 14, problem: 2, ready_this_week: 5, weeks },
      }),
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
    expect(await screen.findByTestId('summary-in_production')).toHaveTextContent('14');
    expect(screen.getByTestId('summary-problem')).toHaveTextContent('2');
    // Each figure opens the list of the very articles it counts: its named filter.
    expect(screen.getByTestId('summary-ready_this_week').closest('a')).toHaveAttribute(
      'href',
      '/account/track?filter=ready_this_week',
    );
    expect(screen.getByTestId('summary-problem').closest('a')).toHaveAttribute(
      'href',
      '/account/track?filter=problem',
    );
    expect(
      await screen.findByRole('img', {
        name: 'Bar chart of the articles confirmed in each of the last twelve weeks, by status',
      }),
    ).toBeInTheDocument();
    // The same figures as a table for screen readers: a row per week, a column per status group.
    const table = screen.getByRole('table', {
      name: 'Confirmed articles per week, by status now',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[12] as HTMLElement).getByRole('rowheader')).toHaveTextContent(/^Week of /);
    expect(
      within(rows[12] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '11', '0', '2', '3']);
  });

  it('puts the chart on whole-number steps that reach the highest week', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(120)).toEqual([0, 50, 100, 150]);
  });

  it('shows no production figures to an account that hides production statuses', async () => {
    fakeApi({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({ show_tracking_order_status: false }),
      }),
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
    await screen.findByLabelText('12 in total');
    expect(screen.queryByText('In production')).toBeNull();
  });
});

describe("the dashboard's header", () => {
  it('shows the fixed intro while the account loads, then greets the account by name', async () => {
    let answer: (value: { status: number; body?: unknown }) => void = () => undefined;
    const calls = fakeApi({
      'api/user/settings/': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      [count('confirmed')]: () => pageOf(0),
      [count('offered')]: () => pageOf(0),
      'api/track/summary/': () => ({
        status: 200,
        body: { in_production: 0, problem: 0, ready_this_week: 0, weeks: [] },
      }),
    });
    queryClient.clear();
    await initI18n('en');
    await i18next.changeLanguage('en');
    await renderRoutes(
      [
        {
          path: '/account/dashboard',
          Component: DashboardPage,
          handle: { titleKey: 'shell:routes.dashboard', introKey: 'dashboard:intro' },
        },
      ],
      { path: '/account/dashboard', queryClient },
    );
    const intro = i18next.t('dashboard:intro');
    expect(await screen.findByText(intro)).toBeVisible();
    expect(screen.queryByText(/^Welcome,/)).toBeNull();
    await waitFor(() => expect(calls.calls('api/user/settings/')).toHaveLength(1));
    answer({ status: 200, body: accountSettings() });
    expect(await screen.findByText('Welcome, Woonwinkel De Linde.')).toBeVisible();
    expect(screen.getByText(intro)).toBeVisible();
  });
});

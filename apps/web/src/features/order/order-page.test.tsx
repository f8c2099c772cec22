import { LOCALES } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQueryString } from '../../api/order-book';
import { queryClient } from '../../api/query-client';
import { initI18n } from '../../lib/i18n';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings, debtor } from '../../test/account-fixture';
import { pageAnswer } from '../../test/catalogue-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { orderArticle, orderRow, orderView } from '../../test/order-book-fixture';
import { renderRoutes } from '../../test/render';
import { OrderDetailPage } from './order-detail-page';
import { prefetchOrderDetail } from './order-detail-queries';
import { prefetchOrderList } from './order-list';
import { OrderPage } from './order-page';

const routes = [
  { path: '/account/order', Component: OrderPage, handle: { titleKey: 'shell:routes.order' } },
  {
    path: '/account/order/:orderId',
    Component: OrderDetailPage,
    handle: { titleKey: 'orders:detail.title' },
  },
];
const list = (filters: Parameters<typeof orderQueryString>[0]) =>
  `api/orders/${orderQueryString({ ordering: '-created_at', page_size: 25, ...filters })}`;

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the order page', () => {
  it("finds the rows its route asked for while the page's code loaded, and asks only once", async () => {
    const calls = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [list({ status: 'offered', own: true, page: 2 })]: () =>
        pageAnswer([
          orderRow({ id: 52, order_type: 'offered', end_customer_name: 'Familie Smit' }),
        ]),
    });
    try {
      // The app has its language before any request (a change of language asks everything again).
      await initI18n('en');
      await i18next.changeLanguage('en');
      await prefetchOrderList(new URLSearchParams('tab=offers&own=true&page=2'));
      expect(calls.calls(list({ status: 'offered', own: true, page: 2 }))).toHaveLength(1);
      await renderRoutes(routes, {
        path: '/account/order?tab=offers&own=true&page=2',
        queryClient,
      });
      expect(await screen.findByText('Familie Smit')).toBeVisible();
      expect(calls.calls(list({ status: 'offered', own: true, page: 2 }))).toHaveLength(1);
      expect(calls.calls('api/user/settings/')).toHaveLength(1);
    } finally {
      queryClient.clear();
    }
  });

  it("opens an order with the order and its history its route asked for while the page's code loaded, each asked once", async () => {
    const calls = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/orders/54/': () => ({
        status: 200,
        body: orderView({ id: 54, order_type: 'draft', articles: [orderArticle()] }),
      }),
      'api/orders/54/events/': () => ({ status: 200, body: { results: [] } }),
    });
    try {
      await initI18n('en');
      await i18next.changeLanguage('en');
      // An address that names no order asks for nothing: the page says it was not found.
      await prefetchOrderDetail('x');
      expect(calls.sent).toHaveLength(0);
      await prefetchOrderDetail('54');
      expect(calls.calls('api/orders/54/')).toHaveLength(1);
      expect(calls.calls('api/orders/54/events/')).toHaveLength(1);
      await renderRoutes(routes, { path: '/account/order/54', queryClient });
      const articles = await screen.findByRole('table', { name: 'Articles' });
      expect(await within(articles).findByText('1000001')).toBeVisible();
      for (const path of ['api/user/settings/', 'api/orders/54/', 'api/orders/54/events/']) {
        expect(calls.calls(path), path).toHaveLength(1);
      }
    } finally {
      queryClient.clear();
    }
  });

  it('shows on the offers tab, in every language, an answer voided because the offer changed after it', async () => {
    for (const locale of LOCALES) {
      fakeApi({
        'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
        [list({ status: 'offered' })]: () =>
          pageAnswer([
            orderRow({
              id: 53,
              order_type: 'offered',
              end_customer_name: 'Familie Jansen',
              end_customer_decision: null,
              end_customer_answer_voided: true,
            }),
            orderRow({
              id: 54,
              order_type: 'offered',
              end_customer_name: 'Familie Visser',
              end_customer_decision: 'accepted',
              end_customer_answer_voided: false,
            }),
          ]),
      });
      const view = await renderRoutes(routes, { path: '/account/order?tab=offers', locale });
      const voided = translate(locale, 'documents:share.voided');
      const changed = (await screen.findByText('Familie Jansen')).closest('tr')!;
      expect(within(changed).getByText(voided), locale).toBeVisible();
      const accepted = screen.getByText('Familie Visser').closest('tr')!;
      expect(within(accepted).queryByText(voided)).toBeNull();
      expect(
        within(accepted).getByText(translate(locale, 'documents:share.accepted')),
      ).toBeVisible();
      view.unmount();
    }
  });

  it('marks on the offers tab, in every language, an offer a retail chain prepared', async () => {
    for (const locale of LOCALES) {
      fakeApi({
        'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
        [list({ status: 'offered' })]: () =>
          pageAnswer([
            orderRow({
              id: 55,
              order_type: 'offered',
              end_customer_name: 'Familie de Groot',
              prepared_by: 'intergamma',
            }),
            orderRow({ id: 56, order_type: 'offered', end_customer_name: 'Familie Bos' }),
          ]),
      });
      const view = await renderRoutes(routes, { path: '/account/order?tab=offers', locale });
      const marker = translate(locale, 'orders:list.preparedBy.intergamma');
      const prepared = (await screen.findByText('Familie de Groot')).closest('tr')!;
      expect(within(prepared).getByText(marker), locale).toBeVisible();
      const own = screen.getByText('Familie Bos').closest('tr')!;
      expect(within(own).queryByText(marker)).toBeNull();
      view.unmount();
    }
  });

  it('lists the confirmed orders first and keeps tab and filters in the URL', async () => {
    const calls = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [list({ status: 'confirmed' })]: () =>
        pageAnswer([
          orderRow({
            id: 51,
            order_type: 'confirmed',
            commission: 'Jansen',
            order_date: '2026-11-20',
            totals: { currency: 'eur', wholesale: 15000, sales: 27750 },
          }),
        ]),
      [list({ status: 'offered' })]: () => pageAnswer([]),
      [list({ status: 'offered', own: true })]: () =>
        pageAnswer([
          orderRow({ id: 52, order_type: 'offered', end_customer_name: 'Familie Smit' }),
        ]),
    });
    const { router } = await renderRoutes(routes, { path: '/account/order' });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Orders: Confirmed' });
    expect(within(table).getByText('Jansen')).toBeVisible();
    expect(within(table).getByText('Sales: €277.50')).toBeVisible();
    expect(within(table).getByText('Purchase: €150.00')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Offers' }));
    expect(await screen.findByText('There are no orders here yet.')).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Only orders I entered' }));
    expect(await screen.findByText('Familie Smit')).toBeVisible();
    expect(router.state.location.search).toBe('?tab=offers&own=true');
    expect(calls.calls(list({ status: 'offered', own: true }))).toHaveLength(1);
  });

  it('says when its filters match nothing, and clears them on request', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [list({ status: 'confirmed', own: true })]: () => pageAnswer([]),
      [list({ status: 'confirmed' })]: () =>
        pageAnswer([orderRow({ id: 51, commission: 'Jansen' })]),
    });
    const { router } = await renderRoutes(routes, { path: '/account/order?own=true' });
    const user = userEvent.setup();
    expect(await screen.findByText('Nothing matches these filters.')).toBeVisible();
    expect(screen.queryByText('There are no orders here yet.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByText('Jansen')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('switch', { name: 'Only orders I entered' })).not.toBeChecked();
  });

  it('offers each article type once, by the name shown, as the user’s language sorts it', async () => {
    const shownOrder = async (locale: 'nl' | 'lt') => {
      fakeApi({
        'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
        [list({ status: 'confirmed' })]: () => pageAnswer([]),
      });
      const view = await renderRoutes(routes, { path: '/account/order', locale });
      const user = userEvent.setup();
      const [typeFilter] = await screen.findAllByLabelText(
        translate(locale, 'orders:filters.type'),
        {},
        { timeout: 5000 },
      );
      await user.click(typeFilter!);
      const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
      view.unmount();
      return options;
    };
    expect(await shownOrder('nl')).toEqual([
      'Decoratieve rail',
      'Decoratieve roede',
      'Elektrische decoratieve rail, rond 35 mm',
      'Elektrische decoratieve rail, vierkant 32 mm',
      'Elektrische gordijnrail',
      'Embrasse',
      'Fronslintgordijn',
      'Gordijn met verborgen lussen',
      'Gordijnrail',
      'Kussen',
      'Lussengordijn',
      'Onderdelen voor rails en roedes',
      'Paneelgordijn',
      'Plooigordijn',
      'Rail',
      'Retour (RMA)',
      'Ringgordijn',
      'Roede',
      'Spangordijn',
      'Stof per meter',
      'Trekstok',
      'Tunnelgordijn',
      'Vouwgordijn',
      'Wavegordijn',
    ]);
    // Lithuanian sorts Į with I (after G, before J), not after Z as character codes would.
    const lithuanian = await shownOrder('lt');
    expect(new Set(lithuanian).size).toBe(lithuanian.length);
    expect(lithuanian.indexOf('Įtempta užuolaida')).toBe(
      lithuanian.indexOf('Grąžinimas (RMA)') + 1,
    );
    expect(lithuanian.indexOf('Japoniška užuolaida')).toBe(
      lithuanian.indexOf('Įtempta užuolaida') + 1,
    );
    expect(lithuanian[0]).toBe('Audinys metrais');
  });

  it('orders the list by every ordering the API offers, such as the commission', async () => {
    const calls = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [list({ status: 'confirmed' })]: () => pageAnswer([]),
      [list({ status: 'confirmed', ordering: 'commission' })]: () =>
        pageAnswer([orderRow({ id: 53, order_type: 'confirmed', commission: 'Bakker' })]),
    });
    const { router } = await renderRoutes(routes, { path: '/account/order' });
    const user = userEvent.setup();
    expect(await screen.findByText('There are no orders here yet.')).toBeVisible();
    await user.click(screen.getByLabelText('Sort by', { selector: 'input' }));
    for (const name of ['Order date, newest first', 'Valid until, expiring first']) {
      expect(screen.getByRole('option', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'Commission A–Z' }));
    expect(await screen.findByText('Bakker')).toBeVisible();
    expect(router.state.location.search).toContain('ordering=commission');
    expect(calls.calls(list({ status: 'confirmed', ordering: 'commission' }))).toHaveLength(1);
  });

  it('asks a service account’s list for the shop it acts for, and shows the shop', async () => {
    const shop = debtor(9, 'Gordijnhuis Oost', 'Deventer');
    const path = list({ status: 'confirmed', debtor_id: 9 });
    fakeApi({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({
          is_service_account: true,
          debtor: shop,
          all_debtors: [shop],
          price_type: 'noprices',
        }),
      }),
      [path]: () => pageAnswer([orderRow({ id: 61, debtor_name: 'Gordijnhuis Oost' })]),
    });
    await renderRoutes(routes, { path: '/account/order' });
    const table = await screen.findByRole('table', { name: 'Orders: Confirmed' });
    expect(within(table).getByRole('columnheader', { name: 'Shop' })).toBeVisible();
    expect(within(table).queryByRole('columnheader', { name: 'Price' })).toBeNull();
    expect(within(table).getByText('Gordijnhuis Oost')).toBeVisible();
  });

  it('shows the own order number with the commission and the employee with the entry day', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [list({ status: 'confirmed' })]: () =>
        pageAnswer([
          orderRow({
            id: 62,
            commission: 'Visser',
            customer_order_number: 'KO-77',
            employee_name: 'Anouk de Linde',
          }),
        ]),
    });
    await renderRoutes(routes, { path: '/account/order' });
    const table = await screen.findByRole('table', { name: 'Orders: Confirmed' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // Related fields share a column, so every column fits a laptop screen.
    expect(headers).not.toContain('Your order number');
    expect(headers).not.toContain('Employee');
    const row = within(table).getByText('Visser').closest('tr')!;
    expect(within(row).getByText('Your order number: KO-77')).toBeVisible();
    expect(within(row).getByText('Anouk de Linde')).toBeVisible();
  });

  it('writes a label and its value as French does, with a space before the colon', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [list({ status: 'confirmed' })]: () =>
        pageAnswer([orderRow({ id: 63, commission: 'Visser', customer_order_number: 'KO-78' })]),
    });
    await renderRoutes(routes, { path: '/account/order', locale: 'fr' });
    const table = await screen.findByRole('table', { name: /^Commandes/ });
    const row = within(table).getByText('Visser').closest('tr')!;
    const reference = within(row).getByText(/KO-78$/);
    expect(reference.textContent).toMatch(/^\S.*\u00a0: KO-78$/);
  });

  it('opens an order with its articles, totals and timeline', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [list({ status: 'confirmed' })]: () =>
        pageAnswer([orderRow({ id: 51, commission: 'Jansen' })]),
      'api/orders/51/': () => ({
        status: 200,
        body: orderView({
          id: 51,
          order_type: 'confirmed',
          commission: 'Jansen',
          articles: [orderArticle({ production_status: 'confectie', set_label: 'A' })],
          totals: { currency: 'eur', wholesale: 15000, sales: 27750 },
        }),
      }),
      'api/orders/51/events/': () => ({
        status: 200,
        body: {
          results: [
            {
              id: 2,
              kind: 'order_confirmed',
              at: '2026-11-21T12:00:00Z',
              user_name: 'Anna de Vries',
              order_number: null,
              data: {},
            },
            {
              id: 1,
              kind: 'article_created',
              at: '2026-11-21T10:00:00Z',
              user_name: 'Anna de Vries',
              order_number: '1000001',
              data: {},
            },
          ],
        },
      }),
    });
    const { router } = await renderRoutes(routes, { path: '/account/order' });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Jansen'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/order/51'));
    expect(await screen.findByRole('heading', { name: 'Order 51' })).toBeVisible();
    const articles = screen.getByRole('table', { name: 'Articles' });
    expect(within(articles).getByText('Velours Royal 06')).toBeVisible();
    expect(within(articles).getByText('Being sewn')).toBeVisible();
    // Related fields share a column, so every column fits a laptop screen.
    expect(
      within(articles)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Article', 'Main fabric', 'Size', 'Quantity', 'Production status', 'Price']);
    const row = within(articles).getByText('1000001').closest('tr')!;
    for (const shared of [
      'Pleated curtain',
      'Room: Living room',
      '200 cm × 250 cm',
      'Widths: 3',
      'Fullness: 235%',
    ]) {
      expect(within(row).getByText(shared)).toBeVisible();
    }
    expect(within(row).getByLabelText('Set A')).toBeVisible();
    expect(await screen.findByText('Order confirmed')).toBeVisible();
    expect(screen.getByText('Article added')).toBeVisible();
    expect(screen.getByText(/article 1000001/)).toBeVisible();
  });

  it('leaves out of the shared columns what the account hides', async () => {
    fakeApi({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({
          show_room: false,
          show_strokes: false,
          show_pleat_percentage: false,
        }),
      }),
      'api/orders/54/': () => ({
        status: 200,
        body: orderView({ id: 54, order_type: 'draft', articles: [orderArticle()] }),
      }),
      'api/orders/54/events/': () => ({ status: 200, body: { results: [] } }),
    });
    await renderRoutes(routes, { path: '/account/order/54' });
    const articles = await screen.findByRole('table', { name: 'Articles' });
    const row = (await within(articles).findByText('1000001')).closest('tr')!;
    expect(within(row).getByText('200 cm × 250 cm')).toBeVisible();
    for (const hidden of [/Living room/, /Widths/, /Fullness/]) {
      expect(within(row).queryByText(hidden)).toBeNull();
    }
  });

  it('shows the measurement warnings of its articles as the offer page does', async () => {
    const warning = {
      id: 'room_outlier:1000001:height',
      code: 'room_outlier' as const,
      order_number: '1000001',
      fields: ['height'],
      params: { value: 160, usual: 260, count: 3, unit: 'cm' },
      suggestions: [{ field: 'height', value: 260 }],
      message: 'Height 160 cm differs…',
    };
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/orders/53/': () => ({
        status: 200,
        body: orderView({
          id: 53,
          order_type: 'draft',
          articles: [orderArticle({ height: 160, measurement_warnings: [warning] })],
          measurement_warnings: [warning],
        }),
      }),
      'api/orders/53/events/': () => ({ status: 200, body: { results: [] } }),
    });
    await renderRoutes(routes, { path: '/account/order/53' });
    const articles = await screen.findByRole('table', { name: 'Articles' });
    expect(
      within(articles).getByText(
        'Height 160 cm differs from the other curtains of this room (260 cm). Measured right?',
      ),
    ).toBeVisible();
    expect(screen.getByText('Measurement warnings: 1')).toBeVisible();
  });

  it('says so when the order is not there', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/orders/99/': () => ({ status: 404, body: { code: 'not_found', detail: 'Not found.' } }),
    });
    await renderRoutes(routes, { path: '/account/order/99' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order does not exist or is not yours.',
    );
  });
});

describe("an order's header", () => {
  it('keeps the link back and the intro the frame drew while the order loads, then names it with its type', async () => {
    let answer: (value: { status: number; body?: unknown }) => void = () => undefined;
    const calls = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/orders/57/': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'api/orders/57/events/': () => ({ status: 200, body: { results: [] } }),
    });
    await renderRoutes(
      [
        {
          path: '/account/order/:orderId',
          Component: OrderDetailPage,
          handle: {
            titleKey: 'orders:detail.title',
            introKey: 'orders:detail.intro',
            titleFromData: true,
            back: { labelKey: 'orders:detail.back', to: '/account/order' },
          },
        },
      ],
      { path: '/account/order/57' },
    );
    const intro = translate('en', 'orders:detail.intro');
    expect(await screen.findByText(intro)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute(
      'href',
      '/account/order',
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await waitFor(() => expect(calls.calls('api/orders/57/')).toHaveLength(1));
    answer({ status: 200, body: orderView({ id: 57, order_type: 'offered', articles: [] }) });
    expect(await screen.findByRole('heading', { name: 'Order 57' })).toBeVisible();
    expect(screen.getByText(translate('en', 'enums:orderTypes.offered'))).toBeVisible();
    expect(screen.getByText(intro)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Back to the orders' })).toHaveLength(1);
  });
});

import { ARTICLE_ACTION_NAMES, DEMO_PRICE_LIST, railPartsOf } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQueryString } from '../../api/order-book';
import { queryClient } from '../../api/query-client';
import { initI18n } from '../../lib/i18n';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { pageAnswer } from '../../test/catalogue-fixture';
import { fakeApi, makeToken, type SentRequest } from '../../test/fake-api';
import { allowed, orderArticle, orderRow, orderView, refused } from '../../test/order-book-fixture';
import { articleAnswer, pricingContext } from '../../test/order-fixture';
import { renderRoutes } from '../../test/render';
import { OfferPage } from './offer-page';
import { prefetchOffer } from './offer-queries';

const routes = [
  { path: '/account/offer', Component: OfferPage, handle: { titleKey: 'shell:routes.offer' } },
  { path: '/account/products/curtain/:articleOrderId/', element: <p>Curtain configurator</p> },
];
const DRAFTS = `api/orders/${orderQueryString({ status: 'draft', ordering: '-updated_at', page_size: 50 })}`;
const OFFERS = `api/orders/${orderQueryString({ status: 'offered', ordering: '-updated_at', page_size: 25 })}`;

const account = accountSettings({
  employees: [
    { id: 7, name: 'Anna de Vries', email: 'anna@example.test', is_archived: false },
    { id: 8, name: 'Bram Bos', email: 'bram@example.test', is_archived: false },
  ],
});

const curtains = [
  orderArticle({ order_number: '1000001' }),
  orderArticle({
    order_number: '1000002',
    actions: [
      allowed('edit'),
      allowed('delete'),
      allowed('duplicate'),
      allowed('combine_strokes'),
      refused('make_set', 'already_in_set', 'This curtain is already in a set.'),
    ],
  }),
];
const draft = orderView({ id: 41, commission: 'Jansen', articles: curtains });

type Routes = Record<string, (request: SentRequest) => { status: number; body?: unknown }>;
function api(overrides: Routes = {}) {
  return fakeApi({
    'api/user/settings/': () => ({ status: 200, body: account }),
    [DRAFTS]: () => pageAnswer([orderRow({ id: 41, commission: 'Jansen' })]),
    [OFFERS]: () => pageAnswer([]),
    'api/orders/41/': () => ({ status: 200, body: draft }),
    ...overrides,
  });
}

async function renderPage(locale: 'en' | 'nl' = 'en') {
  const view = await renderRoutes(routes, { path: '/account/offer', locale });
  const card = await screen.findByRole('region', { name: 'Jansen (41)' }, { timeout: 15_000 });
  return { ...view, card, user: userEvent.setup() };
}

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the offer page', () => {
  it("finds what its route asked for while the page's code loaded (the lists, each card's order, its drawings' articles and figures) and asks each once", async () => {
    const opened = orderView({ id: 52, commission: 'Smit', order_type: 'offered', articles: [] });
    const offersOpen = `api/orders/${orderQueryString({ status: 'offered', ordering: '-updated_at', page: 2, page_size: 10 })}`;
    const curtain = (orderNumber: string) => () => ({
      status: 200,
      body: articleAnswer('pleatcurtain', {}, { order_number: orderNumber }),
    });
    const calls = api({
      [offersOpen]: () => pageAnswer([orderRow({ id: 52, commission: 'Smit' })]),
      'api/orders/52/': () => ({ status: 200, body: opened }),
      'api/articles/1000001/': curtain('1000001'),
      'api/articles/1000002/': curtain('1000002'),
      'api/price-list/': () => ({ status: 200, body: pricingContext() }),
    });
    const asked = [
      DRAFTS,
      offersOpen,
      'api/orders/41/',
      'api/orders/52/',
      'api/articles/1000001/',
      'api/articles/1000002/',
      'api/price-list/',
    ];
    try {
      // The app has its language before any request (a change of language asks everything again).
      await initI18n('en');
      await i18next.changeLanguage('en');
      await prefetchOffer(new URLSearchParams('page=2&page_size=10&open=52'));
      for (const path of asked) expect(calls.calls(path), path).toHaveLength(1);
      await renderRoutes(routes, {
        path: '/account/offer?page=2&page_size=10&open=52',
        queryClient,
      });
      const card = await screen.findByRole('region', { name: 'Jansen (41)' });
      expect(await screen.findByRole('region', { name: 'Smit (52)' })).toBeVisible();
      await waitFor(() => expect(card.querySelectorAll('svg[data-preview-kind]')).toHaveLength(2));
      for (const path of [...asked, 'api/user/settings/']) {
        expect(calls.calls(path), path).toHaveLength(1);
      }
    } finally {
      queryClient.clear();
    }
  });

  it('draws a rail and a rod with the brackets the calculation counts, as the configurator does', async () => {
    const rail = {
      color: 'whitematt',
      support_type: 'ceiling',
      width: 300,
      track_type: 'track_1014',
    };
    const rod = {
      color: 'blackmatt',
      support_type: 'wall60mm',
      width: 250,
      rod_size: 'rodsize28mm',
    };
    const railParts = railPartsOf('trackrail', rail, DEMO_PRICE_LIST.defaults);
    const rodParts = railPartsOf('decorativerod', rod, DEMO_PRICE_LIST.defaults);
    const brackets = (parts: typeof railParts) =>
      parts?.parts.find((part) => part.code === 'support')?.quantity ?? 0;
    expect(brackets(railParts)).toBeGreaterThan(0);
    expect(brackets(rodParts)).toBeGreaterThan(0);
    const order = orderView({
      id: 41,
      commission: 'Jansen',
      articles: [
        orderArticle({
          order_number: '1000011',
          article_type: 'trackrail',
          width: 300,
        }),
        orderArticle({
          order_number: '1000012',
          article_type: 'decorativerod',
          width: 250,
        }),
      ],
    });
    api({
      'api/orders/41/': () => ({ status: 200, body: order }),
      'api/articles/1000011/': () => ({
        status: 200,
        body: articleAnswer('trackrail', rail, { order_number: '1000011', cut_list: railParts }),
      }),
      'api/articles/1000012/': () => ({
        status: 200,
        body: articleAnswer('decorativerod', rod, { order_number: '1000012', cut_list: rodParts }),
      }),
    });
    const { card } = await renderPage();
    await waitFor(() =>
      expect(card.querySelectorAll('svg[data-preview-kind="rail"]')).toHaveLength(2),
    );
    const [railDrawing, rodDrawing] = card.querySelectorAll('svg[data-preview-kind="rail"]');
    expect(railDrawing).toHaveTextContent(`Brackets: ${brackets(railParts)}`);
    expect(rodDrawing).toHaveTextContent(`Brackets: ${brackets(rodParts)}`);
    expect(card).not.toHaveTextContent('Brackets: 0');
  });

  it('reads an article’s sizes with the language’s decimal mark, and in inches on an imperial account', async () => {
    const typed = orderView({
      id: 41,
      commission: 'Jansen',
      // 287.7 cm is what 113 1/4 in typed on an imperial account keeps.
      articles: [orderArticle({ order_number: '1000001', width: 287.7, height: 250 })],
    });
    api({ 'api/orders/41/': () => ({ status: 200, body: typed }) });
    const dutch = await renderPage('nl');
    expect(within(dutch.card).getByText(/287,7 cm × 250 cm/)).toBeVisible();
    dutch.unmount();
    api({
      'api/orders/41/': () => ({ status: 200, body: typed }),
      'api/user/settings/': () => ({ status: 200, body: { ...account, unit_system: 'imperial' } }),
    });
    const imperial = await renderPage('en');
    // As a tape measure reads: to the sixteenth, with a fraction glyph where one exists.
    expect(within(imperial.card).getByText(/113¼ in × 98 7⁄16 in/)).toBeVisible();
  });

  it('shows what matching saves on each matched curtain', async () => {
    const matched = orderView({
      id: 41,
      commission: 'Jansen',
      articles: [
        orderArticle({
          order_number: '1000001',
          stroke_group: '1000001',
          stroke_saving: { saved_mm: 1700, saved_wholesale: 10965, saved_sales: 20285 },
        }),
        orderArticle({
          order_number: '1000002',
          stroke_group: '1000001',
          stroke_saving: { saved_mm: 900, saved_wholesale: 5805, saved_sales: 10739 },
        }),
      ],
    });
    api({ 'api/orders/41/': () => ({ status: 200, body: matched }) });
    const { card } = await renderPage();
    expect(within(card).getByText('saves 1.70 m (€202.85)')).toBeVisible();
    expect(within(card).getByText('saves 0.90 m (€107.39)')).toBeVisible();
  });

  it('matches the strokes of the selected curtains and says what it saves', async () => {
    const calls = api({
      'api/orders/41/combine-strokes/': () => ({
        status: 200,
        body: {
          ...draft,
          stroke_match: {
            group: '1000001',
            main_fabric: 'fl-01',
            currency: 'eur',
            pattern_repeat_mm: 640,
            separate_drops: 5,
            matched_drops: 4,
            separate_length_mm: 12_900,
            matched_length_mm: 11_700,
            separate_charged_mm: 12_900,
            matched_charged_mm: 11_700,
            saved_mm: 1200,
            saved_wholesale: 2400,
            saved_sales: 4500,
            lines: [],
          },
        },
      }),
    });
    const { card, user } = await renderPage();
    expect(within(card).getByRole('heading', { name: 'Living room' })).toBeVisible();
    await user.click(within(card).getByRole('checkbox', { name: 'Select 1000001' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Select 1000002' }));
    await user.click(within(card).getByRole('button', { name: 'Match strokes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match strokes' });
    await user.click(within(dialog).getByRole('button', { name: 'Match strokes' }));
    await waitFor(() => expect(calls.calls('api/orders/41/combine-strokes/')).toHaveLength(1));
    const sent = calls.calls('api/orders/41/combine-strokes/')[0]!;
    expect(sent.body).toEqual({ order_numbers: ['1000001', '1000002'] });
    expect(sent.headers['idempotency-key']).toMatch(/^web-/);
    expect(
      await screen.findByText('The strokes have been matched. You save 1.20 m of fabric (€45.00).'),
    ).toBeVisible();
  });

  it('shows a refused action disabled, with the API’s reason', async () => {
    api();
    const { card, user } = await renderPage();
    const makeSet = within(card).getByRole('button', { name: 'Make a set' });
    expect(makeSet).toBeDisabled();
    expect(makeSet).toHaveAccessibleDescription('Select one or more articles first.');
    await user.click(within(card).getByRole('checkbox', { name: 'Select 1000002' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Make a set' })).toHaveAccessibleDescription(
        'This curtain is already in a set.',
      ),
    );
    // An action the answer does not offer is not shown at all.
    await user.click(within(card).getByRole('button', { name: 'Actions for article 1000002' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Move/ })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeEnabled();
  });

  it('offers neither move nor split for a matched curtain, with the API’s reason', async () => {
    const message = 'This article already has its strokes combined.';
    const matched = orderArticle({
      order_number: '1000003',
      stroke_group: '1000003',
      actions: ARTICLE_ACTION_NAMES.map((name) =>
        name === 'move' || name === 'split'
          ? refused(name, 'already_matched', message)
          : allowed(name),
      ),
    });
    api({
      'api/orders/41/': () => ({
        status: 200,
        body: { ...draft, articles: [...curtains, matched] },
      }),
    });
    const { card, user } = await renderPage();
    await user.click(within(card).getByRole('button', { name: 'Actions for article 1000003' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['Move to another commission', 'Split into a commission']) {
      const item = within(menu).getByRole('menuitem', { name: new RegExp(name) });
      expect(item, name).toBeDisabled();
      expect(item, name).toHaveTextContent(message);
    }
    expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toBeEnabled();
  });

  it('refuses splitting or refitting a selection with a matched curtain, as the API does', async () => {
    const message = 'This article already has its strokes combined.';
    const matched = orderArticle({
      order_number: '1000003',
      stroke_group: '1000003',
      actions: ARTICLE_ACTION_NAMES.map((name) =>
        name === 'move' || name === 'split' || name === 'change_main_fabric'
          ? refused(name, 'already_matched', message)
          : allowed(name),
      ),
    });
    const free = orderArticle({
      order_number: '1000004',
      actions: ARTICLE_ACTION_NAMES.map((name) => allowed(name)),
    });
    api({
      'api/orders/41/': () => ({
        status: 200,
        body: { ...draft, articles: [free, matched] },
      }),
    });
    const { card, user } = await renderPage();
    const split = () => within(card).getByRole('button', { name: 'Split into a commission' });
    const refit = () => within(card).getByRole('button', { name: 'Change main fabric' });
    await user.click(within(card).getByRole('checkbox', { name: 'Select 1000004' }));
    await waitFor(() => expect(split()).toBeEnabled());
    expect(refit()).toBeEnabled();
    await user.click(within(card).getByRole('checkbox', { name: 'Select 1000003' }));
    await waitFor(() => expect(split()).toBeDisabled());
    expect(split()).toHaveAccessibleDescription(message);
    expect(refit()).toBeDisabled();
    expect(refit()).toHaveAccessibleDescription(message);
  });

  it('makes a set aligned at the bottom', async () => {
    const calls = api({ 'api/orders/41/curtain-set/': () => ({ status: 200, body: draft }) });
    const { card, user } = await renderPage();
    await user.click(within(card).getByRole('checkbox', { name: 'Select 1000001' }));
    await user.click(within(card).getByRole('button', { name: 'Make a set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a set' });
    await user.click(within(dialog).getByRole('radio', { name: 'At the bottom' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make set' }));
    await waitFor(() => expect(calls.calls('api/orders/41/curtain-set/')).toHaveLength(1));
    expect(calls.calls('api/orders/41/curtain-set/')[0]!.body).toEqual({
      order_numbers: ['1000001'],
      alignment: 'bottom',
    });
    expect(await screen.findByText('The set has been made.')).toBeVisible();
  });

  it('keeps the chosen employee when saving it fails, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = api({
      'api/orders/41/': (request) =>
        request.method === 'PATCH'
          ? { status: 500, body: { detail: 'Server error' } }
          : { status: 200, body: draft },
    });
    const { card, user } = await renderPage();
    await user.click(within(card).getByLabelText('Employee', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Bram Bos' }));
    await waitFor(() => expect(calls.sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(calls.sent.find((r) => r.method === 'PATCH')!.body).toEqual({ employee: 8 });
    expect(
      await screen.findByText('The employee could not be saved; it stays chosen on this page.'),
    ).toBeVisible();
    expect(within(card).getByLabelText('Employee', { selector: 'input' })).toHaveValue('Bram Bos');
    expect(warn).toHaveBeenCalled();
  });

  it('saves a draft as an offer for a named customer', async () => {
    const calls = api({
      'api/orders/41/offer/': () => ({
        status: 200,
        body: { ...draft, order_type: 'offered', end_customer_name: 'Familie Jansen' },
      }),
    });
    const { card, user } = await renderPage();
    await user.click(within(card).getByRole('button', { name: 'Save as offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(within(dialog).getByText('Enter at least 2 characters.')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /End customer name/ }),
      'Familie Jansen',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'Woonkamer');
    await user.type(within(dialog).getByLabelText(/Valid until/), '12/24/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(calls.calls('api/orders/41/offer/')).toHaveLength(1));
    expect(calls.calls('api/orders/41/offer/')[0]!.body).toEqual({
      end_customer_name: 'Familie Jansen',
      end_customer_reference: 'Woonkamer',
      valid_until: '2026-12-24',
    });
    expect(await screen.findByText('Saved as an offer for Familie Jansen.')).toBeVisible();
  });

  it('deletes an article after its confirm dialog, and says when the API refuses', async () => {
    const calls = api({
      'api/orders/41/articles/pleatcurtain/1000001/': () => ({
        status: 409,
        body: { code: 'order_confirmed', message: 'Confirmed orders cannot be changed.' },
      }),
    });
    const { card, user } = await renderPage();
    await user.click(within(card).getByRole('button', { name: 'Actions for article 1000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete article' });
    expect(dialog).toHaveTextContent('Delete article 1000001? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.calls('api/orders/41/articles/pleatcurtain/1000001/')).toHaveLength(1),
    );
    expect(
      await screen.findByText(
        'The article could not be deleted. Confirmed orders cannot be changed.',
      ),
    ).toBeVisible();
  });

  it('duplicates an article with its add-ons', async () => {
    const calls = api({
      'api/articles/1000001/duplicate/': () => ({
        status: 201,
        body: { order_numbers: ['1000003'], order: draft },
      }),
    });
    const { card, user } = await renderPage();
    await user.click(within(card).getByRole('button', { name: 'Actions for article 1000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate article' });
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'With related add-ons (rails, rods and pull rods)',
      }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(calls.calls('api/articles/1000001/duplicate/')).toHaveLength(1));
    expect(calls.calls('api/articles/1000001/duplicate/')[0]!.body).toEqual({ with_add_ons: true });
    expect(await screen.findByText('The article has been duplicated.')).toBeVisible();
  });

  it('edits an article in its configurator', async () => {
    api();
    const { card, user, router } = await renderPage();
    await user.click(within(card).getByRole('button', { name: 'Actions for article 1000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/products/curtain/1000001/'),
    );
  });

  it('shows measurement warnings and confirms only once each is acknowledged', async () => {
    const warning = {
      id: 'room_outlier:1000002:height',
      code: 'room_outlier' as const,
      order_number: '1000002',
      fields: ['height'],
      params: { value: 160, usual: 260, count: 3, unit: 'cm' },
      suggestions: [{ field: 'height', value: 260 }],
      message: 'Height 160 cm differs…',
    };
    const warned = orderView({
      id: 41,
      commission: 'Jansen',
      articles: [curtains[0]!, { ...curtains[1]!, height: 160, measurement_warnings: [warning] }],
      measurement_warnings: [warning],
    });
    const calls = api({
      'api/orders/41/': () => ({ status: 200, body: warned }),
      'api/orders/41/confirm/': () => ({
        status: 200,
        body: { ...warned, order_type: 'confirmed' },
      }),
    });
    const { card, user } = await renderPage();
    const text =
      'Height 160 cm differs from the other curtains of this room (260 cm). Measured right?';
    expect(within(card).getByText(text)).toBeVisible();
    expect(within(card).getByText('Measurement warnings: 1')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Confirm order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm orders' });
    const submit = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(submit).toBeDisabled();
    expect(dialog).toHaveTextContent('Still to acknowledge: 1');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Article 1000002: this measurement is right',
      }),
    );
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(calls.calls('api/orders/41/confirm/')).toHaveLength(1));
    expect(calls.calls('api/orders/41/confirm/')[0]!.body).toEqual({
      acknowledged_warnings: [warning.id],
    });
  });

  it('confirms several offers together', async () => {
    const offers = [
      orderRow({
        id: 71,
        order_type: 'offered',
        commission: 'Smit',
        refused_actions: {},
      }),
      orderRow({
        id: 72,
        order_type: 'offered',
        commission: 'Visser',
        refused_actions: {},
      }),
    ];
    const calls = api({
      [OFFERS]: () => pageAnswer(offers),
      'api/orders/71/': () => ({ status: 200, body: orderView({ id: 71, commission: 'Smit' }) }),
      'api/orders/72/': () => ({ status: 200, body: orderView({ id: 72, commission: 'Visser' }) }),
      'api/orders/71/confirm/': () => ({
        status: 200,
        body: orderView({ id: 71, order_type: 'confirmed' }),
      }),
      'api/orders/72/confirm/': () => ({
        status: 200,
        body: orderView({ id: 72, order_type: 'confirmed' }),
      }),
    });
    const { user } = await renderPage();
    const table = await screen.findByRole('table', { name: 'Offers' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select order 71 to confirm' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select order 72 to confirm' }));
    await user.click(screen.getByRole('button', { name: 'Confirm selected orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm orders' });
    expect(dialog).toHaveTextContent('Confirm Smit (71) and Visser (72)?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.calls('api/orders/72/confirm/')).toHaveLength(1));
    expect(calls.calls('api/orders/71/confirm/')).toHaveLength(1);
    const keys = [71, 72].map(
      (id) => calls.calls(`api/orders/${id}/confirm/`)[0]!.headers['idempotency-key'],
    );
    expect(new Set(keys).size).toBe(2);
    expect(await screen.findByText('Visser (72) has been confirmed.')).toBeVisible();
  });
  it('asks for each order’s measurement warnings when confirming several offers together', async () => {
    const warningOf = (orderNumber: string) => ({
      id: `room_outlier:${orderNumber}:height`,
      code: 'room_outlier' as const,
      order_number: orderNumber,
      fields: ['height'],
      params: { value: 160, usual: 260, count: 3, unit: 'cm' },
      suggestions: [{ field: 'height', value: 260 }],
      message: 'Height 160 cm differs…',
    });
    const offers = [73, 74, 75].map((id, index) =>
      orderRow({
        id,
        order_type: 'offered',
        commission: ['Smit', 'Visser', 'Bakker'][index]!,
        refused_actions: {},
      }),
    );
    const rooms = ['living', 'bedroom'] as const;
    const warned = (id: number, commission: string, numbers: string[]) =>
      orderView({
        id,
        order_type: 'offered',
        commission,
        articles: numbers.map((orderNumber, index) =>
          orderArticle({ order_number: orderNumber, room: rooms[index]! }),
        ),
        measurement_warnings: numbers.map(warningOf),
      });
    const calls = api({
      [OFFERS]: () => pageAnswer(offers),
      'api/orders/73/': () => ({ status: 200, body: warned(73, 'Smit', ['1000731', '1000732']) }),
      'api/orders/74/': () => ({ status: 200, body: warned(74, 'Visser', []) }),
      'api/orders/75/': () => ({ status: 200, body: warned(75, 'Bakker', ['1000751']) }),
      ...Object.fromEntries(
        [73, 74, 75].map((id) => [
          `api/orders/${id}/confirm/`,
          () => ({ status: 200, body: orderView({ id, order_type: 'confirmed' }) }),
        ]),
      ),
    });
    const { user } = await renderPage();
    const table = await screen.findByRole('table', { name: 'Offers' });
    for (const id of [73, 74, 75])
      await user.click(
        within(table).getByRole('checkbox', { name: `Select order ${id} to confirm` }),
      );
    await user.click(screen.getByRole('button', { name: 'Confirm selected orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm orders' });
    const box = (orderNumber: string) =>
      within(dialog).getByRole('checkbox', {
        name: `Article ${orderNumber}: this measurement is right`,
      });
    await waitFor(() => expect(box('1000751')).toBeVisible());
    // Grouped by commission, and within it by room.
    const smit = within(dialog).getByRole('group', { name: 'Smit (73)' });
    expect(
      within(within(smit).getByRole('group', { name: 'Living room' })).getByRole('checkbox'),
    ).toBe(box('1000731'));
    expect(within(within(smit).getByRole('group', { name: 'Bedroom' })).getByRole('checkbox')).toBe(
      box('1000732'),
    );
    expect(within(dialog).getByRole('group', { name: 'Bakker (75)' })).toContainElement(
      box('1000751'),
    );
    const submit = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(submit).toBeDisabled();
    await user.click(box('1000731'));
    await user.click(box('1000751'));
    expect(submit).toBeDisabled();
    await user.click(box('1000732'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(calls.calls('api/orders/75/confirm/')).toHaveLength(1));
    expect(calls.calls('api/orders/73/confirm/')[0]!.body).toEqual({
      acknowledged_warnings: ['room_outlier:1000731:height', 'room_outlier:1000732:height'],
    });
    expect(calls.calls('api/orders/74/confirm/')[0]!.body).toEqual({});
    expect(calls.calls('api/orders/75/confirm/')[0]!.body).toEqual({
      acknowledged_warnings: ['room_outlier:1000751:height'],
    });
  });

  it('splits selected articles into a new commission, and moves one into another draft', async () => {
    const second = orderView({ id: 42, commission: 'Smit' });
    const calls = api({
      [DRAFTS]: () =>
        pageAnswer([
          orderRow({ id: 41, commission: 'Jansen' }),
          orderRow({ id: 42, commission: 'Smit' }),
        ]),
      'api/orders/42/': () => ({ status: 200, body: second }),
      'api/orders/41/split/': () => ({ status: 200, body: { source: draft, target: second } }),
      'api/articles/1000001/move/': () => ({
        status: 200,
        body: { source: draft, target: second },
      }),
    });
    const { card, user } = await renderPage();
    await user.click(within(card).getByRole('checkbox', { name: 'Select 1000002' }));
    await user.click(within(card).getByRole('button', { name: 'Split into a commission' }));
    const split = await screen.findByRole('dialog', { name: 'Split into a commission' });
    await user.type(
      within(split).getByRole('textbox', { name: 'Name of the new commission' }),
      'Slaapkamer',
    );
    await user.click(within(split).getByRole('button', { name: 'Split' }));
    await waitFor(() => expect(calls.calls('api/orders/41/split/')).toHaveLength(1));
    expect(calls.calls('api/orders/41/split/')[0]!.body).toEqual({
      order_numbers: ['1000002'],
      commission: 'Slaapkamer',
    });
    expect(
      await screen.findByText('The articles have been split into another commission.'),
    ).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Actions for article 1000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to another commission' }));
    const move = await screen.findByRole('dialog', { name: 'Move article' });
    await user.click(within(move).getByLabelText('Commission', { selector: 'input' }));
    await user.click(await within(move).findByRole('option', { name: 'Smit (42)' }));
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls.calls('api/articles/1000001/move/')).toHaveLength(1));
    expect(calls.calls('api/articles/1000001/move/')[0]!.body).toEqual({ target_order_id: 42 });
    expect(await screen.findByText('The article has been moved.')).toBeVisible();
  });

  it('opens an offer from the list and renews it', async () => {
    // The same expired offer as the list shows it and as it opens.
    const expired = {
      id: 71,
      order_type: 'offered',
      commission: 'Smit',
      end_customer_name: 'Familie Smit',
      offer_valid_until: '2026-11-01',
      offer_expired: true,
    } as const;
    const offer = orderView({
      ...expired,
      actions: [
        allowed('renew_offer'),
        refused('confirm', 'offer_expired', 'Price again and renew the validity first.'),
      ],
    });
    const row = orderRow({ ...expired, refused_actions: { confirm: 'offer_expired' } });
    const calls = api({
      [OFFERS]: () => pageAnswer([row]),
      'api/orders/71/': () => ({ status: 200, body: offer }),
      'api/orders/71/offer/': () => ({ status: 200, body: { ...offer, offer_expired: false } }),
    });
    const { user, router } = await renderPage();
    const table = await screen.findByRole('table', { name: 'Offers' });
    expect(within(table).getByText('Expired')).toBeVisible();
    // The list answers the refusal's code; its words are the errors catalogue's.
    await user.click(within(table).getByRole('checkbox', { name: 'Select order 71 to confirm' }));
    expect(
      screen.getByRole('button', { name: 'Confirm selected orders' }),
    ).toHaveAccessibleDescription(
      'This offer has expired. Renew it first: the articles are priced again and it gets a new validity.',
    );
    await user.click(within(table).getByText('Familie Smit'));
    await waitFor(() => expect(router.state.location.search).toBe('?open=71'));
    const card = await screen.findByRole('region', { name: 'Smit (71)' });
    expect(within(card).getByRole('button', { name: 'Confirm order' })).toHaveAccessibleDescription(
      'Price again and renew the validity first.',
    );
    await user.click(within(card).getByRole('button', { name: 'Renew offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer details' });
    expect(within(dialog).getByRole('textbox', { name: /End customer name/ })).toHaveValue(
      'Familie Smit',
    );
    const date = within(dialog).getByLabelText(/Valid until/);
    await user.clear(date);
    await user.type(date, '01/31/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(calls.calls('api/orders/71/offer/')).toHaveLength(1));
    expect(calls.calls('api/orders/71/offer/')[0]!.body).toMatchObject({
      end_customer_name: 'Familie Smit',
      valid_until: '2027-01-31',
    });
  });
});

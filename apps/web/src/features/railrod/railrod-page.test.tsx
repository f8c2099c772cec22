import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { orderArticle } from '../../test/order-book-fixture';
import {
  articleAnswer,
  flowDraftAnswer,
  orderAnswer,
  pricingContext,
} from '../../test/order-fixture';
import { renderRoutes } from '../../test/render';
import { RailrodPage } from './railrod-page';

const DRAFTS = 'api/orders/draft/';
// The whole page renders on every keystroke; a loaded machine needs more than the default 5 s.
const SLOW = 60_000;

const STORED_TRACK = {
  color: 'whitematt',
  track_type: 'track_1014',
  support_type: 'wall60mm',
  width: 200,
  with_runner: true,
  runner_type: 'runner',
  runner_color: 'whitematt',
  with_stopper: true,
  with_retarder: false,
  quantity: 1,
  room: 'living',
};

function api(routes: Parameters<typeof fakeApi>[0] = {}, settings: Record<string, unknown> = {}) {
  return fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings(settings) }),
    'api/price-list/': () => ({ status: 200, body: pricingContext() }),
    ...routes,
  });
}

async function openPage(path: string) {
  await renderRoutes(
    [
      { path: '/account/products/railrod', element: <RailrodPage /> },
      { path: '/account/products/railrod/:articleOrderId/', element: <RailrodPage /> },
    ],
    { path },
  );
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(await screen.findByLabelText(label, { selector: 'input' }, { timeout: 5000 }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the rail/rod configurator', () => {
  it('offers only the kinds the account has', { timeout: SLOW }, async () => {
    api({}, { has_electric_rail: false, has_decorative_rod: false });
    await openPage('/account/products/railrod');
    expect(
      await screen.findByRole('radio', { name: 'Curtain track' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Decorative rail' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Electric/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Decorative rod' })).toBeNull();
  });

  it('says so when the account has no rails or rods', { timeout: SLOW }, async () => {
    api(
      {},
      {
        has_track_rail: false,
        has_decorative_rail: false,
        has_electric_rail: false,
        has_decorative_rod: false,
      },
    );
    await openPage('/account/products/railrod');
    expect(await screen.findByText('No rod types are available.')).toBeInTheDocument();
  });

  it(
    'saves a new track into a new draft order, then updates it on the next save',
    async () => {
      window.localStorage.setItem('atelier.flow.room', 'living');
      const server = api({
        [DRAFTS]: () => ({ status: 200, body: flowDraftAnswer(null) }),
        'api/orders/': () => ({ status: 201, body: orderAnswer({ id: 52 }) }),
        'api/orders/52/articles/trackrail/': (request) => ({
          status: 201,
          body: articleAnswer('trackrail', request.body as Record<string, unknown>, {
            order_id: 52,
            order_number: '1000031',
          }),
        }),
        'api/orders/52/articles/trackrail/1000031/': (request) => ({
          status: 200,
          body: articleAnswer('trackrail', request.body as Record<string, unknown>, {
            order_id: 52,
            order_number: '1000031',
          }),
        }),
      });
      const user = await openPage('/account/products/railrod');
      const track = await screen.findByRole(
        'radio',
        { name: 'Curtain track' },
        { timeout: 20_000 },
      );
      await user.click(track);
      // Choosing the kind chooses it, as a model does on the other configurators; Next moves on.
      expect(track).toBeChecked();
      expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /^Width/ })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await choose(user, /^Colour/, 'Matt white');
      await choose(user, /^Track/, 'A-track (1014)');
      await user.type(screen.getByRole('textbox', { name: /^Width/ }), '300');
      await choose(user, /^Bracket\W*$/, 'Wall bracket 60 mm');
      await choose(user, /^Runner colour/, 'Matt white');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Everything needed is filled in.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save to order' }));

      expect(await screen.findByText('Saved as article 1000031.')).toBeInTheDocument();
      const created = server.calls('api/orders/').find((call) => call.method === 'POST');
      expect(created?.body).toEqual({ employee: null });
      const article = server.calls('api/orders/52/articles/trackrail/')[0];
      expect(article?.method).toBe('POST');
      expect(article?.body).toMatchObject({
        color: 'whitematt',
        track_type: 'track_1014',
        width: 300,
        support_type: 'wall60mm',
        with_runner: true,
        runner_type: 'runner',
        runner_color: 'whitematt',
        room: 'living',
        quantity: 1,
      });
      // The draft was looked up before it was made, and the article only after it existed.
      const order = server.sent.map((call) => `${call.method} ${call.path}`);
      expect(order.indexOf(`GET ${DRAFTS}`)).toBeLessThan(order.indexOf('POST api/orders/'));
      expect(order.indexOf('POST api/orders/')).toBeLessThan(
        order.indexOf('POST api/orders/52/articles/trackrail/'),
      );

      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() =>
        expect(server.calls('api/orders/52/articles/trackrail/1000031/')[0]?.method).toBe('PUT'),
      );
      expect(server.calls('api/orders/52/articles/trackrail/')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'prices the rail live, and the price follows the width',
    async () => {
      api({
        'api/articles/1000001/': () => ({
          status: 200,
          body: articleAnswer('trackrail', STORED_TRACK),
        }),
      });
      const user = await openPage('/account/products/railrod/1000001/');
      const price = await screen.findByTestId('price-sales', {}, { timeout: 5000 });
      const before = price.textContent;
      expect(before).toMatch(/\d/);
      const width = screen.getByRole('textbox', { name: /^Width/ });
      await user.clear(width);
      await user.type(width, '400');
      await waitFor(() => expect(screen.getByTestId('price-sales').textContent).not.toBe(before));
    },
    SLOW,
  );

  it(
    'edits a stored rail: loads it, shows its curtain, and saves the change with PUT',
    async () => {
      const server = api({
        'api/articles/1000001/': () => ({
          status: 200,
          body: articleAnswer(
            'trackrail',
            { ...STORED_TRACK, curtain_order_number: '1000007' },
            { curtain_order_number: '1000007' },
          ),
        }),
        'api/orders/41/articles/trackrail/1000001/': (request) => ({
          status: 200,
          body: articleAnswer('trackrail', request.body as Record<string, unknown>),
        }),
      });
      const user = await openPage('/account/products/railrod/1000001/');
      const width = await screen.findByRole('textbox', { name: /^Width/ }, { timeout: 5000 });
      expect(width).toHaveValue('200');
      expect(screen.getByText('For curtain 1000007')).toBeInTheDocument();
      await user.clear(width);
      await user.type(width, '250');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(await screen.findByRole('button', { name: 'Save changes' }));
      await waitFor(() =>
        expect(server.calls('api/orders/41/articles/trackrail/1000001/')).toHaveLength(1),
      );
      const put = server.calls('api/orders/41/articles/trackrail/1000001/')[0];
      expect(put?.method).toBe('PUT');
      expect(put?.body).toMatchObject({
        width: 250,
        curtain_order_number: '1000007',
        room: 'living',
      });
      expect(server.calls('api/orders/').filter((call) => call.method === 'POST')).toHaveLength(0);
      const choices = within(screen.getByRole('table', { name: 'Your choices' }));
      expect(choices.getByRole('rowheader', { name: 'Width' }).nextSibling).toHaveTextContent(
        /250/,
      );
    },
    SLOW,
  );
  it(
    'asks about a rail shorter than its curtain beside the width, live as it is typed',
    async () => {
      api({
        'api/articles/1000001/': () => ({
          status: 200,
          body: articleAnswer(
            'trackrail',
            { ...STORED_TRACK, width: 300, curtain_order_number: '1000007' },
            { curtain_order_number: '1000007' },
          ),
        }),
        'api/orders/41/': () => ({
          status: 200,
          body: orderAnswer({
            articles: [
              orderArticle({ order_number: '1000007', width: 300, height: 250 }),
              orderArticle({
                order_number: '1000001',
                article_type: 'trackrail',
                curtain_order_number: '1000007',
                width: 300,
                height: null,
              }),
            ],
          }),
        }),
      });
      const user = await openPage('/account/products/railrod/1000001/');
      const width = await screen.findByRole('textbox', { name: /^Width/ }, { timeout: 5000 });
      expect(width).toHaveValue('300');
      const message = 'The rail (200 cm) is shorter than its curtain (300 cm).';
      expect(screen.queryByText(message)).toBeNull();
      await user.clear(width);
      await user.type(width, '200');
      expect(await screen.findByText(message)).toBeVisible();
    },
    SLOW,
  );
});

import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken, type SentRequest } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CurtainPage } from './curtain-page';
import {
  articleAnswer,
  baseRoutes,
  DRAFTS,
  flowDraftAnswer,
  LINEN,
  orderAnswer,
  prepareCurtainTests,
  STORED_CURTAIN,
  setupUser,
} from './test-fixtures';

const routes = [
  {
    path: '/account/products/curtain',
    Component: CurtainPage,
    handle: { titleKey: 'shell:routes.curtain' },
  },
  {
    path: '/account/products/curtain/:articleOrderId/',
    Component: CurtainPage,
    handle: { titleKey: 'shell:routes.curtainEdit' },
  },
];

/** An account whose only add-on is a track, so the rail step needs no kind choice. */
const TRACK_ONLY = {
  default_pleat_types: ['double'],
  has_decorative_rail: false,
  has_electric_rail: false,
  has_decorative_rod: false,
  has_pull_rod: false,
};

beforeAll(prepareCurtainTests);
beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  // The room chosen last time: the flow remembers it.
  window.localStorage.setItem('atelier.flow.room', 'living');
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

/** Picks an option of a select field by the field's label. */
async function choose(user: UserEvent, label: RegExp, option: string) {
  const input = screen
    .getAllByLabelText(label)
    .find((element): element is HTMLInputElement => element instanceof HTMLInputElement);
  if (!input) throw new Error(`no select labelled ${label}`);
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function typeInto(user: UserEvent, label: RegExp, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** From an empty new curtain to a complete double-pleat curtain on the specification step. */
async function configurePleatCurtain(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: 'Pleated curtain' }));
  await user.click(screen.getByRole('radio', { name: 'Comfort' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Specification' });
  await typeInto(user, /^Width( \*)?$/, '300');
  await typeInto(user, /^Height( \*)?$/, '250');
  await user.click(screen.getByRole('radio', { name: 'Pair, split equally' }));
  await choose(user, /^Hem/, 'Double hem');
}

const posts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method !== 'GET').map((r) => `${r.method} ${r.path}`);

/** A stored curtain (1000001) of order 41 with its stored track (1000002), answered by a fake API. */
function curtainWithStoredRail(railWidth = 300) {
  const STORED_RAIL = {
    color: 'whitematt',
    track_type: 'track_1014',
    support_type: 'wall60mm',
    width: railWidth,
    with_runner: true,
    runner_type: 'runner',
    runner_color: 'whitematt',
    with_stopper: true,
    with_retarder: false,
    quantity: 1,
    room: 'living',
    curtain_order_number: '1000001',
    rail_curtain_type: 'pleatcurtain',
    curtain_split_type: 'equal',
  };
  const summary = (orderNumber: string, articleType: 'pleatcurtain' | 'trackrail') => {
    const { parameters: _parameters, ...answer } = articleAnswer(
      articleType,
      articleType === 'trackrail' ? STORED_RAIL : STORED_CURTAIN,
      { order_number: orderNumber },
    );
    return {
      ...answer,
      main_fabric: null,
      quantity: 1,
      width: 300,
      height: null,
      wholesale: null,
      sales: null,
      main_fabric_name: null,
      strokes: null,
      pleat_percentage: null,
      pleat_depth: null,
      stroke_saving: null,
      actions: [],
    };
  };
  return fakeApi({
    ...baseRoutes({ account: TRACK_ONLY }),
    'api/articles/1000001/': () => ({
      status: 200,
      body: articleAnswer('pleatcurtain', STORED_CURTAIN),
    }),
    'api/orders/41/': () => ({
      status: 200,
      body: orderAnswer({
        articles: [summary('1000001', 'pleatcurtain'), summary('1000002', 'trackrail')],
      }),
    }),
    'api/articles/1000002/': () => ({
      status: 200,
      body: articleAnswer('trackrail', STORED_RAIL, { order_number: '1000002' }),
    }),
    'api/orders/41/articles/pleatcurtain/1000001/': (request) => ({
      status: 200,
      body: articleAnswer('pleatcurtain', request.body as Record<string, unknown>),
    }),
    'api/orders/41/articles/trackrail/1000002/': (request) =>
      request.method === 'DELETE'
        ? { status: 204 }
        : {
            status: 200,
            body: articleAnswer('trackrail', request.body as Record<string, unknown>, {
              order_number: '1000002',
            }),
          },
  });
}

describe('saving a curtain', { timeout: 60_000 }, () => {
  it('creates the draft order, then the curtain, then its rail with the curtain number', async () => {
    const api = fakeApi({
      ...baseRoutes({ account: TRACK_ONLY }),
      [DRAFTS]: () => ({ status: 200, body: flowDraftAnswer(null) }),
      'api/orders/': () => ({ status: 201, body: orderAnswer({ id: 52 }) }),
      'api/orders/52/articles/pleatcurtain/': (request) => ({
        status: 201,
        body: articleAnswer('pleatcurtain', request.body as Record<string, unknown>, {
          order_id: 52,
          order_number: '1000001',
        }),
      }),
      'api/orders/52/articles/pleatcurtain/1000001/': (request) => ({
        status: 200,
        body: articleAnswer('pleatcurtain', request.body as Record<string, unknown>, {
          order_id: 52,
          order_number: '1000001',
        }),
      }),
      'api/orders/52/articles/trackrail/1000002/': (request) => ({
        status: 200,
        body: articleAnswer('trackrail', request.body as Record<string, unknown>, {
          order_id: 52,
          order_number: '1000002',
        }),
      }),
      'api/orders/52/articles/trackrail/': (request) => ({
        status: 201,
        body: articleAnswer('trackrail', request.body as Record<string, unknown>, {
          order_id: 52,
          order_number: '1000002',
        }),
      }),
    });
    await renderRoutes(routes, { path: `/account/products/curtain?fabric=${LINEN}` });
    const user = setupUser();
    await configurePleatCurtain(user);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Add a rail' }));
    await choose(user, /^Colour/, 'Matt black');
    await choose(user, /^Track/, 'A-track (1014)');
    await choose(user, /^Bracket/, 'Ceiling bracket');
    await choose(user, /^Runner colour/, 'Matt black');
    await user.click(screen.getByRole('button', { name: 'Save to order' }));

    expect(await screen.findByText('Saved as article 1000001.')).toBeInTheDocument();
    expect(posts(api.sent)).toEqual([
      'POST api/orders/',
      'POST api/orders/52/articles/pleatcurtain/',
      'POST api/orders/52/articles/trackrail/',
    ]);
    expect(api.calls('api/orders/')[0]?.body).toEqual({ employee: 7 });
    expect(api.calls('api/orders/52/articles/pleatcurtain/')[0]?.body).toMatchObject({
      main_fabric: LINEN,
      room: 'living',
      ...EXAMPLE_CURTAIN,
    });
    expect(api.calls('api/orders/52/articles/trackrail/')[0]?.body).toMatchObject({
      curtain_order_number: '1000001',
      rail_curtain_type: 'pleatcurtain',
      curtain_split_type: 'equal',
      width: 300,
      color: 'blackmatt',
      track_type: 'track_1014',
      support_type: 'ceiling',
    });

    // A second save updates both articles instead of making new ones.
    api.sent.length = 0;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(posts(api.sent)).toEqual([
        'PUT api/orders/52/articles/pleatcurtain/1000001/',
        'PUT api/orders/52/articles/trackrail/1000002/',
      ]),
    );
  });

  it("shows the server's message when it refuses the curtain", async () => {
    fakeApi({
      ...baseRoutes({ account: TRACK_ONLY }),
      [DRAFTS]: () => ({ status: 200, body: flowDraftAnswer(orderAnswer({ id: 41 })) }),
      'api/orders/41/articles/pleatcurtain/': () => ({
        status: 400,
        body: { detail: 'This fabric is no longer in the collection.', code: 'fabric_unknown' },
      }),
    });
    await renderRoutes(routes, { path: `/account/products/curtain?fabric=${LINEN}` });
    const user = setupUser();
    await configurePleatCurtain(user);
    await user.click(screen.getByRole('button', { name: 'Save to order' }));
    expect(
      await screen.findByText('This fabric is no longer in the collection.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Saved as article/)).not.toBeInTheDocument();
  });

  it('asks for the header fields before saving', async () => {
    const api = fakeApi(baseRoutes({ account: TRACK_ONLY }));
    await renderRoutes(routes, { path: '/account/products/curtain' });
    const user = setupUser();
    await user.click(await screen.findByRole('radio', { name: 'Pleated curtain' }));
    await user.click(screen.getByRole('button', { name: 'Save to order' }));
    expect(
      await screen.findByText('Choose the fabric, employee and room first.'),
    ).toBeInTheDocument();
    expect(posts(api.sent)).toEqual([]);
  });

  it('loads a stored curtain and saves it back with PUT', async () => {
    const api = fakeApi({
      ...baseRoutes(),
      'api/articles/1000001/': () => ({
        status: 200,
        body: articleAnswer('pleatcurtain', STORED_CURTAIN, { order_id: 41 }),
      }),
      'api/orders/41/articles/pleatcurtain/1000001/': (request) => ({
        status: 200,
        body: articleAnswer('pleatcurtain', request.body as Record<string, unknown>, {
          order_id: 41,
        }),
      }),
    });
    await renderRoutes(routes, { path: '/account/products/curtain/1000001/' });
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Specification' });
    await typeInto(user, /^Height( \*)?$/, '260');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved as article 1000001.')).toBeInTheDocument();
    expect(posts(api.sent)).toEqual(['PUT api/orders/41/articles/pleatcurtain/1000001/']);
    expect(api.calls('api/orders/41/articles/pleatcurtain/1000001/')[0]?.body).toMatchObject({
      ...STORED_CURTAIN,
      height: 260,
    });
  });

  it('opens an article of a confirmed order read-only: why, every field disabled, no save', async () => {
    fakeApi({
      ...baseRoutes(),
      'api/orders/41/': () => ({ status: 200, body: orderAnswer({ order_type: 'confirmed' }) }),
      'api/articles/1000001/': () => ({
        status: 200,
        body: articleAnswer('pleatcurtain', STORED_CURTAIN, { order_type: 'confirmed' }),
      }),
    });
    await renderRoutes(routes, { path: '/account/products/curtain/1000001/' });
    expect(
      await screen.findByText('This article belongs to an order that can no longer be changed.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This order is confirmed: it can no longer be changed.'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Specification' });
    expect(screen.getByRole('textbox', { name: /^Height/ })).toBeDisabled();
    expect(screen.getByLabelText(/^Room/, { selector: 'input' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    // The steps can still be looked through.
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('opens the rail stored with a curtain, updates it in place, and deletes it once taken off', async () => {
    const api = curtainWithStoredRail();
    await renderRoutes(routes, { path: '/account/products/curtain/1000001/' });
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Specification' });
    await user.click(screen.getByRole('button', { name: /Rail/ }));
    expect(await screen.findByText('Saved as article 1000002.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Width/ })).toHaveValue('300');
    // The curtain's order is read once: the stored rail is found in the same answer the page
    // reads the order from (it asked for it twice before).
    expect(api.calls('api/orders/41/').filter((sent) => sent.method === 'GET')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(posts(api.sent)).toEqual([
        'PUT api/orders/41/articles/pleatcurtain/1000001/',
        'PUT api/orders/41/articles/trackrail/1000002/',
      ]),
    );
    expect(api.calls('api/orders/41/articles/trackrail/1000002/')[0]?.body).toMatchObject({
      track_type: 'track_1014',
      curtain_order_number: '1000001',
    });

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(posts(api.sent).slice(2)).toEqual([
        'PUT api/orders/41/articles/pleatcurtain/1000001/',
        'DELETE api/orders/41/articles/trackrail/1000002/',
      ]),
    );
  });

  it('moves the stored rail with the curtain’s width when the curtain is edited', async () => {
    const api = curtainWithStoredRail();
    await renderRoutes(routes, { path: '/account/products/curtain/1000001/' });
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Specification' });
    await typeInto(user, /^Width( \*)?$/, '350');
    await user.click(screen.getByRole('button', { name: /Rail/ }));
    expect(await screen.findByRole('textbox', { name: /^Width/ })).toHaveValue('350');
    expect(screen.queryByText('The widths differ')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls('api/orders/41/articles/trackrail/1000002/')).toHaveLength(1),
    );
    expect(api.calls('api/orders/41/articles/trackrail/1000002/')[0]?.body).toMatchObject({
      width: 350,
    });
  });

  it('keeps a rail width set by hand and says that the widths differ', async () => {
    const api = curtainWithStoredRail(280);
    await renderRoutes(routes, { path: '/account/products/curtain/1000001/' });
    const user = setupUser();
    await screen.findByRole('heading', { name: 'Specification' });
    await typeInto(user, /^Width( \*)?$/, '350');
    await user.click(screen.getByRole('button', { name: /Rail/ }));
    expect(await screen.findByText('The widths differ')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Width/ })).toHaveValue('280');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls('api/orders/41/articles/trackrail/1000002/')).toHaveLength(1),
    );
    expect(api.calls('api/orders/41/articles/trackrail/1000002/')[0]?.body).toMatchObject({
      width: 280,
    });
  });

  it('says in words that a rail opened through the curtain route is not a curtain', async () => {
    curtainWithStoredRail();
    await renderRoutes(routes, { path: '/account/products/curtain/1000002/' });
    expect(await screen.findByText('This article could not be found.')).toBeInTheDocument();
    expect(screen.queryByText('flow.articleNotFound')).toBeNull();
  });
});

import type { AccessoryItem } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fabricQueryString } from '../../api/fabrics';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { pageAnswer } from '../../test/catalogue-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import {
  articleAnswer,
  flowDraftAnswer,
  orderAnswer,
  pricingContext,
} from '../../test/order-fixture';
import { renderRoutes } from '../../test/render';
import { RailrodpartsPage } from './railrodparts-page';

const DRAFTS = 'api/orders/draft/';
const NEW = '/account/products/railrodparts';

function accessory(fields: Partial<AccessoryItem> & Pick<AccessoryItem, 'id' | 'name'>) {
  return {
    article_number: `A-${fields.id}`,
    type: 'supports',
    variant: 'wall60mm',
    color: 'whitematt',
    size_mm: null,
    unit: 'piece',
    price: { currency: 'eur', wholesale_price: 390, price: 780 },
    image: null,
    ...fields,
  } as AccessoryItem;
}

const WALL_60 = accessory({ id: 31, name: 'Wall support 60' });
const CEILING = accessory({ id: 30, name: 'Ceiling support', variant: 'ceiling' });
const END_STOP = accessory({
  id: 40,
  name: 'End stop',
  type: 'endstops',
  variant: 'endstop',
  price: { currency: 'eur', wholesale_price: 120, price: 240 },
});
const A_TRACK = accessory({
  id: 1,
  name: 'A-track 1014',
  type: 'trackrail',
  variant: 'track_1014',
  unit: 'meter',
  price: { currency: 'eur', wholesale_price: 890, price: 1780 },
});

const list = (type: string, query: Record<string, unknown> = {}) =>
  `api/accessories/${type}/${fabricQueryString({ ...query, page: 1, page_size: 10 })}`;
const filters = (query: Record<string, unknown> = {}) =>
  `api/accessories/accessory-parts/filters${fabricQueryString(query)}`;
const FILTERS = {
  type: [
    { value: 'endstops', count: 1 },
    { value: 'supports', count: 2 },
  ],
  color: [{ value: 'whitematt', count: 3 }],
  variant: [
    { value: 'ceiling', count: 1 },
    { value: 'endstop', count: 1 },
    { value: 'wall60mm', count: 1 },
  ],
  currency: 'eur',
};

function api(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'api/user/settings/': () => ({
      status: 200,
      body: accountSettings({
        employees: [{ id: 7, name: 'Anna de Vries', email: '', is_archived: false }],
        default_employee_name: 'Anna de Vries',
      }),
    }),
    'api/price-list/': () => ({ status: 200, body: pricingContext() }),
    [filters()]: () => ({ status: 200, body: FILTERS }),
    [filters({ type: 'supports' })]: () => ({ status: 200, body: FILTERS }),
    [list('accessory-parts')]: () => pageAnswer([CEILING, WALL_60, END_STOP]),
    [list('accessory-parts', { type: 'supports' })]: () => pageAnswer([CEILING, WALL_60]),
    [list('trackrail')]: () => pageAnswer([A_TRACK]),
    ...routes,
  });
}

async function openPage(path = NEW) {
  await renderRoutes(
    [
      { path: NEW, element: <RailrodpartsPage /> },
      { path: `${NEW}/:articleOrderId/`, element: <RailrodpartsPage /> },
    ],
    { path },
  );
  await screen.findByRole('heading', { name: 'Rail and rod parts' }, { timeout: 5000 });
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const chosen = () => screen.getByRole('table', { name: 'Chosen parts' });

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  // jsdom has no font loading API; Mantine's autosizing memo field listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

// A whole configurator page per test: slower than a unit test, so each may take a while.
describe('the rail/rod parts page', { timeout: 30_000 }, () => {
  it('filters by part type and adds a part with its quantity', async () => {
    const calls = api();
    const user = await openPage();
    expect(await screen.findByRole('button', { name: 'Add End stop' })).toBeInTheDocument();

    await choose(user, /^Part type/, 'Brackets (2)');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add End stop' })).toBeNull());
    expect(calls.calls(list('accessory-parts', { type: 'supports' }))).not.toHaveLength(0);

    const quantity = screen.getByRole('textbox', { name: 'Quantity of Wall bracket 60 mm' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Add Wall bracket 60 mm' }));

    expect(
      within(chosen()).getByRole('textbox', { name: 'Quantity of chosen Wall bracket 60 mm' }),
    ).toHaveValue('4');
    expect(screen.getByTestId('parts-count')).toHaveTextContent('Lines: 1 · Pieces: 4');
  });

  it('adds a bar sold per metre only with its length', async () => {
    api();
    const user = await openPage();
    await choose(user, /^Part type/, 'Curtain track');
    await user.click(await screen.findByRole('button', { name: 'Add A-track (1014)' }));
    expect(await screen.findByText('Sold per metre: enter the length in cm.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Chosen parts' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Length of A-track (1014) in cm' }), '250');
    await user.click(screen.getByRole('button', { name: 'Add A-track (1014)' }));
    expect(
      within(chosen()).getByRole('textbox', { name: 'Length of A-track (1014) in cm' }),
    ).toHaveValue('250');
    // The cut list names the bar by its part, not as "Bar".
    await waitFor(() =>
      expect(screen.getByText(/1 × A-track \(1014\) 250 cm/)).toBeInTheDocument(),
    );
  });

  it('prices the chosen lines live and follows a changed quantity', async () => {
    api();
    const user = await openPage();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Wall bracket 60 mm' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add Wall bracket 60 mm' }));
    await waitFor(() => expect(screen.getByTestId('price-wholesale')).toHaveTextContent('€7.80'));

    const line = within(chosen()).getByRole('textbox', {
      name: 'Quantity of chosen Wall bracket 60 mm',
    });
    await user.clear(line);
    await user.type(line, '3');
    await waitFor(() => expect(screen.getByTestId('price-wholesale')).toHaveTextContent('€11.70'));

    await user.click(screen.getByRole('button', { name: 'Add End stop' }));
    await waitFor(() => expect(screen.getByTestId('price-wholesale')).toHaveTextContent('€12.90'));
    // The breakdown names each line by its part, in the user's language, not "Part".
    const breakdown = screen.getByRole('table', { name: 'Price breakdown' });
    expect(within(breakdown).getByText('Wall bracket 60 mm')).toBeInTheDocument();
    expect(within(breakdown).queryByText('Part')).toBeNull();
  });

  it("names every part in the user's language, not by the manufacturer's English name", async () => {
    api();
    await renderRoutes([{ path: NEW, element: <RailrodpartsPage /> }], { path: NEW, locale: 'nl' });
    const user = userEvent.setup();
    // The catalogue row and the chosen line both read "Wandsteun 60 mm", never "Wall support 60".
    await user.click(
      await screen.findByRole('button', { name: 'Wandsteun 60 mm toevoegen' }, { timeout: 5000 }),
    );
    const line = screen.getByRole('table', { name: 'Gekozen onderdelen' });
    expect(within(line).getByText('Wandsteun 60 mm')).toBeInTheDocument();
    expect(screen.queryByText('Wall support 60')).toBeNull();
    expect(screen.queryByText('End stop')).toBeNull();
    expect(screen.getAllByText('Eindstop').length).toBeGreaterThan(0);
  });

  it('saves the lines into a new draft order, and the same article again on the next save', async () => {
    const calls = api({
      [DRAFTS]: () => ({ status: 200, body: flowDraftAnswer(null) }),
      'api/orders/': () => ({ status: 201, body: orderAnswer({ id: 52 }) }),
      'api/orders/52/articles/vakoaccessoryparts/': (request) => ({
        status: 201,
        body: articleAnswer('vakoaccessoryparts', request.body as Record<string, unknown>, {
          order_id: 52,
          order_number: '1000088',
        }),
      }),
      'api/orders/52/articles/vakoaccessoryparts/1000088/': (request) => ({
        status: 200,
        body: articleAnswer('vakoaccessoryparts', request.body as Record<string, unknown>, {
          order_id: 52,
          order_number: '1000088',
        }),
      }),
    });
    const user = await openPage();
    await choose(user, /^Room/, 'Living room');
    await user.click(await screen.findByRole('button', { name: 'Add Wall bracket 60 mm' }));
    await user.click(screen.getByRole('button', { name: 'Save to order' }));

    expect(await screen.findByText('Saved as article 1000088.')).toBeInTheDocument();
    const posted = calls.sent.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posted).toEqual(['api/orders/', 'api/orders/52/articles/vakoaccessoryparts/']);
    expect(calls.calls('api/orders/52/articles/vakoaccessoryparts/')[0]?.body).toEqual({
      room: 'living',
      parts: [{ accessory_id: '31', color: 'whitematt', quantity: 1 }],
    });

    await user.click(screen.getByRole('button', { name: 'Add End stop' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.calls('api/orders/52/articles/vakoaccessoryparts/1000088/')[0]).toMatchObject({
        method: 'PUT',
        body: {
          parts: [
            { accessory_id: '31', quantity: 1 },
            { accessory_id: '40', quantity: 1 },
          ],
        },
      }),
    );
  });

  it('opens a saved article with its parts and stores changes in place', async () => {
    const saved = articleAnswer('vakoaccessoryparts', {
      room: 'kitchen',
      parts: [{ accessory_id: '1', color: 'whitematt', length: 180, quantity: 2 }],
    });
    const calls = api({
      'api/articles/1000001/': () => ({ status: 200, body: saved }),
      [`api/accessories/accessory-parts/${fabricQueryString({ page_size: 500 })}`]: () =>
        pageAnswer([CEILING, WALL_60, END_STOP]),
      [`api/accessories/trackrail/${fabricQueryString({ page_size: 500 })}`]: () =>
        pageAnswer([A_TRACK]),
      'api/orders/41/articles/vakoaccessoryparts/1000001/': (request) => ({
        status: 200,
        body: articleAnswer('vakoaccessoryparts', request.body as Record<string, unknown>),
      }),
    });
    const user = await openPage(`${NEW}/1000001/`);
    const length = await within(chosen()).findByRole('textbox', {
      name: 'Length of A-track (1014) in cm',
    });
    expect(length).toHaveValue('180');
    await user.clear(length);
    await user.type(length, '200');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.calls('api/orders/41/articles/vakoaccessoryparts/1000001/')[0]).toMatchObject({
        method: 'PUT',
        body: {
          room: 'kitchen',
          parts: [{ accessory_id: '1', color: 'whitematt', length: 200, quantity: 2 }],
        },
      }),
    );
    expect(calls.sent.some((call) => call.path === 'api/orders/' && call.method === 'POST')).toBe(
      false,
    );
  });
});

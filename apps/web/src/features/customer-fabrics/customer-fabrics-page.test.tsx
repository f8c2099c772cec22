import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fabricQueryString } from '../../api/fabrics';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { customerFabricAnswer, pageAnswer } from '../../test/catalogue-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CustomerFabricsPage } from './customer-fabrics-page';

const fabric = (uuid: string, name: string, status: 'active' | 'inactive') =>
  customerFabricAnswer({ fabric_uuid: uuid, name, status });
const page = (results: unknown[]) => pageAnswer(results);
const list = (query: Record<string, unknown> = {}) =>
  `api/customer-fabrics/${fabricQueryString({ ...query, page: query.page ?? 1, page_size: 25 })}`;

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

async function renderList(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    [list()]: () =>
      page([fabric('cf-1', 'Linnen eigen 7', 'active'), fabric('cf-2', 'Oude voile', 'inactive')]),
    [list({ status: 'inactive' })]: () => page([fabric('cf-2', 'Oude voile', 'inactive')]),
    'api/customer-fabrics/cf-1/': () => ({ status: 204 }),
    ...routes,
  });
  await renderRoutes(
    [
      {
        path: '/account/customer-fabrics',
        Component: CustomerFabricsPage,
        handle: { titleKey: 'shell:routes.customerFabrics' },
      },
    ],
    { path: '/account/customer-fabrics' },
  );
  return { api, user: userEvent.setup() };
}

describe('the own fabrics list', () => {
  it('deletes a fabric only after the confirmation', async () => {
    const { api, user } = await renderList();
    const row = (await screen.findByRole('link', { name: 'Linnen eigen 7' })).closest('tr');
    await user.click(
      within(row as HTMLElement).getByRole('button', { name: 'Actions for Linnen eigen 7' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete own fabric' });
    expect(dialog).toHaveTextContent('Delete Linnen eigen 7?');
    // White on Mantine's red 6 is 3.3:1, under the 4.5:1 a label needs: the confirmation is drawn
    // in the theme's dark red, as the other destructive confirmations are.
    expect(within(dialog).getByRole('button', { name: 'Delete' }).getAttribute('style')).toContain(
      'var(--mantine-color-red-9)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(
      within(row as HTMLElement).getByRole('button', { name: 'Actions for Linnen eigen 7' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete own fabric' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(api.sent.filter((request) => request.method === 'DELETE')).toEqual([
        expect.objectContaining({ path: 'api/customer-fabrics/cf-1/' }),
      ]),
    );
    expect(await screen.findByText('Linnen eigen 7 was deleted.')).toBeInTheDocument();
  });

  it('shows only the inactive fabrics when asked', async () => {
    const { user } = await renderList();
    expect(await screen.findByRole('link', { name: 'Linnen eigen 7' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Linnen eigen 7' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Oude voile' })).toBeInTheDocument();
  });

  it('pages through a long list, 25 fabrics at a time', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      fabric(`cf-${i + 1}`, `Stof ${String(i + 1).padStart(2, '0')}`, 'active'),
    );
    const answer = (results: unknown[]) => pageAnswer(results, many.length);
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [list()]: () => answer(many.slice(0, 25)),
      [list({ page: 2 })]: () => answer(many.slice(25)),
    });
    await renderRoutes(
      [
        {
          path: '/account/customer-fabrics',
          Component: CustomerFabricsPage,
          handle: { titleKey: 'shell:routes.customerFabrics' },
        },
      ],
      { path: '/account/customer-fabrics' },
    );
    expect(await screen.findByRole('link', { name: 'Stof 25' })).toBeInTheDocument();
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Stof 30' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stof 01' })).toBeNull();
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
  });

  it('keeps its search, filters and page in the URL: a reload shows the same list', async () => {
    const api = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [list({ q: 'voile', status: 'inactive', page: 2 })]: () =>
        pageAnswer([fabric('cf-2', 'Oude voile', 'inactive')], 26),
    });
    await renderRoutes([{ path: '/account/customer-fabrics', Component: CustomerFabricsPage }], {
      path: '/account/customer-fabrics?q=voile&status=inactive&page=2',
    });
    expect(await screen.findByRole('link', { name: 'Oude voile' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search own fabrics' })).toHaveValue('voile');
    expect(screen.getByRole('radio', { name: 'Inactive' })).toBeChecked();
    expect(screen.getByText('26–26 of 26')).toBeInTheDocument();
    expect(api.sent.filter((request) => request.path.startsWith('api/customer-fabrics/'))).toEqual([
      expect.objectContaining({ path: list({ q: 'voile', status: 'inactive', page: 2 }) }),
    ]);
  });

  it('writes a chosen filter into the URL, from the first page, and goes back with the browser', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [list()]: () =>
        page([
          fabric('cf-1', 'Linnen eigen 7', 'active'),
          fabric('cf-2', 'Oude voile', 'inactive'),
        ]),
      [list({ page: 2 })]: () => pageAnswer([], 2),
      [list({ status: 'inactive' })]: () => page([fabric('cf-2', 'Oude voile', 'inactive')]),
    });
    const { router } = await renderRoutes(
      [{ path: '/account/customer-fabrics', Component: CustomerFabricsPage }],
      { path: '/account/customer-fabrics?page=2' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Inactive' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=inactive'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Linnen eigen 7' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Oude voile' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Inactive' })).not.toBeChecked());
    expect(router.state.location.search).toBe('?page=2');
  });

  it('announces how a fabric comes to the factory and withdraws an announcement', async () => {
    const today = new Date().toISOString().slice(0, 10);
    let announced = [
      {
        id: 7,
        delivery: 'parcelservice',
        date: today,
        note: '2 rollen',
        collected_at: null,
        handed_over_by: null,
        cancellable: true,
      },
    ];
    const { api, user } = await renderList({
      'api/customer-fabrics/cf-1/deliveries/': (request) => {
        if (request.method === 'GET') return { status: 200, body: { results: announced } };
        const body = request.body as { delivery: string; date: string; note: string };
        if (body.note.length > 200) return { status: 400, body: { note: ['Too long'] } };
        const row = { id: 8, ...body, collected_at: null, handed_over_by: null, cancellable: true };
        announced = [row, ...announced];
        return { status: 201, body: row };
      },
      'api/customer-fabrics/cf-1/deliveries/7/': () => {
        announced = announced.filter((row) => row.id !== 7);
        return { status: 204 };
      },
    });
    const row = (await screen.findByRole('link', { name: 'Linnen eigen 7' })).closest('tr');
    await user.click(
      within(row as HTMLElement).getByRole('button', { name: 'Actions for Linnen eigen 7' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'To the factory' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'How Linnen eigen 7 comes to the factory',
    });
    expect(await within(dialog).findByText('2 rollen')).toBeInTheDocument();

    // The driver is the first choice; the note is checked by the domain's contract first.
    expect(within(dialog).getByRole('radio', { name: /Our driver/ })).toBeChecked();
    const note = within(dialog).getByRole('textbox', { name: /What comes/ });
    await user.click(note);
    await user.paste('x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Announce' }));
    expect(await within(dialog).findByText('Use at most 200 characters')).toBeInTheDocument();
    expect(api.sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(note);
    await user.type(note, '1 rol, 14 m');
    await user.click(within(dialog).getByRole('button', { name: 'Announce' }));
    await waitFor(() =>
      expect(api.sent.filter((request) => request.method === 'POST')).toEqual([
        expect.objectContaining({
          body: { delivery: 'driver', date: today, note: '1 rol, 14 m' },
          headers: expect.objectContaining({ 'idempotency-key': expect.any(String) }),
        }),
      ]),
    );
    expect(
      await screen.findByText('The delivery of Linnen eigen 7 is announced.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('1 rol, 14 m')).toBeInTheDocument();

    const day = new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    void day;
    const withdraw = within(dialog).getAllByRole('button', { name: /Withdraw the announcement/ });
    await user.click(withdraw[withdraw.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(api.calls('api/customer-fabrics/cf-1/deliveries/7/')).toEqual([
        expect.objectContaining({ method: 'DELETE' }),
      ]),
    );
    await waitFor(() => expect(within(dialog).queryByText('2 rollen')).toBeNull());
  });
});

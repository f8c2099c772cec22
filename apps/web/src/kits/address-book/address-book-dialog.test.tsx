import type { AddressBookEntry } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fabricQueryString } from '../../api/fabrics';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { pageAnswer } from '../../test/catalogue-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { addressEntry } from '../../test/service-fixture';
import { AddressBookDialog } from './address-book-dialog';

const BOOK = 'api/customers/address-book/';
const firstPage = `${BOOK}${fabricQueryString({ page: 1, page_size: 10 })}`;

async function openDialog(routes: Parameters<typeof fakeApi>[0], onChoose?: () => void) {
  const api = fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    ...routes,
  });
  const { router } = await renderRoutes(
    [
      {
        path: '/',
        element: <AddressBookDialog opened onClose={() => {}} onChoose={onChoose} />,
      },
    ],
    { path: '/' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Address book' });
  return { api, dialog, router, user: userEvent.setup() };
}

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the address-book dialog', () => {
  it('adds an address once its name and address are long enough, and says so', {
    timeout: 40_000,
  }, async () => {
    let entries: AddressBookEntry[] = [];
    const { api, dialog, user } = await openDialog({
      [firstPage]: () => pageAnswer(entries),
      [BOOK]: (request) => {
        entries = [addressEntry(request.body as Partial<AddressBookEntry>)];
        return { status: 201, body: entries[0] };
      },
    });
    expect(await within(dialog).findByText('No addresses yet. Add the first one.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    // The required fields carry the star, the optional ones do not.
    const labelOf = (name: string) =>
      (within(form).getByRole('textbox', { name }) as HTMLInputElement).labels?.[0]?.textContent ??
      '';
    for (const name of ['Name', 'Street', 'House number', 'Postcode', 'City']) {
      expect(labelOf(name), name).toContain('*');
    }
    expect(labelOf('Company')).not.toContain('*');
    // Saved empty: each required field says it is required, not "use at least 2 characters".
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(within(form).getAllByText('Required')).toHaveLength(5));
    expect(within(form).queryByText(/Use at least/)).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'J');
    await user.type(within(form).getByRole('textbox', { name: 'Street' }), 'Dorpsstraat');
    await user.type(within(form).getByRole('textbox', { name: 'House number' }), '12');
    await user.type(within(form).getByRole('textbox', { name: 'Postcode' }), '3811 AB');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Amersfoort');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Use at least 2 characters')).toBeVisible();
    expect(api.calls(BOOK)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'ansen');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(api.calls(BOOK)).toHaveLength(1));
    const sent = api.calls(BOOK)[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['idempotency-key']).toMatch(/^web-/);
    expect(sent.body).toMatchObject({ name: 'Jansen', street: 'Dorpsstraat', country: 'nl' });
    expect(await screen.findByText('The address of Jansen has been added.')).toBeVisible();
    expect(await within(dialog).findByText('Dorpsstraat 12, 3811 AB Amersfoort')).toBeVisible();
  });

  it('deletes an address only after the confirmation, and reports a failed change', async () => {
    let entries = [addressEntry()];
    const { api, dialog, user } = await openDialog({
      [firstPage]: () => pageAnswer(entries),
      [`${BOOK}7/`]: (request) => {
        if (request.method === 'PUT') return { status: 500, body: { code: 'server_error' } };
        entries = [];
        return { status: 204 };
      },
    });
    const actions = await within(dialog).findByRole('group', {
      name: 'Actions for Familie Jansen',
    });
    await user.click(within(actions).getByRole('button', { name: 'Change' }));
    await user.click(await screen.findByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('The address could not be changed. Please try again.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    const again = await within(dialog).findByRole('group', { name: 'Actions for Familie Jansen' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Delete the address of Familie Jansen\?/)).toBeVisible();
    expect(api.calls(`${BOOK}7/`).filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.calls(`${BOOK}7/`).filter((call) => call.method === 'DELETE')).toHaveLength(1),
    );
    expect(
      await screen.findByText('The address of Familie Jansen has been deleted.'),
    ).toBeVisible();
  });

  it('hands the chosen address to its caller', async () => {
    const onChoose = vi.fn();
    const { dialog, user } = await openDialog(
      { [firstPage]: () => pageAnswer([addressEntry()]) },
      onChoose,
    );
    await user.click(
      await within(dialog).findByRole('button', { name: 'Use the address of Familie Jansen' }),
    );
    expect(onChoose).toHaveBeenCalledWith(addressEntry());
  });

  it('searches within the dialog, leaving the page’s address alone, and says when nothing matches', async () => {
    const { dialog, router, user } = await openDialog({
      [firstPage]: () => pageAnswer([addressEntry()]),
      [`${BOOK}${fabricQueryString({ q: 'Smit', page: 1, page_size: 10 })}`]: () => pageAnswer([]),
    });
    expect(await within(dialog).findByText('Familie Jansen')).toBeVisible();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search addresses' }), 'Smit');
    expect(await within(dialog).findByText('No address matches your search.')).toBeVisible();
    expect(router.state.location.search).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Clear the search' }));
    expect(await within(dialog).findByText('Familie Jansen')).toBeVisible();
  });
});

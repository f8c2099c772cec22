import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { SettingsPage } from './settings-page';

const routes = [
  {
    path: '/account/settings',
    Component: SettingsPage,
    handle: { titleKey: 'shell:routes.settings' },
  },
];
const page = (results: unknown[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});
const anouk = { id: 1, name: 'Anouk de Linde', email: 'anouk@example.nl', is_archived: false };
const dirk = { id: 4, name: 'Dirk Mulder', email: '', is_archived: true };

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the employees tab', () => {
  it('lists active employees, checks a new one before sending it, and shows the archive', async () => {
    const api = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/employees/?archived=false&page=1&page_size=100': () => page([anouk]),
      'api/employees/?archived=true&page=1&page_size=100': () => page([dirk]),
      'api/employees/': (request) => ({
        status: 201,
        body: { id: 9, ...(request.body as object), is_archived: false },
      }),
      'api/employees/4/restore/': () => ({ status: 200, body: { ...dirk, is_archived: false } }),
    });
    await renderRoutes(routes, { path: '/account/settings?tab=employees' });
    const user = userEvent.setup();
    expect(await screen.findByText('Anouk de Linde')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'New employee' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'F');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'femke');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/at least 2/)).toBeInTheDocument();
    expect(api.calls('api/employees/')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'emke Bos');
    await user.clear(within(dialog).getByRole('textbox', { name: 'E-mail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('api/employees/')).toHaveLength(1));
    expect(api.calls('api/employees/')[0]?.body).toEqual({ name: 'Femke Bos', email: '' });
    expect(await screen.findByText('Femke Bos has been added.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Archive' }));
    await user.click(await screen.findByRole('button', { name: 'Restore Dirk Mulder' }));
    await waitFor(() => expect(api.calls('api/employees/4/restore/')).toHaveLength(1));
    expect(await screen.findByText('Dirk Mulder is active again.')).toBeInTheDocument();
  });
  it('keeps the archive view in the URL beside the tab: a reload shows the archive again', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/employees/?archived=false&page=1&page_size=100': () => page([anouk]),
      'api/employees/?archived=true&page=1&page_size=100': () => page([dirk]),
    });
    const { router } = await renderRoutes(routes, {
      path: '/account/settings?tab=employees&view=archive',
    });
    expect(await screen.findByText('Dirk Mulder')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Archive' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Active' }));
    expect(await screen.findByText('Anouk de Linde')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=employees');
  });
});

describe('the locations tab', () => {
  const seeded = {
    id: 3,
    name: 'Filiaal Kampen',
    address: 'Oudestraat 12',
    postalcode: '8261 CE',
    city: 'Kampen',
    country: 'NL',
    is_archived: false,
  };

  it("names countries in the user's language and starts a new location in the shop's", async () => {
    const shop = { ...accountSettings().debtor!, country: 'BE' };
    const api = fakeApi({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({ debtor: shop, all_debtors: [shop] }),
      }),
      'api/locations/?archived=false&page=1&page_size=100': () => page([seeded]),
      'api/locations/': (request) => ({
        status: 201,
        body: { id: 9, ...(request.body as object), is_archived: false },
      }),
    });
    await renderRoutes(routes, { path: '/account/settings?tab=locations', locale: 'de' });
    const user = userEvent.setup();
    // The seeded 'NL' reads as the country's name, never as the raw code.
    expect(
      await screen.findByText('Oudestraat 12, 8261 CE Kampen, Niederlande'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Standort hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Standort' });
    expect(within(dialog).getByRole('combobox', { name: 'Land' })).toHaveValue('Belgien');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Filiaal Gent');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.calls('api/locations/')).toHaveLength(1));
    expect(api.calls('api/locations/')[0]?.body).toMatchObject({
      name: 'Filiaal Gent',
      country: 'be',
    });
  });

  it('shows a seeded location’s code as its country when changing it', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/locations/?archived=false&page=1&page_size=100': () => page([seeded]),
    });
    await renderRoutes(routes, { path: '/account/settings?tab=locations' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Filiaal Kampen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change location' });
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveValue('Netherlands');
  });
});

describe('the system settings tab', () => {
  it('saves the display flags and shows the granted ones without a switch', async () => {
    const api = fakeApi({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({ show_room: true, show_sidebar_track_button: false }),
      }),
    });
    await renderRoutes(routes, { path: '/account/settings?tab=system' });
    const user = userEvent.setup();
    const room = await screen.findByRole('switch', { name: /^Room/ });
    expect(screen.getByText('Shows the room an article is meant for.')).toBeInTheDocument();
    await user.click(room);
    // The access flags are not switches the account can turn.
    expect(screen.queryByRole('switch', { name: /^Order tracking/ })).toBeNull();
    expect(screen.getByText('Order tracking')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save system settings' }));
    await waitFor(() =>
      expect(api.calls('api/user/settings/').filter((c) => c.method === 'PATCH')).toHaveLength(1),
    );
    const body = api.calls('api/user/settings/').find((c) => c.method === 'PATCH')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ is_system_settings: true, show_room: false });
    expect(body).not.toHaveProperty('show_sidebar_track_button');
  });
});

import { screen, waitFor } from '@testing-library/react';
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

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the settings page', () => {
  it('saves the pleat types, dropping a default that is no longer offered', async () => {
    const api = fakeApi({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({ default_pleat_types: ['double', 'triple'] }),
      }),
      'api/user/pleatcurtain/': () => ({ status: 200, body: {} }),
    });
    await renderRoutes(routes, { path: '/account/settings?tab=pleats' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Offer Triple pleat' }));
    await user.click(screen.getByRole('checkbox', { name: 'Offer Studio pleat' }));
    expect(screen.getByRole('checkbox', { name: 'Select Triple pleat by default' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.calls('api/user/pleatcurtain/')).toHaveLength(1));
    expect(api.calls('api/user/pleatcurtain/')[0]?.body).toEqual({
      available_pleat_types: ['single', 'double', 'flat', 'nopleat', 'fronslint', 'reversed'],
      default_pleat_types: ['double'],
    });
    expect(await screen.findByText('The pleat types have been saved.')).toBeInTheDocument();
  });

  it('will not save without any pleat type offered', async () => {
    fakeApi({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({ available_pleat_types: ['double'], default_pleat_types: [] }),
      }),
    });
    await renderRoutes(routes, { path: '/account/settings?tab=pleats' });
    await userEvent
      .setup()
      .click(await screen.findByRole('checkbox', { name: 'Offer Double pleat' }));
    expect(
      screen.getByText('Offer at least one pleat type.').closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('tells the user when the current password is wrong', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/user/update-password/': () => ({
        status: 400,
        body: { detail: 'wrong', code: 'password_incorrect' },
      }),
    });
    await renderRoutes(routes, { path: '/account/settings?tab=password' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'not-my-password');
    await user.type(screen.getByLabelText('New password'), 'a-much-longer-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-much-longer-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
    expect(
      screen
        .getByText('Your password could not be changed. Please check your password.')
        .closest('[role="alert"]'),
    ).not.toBeNull();
  });

  it('saves changed user settings with PATCH', async () => {
    const api = fakeApi({
      'api/user/settings/': (request) => ({
        status: 200,
        body: accountSettings(
          request.method === 'PATCH' ? (request.body as Record<string, unknown>) : {},
        ),
      }),
    });
    await renderRoutes(routes, { path: '/account/settings' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Ironing' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(api.calls('api/user/settings/').find((r) => r.method === 'PATCH')?.body).toMatchObject(
        { ironing_default: true, pleat_curtain_head_size: 1 },
      ),
    );
    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
  });
});

describe('the production mail setting', () => {
  it('shows the setting as it applies and saves it switched off', async () => {
    const api = fakeApi({
      'api/user/settings/': (request) => ({
        status: 200,
        body: accountSettings(
          request.method === 'PATCH' ? (request.body as Record<string, unknown>) : {},
        ),
      }),
    });
    await renderRoutes(routes, { path: '/account/settings' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', {
      name: 'Mail me when an article has a problem, is ready to ship or is delivered',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls('api/user/settings/').find((r) => r.method === 'PATCH')?.body).toMatchObject(
        { production_mail: false },
      ),
    );
  });
});

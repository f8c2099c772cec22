import type { Kiosk, ShopSettingsAnswer } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken, type SentRequest } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { SettingsPage } from './settings-page';

const routes = [
  {
    path: '/account/settings',
    Component: SettingsPage,
    handle: { titleKey: 'shell:routes.settings' },
  },
];
const en = (key: string, params?: Record<string, string | number>) =>
  translate('en', `shop:${key}`, params);

const SETTINGS: ShopSettingsAnswer = {
  enabled: true,
  slug: 'de-linde',
  title: 'Woonwinkel De Linde',
  colour: '#2b6cb0',
  logo_url: '',
  intro: '',
  phone: '030 123 45 67',
  email: 'info@delinde.example',
  address: '',
  opening_hours: '',
  languages: ['nl', 'en'],
  models: ['pleatcurtain', 'wavecurtain'],
  kiosk_idle_seconds: 120,
  saved: true,
  url: 'https://portal.example/shop/de-linde',
  partner_brand: false,
};

const KIOSK: Kiosk = {
  id: 7,
  name: 'Showroom entrance',
  state: 'paired',
  created_at: '2026-11-01T09:00:00Z',
  paired_at: '2026-11-01T09:05:00Z',
  last_seen_at: '2026-11-28T16:00:00Z',
  revoked_at: null,
};

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

function api(
  settings: ShopSettingsAnswer,
  extra: Record<string, (request: SentRequest) => { status: number; body?: unknown }> = {},
) {
  return fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    'api/shop-settings/': (request) =>
      request.method === 'PUT'
        ? { status: 200, body: { ...settings, ...(request.body as object), saved: true } }
        : { status: 200, body: settings },
    'api/shop-settings/kiosks/': () => ({ status: 200, body: [KIOSK] }),
    ...extra,
  });
}

describe('the shop tab of the settings', () => {
  it('checks the form with the shared schema and saves it with PUT', async () => {
    const calls = api(SETTINGS);
    await renderRoutes(routes, { path: '/account/settings?tab=shop' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: en('settings.title') });
    expect(within(form).getByRole('link', { name: SETTINGS.url })).toHaveAttribute(
      'href',
      SETTINGS.url,
    );

    // The fields the shop needs are starred alike (the tab has optional ones too).
    const starred = [...form.querySelectorAll('label')]
      .filter((label) => label.querySelector('.mantine-InputWrapper-required'))
      .map((label) => label.textContent?.replace(/\s*\*\s*$/, ''));
    expect(starred).toEqual([
      en('settings.fields.slug'),
      en('settings.fields.title'),
      en('settings.fields.languages'),
    ]);
    expect(
      within(form)
        .getByText(en('settings.fields.models'))
        .querySelector('.mantine-InputWrapper-required'),
    ).not.toBeNull();

    const slug = within(form).getByRole('textbox', { name: /^Shop address/ });
    await user.clear(slug);
    await user.type(slug, 'De Linde!');
    await user.clear(within(form).getByRole('textbox', { name: /^Shop name/ }));
    const logo = within(form).getByRole('textbox', { name: /^Logo address/ });
    await user.type(logo, 'http://insecure.example/logo.png');
    await user.click(within(form).getByRole('button', { name: en('settings.save') }));
    expect(await within(form).findByText(en('validation.slug'))).toBeVisible();
    expect(within(form).getByText(translate('en', 'validation:required'))).toBeVisible();
    expect(within(form).getByText(en('validation.url'))).toBeVisible();
    expect(calls.calls('api/shop-settings/').filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(slug);
    await user.type(slug, 'linde-utrecht');
    await user.type(within(form).getByRole('textbox', { name: /^Shop name/ }), 'De Linde');
    await user.clear(logo);
    await user.click(within(form).getByRole('button', { name: en('settings.save') }));
    await waitFor(() =>
      expect(calls.calls('api/shop-settings/').filter((c) => c.method === 'PUT')).toHaveLength(1),
    );
    expect(calls.calls('api/shop-settings/').find((c) => c.method === 'PUT')?.body).toMatchObject({
      slug: 'linde-utrecht',
      title: 'De Linde',
      logo_url: '',
      languages: ['nl', 'en'],
      models: ['pleatcurtain', 'wavecurtain'],
    });
    expect(await screen.findByText(en('settings.saved'))).toBeInTheDocument();
  });

  it('disables the colour for a partner group’s dealer and says why', async () => {
    api({ ...SETTINGS, partner_brand: true });
    await renderRoutes(routes, { path: '/account/settings?tab=shop' });
    const form = await screen.findByRole('form', { name: en('settings.title') });
    expect(within(form).getByRole('textbox', { name: /^Colour/ })).toBeDisabled();
    expect(within(form).getByText(en('settings.partnerColour'))).toBeVisible();
  });

  it('pairs a kiosk and shows its code once, and revokes one after asking', async () => {
    const calls = api(SETTINGS, {
      'api/shop-settings/kiosks/': (request) =>
        request.method === 'POST'
          ? {
              status: 201,
              body: {
                kiosk: { ...KIOSK, id: 8, name: 'Counter', state: 'pairing', paired_at: null },
                pairing_code: 'K7MX2QPA',
                expires_at: '2026-11-29T10:15:00Z',
              },
            }
          : { status: 200, body: [KIOSK] },
      'api/shop-settings/kiosks/7/': () => ({ status: 204 }),
    });
    await renderRoutes(routes, { path: '/account/settings?tab=shop' });
    const user = userEvent.setup();
    expect(await screen.findByText('Showroom entrance')).toBeVisible();
    await user.click(screen.getByRole('button', { name: en('kiosks.pair') }));
    const dialog = await screen.findByRole('dialog', { name: en('kiosks.pairTitle') });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Counter');
    await user.click(within(dialog).getByRole('button', { name: en('kiosks.pairConfirm') }));
    const code = await screen.findByRole('dialog', {
      name: en('kiosks.codeTitle', { name: 'Counter' }),
    });
    expect(within(code).getByTestId('pairing-code')).toHaveTextContent('K7MX2QPA');
    expect(calls.calls('api/shop-settings/kiosks/').find((c) => c.method === 'POST')?.body).toEqual(
      {
        name: 'Counter',
      },
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      screen.getByRole('button', { name: en('kiosks.revokeFor', { name: 'Showroom entrance' }) }),
    );
    await screen.findByRole('dialog', {
      name: en('kiosks.revokeTitle', { name: 'Showroom entrance' }),
    });
    // Escape cancels: nothing revoked.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.calls('api/shop-settings/kiosks/7/')).toHaveLength(0);
    await user.click(
      screen.getByRole('button', { name: en('kiosks.revokeFor', { name: 'Showroom entrance' }) }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en('kiosks.revoke') }),
    );
    await waitFor(() => expect(calls.calls('api/shop-settings/kiosks/7/')).toHaveLength(1));
    expect(calls.calls('api/shop-settings/kiosks/7/')[0]?.method).toBe('DELETE');
  });
});

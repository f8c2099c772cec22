import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../lib/i18n';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { leavePhone, onPhone } from '../../test/phone';
import { renderRoutes } from '../../test/render';
import { IntegrationKeysPage } from './integration-keys-page';

const KEY = {
  id: 3,
  site: 'atelierhelmond',
  label: 'MES Helmond',
  prefix: 'atk_w5_HyJ4',
  created_at: '2026-11-28T18:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};

const CHAIN = {
  id: 1,
  code: 'bouwmarkt-groep',
  name: 'Bouwmarkt Groep',
  stores: [
    { debtor_id: 20, number: '700101', name: 'Bouwmarkt Groep Amersfoort' },
    { debtor_id: 21, number: '700102', name: 'Bouwmarkt Groep Zwolle' },
  ],
  keys: [
    {
      id: 7,
      chain_id: 1,
      label: 'configured',
      prefix: 'apk_demo-bou',
      created_at: '2026-11-28T18:00:00.000Z',
      created_by: null,
      last_used_at: null,
      revoked_at: null,
    },
  ],
};
const chains = () => ({ status: 200, body: [CHAIN] });

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces(['manageContent']);
});
beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  leavePhone();
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the integration keys on a phone', () => {
  it('draw each key as a card with its state and revoke button, nothing scrolling sideways', async () => {
    onPhone();
    fakeApi({
      'api/manage/integration-keys/': () => ({ status: 200, body: [KEY] }),
      'api/manage/partner-chains/': chains,
    });
    await renderRoutes([{ path: '/k', element: <IntegrationKeysPage /> }], { path: '/k' });
    const table = await screen.findByRole('table', { name: 'atelierhelmond' });
    expect(table).toHaveClass('atelier-stacked');
    expect(table.closest('[class*="scrollContainer"]')).toBeNull();
    expect(within(table).getByText('MES Helmond')).toHaveAttribute('data-stack-label', 'Name');
    expect(within(table).getByRole('button', { name: /Revoke/ })).toBeInTheDocument();
  });

  it('writes the revoke button in the theme’s dark red text (4.5:1), not the pale shade', async () => {
    // A subtle button of shade 9 is drawn in shade 6 by Mantine (3.3:1 on white).
    fakeApi({
      'api/manage/integration-keys/': () => ({ status: 200, body: [KEY] }),
      'api/manage/partner-chains/': () => ({ status: 200, body: [] }),
    });
    await renderRoutes([{ path: '/k', element: <IntegrationKeysPage /> }], { path: '/k' });
    const revoke = await screen.findByRole('button', { name: /Revoke/ });
    expect(revoke.style.getPropertyValue('--button-color')).toBe(
      'var(--mantine-color-red-light-color)',
    );
  });
});

describe('the retail chains’ keys', () => {
  it('lists each chain with its stores, makes a key shown once and revokes one after confirming', async () => {
    const api = fakeApi({
      'api/manage/integration-keys/': () => ({ status: 200, body: [KEY] }),
      'api/manage/partner-chains/': chains,
      'api/manage/partner-chains/1/keys/': () => ({
        status: 201,
        body: { ...CHAIN.keys[0], id: 8, label: 'ERP', key: 'apk_the-new-secret-0000000000000' },
      }),
      'api/manage/partner-keys/7/revoke/': () => ({
        status: 200,
        body: { ...CHAIN.keys[0], revoked_at: '2026-11-28T19:00:00.000Z' },
      }),
    });
    const user = userEvent.setup();
    await renderRoutes([{ path: '/k', element: <IntegrationKeysPage /> }], { path: '/k' });
    const section = await screen.findByRole('region', { name: 'Bouwmarkt Groep' });
    expect(
      within(section).getByText(
        'Stores: 700101 Bouwmarkt Groep Amersfoort, 700102 Bouwmarkt Groep Zwolle',
      ),
    ).toBeVisible();
    expect(within(section).getByText('apk_demo-bou…')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'New key' }));
    const create = await screen.findByRole('dialog', { name: 'New key for Bouwmarkt Groep' });
    await user.type(within(create).getByRole('textbox'), 'ERP');
    await user.click(within(create).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy the new key now' });
    expect(within(shown).getByRole('textbox')).toHaveValue('apk_the-new-secret-0000000000000');
    expect(within(shown).getByText(/Hand it to the chain/)).toBeVisible();
    expect(api.calls('api/manage/partner-chains/1/keys/')[0]?.body).toEqual({ label: 'ERP' });
    await user.click(within(shown).getByRole('button', { name: 'I have stored it' }));

    await user.click(within(section).getByRole('button', { name: /^Revoke/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(
      within(confirm).getByText(
        'Bouwmarkt Groep can no longer call the partner API with apk_demo-bou…. This cannot be undone.',
      ),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Key revoked');
    expect(api.calls('api/manage/partner-keys/7/revoke/')).toHaveLength(1);
    expect(api.calls('api/manage/integration-keys/3/revoke/')).toHaveLength(0);
  });
});

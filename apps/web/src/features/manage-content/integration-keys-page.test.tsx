import { screen, within } from '@testing-library/react';
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
    fakeApi({ 'api/manage/integration-keys/': () => ({ status: 200, body: [KEY] }) });
    await renderRoutes([{ path: '/k', element: <IntegrationKeysPage /> }], { path: '/k' });
    const table = await screen.findByRole('table', { name: 'atelierhelmond' });
    expect(table).toHaveClass('atelier-stacked');
    expect(table.closest('[class*="scrollContainer"]')).toBeNull();
    expect(within(table).getByText('MES Helmond')).toHaveAttribute('data-stack-label', 'Name');
    expect(within(table).getByRole('button', { name: /Revoke/ })).toBeInTheDocument();
  });

  it('writes the revoke button in the theme’s dark red text (4.5:1), not the pale shade', async () => {
    // A subtle button of shade 9 is drawn in shade 6 by Mantine (3.3:1 on white).
    fakeApi({ 'api/manage/integration-keys/': () => ({ status: 200, body: [KEY] }) });
    await renderRoutes([{ path: '/k', element: <IntegrationKeysPage /> }], { path: '/k' });
    const revoke = await screen.findByRole('button', { name: /Revoke/ });
    expect(revoke.style.getPropertyValue('--button-color')).toBe(
      'var(--mantine-color-red-light-color)',
    );
  });
});

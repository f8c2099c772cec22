import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../lib/i18n';
import { clearTokens, setTokens } from '../../lib/session';
import { makeToken } from '../../test/fake-api';
import { leavePhone, onPhone } from '../../test/phone';
import { renderRoutes } from '../../test/render';
import { ManageSupportPage } from './manage-support-page';

const THREAD = {
  id: 7,
  subject: 'Stofstalen voor de showroom van de nieuwe vestiging in het centrum',
  debtor_id: 1,
  debtor_name: 'Woonwinkel De Linde',
  debtor_number: '100231',
  opened_by: 'demo-shop',
  status: 'open',
  assignee_id: null,
  assignee_name: null,
  created_at: '2026-11-28T10:00:00.000Z',
  last_activity_at: '2026-11-28T10:00:00.000Z',
  unread: true,
};

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces(['manageSupport']);
});
beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).replace(/^\//, '');
      const body = path.startsWith('api/manage/support/threads/')
        ? { count: 1, next: null, previous: null, results: [THREAD] }
        : [];
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  leavePhone();
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the support inbox on a phone', () => {
  it('lets a long subject wrap with its unread badge after it, not cut off beside it', async () => {
    onPhone();
    await renderRoutes([{ path: '/i', element: <ManageSupportPage /> }], { path: '/i' });
    const open = await screen.findByRole('button', { name: /Stofstalen voor de showroom/ });
    // A button keeps its label on one line (and cuts it); the subject is a link-styled button.
    expect(open).not.toHaveClass('mantine-Button-root');
    const group = open.parentElement as HTMLElement;
    expect(group.style.getPropertyValue('--group-wrap')).toBe('wrap');
    expect(screen.getByText('Unread')).toBeInTheDocument();
  });
});

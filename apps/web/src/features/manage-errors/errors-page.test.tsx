import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ErrorsPage } from './errors-page';

const GROUP = {
  id: 5,
  title: 'RangeError: Price of fabric out of range',
  culprit: '/account/orders/:id',
  status: 'open',
  count: 12,
  first_seen: '2026-11-20T10:00:00.000Z',
  last_seen: '2026-11-28T10:00:00.000Z',
  last_release: 'atelier@1.4.0',
  last_reference: '3F2A-9C41-0B7E',
  actions: ['resolve', 'ignore'],
};
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

function listCalls(api: ReturnType<typeof fakeApi>) {
  return api.sent.filter((request) => request.path.startsWith('api/manage/errors/?'));
}

describe('the errors desk', () => {
  it('lists the open groups, latest seen first, and finds one by a dealer’s reference', async () => {
    const api = fakeApi({
      'api/manage/errors/summary/': () => ({ status: 200, body: { open: 1, kept: true } }),
      'api/manage/errors/?status=open&ordering=-last_seen&page=1&page_size=25': () => ({
        status: 200,
        body: page([GROUP]),
      }),
      'api/manage/errors/?q=3F2A-9C41-0B7E&status=open&ordering=-last_seen&page=1&page_size=25':
        () => ({
          status: 200,
          body: page([GROUP]),
        }),
    });
    await renderRoutes([{ path: '/manage/errors', Component: ErrorsPage }], {
      path: '/manage/errors',
    });
    const link = await screen.findByRole(
      'link',
      { name: `Open error “${GROUP.title}”` },
      { timeout: 15_000 },
    );
    expect(link).toHaveAttribute('href', '/manage/errors/5');
    expect(screen.getByRole('tab', { name: 'Open', selected: true })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '3F2A-9C41-0B7E');
    await waitFor(() =>
      expect(listCalls(api).map((request) => request.path)).toContain(
        'api/manage/errors/?q=3F2A-9C41-0B7E&status=open&ordering=-last_seen&page=1&page_size=25',
      ),
    );
    expect(screen.queryByText(/passed on to the configured Sentry/)).toBeNull();
  });

  it('says so when reports go to the configured Sentry instead', async () => {
    fakeApi({
      'api/manage/errors/summary/': () => ({ status: 200, body: { open: 0, kept: false } }),
      'api/manage/errors/?status=open&ordering=-last_seen&page=1&page_size=25': () => ({
        status: 200,
        body: page([]),
      }),
    });
    await renderRoutes([{ path: '/manage/errors', Component: ErrorsPage }], {
      path: '/manage/errors',
    });
    expect(
      await screen.findByText(
        'Reports are passed on to the configured Sentry; the portal keeps none.',
        undefined,
        {
          timeout: 15_000,
        },
      ),
    ).toBeVisible();
    expect(await screen.findByText('No error matches.')).toBeVisible();
  });
});

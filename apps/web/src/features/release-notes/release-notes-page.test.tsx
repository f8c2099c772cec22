import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ReleaseNotesPage } from './release-notes-page';

const notes = Array.from({ length: 10 }, (_, i) => ({
  name: `2025.${i + 1}.0`,
  message: i === 3 ? 'Faster **offer** overview' : `Improvement number ${i + 1}`,
  commit: { committed_date: `2025-${String(i + 1).padStart(2, '0')}-15T10:00:00Z` },
}));

const routes = [
  {
    path: '/account/release-notes',
    Component: ReleaseNotesPage,
    handle: { titleKey: 'shell:routes.releaseNotes' },
  },
];

function rows() {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1); // the header row first
}

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the release notes page', () => {
  it('shows 7 notes per page, newest first, and pages on', async () => {
    setTokens({ access: makeToken(300), refresh: 'r' }, false);
    fakeApi({ 'api/release-notes/': () => ({ status: 200, body: notes }) });
    await renderRoutes(routes, { path: '/account/release-notes' });

    expect(await screen.findByText('2025.10.0')).toBeInTheDocument();
    expect(rows()).toHaveLength(7);
    expect(rows()[0]).toHaveTextContent('2025.10.0');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText('2025.1.0')).toBeInTheDocument();
  });

  it('searches titles ignoring case and renders their markdown without raw HTML', async () => {
    setTokens({ access: makeToken(300), refresh: 'r' }, false);
    fakeApi({
      'api/release-notes/': () => ({
        status: 200,
        body: [
          ...notes,
          {
            name: '2026.1.0',
            message: 'Offer <img src="x" alt="injected"> export',
            commit: { committed_date: '2026-01-05T10:00:00Z' },
          },
        ],
      }),
    });
    const { router } = await renderRoutes(routes, { path: '/account/release-notes' });
    await screen.findByText('2026.1.0');
    const user = userEvent.setup();
    const search = screen.getByLabelText('Search by title');
    await user.type(search, 'OFFER');

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('offer', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByAltText('injected')).toBeNull();

    await user.clear(search);
    await user.type(search, 'curtain rails');
    expect(await screen.findByText('No release note matches “curtain rails”.')).toBeInTheDocument();
    // The search lives in the URL, as every list's does.
    expect(router.state.location.search).toBe('?q=curtain+rails');
  });

  it('says so when the release notes cannot be loaded', async () => {
    setTokens({ access: makeToken(300), refresh: 'r' }, false);
    fakeApi({ 'api/release-notes/': () => ({ status: 500, body: { code: 'server_error' } }) });
    await renderRoutes(routes, { path: '/account/release-notes' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The release notes could not be loaded.',
    );
  });
});

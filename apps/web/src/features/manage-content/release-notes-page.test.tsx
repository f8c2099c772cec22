import type { ManageReleaseNote } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ReleaseNotesDeskPage } from './release-notes-page';

const routes = [
  {
    path: '/manage/content/release-notes',
    Component: ReleaseNotesDeskPage,
    handle: { titleKey: 'manageContent:routes.releaseNotes' },
  },
];
const all = (text: string) => ({
  nl: text,
  en: text,
  'en-au': text,
  de: text,
  fr: text,
  pl: text,
  lt: text,
});
const note = (overrides: Partial<ManageReleaseNote> = {}): ManageReleaseNote => ({
  id: 3,
  version: '2026.12.1',
  date: '2026-12-01',
  state: 'draft',
  published_at: null,
  updated_at: '2026-11-28T10:00:00Z',
  title: all('Faster search'),
  body: all('The search finds **orders** as you type.'),
  missing: [],
  ...overrides,
});
const PATH = '/manage/content/release-notes';

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => clearTokens());

describe('the release notes desk', () => {
  it('says so when there are no notes yet', async () => {
    fakeApi({ 'api/manage/release-notes/': () => ({ status: 200, body: [] }) });
    await renderRoutes(routes, { path: PATH });
    expect(await screen.findByText('No release notes yet.')).toBeVisible();
  });

  it('shows a failed load with its message', async () => {
    fakeApi({
      'api/manage/release-notes/': () => ({ status: 500, body: { code: 'server_error' } }),
    });
    await renderRoutes(routes, { path: PATH });
    expect(await screen.findByText(/The release notes could not be loaded/)).toBeVisible();
  });

  it('refuses to publish an incomplete note in its confirmation, and publishes a complete one', async () => {
    const api = fakeApi({
      'api/manage/release-notes/': () => ({
        status: 200,
        body: [note(), note({ id: 4, version: '2026.12.2', missing: ['title.de', 'body.de'] })],
      }),
      'api/manage/release-notes/3/publish/': () => ({
        status: 200,
        body: note({ state: 'published', published_at: '2026-11-28T11:00:00Z' }),
      }),
    });
    await renderRoutes(routes, { path: PATH });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for release note 2026.12.2' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    const incomplete = await screen.findByRole('dialog', {
      name: 'Publish release note 2026.12.2?',
    });
    expect(within(incomplete).getByText(/Texts still missing: 2/)).toBeVisible();
    expect(within(incomplete).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.click(within(incomplete).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Actions for release note 2026.12.1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish release note 2026.12.1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.calls('api/manage/release-notes/3/publish/')).toHaveLength(1));
    expect(await screen.findByText('Release note 2026.12.1 is published.')).toBeVisible();
  });

  it('previews a note through the dealer page’s renderer, in the chosen language', async () => {
    fakeApi({
      'api/manage/release-notes/': () => ({
        status: 200,
        body: [note({ title: { ...all('Faster search'), nl: 'Sneller zoeken' } })],
      }),
    });
    await renderRoutes(routes, { path: PATH });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for release note 2026.12.1' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Preview of release note 2026.12.1',
    });
    const table = within(dialog).getByRole('table', {
      name: 'The release note as dealers see it',
    });
    expect(within(table).getByText('Faster search')).toBeVisible();
    expect(within(table).getByText('orders').tagName).toBe('STRONG');
    await user.click(within(dialog).getByText('nl', { exact: true }));
    expect(await within(table).findByText('Sneller zoeken')).toBeVisible();
  });
});

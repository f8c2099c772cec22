import type { ManageInspirationArticle } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ArticlesDeskPage } from './articles-page';

const routes = [
  {
    path: '/manage/content/articles',
    Component: ArticlesDeskPage,
    handle: { titleKey: 'manageContent:routes.articles' },
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
const article = (overrides: Partial<ManageInspirationArticle> = {}): ManageInspirationArticle => ({
  id: 3,
  slug: 'linen-for-spring',
  published_on: '2026-12-01',
  state: 'draft',
  published_at: null,
  updated_at: '2026-11-28T10:00:00Z',
  image: null,
  title: all('Linen for spring'),
  intro: all('Light cloth for light rooms.'),
  body: all('Linen **breathes**.'),
  collections: ['LINO'],
  missing: [],
  ...overrides,
});
const collections = [
  { id: 4, code: 'LINO', name: 'Lino' },
  { id: 5, code: 'BREEZE', name: 'Breeze' },
];
const PATH = '/manage/content/articles';

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => clearTokens());

describe('the curtain-breeze articles desk', () => {
  it('says so when there are no articles yet', async () => {
    fakeApi({ 'api/manage/inspiration/': () => ({ status: 200, body: [] }) });
    await renderRoutes(routes, { path: PATH });
    expect(await screen.findByText('No articles yet.')).toBeVisible();
  });

  it('shows a failed load with its message', async () => {
    fakeApi({
      'api/manage/inspiration/': () => ({ status: 500, body: { code: 'server_error' } }),
    });
    await renderRoutes(routes, { path: PATH });
    expect(await screen.findByText(/The articles could not be loaded/)).toBeVisible();
  });

  it('refuses to publish an incomplete article in its confirmation, and publishes a complete one', async () => {
    const api = fakeApi({
      'api/manage/inspiration/': () => ({
        status: 200,
        body: [
          article(),
          article({
            id: 4,
            slug: 'velvet',
            title: { ...all('Velvet'), de: '' },
            missing: ['title.de', 'intro.de', 'body.de'],
          }),
        ],
      }),
      'api/manage/inspiration/3/publish/': () => ({
        status: 200,
        body: article({ state: 'published', published_at: '2026-11-28T11:00:00Z' }),
      }),
    });
    await renderRoutes(routes, { path: PATH });
    expect(await screen.findByText('Texts missing: 3')).toBeVisible();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for article Velvet' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    const incomplete = await screen.findByRole('dialog', { name: 'Publish article Velvet?' });
    expect(within(incomplete).getByText(/Texts still missing: 3/)).toBeVisible();
    expect(within(incomplete).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.click(within(incomplete).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Actions for article Linen for spring' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish article Linen for spring?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.calls('api/manage/inspiration/3/publish/')).toHaveLength(1));
    expect(await screen.findByText('Linen for spring is published.')).toBeVisible();
  });

  it('previews an article through the curtain-breeze page’s renderer, in the chosen language', async () => {
    fakeApi({
      'api/manage/inspiration/': () => ({
        status: 200,
        body: [article({ title: { ...all('Linen for spring'), nl: 'Linnen voor de lente' } })],
      }),
      'api/manage/inspiration/collections/': () => ({ status: 200, body: collections }),
    });
    await renderRoutes(routes, { path: PATH });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for article Linen for spring' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Preview of article linen-for-spring',
    });
    const shown = within(dialog).getByRole('article');
    expect(within(shown).getByRole('heading', { name: 'Linen for spring' })).toBeVisible();
    expect(within(shown).getByText('breathes').tagName).toBe('STRONG');
    expect(await within(shown).findByText('Lino')).toBeVisible();
    await user.click(within(dialog).getByText('nl', { exact: true }));
    expect(
      await within(shown).findByRole('heading', { name: 'Linnen voor de lente' }),
    ).toBeVisible();
    expect(shown).toHaveAttribute('lang', 'nl');
  });

  it('says in the editor what publishing waits for, and saves the featured collections', async () => {
    const api = fakeApi({
      'api/manage/inspiration/': () => ({ status: 200, body: [article()] }),
      'api/manage/inspiration/collections/': () => ({ status: 200, body: collections }),
      'api/manage/inspiration/3/': () => ({ status: 200, body: article() }),
    });
    await renderRoutes(routes, { path: PATH });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for article Linen for spring' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit article linen-for-spring' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(/can be published/);
    const title = within(dialog).getAllByRole('textbox', { name: /Title/ })[0]!;
    await user.clear(title);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Publishing waits for 1 more texts',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('api/manage/inspiration/3/')).toHaveLength(1));
    const sent = api.calls('api/manage/inspiration/3/')[0]!;
    expect(sent).toMatchObject({ method: 'PUT' });
    expect(sent.body).toMatchObject({
      slug: 'linen-for-spring',
      collections: ['LINO'],
      title: { nl: '' },
    });
  });

  it('uploads a picture for a saved article at once, and says when it is refused', async () => {
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: article({ image: '/api/files/new-picture/' }),
    };
    const api = fakeApi({
      'api/manage/inspiration/': () => ({ status: 200, body: [article()] }),
      'api/manage/inspiration/collections/': () => ({ status: 200, body: collections }),
      'api/manage/inspiration/3/image/': () => answer,
    });
    await renderRoutes(routes, { path: PATH });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for article Linen for spring' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit article linen-for-spring' });
    expect(within(dialog).getByText('No picture yet.')).toBeVisible();
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'linen.png', {
      type: 'image/png',
    });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, picture);
    await waitFor(() => expect(api.calls('api/manage/inspiration/3/image/')).toHaveLength(1));
    const sent = api.calls('api/manage/inspiration/3/image/')[0]!;
    expect(sent.method).toBe('PUT');
    expect((sent.body as FormData).get('image')).toBeInstanceOf(File);
    expect(
      await within(dialog).findByRole('img', { name: 'The article’s picture' }),
    ).toHaveAttribute('src', '/api/files/new-picture/');
    expect(await screen.findByText('The picture was saved.')).toBeVisible();

    answer = {
      status: 415,
      body: { code: 'image_type_not_supported', detail: 'Use PNG, JPEG or WebP.' },
    };
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, picture);
    await waitFor(() => expect(api.calls('api/manage/inspiration/3/image/')).toHaveLength(2));
    expect(await within(dialog).findByText(/Use PNG, JPEG or WebP/)).toBeVisible();
  });

  it('asks for the article to be saved before its picture', async () => {
    fakeApi({
      'api/manage/inspiration/': () => ({ status: 200, body: [] }),
      'api/manage/inspiration/collections/': () => ({ status: 200, body: collections }),
    });
    await renderRoutes(routes, { path: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New article/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Save the article first; then add its picture.')).toBeVisible();
  });
});

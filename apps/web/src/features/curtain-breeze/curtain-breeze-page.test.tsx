import type { InspirationArticle, InspirationSummary } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { type Answer, fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CurtainBreezePage } from './curtain-breeze-page';

const summary: InspirationSummary = {
  slug: 'natural-linen-and-sheer-layers',
  published_on: '2026-08-25',
  title: 'Naturleinen in Schichten',
  intro: 'Ein luftiger Store hinter einem Leinenvorhang.',
  image: '/api/files/room',
  collections: [
    { id: 4, code: 'LINO', name: 'Lino' },
    { id: 5, code: 'BREEZE', name: 'Breeze' },
  ],
};
const article: InspirationArticle = {
  ...summary,
  body: 'Schichten geben einem Fenster **Tiefe**.\n\nZweiter Absatz.',
};

function CatalogueFamily() {
  return <p>catalogue family</p>;
}

function render(list: Answer, detail: Answer = { status: 200, body: article }, path?: string) {
  fakeApi({
    'api/inspiration/': () => list,
    'api/inspiration/natural-linen-and-sheer-layers/': () => detail,
  });
  const page = { Component: CurtainBreezePage, handle: { titleKey: 'shell:routes.curtainBreeze' } };
  return renderRoutes(
    [
      { path: '/account/curtain-breeze', ...page },
      { path: '/account/curtain-breeze/:slug', ...page },
      { path: '/account/fabrics/family/:id', Component: CatalogueFamily },
    ],
    { path: path ?? '/account/curtain-breeze', locale: 'de' },
  );
}

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('curtain-breeze', () => {
  it('lists the articles with date, picture and collections, and opens one by keyboard', async () => {
    const { router } = await render({ status: 200, body: [summary] });
    const list = await screen.findByRole('region', { name: 'Artikel' });
    const card = within(list).getByRole('article');
    expect(within(card).getByRole('heading', { name: summary.title })).toBeInTheDocument();
    expect(within(card).getByText('Veröffentlicht am 25.08.2026')).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAccessibleName(
      `Raum mit Vorhängen: ${summary.title}`,
    );
    expect(within(card).getByRole('link', { name: 'Lino im Stoffkatalog öffnen' })).toHaveAttribute(
      'href',
      '/account/fabrics/family/4',
    );

    const user = userEvent.setup();
    within(card)
      .getByRole('link', { name: `Artikel lesen: ${summary.title}` })
      .focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(
      '/account/curtain-breeze/natural-linen-and-sheer-layers',
    );
    expect(await screen.findByText('Tiefe')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Kollektionen in diesem Artikel' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Breeze im Stoffkatalog öffnen' }));
    expect(await screen.findByText('catalogue family')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/fabrics/family/5');
  });

  it('says so when there are no articles', async () => {
    await render({ status: 200, body: [] });
    expect(await screen.findByText(/Es gibt noch keine Artikel/)).toBeInTheDocument();
  });

  it('offers a retry when the articles cannot be loaded', async () => {
    await render({ status: 500, body: {} });
    expect(
      await screen.findByText('Die Artikel konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /erneut/i })).toBeInTheDocument();
  });

  it('names an article that does not exist, with the way back to the list', async () => {
    await render(
      { status: 200, body: [summary] },
      { status: 404, body: { code: 'not_found' } },
      '/account/curtain-breeze/natural-linen-and-sheer-layers',
    );
    expect(await screen.findByText('Diesen Artikel gibt es nicht (mehr).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Artikel' })).toHaveAttribute(
      'href',
      '/account/curtain-breeze',
    );
  });
});

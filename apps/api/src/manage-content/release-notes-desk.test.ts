// The back office's release notes: staff with `content` write a note in seven languages, keep it
// as a draft (dealers never see one), publish it (dealers see it on their next load, in their
// language), edit it while published, withdraw it and remove a draft; every write audited.
import {
  LOCALES,
  manageReleaseNoteSchema,
  manageReleaseNotesSchema,
  releaseNoteSchema,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caller } from '../articles/test-support.js';
import { useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';

const ctx = useTestApp();
const call = caller(ctx);

const TITLE = {
  en: 'Faster search',
  'en-au': 'Faster search',
  nl: 'Sneller zoeken',
  de: 'Schnellere Suche',
  fr: 'Recherche plus rapide',
  pl: 'Szybsze wyszukiwanie',
  lt: 'Greitesnė paieška',
};
const BODY = {
  en: 'The search finds **orders** as you type.',
  'en-au': 'The search finds **orders** as you type.',
  nl: 'De zoekfunctie vindt **orders** terwijl u typt.',
  de: 'Die Suche findet **Aufträge** schon beim Tippen.',
  fr: 'La recherche trouve les **commandes** pendant la saisie.',
  pl: 'Wyszukiwarka znajduje **zamówienia** już podczas pisania.',
  lt: 'Paieška randa **užsakymus** jums berenkant tekstą.',
};
const form = (version: string, overrides: Record<string, unknown> = {}) => ({
  version,
  date: '2026-11-20',
  title: TITLE,
  body: BODY,
  ...overrides,
});

async function dealerNotes(language = 'en') {
  const answer = await call('demo-shop', 'GET', '/api/release-notes/', {
    headers: { 'accept-language': language },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return z.array(releaseNoteSchema).parse(answer.json());
}

async function create(payload: unknown) {
  const answer = await call('staff-admin', 'POST', '/api/manage/release-notes/', { payload });
  expect(answer.statusCode, answer.body).toBe(201);
  return manageReleaseNoteSchema.parse(answer.json());
}

describe('release notes in the back office', () => {
  it('lists the seeded notes as published, each split into title and body', async () => {
    const answer = await call('staff-admin', 'GET', '/api/manage/release-notes/');
    expect(answer.statusCode, answer.body).toBe(200);
    const notes = manageReleaseNotesSchema.parse(answer.json());
    const dealer = await dealerNotes();
    expect(notes.map((note) => note.version)).toEqual(dealer.map((note) => note.name));
    const offers = notes.find((note) => note.version === '2024.12.9')!;
    expect(offers).toMatchObject({ state: 'published', date: '2024-12-09', missing: [] });
    expect(offers.title.de).toBe('Angebote');
    expect(offers.body.de).toMatch(/^Ein Entwurf kann jetzt/);
  });

  it('keeps a draft from dealers, publishes it to them in their language, audited', async () => {
    const draft = await create(form('2026.11.20'));
    expect(draft).toMatchObject({ state: 'draft', published_at: null, missing: [] });
    expect((await dealerNotes()).map((note) => note.name)).not.toContain('2026.11.20');
    const [created] = await auditEntriesOf(ctx, 'releaseNote.create', draft.id);
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ version: '2026.11.20', state: 'draft' });

    const published = await call(
      'staff-admin',
      'POST',
      `/api/manage/release-notes/${draft.id}/publish/`,
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().state).toBe('published');
    const nl = (await dealerNotes('nl')).find((note) => note.name === '2026.11.20');
    expect(nl?.message).toBe(
      '## Sneller zoeken\n\nDe zoekfunctie vindt **orders** terwijl u typt.',
    );
    expect(nl?.commit.committed_date).toBe('2026-11-20T00:00:00.000Z');
    const [entry] = await auditEntriesOf(ctx, 'releaseNote.publish', draft.id);
    expect(entry?.before).toMatchObject({ state: 'draft' });
    expect(entry?.after).toMatchObject({ state: 'published' });

    // A published edit shows on the dealer's next load.
    const edited = await call('staff-admin', 'PUT', `/api/manage/release-notes/${draft.id}/`, {
      payload: form('2026.11.20', { title: { ...TITLE, en: 'Much faster search' } }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const en = (await dealerNotes('en')).find((note) => note.name === '2026.11.20');
    expect(en?.message).toMatch(/^## Much faster search\n\n/);
    const [update] = await auditEntriesOf(ctx, 'releaseNote.update', draft.id);
    expect(update?.before).toMatchObject({ title: { en: 'Faster search' } });
    expect(update?.after).toMatchObject({ title: { en: 'Much faster search' } });

    // Withdrawn, it is a draft again; then it may be removed.
    const refused = await call('staff-admin', 'DELETE', `/api/manage/release-notes/${draft.id}/`);
    expect(refused.statusCode).toBe(409);
    const withdrawn = await call(
      'staff-admin',
      'POST',
      `/api/manage/release-notes/${draft.id}/withdraw/`,
    );
    expect(withdrawn.json().state).toBe('draft');
    expect((await dealerNotes()).map((note) => note.name)).not.toContain('2026.11.20');
    expect(await auditEntriesOf(ctx, 'releaseNote.withdraw', draft.id)).toHaveLength(1);
    const removed = await call('staff-admin', 'DELETE', `/api/manage/release-notes/${draft.id}/`);
    expect(removed.statusCode).toBe(204);
    const [deleted] = await auditEntriesOf(ctx, 'releaseNote.delete', draft.id);
    expect(deleted?.before).toMatchObject({ version: '2026.11.20' });
    expect(deleted?.after).toBeNull();
    const gone = await call('staff-admin', 'GET', `/api/manage/release-notes/${draft.id}/`);
    expect(gone.statusCode).toBe(404);
  });

  it('saves a draft with languages missing but publishes only all seven', async () => {
    const draft = await create(
      form('2026.11.21', {
        title: { nl: 'Alleen Nederlands', en: 'English too' },
        body: { nl: 'Tekst' },
      }),
    );
    expect(draft.missing).toEqual([
      ...LOCALES.filter((locale) => locale !== 'nl' && locale !== 'en').map((l) => `title.${l}`),
      ...LOCALES.filter((locale) => locale !== 'nl').map((l) => `body.${l}`),
    ]);
    const refused = await call(
      'staff-admin',
      'POST',
      `/api/manage/release-notes/${draft.id}/publish/`,
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(draft.missing);
    expect(await auditEntriesOf(ctx, 'releaseNote.publish', draft.id)).toHaveLength(0);
    expect((await dealerNotes()).map((note) => note.name)).not.toContain('2026.11.21');
  });

  it('refuses to blank a language of a published note', async () => {
    const note = await create(form('2026.11.22'));
    await call('staff-admin', 'POST', `/api/manage/release-notes/${note.id}/publish/`);
    const answer = await call('staff-admin', 'PUT', `/api/manage/release-notes/${note.id}/`, {
      payload: form('2026.11.22', { body: { ...BODY, lt: '  ' } }),
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json())).toEqual(['body.lt']);
    const after = await call('staff-admin', 'GET', `/api/manage/release-notes/${note.id}/`);
    expect(after.json().body.lt).toBe(BODY.lt);
  });

  it('answers every bad field with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ version: '' }, 'version'],
      [{ version: 'two words' }, 'version'],
      [{ version: 'x'.repeat(41) }, 'version'],
      [{ date: '20-11-2026' }, 'date'],
      [{ date: undefined }, 'date'],
      [{ title: { ...TITLE, de: 'x'.repeat(121) } }, 'title.de'],
      [{ body: { ...BODY, fr: 'x'.repeat(8001) } }, 'body.fr'],
      [{ title: { ...TITLE, xx: 'Unknown' } }, 'title.xx'],
      [{ extra: 1 }, 'extra'],
      [{ title: { ...TITLE, nl: 'bad\u0000text' } }, 'title.nl'],
    ];
    for (const [override, field] of cases) {
      const answer = await call('staff-admin', 'POST', '/api/manage/release-notes/', {
        payload: form('2026.11.23', override),
      });
      expect(answer.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(answer.json()), JSON.stringify(override)).toEqual([field]);
    }
    const taken = await call('staff-admin', 'POST', '/api/manage/release-notes/', {
      payload: form('2024.12.9'),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ version: ['Another release note already has this version'] });
    const missing = await call('staff-admin', 'PUT', '/api/manage/release-notes/999999/', {
      payload: form('2026.11.24'),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for staff with the content permission alone', async () => {
    for (const username of ['staff-service', 'staff-planner', 'staff-driver']) {
      const list = await call(username, 'GET', '/api/manage/release-notes/');
      expect(list.json().code, username).toBe('permission_denied');
      const write = await call(username, 'POST', '/api/manage/release-notes/', {
        payload: form('2026.11.25'),
      });
      expect(write.json().code, username).toBe('permission_denied');
    }
    const dealer = await call('demo-shop', 'GET', '/api/manage/release-notes/');
    expect(dealer.json().code).toBe('staff_only');
  });
});

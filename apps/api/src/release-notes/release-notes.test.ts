import { APP_VERSION, latestTagSchema, releaseNoteSchema } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, login, useTestApp } from '../test/app.js';

const ctx = useTestApp();

describe('GET api/release-notes/', () => {
  it('answers every note, newest first, with markdown messages', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/release-notes/',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(200);
    const notes = z.array(releaseNoteSchema).parse(response.json());
    expect(notes.length).toBeGreaterThanOrEqual(8);
    const dates = notes.map((note) => Date.parse(note.commit.committed_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(notes.every((note) => /[#*]/.test(note.message))).toBe(true);
  });

  async function notesIn(language: string) {
    const { access } = await login(ctx.app, 'demo-pl');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/release-notes/',
      headers: { ...bearer(access), 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return z.array(releaseNoteSchema).parse(response.json());
  }

  it('answers the notes in the language of the request', async () => {
    const pl = await notesIn('pl');
    const tracking = pl.find((note) => note.name === '2025.9.15');
    expect(tracking?.message).toContain('## Śledzenie na żywo');
    const de = await notesIn('de');
    expect(de.find((note) => note.name === '2024.12.9')?.message).toContain(
      '**Als Angebot speichern**',
    );
    expect(de.map((note) => note.name)).toEqual(pl.map((note) => note.name));
  });

  it('never shows a field name of the API to a dealer', async () => {
    for (const language of ['en', 'nl', 'pl']) {
      const notes = await notesIn(language);
      // Inline code is how a field name would appear; notes speak in the portal's own words.
      expect(notes.filter((note) => /`|production_status/.test(note.message))).toEqual([]);
    }
  });

  it('needs a log-in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/release-notes/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET api/latest-tag/', () => {
  it("answers the app's version without a log-in", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/latest-tag/' });
    expect(latestTagSchema.parse(response.json())).toEqual({ version: APP_VERSION });
  });
});

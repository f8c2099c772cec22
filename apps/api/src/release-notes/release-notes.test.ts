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
    expect(notes.every((note) => /[#*`]/.test(note.message))).toBe(true);
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

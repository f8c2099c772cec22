import { localized, type ReleaseNote } from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { allReleaseNotes } from './release-notes.repository.js';

export class ReleaseNotesService {
  constructor(private readonly db: Db) {}

  /** Newest first, in the request's language, in the shape of the original back end (`commit.committed_date`). */
  async list({ locale }: RequestContext): Promise<ReleaseNote[]> {
    const notes = await allReleaseNotes(this.db);
    return notes.map((note) => ({
      name: note.name,
      message: localized(note.message, locale),
      commit: { committed_date: note.committedAt.toISOString() },
    }));
  }
}

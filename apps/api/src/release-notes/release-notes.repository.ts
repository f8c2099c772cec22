import { desc, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { releaseNote } from '../db/schema/index.js';

/** The published notes, newest first; a draft is the back office's alone. */
export async function allReleaseNotes(db: Db) {
  return db
    .select({
      name: releaseNote.name,
      message: releaseNote.message,
      committedAt: releaseNote.committedAt,
    })
    .from(releaseNote)
    .where(isNotNull(releaseNote.publishedAt))
    .orderBy(desc(releaseNote.committedAt), desc(releaseNote.id));
}

import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { releaseNote } from '../db/schema/index.js';

export async function allReleaseNotes(db: Db) {
  return db
    .select({
      name: releaseNote.name,
      message: releaseNote.message,
      committedAt: releaseNote.committedAt,
    })
    .from(releaseNote)
    .orderBy(desc(releaseNote.committedAt), desc(releaseNote.id));
}

// The back office's release notes: every note, drafts and published, with each language's text.
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { releaseNote } from '../db/schema/index.js';

const columns = {
  id: releaseNote.id,
  name: releaseNote.name,
  message: releaseNote.message,
  committedAt: releaseNote.committedAt,
  publishedAt: releaseNote.publishedAt,
  updatedAt: releaseNote.updatedAt,
};
export type StaffReleaseNoteRow = Awaited<ReturnType<typeof staffReleaseNotes>>[number];
export type ReleaseNoteWrite = Pick<
  typeof releaseNote.$inferInsert,
  'name' | 'message' | 'committedAt'
>;

/** Every note, newest day first. */
export async function staffReleaseNotes(db: Db | Tx) {
  return db
    .select(columns)
    .from(releaseNote)
    .orderBy(desc(releaseNote.committedAt), desc(releaseNote.id));
}

/** One note; `lock` holds its row until the transaction ends (two staff editing at once). */
export async function staffReleaseNote(db: Db | Tx, id: number, lock = false) {
  const query = db.select(columns).from(releaseNote).where(eq(releaseNote.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The note of this version, if any (the version is unique). */
export async function releaseNoteIdByVersion(db: Db | Tx, version: string) {
  const [row] = await db
    .select({ id: releaseNote.id })
    .from(releaseNote)
    .where(eq(releaseNote.name, version));
  return row?.id ?? null;
}

export async function insertReleaseNote(tx: Tx, values: ReleaseNoteWrite): Promise<number> {
  const [row] = await tx
    .insert(releaseNote)
    .values({ ...values, publishedAt: null, updatedAt: new Date() })
    .returning({ id: releaseNote.id });
  return row!.id;
}

export async function updateReleaseNote(tx: Tx, id: number, values: ReleaseNoteWrite) {
  await tx
    .update(releaseNote)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(releaseNote.id, id));
}

export async function setReleaseNotePublished(tx: Tx, id: number, publishedAt: Date | null) {
  await tx
    .update(releaseNote)
    .set({ publishedAt, updatedAt: new Date() })
    .where(eq(releaseNote.id, id));
}

export async function deleteReleaseNote(tx: Tx, id: number) {
  await tx.delete(releaseNote).where(eq(releaseNote.id, id));
}

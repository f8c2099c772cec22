import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { storedFile } from '../db/schema/index.js';

export interface NewFile {
  id: string;
  contentType: string;
  bytes: Buffer;
  debtorId?: number | null;
}

/** Stores files; an id that exists already keeps its bytes (ids are content hashes or uuids). */
export async function insertFiles(db: Db, files: NewFile[]): Promise<void> {
  if (files.length === 0) return;
  await db
    .insert(storedFile)
    .values(
      files.map((file) => ({
        id: file.id,
        contentType: file.contentType,
        size: file.bytes.length,
        bytes: file.bytes,
        debtorId: file.debtorId ?? null,
      })),
    )
    .onConflictDoNothing();
}

export async function findFile(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: storedFile.contentType, bytes: storedFile.bytes })
    .from(storedFile)
    .where(eq(storedFile.id, id));
  return row ?? null;
}

import { and, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { customerFabricColor, storedFile } from '../db/schema/index.js';

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

/**
 * A file that is served: the manufacturer's own images, and an uploaded photo only while a colour
 * of a customer fabric shows it (its fabric deleted, or the photo replaced, it names nothing).
 */
export async function findFile(db: Db, id: string) {
  const [row] = await db
    .select({
      contentType: storedFile.contentType,
      bytes: storedFile.bytes,
      uploaded: sql<boolean>`${storedFile.debtorId} is not null`,
    })
    .from(storedFile)
    .where(
      and(
        eq(storedFile.id, id),
        or(
          isNull(storedFile.debtorId),
          exists(
            db
              .select({ id: customerFabricColor.id })
              .from(customerFabricColor)
              .where(eq(customerFabricColor.imageId, storedFile.id)),
          ),
        ),
      ),
    );
  return row ?? null;
}

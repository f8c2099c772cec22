// Downloads in SQL: always for one customer group; the bytes only when a file is asked for.
import type { CustomerGroupName, ServiceItem } from '@atelier/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerHandle } from '../db/prepared.js';
import { download } from '../db/schema/index.js';

const listColumns = {
  id: download.id,
  category: download.category,
  code: download.code,
  title: download.title,
  language: download.language,
  fileName: download.fileName,
  contentType: download.contentType,
  size: download.size,
  captionLanguages: sql<
    string[]
  >`coalesce((select array_agg(k order by k) from jsonb_object_keys(${download.captions}) as k), '{}')`,
  position: download.position,
};

export async function downloadsOf(
  db: Db,
  group: CustomerGroupName,
  categories: readonly ServiceItem[],
) {
  if (categories.length === 0) return [];
  return db
    .select(listColumns)
    .from(download)
    .where(and(eq(download.customerGroup, group), inArray(download.category, [...categories])))
    .orderBy(asc(download.position), asc(download.id));
}

/** The categories a group has anything in. */
// Part of the settings read: a named statement.
const categoriesOfGroup = preparedPerHandle((db) =>
  db
    .selectDistinct({ category: download.category })
    .from(download)
    .where(eq(download.customerGroup, sql.placeholder('group')))
    .prepare('download_categories_of_group'),
);

export async function categoriesOf(db: Db, group: CustomerGroupName): Promise<ServiceItem[]> {
  const rows = await categoriesOfGroup(db).execute({ group });
  return rows.map((row) => row.category);
}

export async function downloadFile(db: Db, group: CustomerGroupName, id: number) {
  const [row] = await db
    .select({
      category: download.category,
      fileName: download.fileName,
      contentType: download.contentType,
      bytes: download.bytes,
    })
    .from(download)
    .where(and(eq(download.id, id), eq(download.customerGroup, group)));
  return row ?? null;
}

export async function downloadCaptions(db: Db, group: CustomerGroupName, id: number) {
  const [row] = await db
    .select({ category: download.category, captions: download.captions })
    .from(download)
    .where(and(eq(download.id, id), eq(download.customerGroup, group)));
  return row ?? null;
}

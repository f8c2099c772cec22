// What the measurement check reads of the catalogue: each main fabric's width and width type.
import type { MeasuredFabric } from '@atelier/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fabric, fabricFamily } from '../db/schema/index.js';

export async function fabricMeasures(
  db: Db,
  uuids: readonly string[],
): Promise<Map<string, MeasuredFabric>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({
      uuid: fabric.fabricUuid,
      widthMm: fabricFamily.widthMm,
      widthType: fabricFamily.widthType,
    })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(inArray(fabric.fabricUuid, [...new Set(uuids)]));
  return new Map(rows.map((row) => [row.uuid, { widthMm: row.widthMm, widthType: row.widthType }]));
}

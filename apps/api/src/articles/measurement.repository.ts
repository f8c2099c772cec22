// What the measurement check reads of the fabrics: each main fabric's width and width type, from
// the catalogue or, for a dealer's own fabric, from the customer fabric of the article's debtor.
import {
  type CustomerFabric,
  cmToNearestMm,
  isCustomerFabricUuid,
  type MeasuredFabric,
} from '@atelier/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerHandle } from '../db/prepared.js';
import { customerFabric, fabric, fabricFamily } from '../db/schema/index.js';
import { inScope } from '../tenancy/scope.js';

/** A main fabric named by an article, with the debtor whose article it is. */
export interface FabricOfDebtor {
  uuid: string;
  debtorId: number;
}

// Read on every order answer: a named statement.
const catalogueMeasures = preparedPerHandle((db) =>
  db
    .select({
      uuid: fabric.fabricUuid,
      widthMm: fabricFamily.widthMm,
      widthType: fabricFamily.widthType,
    })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(sql`${fabric.fabricUuid} = any(${sql.placeholder('uuids')}::text[])`)
    .prepare('catalogue_fabric_measures'),
);

export async function fabricMeasures(
  db: Db,
  wanted: readonly FabricOfDebtor[],
): Promise<Map<string, MeasuredFabric>> {
  const measures = new Map<string, MeasuredFabric>();
  const catalogue = [
    ...new Set(wanted.filter((one) => !isCustomerFabricUuid(one.uuid)).map((one) => one.uuid)),
  ];
  if (catalogue.length > 0) {
    const rows = await catalogueMeasures(db).execute({ uuids: catalogue });
    for (const row of rows)
      measures.set(row.uuid, { widthMm: row.widthMm, widthType: row.widthType });
  }
  const own = wanted.filter((one) => isCustomerFabricUuid(one.uuid));
  if (own.length > 0) {
    // A dealer's own fabric counts only for that dealer's articles.
    const rows = await db
      .select({ uuid: customerFabric.fabricUuid, data: customerFabric.data })
      .from(customerFabric)
      .where(
        and(
          inArray(customerFabric.fabricUuid, [...new Set(own.map((one) => one.uuid))]),
          inScope(customerFabric.debtorId, {
            debtorIds: [...new Set(own.map((one) => one.debtorId))],
            current: null,
          }),
        ),
      );
    for (const row of rows) {
      const data = row.data as Pick<CustomerFabric, 'width' | 'width_type'>;
      if (typeof data.width !== 'number') continue;
      measures.set(row.uuid, { widthMm: cmToNearestMm(data.width), widthType: data.width_type });
    }
  }
  return measures;
}

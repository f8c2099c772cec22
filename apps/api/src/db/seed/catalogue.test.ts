import { and, count, inArray, isNotNull, max, not } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import type { Database } from '../client.js';
import {
  accessory,
  customerFabric,
  fabric,
  fabricFamily,
  fabricPrice,
  fabricSupplier,
  inspirationArticle,
  storedFile,
} from '../schema/index.js';
import { seedCatalogue } from './catalogue.js';
import { DEMO_FAMILIES } from './catalogue-data.js';
import { swatchSvg } from './swatches.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function counts() {
  const { db } = database;
  const of = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    suppliers: await of(fabricSupplier),
    families: await of(fabricFamily),
    fabrics: await of(fabric),
    prices: await of(fabricPrice),
    accessories: await of(accessory),
    files: await of(storedFile),
    customerFabrics: await of(customerFabric),
  };
}

describe('the catalogue seed', () => {
  it('adds nothing when run again', async () => {
    const before = await counts();
    expect(before.fabrics).toBeGreaterThanOrEqual(120);
    expect(before.prices).toBe(before.fabrics * 4);
    const again = await seedCatalogue(database.db);
    expect(again).toEqual({ fabrics: 0, accessories: 0 });
    expect(await counts()).toEqual(before);
  });

  it('makes supplier 1 the one the spec falls back to', async () => {
    const [first] = await database.db
      .select()
      .from(fabricSupplier)
      .orderBy(fabricSupplier.id)
      .limit(1);
    expect(first?.id).toBe(1);
    expect(first?.hasCollections).toBe(true);
  });

  it('stores small images, the same bytes for the same colour', async () => {
    // Swatches stay under 3 KB; the inspiration corner's room pictures are scenes, under 8 KB.
    const pictures = database.db
      .select({ id: inspirationArticle.imageId })
      .from(inspirationArticle)
      .where(isNotNull(inspirationArticle.imageId));
    const largest = async (rooms: boolean) => {
      const picture = inArray(storedFile.id, pictures);
      const [row] = await database.db
        .select({ size: max(storedFile.size) })
        .from(storedFile)
        .where(and(rooms ? picture : not(picture)));
      return row!.size ?? 0;
    };
    expect(await largest(false)).toBeLessThan(3000);
    expect(await largest(true)).toBeGreaterThan(0);
    expect(await largest(true)).toBeLessThan(8000);
    const family = DEMO_FAMILIES.find((candidate) => candidate.swatch === 'floral')!;
    const colour = family.colours[0]!;
    expect(swatchSvg(family.swatch, colour.hex)).toBe(swatchSvg(family.swatch, colour.hex));
    expect(swatchSvg(family.swatch, colour.hex)).not.toBe(swatchSvg('plain', colour.hex));
    expect(swatchSvg(family.swatch, colour.hex)).toContain(colour.hex);
  });
});

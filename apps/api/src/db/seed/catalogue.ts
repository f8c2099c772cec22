// Seeds the catalogue: suppliers, collections with their colours and generated images, prices per
// currency, accessories, and a few customer fabrics of the demo shops. Idempotent like the rest
// of the seed: rows are found by natural key (supplier name, collection code, article number,
// fabric uuid) and existing rows are left alone.
import { createHash } from 'node:crypto';
import {
  accessoryUnitPrice,
  CURRENCIES,
  type CustomerFabricBody,
  customerFabricSchema,
  DEMO_PRICE_LIST,
} from '@atelier/domain';
import { inArray } from 'drizzle-orm';
import { insertCustomerFabric } from '../../customer-fabrics/customer-fabrics.repository.js';
import { contentId } from '../../files/files.js';
import { insertFiles, type NewFile } from '../../files/files.repository.js';
import type { Db } from '../client.js';
import {
  accessory,
  accessoryPrice,
  customerFabric,
  debtor,
  fabric,
  fabricFamily,
  fabricPrice,
  fabricSupplier,
} from '../schema/index.js';
import {
  convertEuroCents,
  DEMO_ACCESSORIES,
  DEMO_FAMILIES,
  DEMO_SUPPLIERS,
  LIST_SALES_PERCENT,
} from './catalogue-data.js';
import { DEMO_CUSTOMER_FABRICS } from './customer-fabrics-data.js';
import { renderedPng } from './rendered.js';
import { detailsSvg, swatchSvg } from './swatches.js';

/** A stable uuid for a seeded fabric, derived from its article number. */
export function seededUuid(articleNumber: string): string {
  const hex = createHash('sha1').update(`atelier-fabric:${articleNumber}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function svgFile(svg: string): NewFile {
  const bytes = Buffer.from(svg, 'utf8');
  return { id: contentId(bytes), contentType: 'image/svg+xml', bytes };
}

function pricesPerCurrency(eurCents: number) {
  return CURRENCIES.map((currency) => {
    const wholesaleCents = convertEuroCents(eurCents, currency);
    return {
      currency,
      wholesaleCents,
      salesCents: Math.round((wholesaleCents * LIST_SALES_PERCENT) / 100),
    };
  });
}

export async function seedCatalogue(db: Db): Promise<{ fabrics: number; accessories: number }> {
  await db
    .insert(fabricSupplier)
    .values(
      DEMO_SUPPLIERS.map((supplier) => ({
        name: supplier.name,
        nameTexts: supplier.names,
        listGroup: supplier.listGroup,
        hasCollections: supplier.collections,
      })),
    )
    .onConflictDoNothing();
  const suppliers = await db.select().from(fabricSupplier);
  const supplierId = (name: string) => suppliers.find((supplier) => supplier.name === name)!.id;

  const families = await db
    .insert(fabricFamily)
    .values(
      DEMO_FAMILIES.map((demo) => ({
        code: demo.code,
        name: demo.name,
        description: demo.description,
        supplierId: supplierId(demo.supplier),
        kind: demo.kind,
        fabricType: demo.fabricType,
        lightLevel: demo.lightLevel,
        quality: demo.quality,
        patternType: demo.patternType,
        widthMm: demo.widthMm,
        widthType: demo.widthType,
        patternRepeatMm: demo.patternRepeatMm,
        patternWidthMm: demo.patternWidthMm,
        rollLengthMm: demo.rollLengthMm,
        weightGsm: demo.weightGsm,
        ironingPoints: demo.ironingPoints,
        hasNap: demo.hasNap,
        isTurnable: demo.isTurnable,
        composition: demo.composition,
        careSymbols: demo.care,
        certificates: demo.certificates,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: fabricFamily.id, code: fabricFamily.code });

  let fabrics = 0;
  for (const created of families) {
    const demo = DEMO_FAMILIES.find((candidate) => candidate.code === created.code)!;
    const files: NewFile[] = [];
    const rows = demo.colours.map((colour) => {
      const swatch = svgFile(swatchSvg(demo.swatch, colour.hex));
      const renderedBytes = renderedPng(demo.swatch, colour.hex);
      const rendered: NewFile = {
        id: contentId(renderedBytes),
        contentType: 'image/png',
        bytes: renderedBytes,
      };
      const details = svgFile(detailsSvg(demo.swatch, colour.hex));
      files.push(swatch, rendered, details);
      const articleNumber = `${demo.code}-${colour.number}`;
      return {
        fabricUuid: seededUuid(articleNumber),
        articleNumber,
        familyId: created.id,
        colorNumber: colour.number,
        color: colour.name,
        colorGroup: colour.group,
        colorHex: colour.hex,
        imageId: swatch.id,
        renderedImageId: rendered.id,
        renderedDetailsImageId: details.id,
      };
    });
    await insertFiles(db, files);
    const inserted = await db
      .insert(fabric)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: fabric.id });
    fabrics += inserted.length;
    await db
      .insert(fabricPrice)
      .values(
        inserted.flatMap(({ id }) =>
          pricesPerCurrency(demo.priceEurCents).map((price) => ({ fabricId: id, ...price })),
        ),
      )
      .onConflictDoNothing();
  }

  const accessories = await db
    .insert(accessory)
    .values(
      DEMO_ACCESSORIES.map((demo) => ({
        articleNumber: demo.articleNumber,
        name: demo.name,
        type: demo.type,
        variant: demo.variant,
        color: demo.color,
        sizeMm: demo.sizeMm,
        unit: demo.unit,
        isPart: demo.unit === 'piece',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: accessory.id, articleNumber: accessory.articleNumber });
  if (accessories.length > 0) {
    await db
      .insert(accessoryPrice)
      .values(
        accessories.flatMap(({ id, articleNumber }) => {
          const demo = DEMO_ACCESSORIES.find((item) => item.articleNumber === articleNumber)!;
          // A part the price list knows is stored at the price list's price, so the catalogue
          // (and its ordering by price) agrees with the configurators.
          return pricesPerCurrency(demo.priceEurCents).map((price) => {
            const unit = accessoryUnitPrice(
              { ...demo, ...price },
              DEMO_PRICE_LIST.prices[price.currency],
            );
            return {
              accessoryId: id,
              currency: price.currency,
              wholesaleCents: unit?.wholesale ?? price.wholesaleCents,
              salesCents: unit?.sales ?? price.salesCents,
            };
          });
        }),
      )
      .onConflictDoNothing();
  }

  await seedCustomerFabrics(db, supplierId);
  return { fabrics, accessories: accessories.length };
}

async function seedCustomerFabrics(db: Db, supplierId: (name: string) => number) {
  const existing = new Set(
    (
      await db
        .select({ uuid: customerFabric.fabricUuid })
        .from(customerFabric)
        .where(
          inArray(
            customerFabric.fabricUuid,
            DEMO_CUSTOMER_FABRICS.map((demo) => demo.uuid),
          ),
        )
    ).map((row) => row.uuid),
  );
  const debtors = await db
    .select({ id: debtor.id, number: debtor.number, currency: debtor.currency })
    .from(debtor);
  for (const demo of DEMO_CUSTOMER_FABRICS) {
    if (existing.has(demo.uuid)) continue;
    const owner = debtors.find((row) => row.number === demo.debtorNumber);
    if (!owner) continue;
    const body: CustomerFabricBody = { ...demo.body, supplier_id: supplierId(demo.supplier) };
    await insertCustomerFabric(db, {
      uuid: demo.uuid,
      debtorId: owner.id,
      currency: owner.currency,
      fabric: customerFabricSchema.parse(body),
    });
  }
}

import {
  ACCESSORY_VARIANTS,
  COLOR_GROUPS,
  COLORS,
  CURRENCIES,
  FABRIC_LIST_KINDS,
  FABRIC_TYPES,
  LIGHT_LEVELS,
  type LocalizedText,
  PATTERN_TYPES,
  QUALITY_LEVELS,
  SUPPLIER_LIST_GROUPS,
  UNIT_TYPES,
  WIDTH_TYPES,
} from '@atelier/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { storedFile } from './files.js';

/** A fabric supplier (portal §3). `list_group` decides which dealers see it in their list. */
export const fabricSupplier = pgTable('fabric_supplier', {
  id: serial('id').primaryKey(),
  /** The supplier's own name: the seed's key, never shown. */
  name: text('name').notNull().unique(),
  /** The name as shown, per language (domain `localized`); a trade name is the same in each. */
  nameTexts: jsonb('name_texts').$type<LocalizedText>().notNull().default({}),
  listGroup: text('list_group', { enum: SUPPLIER_LIST_GROUPS }).notNull().default('default'),
  /** Whether the supplier also delivers our own collections (else only dealers' own fabrics). */
  hasCollections: boolean('has_collections').notNull().default(false),
});

/**
 * A collection (family): what all its colours share. Lengths in millimetres; composition and care
 * as the customer-fabric step names them.
 */
export const fabricFamily = pgTable(
  'fabric_family',
  {
    id: serial('id').primaryKey(),
    /** The manufacturer's collection code; the seed's natural key. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** The collection's description in every language (`localized` picks one). */
    description: jsonb('description_texts').$type<LocalizedText>().notNull().default({}),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => fabricSupplier.id),
    kind: text('kind', { enum: FABRIC_LIST_KINDS }).notNull(),
    fabricType: text('fabric_type', { enum: FABRIC_TYPES }).notNull(),
    lightLevel: text('light_level', { enum: LIGHT_LEVELS }).notNull(),
    quality: text('quality', { enum: QUALITY_LEVELS }).notNull(),
    patternType: text('pattern_type', { enum: PATTERN_TYPES }).notNull(),
    widthMm: integer('width_mm').notNull(),
    widthType: text('width_type', { enum: WIDTH_TYPES }).notNull(),
    patternRepeatMm: integer('pattern_repeat_mm').notNull().default(0),
    patternWidthMm: integer('pattern_width_mm').notNull().default(0),
    rollLengthMm: integer('roll_length_mm').notNull(),
    weightGsm: integer('weight_gsm').notNull(),
    ironingPoints: integer('ironing_points').notNull(),
    hasNap: boolean('has_nap').notNull().default(false),
    isTurnable: boolean('is_turnable').notNull().default(false),
    /** `{fibre: percent}`, summing to 100. */
    composition: jsonb('composition').notNull(),
    /** `{wash, bleach, dry, clean}`. */
    careSymbols: jsonb('care_symbols').notNull(),
    certificates: jsonb('certificates').notNull().default([]),
  },
  (table) => [index('fabric_family_supplier_idx').on(table.supplierId)],
);

/** One colour of a collection: what a dealer picks (`fabric_uuid`). */
export const fabric = pgTable(
  'fabric',
  {
    id: serial('id').primaryKey(),
    fabricUuid: text('fabric_uuid').notNull().unique(),
    articleNumber: text('article_number').notNull().unique(),
    familyId: integer('family_id')
      .notNull()
      .references(() => fabricFamily.id, { onDelete: 'cascade' }),
    colorNumber: text('color_number').notNull(),
    /** The colour's name in every language. */
    color: jsonb('color_texts').$type<LocalizedText>().notNull().default({}),
    colorGroup: text('color_group', { enum: COLOR_GROUPS }).notNull(),
    colorHex: text('color_hex').notNull(),
    imageId: text('image_id').references(() => storedFile.id),
    renderedImageId: text('rendered_image_id').references(() => storedFile.id),
    renderedDetailsImageId: text('rendered_details_image_id').references(() => storedFile.id),
    isActive: boolean('is_active').notNull().default(true),
    /** Samples of this colour can be cut now (the samples desk names those that cannot: 086). */
    samplesInStock: boolean('samples_in_stock').notNull().default(true),
  },
  (table) => [
    index('fabric_family_idx').on(table.familyId),
    index('fabric_color_group_idx').on(table.colorGroup),
  ],
);

/** A fabric's price per metre in one currency, in cents (wholesale, and the list's sales price). */
export const fabricPrice = pgTable(
  'fabric_price',
  {
    fabricId: integer('fabric_id')
      .notNull()
      .references(() => fabric.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    wholesaleCents: integer('wholesale_cents').notNull(),
    salesCents: integer('sales_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fabricId, table.currency] }),
    index('fabric_price_currency_idx').on(table.currency, table.wholesaleCents),
  ],
);

/** Rails and rods (per metre) and loose parts (per piece). */
export const accessory = pgTable(
  'accessory',
  {
    id: serial('id').primaryKey(),
    articleNumber: text('article_number').notNull().unique(),
    /** The name in every language. */
    name: jsonb('name_texts').$type<LocalizedText>().notNull().default({}),
    /** A value of ACCESSORY_TYPES other than `accessory-parts`. */
    type: text('type').notNull(),
    variant: text('variant', { enum: ACCESSORY_VARIANTS }).notNull(),
    color: text('color', { enum: COLORS }),
    sizeMm: integer('size_mm'),
    unit: text('unit', { enum: UNIT_TYPES }).notNull(),
    isPart: boolean('is_part').notNull(),
    imageId: text('image_id').references(() => storedFile.id),
  },
  (table) => [index('accessory_type_idx').on(table.type)],
);

export const accessoryPrice = pgTable(
  'accessory_price',
  {
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessory.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    wholesaleCents: integer('wholesale_cents').notNull(),
    salesCents: integer('sales_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accessoryId, table.currency] })],
);

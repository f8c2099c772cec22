import {
  type CalculationDefaults,
  type FabricDetail,
  type FabricFamilyAnswer,
  type FabricFilters,
  type FabricListItem,
  type FabricOrdering,
  type Locale,
  localized,
  salesAmount,
} from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { fileUrl } from '../files/files.js';
import { AppError } from '../http/errors.js';
import { priceListOf } from '../price-lists/price-lists.repository.js';
import {
  type FabricFilterQuery,
  type FabricRow,
  facetCounts,
  familyNames,
  familyRows,
  findFabricWithFamily,
  findFamily,
  listFabrics,
  priceBandCounts,
  supplierNames,
} from './fabrics.repository.js';
import { loadPricingAccount, type PricingAccount, pricingDebtorId } from './pricing-account.js';

/**
 * Edges of the price-band filter per currency, in cents of wholesale per metre: the bands a
 * dealer thinks in (budget, mid, premium …), not derived from the current collection.
 */
export const PRICE_BAND_EDGES = {
  eur: [0, 1500, 2500, 4000, 6000],
  aud: [0, 2500, 4000, 6500, 10_000],
  cad: [0, 2000, 3500, 6000, 9000],
  pln: [0, 6500, 11_000, 17_000, 26_000],
} as const;

const mmToCm = (mm: number) => mm / 10;

/** The account's pricing with the defaults (automatic margin) of its debtor's price list. */
export interface Pricing {
  account: PricingAccount;
  defaults: CalculationDefaults;
}

export function priceFor(
  { account, defaults }: Pricing,
  wholesale: number | null,
  listSales: number | null,
) {
  if (wholesale === null || listSales === null) return null;
  return {
    currency: account.currency,
    wholesale_price: wholesale,
    price: salesAmount(wholesale, listSales, account, defaults),
  };
}

function toListItem(row: FabricRow, pricing: Pricing, locale: Locale): FabricListItem {
  return {
    fabric_uuid: row.fabricUuid,
    name: `${row.collection} ${row.colorNumber}`,
    color: localized(row.color, locale),
    color_group: row.colorGroup,
    color_hex: row.colorHex,
    article_number: row.articleNumber,
    family_id: row.familyId,
    collection: row.collection,
    supplier_id: row.supplierId,
    kind: row.kind,
    fabric_type: row.fabricType,
    light_level: row.lightLevel,
    quality: row.quality,
    pattern_type: row.patternType,
    width: mmToCm(row.widthMm),
    width_type: row.widthType,
    price_per_metre: priceFor(pricing, row.wholesaleCents, row.salesCents),
    image: fileUrl(row.imageId),
    rendered_image: fileUrl(row.renderedImageId),
    rendered_image_details: fileUrl(row.renderedDetailsImageId),
  };
}

export class FabricsService {
  constructor(private readonly db: Db) {}

  private async pricing(debtorId: number | null): Promise<Pricing> {
    const account = await loadPricingAccount(this.db, debtorId);
    const { defaults } = await priceListOf(this.db, account.priceList);
    return { account, defaults };
  }

  /** Priced for the debtor named (one of the caller's, else 404) or the one acted for. */
  async list(
    ctx: RequestContext,
    debtorId: number | undefined,
    query: FabricFilterQuery & { ordering: FabricOrdering; limit: number; offset: number },
  ) {
    const { locale } = ctx;
    const pricing = await this.pricing(pricingDebtorId(ctx.scope, debtorId));
    const { count, rows } = await listFabrics(this.db, pricing.account.currency, query);
    return { count, results: rows.map((row) => toListItem(row, pricing, locale)) };
  }

  async detail(
    ctx: RequestContext,
    debtorId: number | undefined,
    uuid: string,
  ): Promise<FabricDetail> {
    const pricing = await this.pricing(pricingDebtorId(ctx.scope, debtorId));
    return this.detailPriced({ pricing, locale: ctx.locale }, uuid);
  }

  /**
   * The detail with pricing the caller has already loaded (an article's context loads it once for
   * its fabrics); `relatedColors: false` leaves out the sibling colours, which pricing never needs.
   */
  async detailPriced(
    { pricing, locale }: { pricing: Pricing; locale: Locale },
    uuid: string,
    { relatedColors = true }: { relatedColors?: boolean } = {},
  ): Promise<FabricDetail> {
    const { account } = pricing;
    const found = await findFabricWithFamily(this.db, account.currency, uuid);
    if (!found) throw new AppError('not_found');
    const { row, family } = found;
    const siblings = relatedColors ? await familyRows(this.db, account.currency, row.familyId) : [];
    return {
      ...toListItem(row, pricing, locale),
      supplier: { id: family.supplier.id, name: localized(family.supplier.name, locale) },
      description: localized(family.description, locale),
      pattern_repeat: mmToCm(family.patternRepeatMm),
      pattern_width: mmToCm(family.patternWidthMm),
      composition: family.composition,
      care_symbols: family.careSymbols,
      certificates: family.certificates,
      ironing_points: family.ironingPoints,
      has_nap: family.hasNap,
      is_turnable: family.isTurnable,
      roll_length: mmToCm(family.rollLengthMm),
      weight: family.weightGsm,
      related_colors: siblings
        .filter((sibling) => sibling.id !== row.id)
        .map((sibling) => ({
          fabric_uuid: sibling.fabricUuid,
          color: localized(sibling.color, locale),
          color_hex: sibling.colorHex,
          image: fileUrl(sibling.imageId),
        })),
    };
  }

  async family(
    ctx: RequestContext,
    debtorId: number | undefined,
    familyId: number,
  ): Promise<FabricFamilyAnswer> {
    const { locale } = ctx;
    const pricingDebtor = pricingDebtorId(ctx.scope, debtorId);
    const family = await findFamily(this.db, familyId);
    if (!family) throw new AppError('not_found');
    const pricing = await this.pricing(pricingDebtor);
    const colours = (await familyRows(this.db, pricing.account.currency, familyId)).map((row) =>
      toListItem(row, pricing, locale),
    );
    return {
      family: {
        id: family.id,
        name: family.name,
        description: localized(family.description, locale),
        supplier: { id: family.supplier.id, name: localized(family.supplier.name, locale) },
        kind: family.kind,
        fabric_type: family.fabricType,
        light_level: family.lightLevel,
        quality: family.quality,
        pattern_type: family.patternType,
        width: mmToCm(family.widthMm),
        width_type: family.widthType,
        image: colours[0]?.image ?? null,
      },
      colors: colours,
    };
  }

  async filters(
    ctx: RequestContext,
    debtorId: number | undefined,
    query: FabricFilterQuery,
  ): Promise<FabricFilters> {
    const { locale } = ctx;
    const { currency } = await loadPricingAccount(this.db, pricingDebtorId(ctx.scope, debtorId));
    const facet = async <K extends Parameters<typeof facetCounts>[3]>(key: K) =>
      facetCounts(this.db, currency, query, key);
    // One query at a time: PGlite has a single connection, and the pool gains little here.
    const kind = await facet('kind');
    const fabricType = await facet('fabric_type');
    const lightLevel = await facet('light_level');
    const quality = await facet('quality');
    const color = await facet('color');
    const patternType = await facet('pattern_type');
    const widthType = await facet('width_type');
    const collection = await facet('collection');
    const supplier = await facet('supplier');
    const edges = PRICE_BAND_EDGES[currency];
    const bandCounts = await priceBandCounts(this.db, currency, query, edges);
    const families = await familyNames(this.db);
    // Suppliers by their name in the caller's language, in that language's alphabetical order.
    const suppliers = (await supplierNames(this.db))
      .map((one) => ({ id: one.id, name: localized(one.name, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    const named = (
      entities: { id: number; name: string }[],
      counts: { value: string | number; count: number }[],
    ) =>
      entities.flatMap((entity) => {
        const found = counts.find((entry) => entry.value === entity.id);
        return found ? [{ id: entity.id, name: entity.name, count: found.count }] : [];
      });
    const options = <T extends string>(counts: { value: string | number; count: number }[]) =>
      counts
        .map((entry) => ({ value: entry.value as T, count: entry.count }))
        .sort((a, b) => a.value.localeCompare(b.value));
    return {
      kind: options(kind),
      fabric_type: options(fabricType),
      light_level: options(lightLevel),
      quality: options(quality),
      color: options(color),
      pattern_type: options(patternType),
      width_type: options(widthType),
      collection: named(families, collection),
      supplier: named(suppliers, supplier),
      price_band: edges.map((min, index) => ({
        min,
        max: index + 1 < edges.length ? edges[index + 1]! - 1 : null,
        count: bandCounts[index] ?? 0,
      })),
      currency,
    };
  }
}

import {
  type ACCESSORY_ORDERINGS,
  ACCESSORY_PART_TYPES,
  type AccessoryFilters,
  type AccessoryItem,
  type AccessoryType,
  accessoryUnitPrice,
  localized,
  salesAmount,
} from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { loadPricingAccount, pricingDebtorId } from '../fabrics/pricing-account.js';
import { fileUrl } from '../files/files.js';
import { priceListOf } from '../price-lists/price-lists.repository.js';
import { accessoryFacet, listAccessories } from './accessories.repository.js';

export interface AccessoryQuery {
  color?: readonly string[] | undefined;
  variant?: readonly string[] | undefined;
  type?: readonly string[] | undefined;
  q?: string | undefined;
}

/** `accessory-parts` means every loose part, narrowed by `type` when given. */
function typesOf(path: AccessoryType, narrowed: readonly string[] | undefined): string[] {
  if (path !== 'accessory-parts') return [path];
  return narrowed?.length ? [...narrowed] : [...ACCESSORY_PART_TYPES];
}

export class AccessoriesService {
  constructor(private readonly db: Db) {}

  /** Priced for the debtor named (one of the caller's, else 404) or the one acted for. */
  async list(
    ctx: RequestContext,
    debtorId: number | undefined,
    path: AccessoryType,
    query: AccessoryQuery & {
      ordering: (typeof ACCESSORY_ORDERINGS)[number];
      limit: number;
      offset: number;
    },
  ) {
    const { locale } = ctx;
    const account = await loadPricingAccount(this.db, pricingDebtorId(ctx.scope, debtorId));
    const { defaults, prices } = await priceListOf(this.db, account.priceList);
    const table = prices[account.currency];
    const { count, rows } = await listAccessories(this.db, account.currency, locale, {
      ...query,
      types: typesOf(path, query.type),
    });
    const results = rows.map((row): AccessoryItem => {
      // The price list's price where it knows the part, so a loose part costs what it costs
      // inside the rail configurator.
      const unit = accessoryUnitPrice(row, table);
      return {
        id: row.id,
        article_number: row.articleNumber,
        name: localized(row.name, locale),
        type: row.type as AccessoryItem['type'],
        variant: row.variant,
        color: row.color,
        size_mm: row.sizeMm,
        unit: row.unit,
        price: unit
          ? {
              currency: account.currency,
              wholesale_price: unit.wholesale,
              price: salesAmount(unit.wholesale, unit.sales, account, defaults),
            }
          : null,
        image: fileUrl(row.imageId),
      };
    });
    return { count, results };
  }

  async partFilters(
    ctx: RequestContext,
    debtorId: number | undefined,
    query: AccessoryQuery,
  ): Promise<AccessoryFilters> {
    const { currency } = await loadPricingAccount(this.db, pricingDebtorId(ctx.scope, debtorId));
    const filter = { ...query, types: typesOf('accessory-parts', query.type) };
    // The type facet counts every part type, whatever `type` narrows the others to.
    const type = await accessoryFacet(
      this.db,
      { ...filter, types: [...ACCESSORY_PART_TYPES] },
      'type',
    );
    const color = await accessoryFacet(this.db, filter, 'color');
    const variant = await accessoryFacet(this.db, filter, 'variant');
    const sorted = <T>(entries: { value: T | null; count: number }[]) =>
      entries
        .filter((entry): entry is { value: T; count: number } => entry.value !== null)
        .sort((a, b) => String(a.value).localeCompare(String(b.value)));
    return {
      type: sorted(type) as AccessoryFilters['type'],
      color: sorted(color) as AccessoryFilters['color'],
      variant: sorted(variant) as AccessoryFilters['variant'],
      currency,
    };
  }
}

// Whose prices a catalogue answer shows: the debtor's currency and margin. Catalogue routes call
// `pricingDebtorId` with the tenancy scope, so a service account sees the prices of the debtor it
// acts for, or of one it names that is in its scope.
import type { Currency, CustomerGroupName, MarginType, SupplierListGroup } from '@atelier/domain';
import type { Db } from '../db/client.js';
import { STANDARD_PRICE_LIST_ID } from '../db/schema/index.js';
import { type PriceListRef, pricingDay } from '../price-lists/price-lists.repository.js';
import { type DebtorScope, requireInScope } from '../tenancy/scope.js';
import { findPricingDebtor } from './pricing-account.repository.js';

export interface PricingAccount {
  debtorId: number | null;
  currency: Currency;
  marginType: MarginType;
  /** Percent for margin type `debtor`. */
  debtorFactorPercent: number;
  supplierGroups: SupplierListGroup[];
  /** The debtor's price list and its stored version, read with the account (one statement). */
  priceList: PriceListRef;
}

/** Debtor factor of margin type `debtor` when the debtor's entitlements name none. */
export const DEFAULT_DEBTOR_FACTOR_PERCENT = 185;

/** A caller with no debtor at all (a service account without debtors) sees euro list prices. */
const NO_DEBTOR: PricingAccount = {
  debtorId: null,
  currency: 'eur',
  marginType: 'pricelist',
  debtorFactorPercent: DEFAULT_DEBTOR_FACTOR_PERCENT,
  supplierGroups: ['default'],
  priceList: { id: STANDARD_PRICE_LIST_ID, version: null },
};

const GROUP_LISTS: Record<CustomerGroupName, SupplierListGroup> = {
  Default: 'default',
  Australian: 'australia',
  Polish: 'polish',
  'OBI Polska': 'polish',
  Anwis: 'polish',
};

/**
 * The debtor whose prices apply: the one asked for (404 unless the caller may act for it), else
 * the one the caller acts for now, else a service account's first debtor.
 */
export function pricingDebtorId(scope: DebtorScope, asked?: number): number | null {
  if (asked !== undefined) {
    requireInScope(scope, asked);
    return asked;
  }
  return scope.current ?? scope.debtorIds[0] ?? null;
}

/** The debtor's pricing account, with the price list in force on `day` (today when absent). */
export async function loadPricingAccount(
  db: Db,
  debtorId: number | null,
  day: string = pricingDay(),
): Promise<PricingAccount> {
  if (debtorId === null) return { ...NO_DEBTOR, priceList: { ...NO_DEBTOR.priceList, day } };
  const row = await findPricingDebtor(db, debtorId, day);
  if (!row) return { ...NO_DEBTOR, priceList: { ...NO_DEBTOR.priceList, day } };
  const factor = (row.entitlements as { debtor_factor_percent?: unknown }).debtor_factor_percent;
  const group = GROUP_LISTS[row.group];
  return {
    debtorId,
    currency: row.currency,
    marginType: row.marginType,
    debtorFactorPercent: typeof factor === 'number' ? factor : DEFAULT_DEBTOR_FACTOR_PERCENT,
    supplierGroups: group === 'default' ? ['default'] : ['default', group],
    priceList: { id: row.priceListId, version: row.priceListVersion, day },
  };
}

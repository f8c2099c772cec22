// Price lines, totals, sales by margin type and what the account is shown (calculation.md §4).
import type { Currency, MarginType, PriceType } from '../enums.js';
import { applyPercent, lineAmount } from './money.js';
import type { CalculationDefaults, LineUnit, PriceLineCode, UnitPrice } from './price-list.js';

export interface PriceLine {
  code: PriceLineCode;
  /** In the line's unit: metres and m² with up to three decimals, pieces whole. */
  quantity: number;
  unit: LineUnit;
  /** Wholesale unit price in cents. */
  unitPrice: number;
  /** Wholesale amount in cents: `round_half_up(quantity × unitPrice)`. */
  amount: number;
  /** The price list's own sales (retail) unit price and amount, in cents. */
  salesUnitPrice: number;
  salesAmount: number;
}

export interface PriceShown {
  wholesale: boolean;
  sales: boolean;
}

export interface ArticlePrice {
  currency: Currency;
  lines: PriceLine[];
  /** Σ line amounts, in cents. */
  wholesale: number;
  /** Retail by the account's margin type, in cents. */
  sales: number;
  shown: PriceShown;
}

/** Collects the lines of one article; quantities in thousandths of their unit per piece. */
export class LineBuilder {
  readonly lines: PriceLine[] = [];
  constructor(private readonly articleQuantity: number) {}

  /** Adds a line unless its quantity is zero; every line is multiplied by the article quantity. */
  add(code: PriceLineCode, quantityMilli: number, unit: LineUnit, price: UnitPrice): void {
    if (quantityMilli <= 0) return;
    const totalMilli = quantityMilli * this.articleQuantity;
    this.lines.push({
      code,
      quantity: totalMilli / 1000,
      unit,
      unitPrice: price.wholesale,
      amount: lineAmount(totalMilli, price.wholesale),
      salesUnitPrice: price.sales,
      salesAmount: lineAmount(totalMilli, price.sales),
    });
  }

  metres(code: PriceLineCode, chargedMm: number, price: UnitPrice): void {
    this.add(code, chargedMm, 'metre', price);
  }

  pieces(code: PriceLineCode, count: number, price: UnitPrice): void {
    this.add(code, count * 1000, 'piece', price);
  }
}

export interface MarginFacts {
  marginType: MarginType;
  /** Percent, for margin type `debtor` (185 = × 1.85). */
  debtorFactorPercent: number;
}

/**
 * The sales (retail) amount of a wholesale amount by the account's margin type (calculation.md
 * §4). `listSales` is what the price list itself gives as sales price (margin type `pricelist`).
 * Used for one unit (a metre, a part) as for an article's total.
 */
export function salesAmount(
  wholesale: number,
  listSales: number,
  account: MarginFacts,
  defaults: Pick<CalculationDefaults, 'automaticMarginPercent'>,
): number {
  switch (account.marginType) {
    case 'pricelist':
      return listSales;
    case 'debtor':
      return applyPercent(wholesale, Math.max(0, account.debtorFactorPercent));
    case 'automatic':
      return applyPercent(wholesale, defaults.automaticMarginPercent);
    default:
      return wholesale;
  }
}

/** Sales of an article, computed from the unrounded-per-line sums, never re-rounded. */
export function salesTotal(
  lines: readonly PriceLine[],
  wholesale: number,
  account: MarginFacts,
  defaults: Pick<CalculationDefaults, 'automaticMarginPercent'>,
): number {
  const listSales = lines.reduce((sum, line) => sum + line.salesAmount, 0);
  return salesAmount(wholesale, listSales, account, defaults);
}

/** Which totals the account sees: both, no prices, sales only or purchase (wholesale) only. */
export function pricesShown(priceType: PriceType): PriceShown {
  switch (priceType) {
    case 'both':
      return { wholesale: true, sales: true };
    case 'price':
      return { wholesale: false, sales: true };
    case 'wholesale_price':
      return { wholesale: true, sales: false };
    default:
      return { wholesale: false, sales: false };
  }
}

export function totalPrice(
  currency: Currency,
  lines: PriceLine[],
  account: MarginFacts & { priceType: PriceType },
  defaults: Pick<CalculationDefaults, 'automaticMarginPercent'>,
): ArticlePrice {
  const wholesale = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    currency,
    lines,
    wholesale,
    sales: salesTotal(lines, wholesale, account, defaults),
    shown: pricesShown(account.priceType),
  };
}

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
  /**
   * Sales (retail) unit price by the account's margin type and its amount
   * `round_half_up(quantity × salesUnitPrice)`, in cents (calculation.md §4).
   */
  salesUnitPrice: number;
  salesAmount: number;
  /** The catalogue accessory a loose-part line is for, so the line can be named by its part. */
  item?: string;
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
  /** Σ line sales amounts (each by the account's margin type), in cents. */
  sales: number;
  shown: PriceShown;
}

/** How an account turns a wholesale unit price into its sales unit price. */
export interface LineMargin {
  account: MarginFacts;
  defaults: Pick<CalculationDefaults, 'automaticMarginPercent'>;
}

/** The price list's own sales column, as margin type `pricelist` takes it. */
const LIST_SALES: LineMargin = {
  account: { marginType: 'pricelist', debtorFactorPercent: 100 },
  defaults: { automaticMarginPercent: 200 },
};

/** Collects the lines of one article; quantities in thousandths of their unit per piece. */
export class LineBuilder {
  readonly lines: PriceLine[] = [];
  constructor(
    private readonly articleQuantity: number,
    private readonly margin: LineMargin = LIST_SALES,
  ) {}

  /**
   * Adds a line unless its quantity is zero; every line is multiplied by the article quantity.
   * The line's sales unit price follows the account's margin type, so the article's sales total
   * (the sum of the lines) always equals the lines shown.
   */
  add(
    code: PriceLineCode,
    quantityMilli: number,
    unit: LineUnit,
    price: UnitPrice,
    item?: string,
  ): void {
    if (quantityMilli <= 0) return;
    const totalMilli = quantityMilli * this.articleQuantity;
    const salesUnitPrice = salesAmount(
      price.wholesale,
      price.sales,
      this.margin.account,
      this.margin.defaults,
    );
    this.lines.push({
      code,
      quantity: totalMilli / 1000,
      unit,
      unitPrice: price.wholesale,
      amount: lineAmount(totalMilli, price.wholesale),
      salesUnitPrice,
      salesAmount: lineAmount(totalMilli, salesUnitPrice),
      ...(item === undefined ? {} : { item }),
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
 * The sales (retail) unit price of a wholesale unit price by the account's margin type
 * (calculation.md §4). `listSales` is what the price list itself gives as sales price (margin type
 * `pricelist`). Applying it twice gives the same answer, so a catalogue price already turned into
 * the account's sales price may pass through it again.
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

/** Sales of an article: the sum of its lines' sales amounts, never a total scaled afterwards. */
export function salesTotal(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + line.salesAmount, 0);
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
  account: { priceType: PriceType },
): ArticlePrice {
  return {
    currency,
    lines,
    wholesale: lines.reduce((sum, line) => sum + line.amount, 0),
    sales: salesTotal(lines),
    shown: pricesShown(account.priceType),
  };
}

/**
 * Which price an account sees first (portal §9: the default price type is the sales price, the
 * purchase price when `price_type_default` is `wholesaleprice`).
 */
export function firstPriceShown(priceTypeDefault: string | undefined): 'sales' | 'wholesale' {
  return priceTypeDefault === 'wholesaleprice' ? 'wholesale' : 'sales';
}

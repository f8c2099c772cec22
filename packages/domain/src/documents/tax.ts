// The sales tax a quote for a private customer adds, by the dealer's country: its name (VAT in
// Europe, GST in Australia and New Zealand, GST or HST in Canada by province), its rate, and the one
// rounding rule every document follows (the quote page, the quote PDF, the order's figures).
import { applyPercent } from '../pricing/money.js';

/** The name a tax goes by where it is charged; each language has its own word for it. */
export const TAX_NAMES = ['vat', 'gst', 'hst'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

export interface SalesTax {
  name: TaxName;
  /** Whole percent. */
  percent: number;
}

/**
 * VAT (GST in Australia and New Zealand) in whole percent by the dealer's country (ISO 3166-1
 * alpha-2), the standard rate a quote for a private customer adds. Prices elsewhere are excluding
 * tax. Canada is decided per province (`CANADIAN_HST_BY_POSTCODE`).
 */
export const VAT_PERCENT_BY_COUNTRY: Readonly<Record<string, number>> = {
  NL: 21,
  BE: 21,
  DE: 19,
  AT: 20,
  FR: 20,
  LU: 17,
  PL: 23,
  LT: 21,
  LV: 21,
  EE: 24,
  GB: 20,
  IE: 23,
  DK: 25,
  SE: 25,
  AU: 10,
  NZ: 15,
  CA: 5,
};

/** Countries whose sales tax is called GST (a goods and services tax) rather than VAT. */
const GST_COUNTRIES: ReadonlySet<string> = new Set(['AU', 'NZ', 'CA']);

/**
 * Canada's harmonised sales tax (federal GST and the provincial part as one tax) in the provinces
 * that take part, by the first letter of the postcode (which names the province): Newfoundland and
 * Labrador (A), Nova Scotia (B), Prince Edward Island (C), New Brunswick (E), Ontario (K–P).
 * Elsewhere in Canada the federal GST alone.
 */
export const CANADIAN_HST_BY_POSTCODE: Readonly<Record<string, number>> = {
  A: 15,
  B: 14,
  C: 15,
  E: 15,
  K: 13,
  L: 13,
  M: 13,
  N: 13,
  P: 13,
};

/** The sales tax a quote of a dealer in `country` (at `postalcode`) adds; null when not known. */
export function salesTaxOf(country: string, postalcode = ''): SalesTax | null {
  const code = country.trim().toUpperCase();
  const percent = VAT_PERCENT_BY_COUNTRY[code];
  if (percent === undefined) return null;
  if (code === 'CA') {
    const hst = CANADIAN_HST_BY_POSTCODE[postalcode.trim().slice(0, 1).toUpperCase()];
    if (hst !== undefined) return { name: 'hst', percent: hst };
  }
  return { name: GST_COUNTRIES.has(code) ? 'gst' : 'vat', percent };
}

/** The dealer's country's tax percentage; null when the country is not known (no tax line). */
export function vatPercentOf(country: string, postalcode = ''): number | null {
  return salesTaxOf(country, postalcode)?.percent ?? null;
}

/** The tax on one line shown with its price including tax: rounded half up, per line. */
export const lineTax = (cents: number, tax: SalesTax | null): number =>
  tax === null ? 0 : applyPercent(cents, tax.percent);

/** A price with its tax added, for one line of a quote (`lineTax`). */
export const withTax = (cents: number, tax: SalesTax | null): number => cents + lineTax(cents, tax);

export interface TaxedLine {
  net: number;
  tax: number;
  gross: number;
}

export interface QuoteTotals {
  /** Σ sales, excluding tax, in cents. */
  net: number;
  /** The tax's name and rate; null when the dealer's country is not known (no tax line). */
  tax: SalesTax | null;
  vatPercent: number | null;
  /** Σ of the lines' tax. */
  vat: number;
  /** net + vat, which is Σ of the lines' prices including tax. */
  gross: number;
  /** Each line (in the order given) with its tax and its price including tax. */
  lines: TaxedLine[];
}

/**
 * A quote's totals under the one tax rule: the tax is worked out per line shown (each line's sales
 * amount × rate, rounded half up to the cent) and the totals are the sums of the lines. So the
 * lines' prices including tax always add up to the total including tax, to the cent; a tax worked
 * out once on the total could differ from that sum by a cent per two lines.
 */
export function quoteTotals(lineSales: readonly number[], tax: SalesTax | null): QuoteTotals {
  const lines = lineSales.map((net) => {
    const lineTaxCents = lineTax(net, tax);
    return { net, tax: lineTaxCents, gross: net + lineTaxCents };
  });
  const sum = (key: keyof TaxedLine) => lines.reduce((total, line) => total + line[key], 0);
  return {
    net: sum('net'),
    tax,
    vatPercent: tax?.percent ?? null,
    vat: sum('tax'),
    gross: sum('gross'),
    lines,
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteTotals, salesTaxOf, vatPercentOf, withTax } from './tax.js';

describe('salesTaxOf', () => {
  it('names each country’s own tax: VAT in Europe, GST in Australia and New Zealand', () => {
    expect(salesTaxOf('nl')).toEqual({ name: 'vat', percent: 21 });
    expect(salesTaxOf('PL')).toEqual({ name: 'vat', percent: 23 });
    expect(salesTaxOf('AU', '2021')).toEqual({ name: 'gst', percent: 10 });
    expect(salesTaxOf('NZ')).toEqual({ name: 'gst', percent: 15 });
    expect(salesTaxOf('XX')).toBeNull();
    expect(vatPercentOf('XX')).toBeNull();
  });

  it('takes Canada’s HST in a harmonised province (by the postcode’s letter), else the GST', () => {
    expect(salesTaxOf('CA', 'M6K 1L7')).toEqual({ name: 'hst', percent: 13 }); // Toronto, Ontario
    expect(salesTaxOf('CA', 'b3h 1a1')).toEqual({ name: 'hst', percent: 14 }); // Halifax, Nova Scotia
    expect(salesTaxOf('CA', 'V6B 1A1')).toEqual({ name: 'gst', percent: 5 }); // Vancouver
    expect(salesTaxOf('CA', '')).toEqual({ name: 'gst', percent: 5 });
  });
});

describe('quoteTotals: the tax per line, the totals the sums of the lines', () => {
  it('adds up the lines’ prices including tax exactly to the total (the worked example)', () => {
    // Two lines of € 10.50 at 21 %: 2.205 → 2.21 tax each, 12.71 each; the total is 25.42, not
    // 21.00 + round(4.41) = 25.41 as a tax worked out once on the total would give.
    const totals = quoteTotals([1050, 1050], salesTaxOf('NL'));
    expect(totals.lines).toEqual([
      { net: 1050, tax: 221, gross: 1271 },
      { net: 1050, tax: 221, gross: 1271 },
    ]);
    expect(totals).toMatchObject({ net: 2100, vatPercent: 21, vat: 442, gross: 2542 });
  });

  it('adds no tax where the country is not known', () => {
    expect(quoteTotals([1050], null)).toMatchObject({
      net: 1050,
      vatPercent: null,
      vat: 0,
      gross: 1050,
    });
    expect(withTax(1000, null)).toBe(1000);
    expect(withTax(1000, { name: 'vat', percent: 23 })).toBe(1230);
  });

  it('for any lines and any rate, Σ lines incl. tax = total incl. tax = net + tax', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 40 }),
        fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
        (lines, percent) => {
          const tax = percent === null ? null : ({ name: 'vat', percent } as const);
          const totals = quoteTotals(lines, tax);
          const shown = totals.lines.map((line) => withTax(line.net, tax));
          expect(shown).toEqual(totals.lines.map((line) => line.gross));
          expect(shown.reduce((sum, cents) => sum + cents, 0)).toBe(totals.gross);
          expect(totals.net + totals.vat).toBe(totals.gross);
          expect(totals.net).toBe(lines.reduce((sum, cents) => sum + cents, 0));
        },
      ),
    );
  });
});

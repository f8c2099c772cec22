import { describe, expect, it } from 'vitest';
import { CURRENCIES, MARGIN_TYPES, type MarginType, PRICE_TYPES } from '../enums.js';
import { DEMO_PRICE_LIST } from './demo-price-list.js';
import { LineBuilder, type PriceLine, pricesShown, salesTotal, totalPrice } from './lines.js';
import { divRoundHalfUp, lineAmount } from './money.js';
import { priceListSchema } from './price-list-schema.js';

describe('line amounts (§0 rounding, §4)', () => {
  it('is round_half_up(quantity × unit price) in cents', () => {
    expect(lineAmount(16_800, 2450)).toBe(41_160);
    expect(lineAmount(1234, 1999)).toBe(2467); // 2466.766
    expect(lineAmount(500, 1)).toBe(1); // exactly half a cent rounds up
    expect(lineAmount(499, 1)).toBe(0);
    expect(divRoundHalfUp(5, 2)).toBe(3);
  });
  it('the article quantity multiplies every line before rounding', () => {
    const lines = new LineBuilder(3);
    lines.metres('fabric', 1234, { wholesale: 1999, sales: 3998 });
    lines.pieces('makeup', 2, { wholesale: 1250, sales: 2500 });
    expect(lines.lines.map((l) => [l.code, l.quantity, l.unit, l.amount])).toEqual([
      ['fabric', 3.702, 'metre', 7400], // 3.702 × 19.99 = 74.00298
      ['makeup', 6, 'piece', 7500],
    ]);
  });
  it('leaves out a line whose quantity is zero', () => {
    const lines = new LineBuilder(1);
    lines.pieces('connector', 0, { wholesale: 320, sales: 640 });
    expect(lines.lines).toEqual([]);
  });
});

describe('wholesale and sales (§4): sales decided per line by the margin type', () => {
  const build = (marginType: MarginType, automaticMarginPercent = 200) => {
    const lines = new LineBuilder(1, {
      account: { marginType, debtorFactorPercent: 185 },
      defaults: { automaticMarginPercent },
    });
    lines.metres('fabric', 16_800, { wholesale: 2450, sales: 4600 });
    lines.pieces('makeup', 6, { wholesale: 1250, sales: 2300 });
    return lines.lines;
  };
  const sales = (lines: PriceLine[]) => lines.map((l) => [l.salesUnitPrice, l.salesAmount]);

  it('wholesale is the sum of the lines', () => {
    expect(totalPrice('eur', build('pricelist'), { priceType: 'both' }).wholesale).toBe(
      41_160 + 7500,
    );
  });
  it("pricelist margin takes the price list's own sales prices per line", () => {
    expect(sales(build('pricelist'))).toEqual([
      [4600, 77_280],
      [2300, 13_800],
    ]);
  });
  it('debtor margin is each wholesale unit price × the debtor factor', () => {
    // 24.50 × 1.85 = 45.325 → 45.33; 12.50 × 1.85 = 23.125 → 23.13
    expect(sales(build('debtor'))).toEqual([
      [4533, 76_154],
      [2313, 13_878],
    ]);
  });
  it('automatic margin is each wholesale unit price × 2.00 from the price list data', () => {
    expect(sales(build('automatic'))).toEqual([
      [4900, 82_320],
      [2500, 15_000],
    ]);
    expect(sales(build('automatic', 250))).toEqual([
      [6125, 102_900],
      [3125, 18_750],
    ]);
  });
  it('ateliernet sells at wholesale', () => {
    expect(sales(build('ateliernet'))).toEqual([
      [2450, 41_160],
      [1250, 7500],
    ]);
  });
  it('the sales total is the sum of the sales lines for every margin type', () => {
    for (const marginType of MARGIN_TYPES) {
      const lines = build(marginType);
      const price = totalPrice('eur', lines, { priceType: 'both' });
      expect(price.sales, marginType).toBe(lines.reduce((sum, l) => sum + l.salesAmount, 0));
      expect(salesTotal(lines)).toBe(price.sales);
    }
  });
});

describe('price display type (§4 shown)', () => {
  it('both, noprices, price (sales) and wholesale_price (purchase)', () => {
    expect(PRICE_TYPES.map((type) => [type, pricesShown(type)])).toEqual([
      ['both', { wholesale: true, sales: true }],
      ['noprices', { wholesale: false, sales: false }],
      ['price', { wholesale: false, sales: true }],
      ['wholesale_price', { wholesale: true, sales: false }],
    ]);
  });
});

describe('the seeded price list', () => {
  it('has prices in every currency, whole ten cents in the export lists', () => {
    for (const currency of CURRENCIES) {
      const table = DEMO_PRICE_LIST.prices[currency];
      expect(table, currency).toBeDefined();
      expect(table?.makeUpPerDrop.pleatcurtain.comfort.wholesale).toBeGreaterThan(0);
    }
    expect(DEMO_PRICE_LIST.prices.aud?.makeUpPerDrop.pleatcurtain.comfort).toEqual({
      wholesale: 2060, // 12.50 × 1.65 = 20.625 → 20.60
      sales: 4130,
    });
  });
  it('keeps the calculation defaults of calculation.md as data', () => {
    const d = DEMO_PRICE_LIST.defaults;
    expect(d.fullnessByPleat.double).toBe(235);
    expect(d.sideHemPerSideMm).toEqual({ single: 30, double: 60 });
    expect(d.rail.maxBarLengthByColourMm).toEqual({ champagne: 4000, rosecopper: 4000 });
    expect(d.automaticMarginPercent).toBe(200);
    expect(d.tiebackFabricMm).toBe(600);
    expect(d.surcharge).toEqual({ heightOverMm: 2750, cutLengthOverMm: 2800, ringSizeFromMm: 66 });
  });
});

describe('price list as stored data', () => {
  it('the seeded price list passes its schema, so the API can store and reload it', () => {
    expect(priceListSchema.parse(DEMO_PRICE_LIST)).toEqual(DEMO_PRICE_LIST);
  });
  it('refuses a float price and a missing default', () => {
    const eur = DEMO_PRICE_LIST.prices.eur;
    const floatPrice = {
      ...DEMO_PRICE_LIST,
      prices: { eur: { ...eur, motor: { wholesale: 165.5, sales: 330 } } },
    };
    expect(priceListSchema.safeParse(floatPrice).success).toBe(false);
    const { automaticMarginPercent: _, ...defaults } = DEMO_PRICE_LIST.defaults;
    expect(priceListSchema.safeParse({ ...DEMO_PRICE_LIST, defaults }).success).toBe(false);
  });
  it('reads a list stored with one price for "the remote" as that price for both remotes', () => {
    const eur = DEMO_PRICE_LIST.prices.eur!;
    const stored = {
      ...DEMO_PRICE_LIST,
      prices: { eur: { ...eur, remote: { wholesale: 2800, sales: 5600 } } },
    };
    expect(priceListSchema.parse(stored).prices.eur?.remote).toEqual({
      single: { wholesale: 2800, sales: 5600 },
      universal: { wholesale: 2800, sales: 5600 },
    });
  });
});

// Properties the calculation keeps for every input, checked with fast-check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToRepeat } from '../calc/rounding.js';
import { calculateSewnCurtain, type SewnCurtainInput } from '../calc/sewn.js';
import { ARTICLE_TYPES, CURRENCIES, MARGIN_TYPES, SPLIT_TYPES } from '../enums.js';
import { DEMO_DEFAULTS, DEMO_PRICE_LIST } from '../pricing/demo-price-list.js';
import { evaluateArticle } from './index.js';
import { ACCOUNT, CONTEXT, LINING_FABRIC, PLAIN_FABRIC, WORKED_EXAMPLE } from './test-fixtures.js';

const fabric = fc.record({
  widthMm: fc.integer({ min: 400, max: 3200 }),
  widthType: fc.constantFrom('strokes' as const, 'widewidth' as const),
  patternRepeatMm: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 900 })),
  rollLengthMm: fc.constant(100_000),
});

const curtain = fc.record({
  curtainType: fc.constantFrom('pleatcurtain' as const, 'wavecurtain' as const),
  widthMm: fc.integer({ min: 200, max: 12_000 }),
  heightMm: fc.integer({ min: 200, max: 6000 }),
  returnLeftMm: fc.integer({ min: 0, max: 300 }),
  returnRightMm: fc.integer({ min: 0, max: 300 }),
  overlapLeftMm: fc.integer({ min: 0, max: 300 }),
  overlapRightMm: fc.integer({ min: 0, max: 300 }),
  splitType: fc.constantFrom(...SPLIT_TYPES),
  leftPercentage: fc.integer({ min: 1, max: 99 }),
  pleatType: fc.constantFrom('single' as const, 'double' as const, 'triple' as const),
  pleatPercentage: fc.integer({ min: 100, max: 350 }),
  luxury: fc.constantFrom('basic' as const, 'comfort' as const, 'hautecouture' as const),
  tierSizeMm: fc.constantFrom(null, 80, 100, 120, 150),
  hemType: fc.constantFrom('double' as const, 'single' as const, 'nohem' as const),
  hemSizeMm: fc.constant(null),
  sideHemType: fc.constantFrom('single' as const, 'double' as const),
  roundToPattern: fc.boolean(),
  leftStrokes: fc.constant(null),
  rightStrokes: fc.constant(null),
  main: fabric,
  lining: fc.constant(null),
}) satisfies fc.Arbitrary<SewnCurtainInput>;

const sewn = (input: SewnCurtainInput) => calculateSewnCurtain(input, DEMO_DEFAULTS).cutList;

describe('calculation properties', () => {
  it('more fullness never gives less fabric', () => {
    fc.assert(
      fc.property(curtain, fc.integer({ min: 0, max: 200 }), (input, more) => {
        const less = sewn(input).main?.lengthMm ?? 0;
        const fuller = sewn({ ...input, pleatPercentage: input.pleatPercentage + more });
        expect(fuller.main?.lengthMm).toBeGreaterThanOrEqual(less);
      }),
    );
  });

  it('pattern rounding never shortens a cut', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 2000 }),
        (cut, repeat) => {
          const rounded = roundToRepeat(cut, repeat);
          expect(rounded).toBeGreaterThanOrEqual(cut);
          expect(rounded - cut).toBeLessThan(Math.max(repeat, 1));
        },
      ),
    );
    fc.assert(
      fc.property(curtain, (input) => {
        const withPattern = sewn({ ...input, roundToPattern: true });
        const without = sewn({ ...input, main: { ...input.main, patternRepeatMm: 0 } });
        expect(withPattern.cutLengthMm ?? 0).toBeGreaterThanOrEqual(without.cutLengthMm ?? 0);
      }),
    );
  });

  it('a wider curtain never needs fewer widths', () => {
    fc.assert(
      fc.property(curtain, fc.integer({ min: 0, max: 3000 }), (input, wider) => {
        const narrow = sewn(input);
        const wide = sewn({ ...input, widthMm: input.widthMm + wider });
        expect(wide.drops).toBeGreaterThanOrEqual(narrow.drops);
      }),
    );
  });
});

const dealerCurtain = fc.record({
  width: fc.integer({ min: 200, max: 12_000 }).map((tenths) => tenths / 10),
  height: fc.integer({ min: 200, max: 6000 }).map((tenths) => tenths / 10),
  pleat_type: fc.constantFrom('single', 'double', 'triple', 'studio'),
  luxury: fc.constantFrom('basic', 'comfort', 'hautecouture'),
  split_type: fc.constantFrom('equal', 'left', 'right'),
  ironing: fc.boolean(),
  with_pre_washing: fc.boolean(),
  tier_size: fc.constantFrom(8, 10, 12),
  quantity: fc.integer({ min: 1, max: 20 }),
  lining_fabric: fc.constantFrom(undefined, LINING_FABRIC.uuid),
});

describe('price properties', () => {
  it('wholesale equals the sum of its lines', () => {
    fc.assert(
      fc.property(dealerCurtain, (params) => {
        const result = evaluateArticle(
          { articleType: 'pleatcurtain', parameters: { ...WORKED_EXAMPLE, ...params } },
          { ...CONTEXT, liningFabric: LINING_FABRIC },
        );
        const price = result.price;
        expect(price).not.toBeNull();
        expect(price?.wholesale).toBe(price?.lines.reduce((sum, l) => sum + l.amount, 0));
        for (const l of price?.lines ?? []) expect(Number.isInteger(l.amount)).toBe(true);
      }),
    );
  });

  it('sales are at least wholesale when margins are not negative', () => {
    fc.assert(
      fc.property(
        dealerCurtain,
        fc.constantFrom(...MARGIN_TYPES),
        fc.integer({ min: 100, max: 500 }),
        (params, marginType, debtorFactorPercent) => {
          const result = evaluateArticle(
            { articleType: 'pleatcurtain', parameters: { ...WORKED_EXAMPLE, ...params } },
            {
              ...CONTEXT,
              liningFabric: LINING_FABRIC,
              account: { ...ACCOUNT, marginType, debtorFactorPercent },
            },
          );
          expect(result.price?.sales).toBeGreaterThanOrEqual(result.price?.wholesale ?? 0);
        },
      ),
    );
  });
});

describe('sales add up (calculation.md §4)', () => {
  it('for random valid articles, the sales total is the sum of the sales lines', () => {
    fc.assert(
      fc.property(
        dealerCurtain,
        fc.constantFrom(...MARGIN_TYPES),
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 100, max: 500 }),
        (params, marginType, currency, debtorFactorPercent) => {
          const result = evaluateArticle(
            { articleType: 'pleatcurtain', parameters: { ...WORKED_EXAMPLE, ...params } },
            {
              ...CONTEXT,
              mainFabric: {
                ...PLAIN_FABRIC,
                pricePerMetre: { [currency]: { wholesale: 2450, sales: 4600 } },
              },
              account: { ...ACCOUNT, currency, marginType, debtorFactorPercent },
            },
          );
          const price = result.price;
          expect(price).not.toBeNull();
          expect(price?.sales).toBe(price?.lines.reduce((sum, l) => sum + l.salesAmount, 0));
        },
      ),
    );
  });
});

describe('the entry point never throws', () => {
  it('for any article and any context', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (article, context) => {
        const result = evaluateArticle(article as never, context as never);
        expect(Array.isArray(result.issues)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('for any parameters of any article type, with a real context', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ARTICLE_TYPES),
        fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())),
        (articleType, parameters) => {
          const result = evaluateArticle(
            { articleType, parameters },
            { ...CONTEXT, liningFabric: LINING_FABRIC },
          );
          // Bad parameters are issues of their own, never a calculation that fell over.
          expect(result.issues.map((i) => i.code)).not.toContain('calculation_failed');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('for valid articles with broken catalogue data', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (widthMm, pricePerMetre) => {
        const mainFabric = { ...PLAIN_FABRIC, widthMm, pricePerMetre } as never;
        const result = evaluateArticle(
          { articleType: 'pleatcurtain', parameters: WORKED_EXAMPLE },
          { mainFabric, priceList: DEMO_PRICE_LIST, account: ACCOUNT },
        );
        expect(Array.isArray(result.issues)).toBe(true);
      }),
    );
  });
});

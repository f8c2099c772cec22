// Stroke matching and curtain sets (docs/rules-calculation.md § "Stroke matching").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateSewnCurtain, type SewnCurtainInput } from '../calc/sewn.js';
import { type CutList, emptyCutList } from '../calc/types.js';
import type { FabricFacts } from '../context.js';
import { evaluateArticle } from '../evaluate/index.js';
import { CONTEXT } from '../evaluate/test-fixtures.js';
import { DEMO_DEFAULTS } from '../pricing/demo-price-list.js';
import { LineBuilder, totalPrice } from '../pricing/lines.js';
import { nextSetLabel, setLabelAt, setRefusal, setRefusalFor, undoSetRefusal } from './sets.js';
import {
  fabricLineOf,
  patternRepeatOf,
  planStrokeMatch,
  priceWithOwnLine,
  priceWithShare,
  STROKE_MATCH_REFUSALS,
  type StrokeArticle,
  type StrokeMatchRefusal,
  strokeMatchRefusal,
  strokeMatchRefusalFor,
  strokeSaving,
  undoStrokeMatchRefusal,
} from './strokes.js';

/** A patterned fabric: 140 cm in widths, a 64 cm repeat, € 64.50 a metre (sales € 129.00). */
const PATTERNED: FabricFacts = {
  ...CONTEXT.mainFabric!,
  uuid: 'florentine-rosso',
  name: 'Florentine rosso',
  patternType: 'pattern',
  patternRepeatMm: 640,
  pricePerMetre: { eur: { wholesale: 6450, sales: 12900 } },
};

/** The worked example's curtains as the dealer types them (cm): one panel each, double pleat. */
const CURTAIN_A = {
  main_fabric: PATTERNED.uuid,
  width: 120,
  height: 220,
  split_type: 'left',
  hem_type: 'double',
  luxury: 'comfort',
  pleat_type: 'double',
} as const;
const CURTAIN_B = { ...CURTAIN_A, width: 80, height: 160 } as const;

function evaluated(orderNumber: string, parameters: Record<string, unknown>, orderId = 1) {
  const evaluation = evaluateArticle(
    { articleType: 'pleatcurtain', parameters },
    { ...CONTEXT, mainFabric: PATTERNED },
  );
  expect(evaluation.issues.filter((found) => found.severity === 'error')).toEqual([]);
  const article: StrokeArticle = {
    orderNumber,
    orderId,
    articleType: 'pleatcurtain',
    mainFabric: PATTERNED.uuid,
    strokeGroup: null,
    quantity: Number(parameters.quantity ?? 1),
    cutList: evaluation.cutList,
  };
  return { article, price: evaluation.price! };
}

describe('stroke matching › worked example', () => {
  const a = evaluated('1000001', CURTAIN_A);
  const b = evaluated('1000002', CURTAIN_B);

  it('each curtain on its own: A 3 drops × 2560 + 640 = 8.4 m, B 2 drops × 1920 + 640 = 4.5 m', () => {
    expect(a.article.cutList).toMatchObject({ drops: 3, cutLengthMm: 2560 });
    expect(a.article.cutList?.panels.map((panel) => panel.widths)).toEqual([2.5]);
    expect(a.article.cutList?.main).toMatchObject({ lengthMm: 8320, chargedMm: 8400 });
    expect(b.article.cutList).toMatchObject({ drops: 2, cutLengthMm: 1920 });
    expect(b.article.cutList?.panels.map((panel) => panel.widths)).toEqual([1.5]);
    expect(b.article.cutList?.main).toMatchObject({ lengthMm: 4480, chargedMm: 4500 });
    expect(fabricLineOf(a.price)).toMatchObject({ quantity: 8.4, amount: 54_180 });
    expect(fabricLineOf(b.price)).toMatchObject({ quantity: 4.5, amount: 29_025 });
  });

  it('matched: 4 drops + one repeat = 10.24 m, charged 10.3 m; saves 2.6 m and € 167.70', () => {
    const plan = planStrokeMatch([a.article, b.article], DEMO_DEFAULTS.chargeStepMm)!;
    expect(plan.patternRepeatMm).toBe(640);
    expect(plan.drops).toEqual([
      { cutMm: 2560, orderNumbers: ['1000001'] },
      { cutMm: 2560, orderNumbers: ['1000001'] },
      { cutMm: 1920, orderNumbers: ['1000002'] },
      { cutMm: 2560, orderNumbers: ['1000001', '1000002'] },
    ]);
    expect(plan).toMatchObject({
      lengthMm: 10_240,
      chargedMm: 10_300,
      separateLengthMm: 12_800,
      separateChargedMm: 12_900,
    });
    const saving = strokeSaving(plan, { '1000001': a.price, '1000002': b.price });
    expect(saving.lines).toEqual([
      {
        orderNumber: '1000001',
        separateDrops: 3,
        separateChargedMm: 8400,
        matchedChargedMm: 6700,
        savedMm: 1700,
        separateWholesale: 54_180,
        matchedWholesale: 43_215,
        savedWholesale: 10_965,
        separateSales: 108_360,
        matchedSales: 86_430,
        savedSales: 21_930,
      },
      {
        orderNumber: '1000002',
        separateDrops: 2,
        separateChargedMm: 4500,
        matchedChargedMm: 3600,
        savedMm: 900,
        separateWholesale: 29_025,
        matchedWholesale: 23_220,
        savedWholesale: 5805,
        separateSales: 58_050,
        matchedSales: 46_440,
        savedSales: 11_610,
      },
    ]);
    expect(saving).toMatchObject({
      separateDrops: 5,
      matchedDrops: 4,
      separateChargedMm: 12_900,
      matchedChargedMm: 10_300,
      savedMm: 2600,
      savedWholesale: 16_770,
      savedSales: 33_540,
    });
  });

  it('the matched price changes the fabric line only, and undo restores the own price exactly', () => {
    const matched = priceWithShare(a.price, 6700);
    expect(fabricLineOf(matched)).toMatchObject({ quantity: 6.7, amount: 43_215 });
    expect(a.price.wholesale - matched.wholesale).toBe(10_965);
    expect(matched.lines.filter((line) => line.code !== 'fabric')).toEqual(
      a.price.lines.filter((line) => line.code !== 'fabric'),
    );
    expect(priceWithOwnLine(matched, fabricLineOf(a.price)!)).toEqual(a.price);
  });
});

describe('stroke matching › who can be matched', () => {
  const a = evaluated('1', CURTAIN_A).article;
  const b = evaluated('2', CURTAIN_B).article;

  it('needs two articles of one commission, none matched already', () => {
    expect(strokeMatchRefusal([a, b])).toBeNull();
    expect(strokeMatchRefusal([a])).toBe('too_few_articles');
    expect(strokeMatchRefusal([a, a])).toBe('too_few_articles');
    expect(strokeMatchRefusal([a, { ...b, orderId: 2 }])).toBe('different_commission');
    expect(strokeMatchRefusal([a, { ...b, strokeGroup: 'g' }])).toBe('already_matched');
  });

  it('needs curtains sewn from widths of one patterned fabric, cut to the pattern', () => {
    expect(strokeMatchRefusal([a, { ...b, articleType: 'foldcurtain' }])).toBe('not_sewn');
    const sideways = { ...b.cutList!, main: { ...b.cutList!.main!, widthType: 'widewidth' } };
    expect(strokeMatchRefusal([a, { ...b, cutList: sideways as typeof b.cutList }])).toBe(
      'not_cut_in_widths',
    );
    expect(strokeMatchRefusal([a, { ...b, mainFabric: 'other' }])).toBe('fabric_mismatch');
    const plainA = evaluated('3', { ...CURTAIN_A });
    const plain = { ...plainA.article.cutList!, main: { ...plainA.article.cutList!.main! } };
    plain.main.lengthMm -= 640;
    expect(
      strokeMatchRefusal([
        { ...a, cutList: plain },
        { ...b, cutList: plain },
      ]),
    ).toBe('not_patterned');
    const unrounded = evaluated('4', { ...CURTAIN_A, round_to_pattern: false }).article;
    expect(unrounded.cutList?.cutLengthMm).toBe(2500);
    expect(strokeMatchRefusal([unrounded, b])).toBe('not_patterned');
  });

  it('one article row: can it be matched with any other article of its order?', () => {
    const plain = { ...b, orderNumber: '5', mainFabric: 'plain' };
    expect(strokeMatchRefusalFor(a, [a, plain, b])).toBeNull();
    expect(strokeMatchRefusalFor(a, [a])).toBe('too_few_articles');
    expect(strokeMatchRefusalFor(a, [plain])).toBe('fabric_mismatch');
    expect(strokeMatchRefusalFor({ ...a, strokeGroup: 'g' }, [b])).toBe('already_matched');
    expect(strokeMatchRefusalFor({ ...a, articleType: 'trackrail' }, [b])).toBe('not_sewn');
    expect(strokeMatchRefusalFor(a, [{ ...b, orderId: 9 }])).toBe('too_few_articles');
  });

  it('one article row: the same answer as asking every other article of the order (property)', () => {
    // The rule as written first: any partner that fits, else the article's own reason, else why
    // the others do not fit.
    const everyPair = (article: StrokeArticle, others: readonly StrokeArticle[]) => {
      const candidates = others.filter((other) => other.orderNumber !== article.orderNumber);
      if (candidates.some((other) => strokeMatchRefusal([article, other]) === null)) return null;
      const own = strokeMatchRefusal([
        article,
        { ...article, orderNumber: `${article.orderNumber}:` },
      ]);
      if (own !== null) return own;
      const sameOrder = candidates.filter((other) => other.orderId === article.orderId);
      if (sameOrder.length === 0) return 'too_few_articles';
      const sameFabric = sameOrder.filter((other) => other.mainFabric === article.mainFabric);
      if (sameFabric.length === 0) return 'fabric_mismatch';
      return strokeMatchRefusal([article, sameFabric[0]!]);
    };
    const cutList = fc
      .record({
        widthType: fc.constantFrom('strokes' as const, 'strokes' as const, 'widewidth' as const),
        cutLengthMm: fc.constantFrom(1280, 1920, 1920, 2500, 0),
        drops: fc.integer({ min: 0, max: 3 }),
        repeatMm: fc.constantFrom(640, 640, 640, 500, 0),
      })
      .map(
        ({ widthType, cutLengthMm, drops, repeatMm }): CutList => ({
          ...emptyCutList(),
          cutLengthMm,
          drops,
          main: {
            widthType,
            cutLengthMm,
            cutsMm: [],
            lengthMm: drops * cutLengthMm + repeatMm,
            chargedMm: 0,
          },
        }),
      );
    const strokeArticle = fc.record({
      orderNumber: fc.constantFrom('1', '2', '3', '4'),
      orderId: fc.constantFrom(1, 1, 1, 2),
      articleType: fc.constantFrom('pleatcurtain', 'wavecurtain', 'trackrail'),
      mainFabric: fc.constantFrom('florentine', 'florentine', 'florentine', 'plain', null, ''),
      strokeGroup: fc.constantFrom(null, null, null, 'g'),
      quantity: fc.constant(1),
      cutList: fc.option(cutList, { nil: null, freq: 6 }),
    });
    const seen = new Set<StrokeMatchRefusal | null>();
    fc.assert(
      fc.property(strokeArticle, fc.array(strokeArticle, { maxLength: 8 }), (article, others) => {
        expect(strokeMatchRefusalFor(article, others)).toBe(everyPair(article, others));
        seen.add(everyPair(article, others));
      }),
      { numRuns: 2000 },
    );
    // Every answer came up, a partner that fits among them (another commission's article is no
    // partner at all: too few articles, never a different commission).
    const possible = STROKE_MATCH_REFUSALS.filter((refusal) => refusal !== 'different_commission');
    expect([...seen].sort()).toEqual([null, ...possible].sort());
  });

  it('undo needs every article to be in a group', () => {
    expect(undoStrokeMatchRefusal([{ strokeGroup: 'g' }])).toBeNull();
    expect(undoStrokeMatchRefusal([{ strokeGroup: 'g' }, { strokeGroup: null }])).toBe(
      'not_matched',
    );
    expect(undoStrokeMatchRefusal([])).toBe('too_few_articles');
  });
});

describe('curtain sets', () => {
  const curtain = (orderNumber: string, extra: object = {}) => ({
    orderNumber,
    orderId: 1,
    articleType: 'pleatcurtain',
    setLabel: null,
    ...extra,
  });

  it('groups two or more curtains of one commission not in a set yet', () => {
    expect(setRefusal([curtain('1'), curtain('2', { articleType: 'foldcurtain' })])).toBeNull();
    expect(setRefusal([curtain('1')])).toBe('too_few_articles');
    expect(setRefusal([curtain('1'), curtain('2', { orderId: 2 })])).toBe('different_commission');
    expect(setRefusal([curtain('1'), curtain('2', { setLabel: 'A' })])).toBe('already_in_set');
    expect(setRefusal([curtain('1'), curtain('2', { articleType: 'trackrail' })])).toBe(
      'not_a_curtain',
    );
    expect(undoSetRefusal([{ setLabel: 'A' }, { setLabel: null }])).toBe('not_in_set');
    expect(setRefusalFor(curtain('1'), [curtain('1'), curtain('2')])).toBeNull();
    expect(setRefusalFor(curtain('1'), [curtain('1')])).toBe('too_few_articles');
    expect(setRefusalFor(curtain('1', { setLabel: 'A' }), [curtain('2')])).toBe('already_in_set');
    expect(setRefusalFor(curtain('1'), [curtain('2', { setLabel: 'A' })])).toBe('already_in_set');
    expect(setRefusalFor(curtain('1', { articleType: 'trackrail' }), [curtain('2')])).toBe(
      'not_a_curtain',
    );
    expect(undoSetRefusal([{ setLabel: 'A' }])).toBeNull();
  });

  it('labels sets A … Z, AA, AB …, taking the first free one', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(setLabelAt)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
    expect(nextSetLabel([])).toBe('A');
    expect(nextSetLabel(['A', null, 'C'])).toBe('B');
  });
});

// ---- properties ------------------------------------------------------------------------------

const patternedCurtain = fc.record({
  widthMm: fc.integer({ min: 300, max: 8000 }),
  heightMm: fc.integer({ min: 400, max: 4000 }),
  splitType: fc.constantFrom('equal' as const, 'left' as const, 'unequal' as const),
  leftPercentage: fc.integer({ min: 10, max: 90 }),
  pleatPercentage: fc.integer({ min: 100, max: 300 }),
  quantity: fc.integer({ min: 1, max: 3 }),
});
type PatternedCurtain = typeof patternedCurtain extends fc.Arbitrary<infer T> ? T : never;

function sewn(
  fabric: { widthMm: number; patternRepeatMm: number },
  c: PatternedCurtain,
  orderNumber: string,
): StrokeArticle & { price: ReturnType<typeof totalPrice> } {
  const input: SewnCurtainInput = {
    curtainType: 'pleatcurtain',
    widthMm: c.widthMm,
    heightMm: c.heightMm,
    returnLeftMm: 0,
    returnRightMm: 0,
    overlapLeftMm: 0,
    overlapRightMm: 0,
    splitType: c.splitType,
    leftPercentage: c.leftPercentage,
    pleatType: 'double',
    pleatPercentage: c.pleatPercentage,
    luxury: 'comfort',
    tierSizeMm: null,
    hemType: 'double',
    hemSizeMm: null,
    sideHemType: 'double',
    roundToPattern: true,
    leftStrokes: null,
    rightStrokes: null,
    main: { ...fabric, widthType: 'strokes', rollLengthMm: 0 },
    lining: null,
  };
  const { cutList } = calculateSewnCurtain(input, DEMO_DEFAULTS);
  const lines = new LineBuilder(c.quantity);
  lines.metres('fabric', cutList.main!.chargedMm, { wholesale: 6450, sales: 12_900 });
  lines.pieces('makeup', cutList.drops, { wholesale: 1800, sales: 3600 });
  return {
    orderNumber,
    orderId: 7,
    articleType: 'pleatcurtain',
    mainFabric: 'f',
    strokeGroup: null,
    quantity: c.quantity,
    cutList,
    price: totalPrice('eur', lines.lines, { priceType: 'both' }),
  };
}

const group = fc
  .record({
    fabric: fc.record({
      widthMm: fc.integer({ min: 1000, max: 3200 }),
      patternRepeatMm: fc.integer({ min: 50, max: 900 }),
    }),
    curtains: fc.array(patternedCurtain, { minLength: 2, maxLength: 5 }),
  })
  .map(({ fabric, curtains }) =>
    curtains.map((curtain, index) => sewn(fabric, curtain, String(1_000_001 + index))),
  );

describe('stroke matching › properties', () => {
  it('the repeat read from a cut list is the fabric’s', () => {
    fc.assert(
      fc.property(group, (articles) => {
        const repeats = new Set(articles.map((article) => patternRepeatOf(article.cutList)));
        expect(repeats.size).toBe(1);
      }),
    );
  });

  it('a match never takes or charges more fabric than the separate cuts, per article too', () => {
    fc.assert(
      fc.property(group, (articles) => {
        expect(strokeMatchRefusal(articles)).toBeNull();
        const plan = planStrokeMatch(articles, DEMO_DEFAULTS.chargeStepMm)!;
        expect(plan.lengthMm).toBeLessThanOrEqual(plan.separateLengthMm);
        expect(plan.chargedMm).toBeLessThanOrEqual(plan.separateChargedMm);
        for (const share of plan.shares) {
          expect(share.matchedChargedMm).toBeLessThanOrEqual(share.separateChargedMm);
        }
        // The shares add up to the group's charged fabric, no more and no less.
        expect(plan.shares.reduce((sum, share) => sum + share.matchedChargedMm, 0)).toBe(
          plan.chargedMm,
        );
        // Every half width and every whole width is cut.
        const halves = plan.drops.reduce((sum, drop) => sum + drop.orderNumbers.length, 0);
        expect(plan.drops.length).toBeLessThanOrEqual(
          plan.shares.reduce((sum, share) => sum + share.separateDrops, 0),
        );
        expect(halves).toBeGreaterThanOrEqual(plan.drops.length);
      }),
    );
  });

  it('every drop of the group is a whole number of repeats (the pattern lines up)', () => {
    fc.assert(
      fc.property(group, (articles) => {
        const plan = planStrokeMatch(articles, DEMO_DEFAULTS.chargeStepMm)!;
        for (const drop of plan.drops) expect(drop.cutMm % plan.patternRepeatMm).toBe(0);
      }),
    );
  });

  it('undo equals the separate calculation of every article; the saving is the difference', () => {
    fc.assert(
      fc.property(group, (articles) => {
        const plan = planStrokeMatch(articles, DEMO_DEFAULTS.chargeStepMm)!;
        const prices = Object.fromEntries(articles.map((a) => [a.orderNumber, a.price]));
        const saving = strokeSaving(plan, prices);
        let saved = 0;
        plan.shares.forEach((share, index) => {
          const own = articles[index]!.price;
          const matched = priceWithShare(own, share.matchedChargedMm);
          expect(matched.wholesale).toBeLessThanOrEqual(own.wholesale);
          saved += own.wholesale - matched.wholesale;
          expect(priceWithOwnLine(matched, fabricLineOf(own)!)).toEqual(own);
        });
        expect(saving.savedWholesale).toBe(saved);
        expect(saving.savedMm).toBe(plan.separateChargedMm - plan.chargedMm);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '../enums.js';
import {
  ActionRefused,
  ARTICLE_ACTION_NAMES,
  type ArticleFacts,
  addDays,
  articleActions,
  isOfferExpired,
  isOfferValidityAllowed,
  ORDER_ACTION_NAMES,
  type OrderArticleFacts,
  type OrderFacts,
  orderActions,
  orderRefusals,
  refusalOf,
  refusalsOf,
  refuseFabricChange,
  refuseGrouped,
  requireAction,
  verdictIn,
} from './actions.js';

const today = '2026-03-10';
const order = (facts: Partial<OrderFacts> = {}): OrderFacts => ({
  orderType: 'draft',
  articleCount: 2,
  offerValidUntil: null,
  ...facts,
});
const curtain: ArticleFacts = {
  orderNumber: '100001',
  articleType: 'pleatcurtain',
  mainFabric: 'VELVET-01',
};
const reasons = (facts: Partial<OrderFacts>) =>
  Object.fromEntries(orderActions(order(facts), today).map((v) => [v.name, v.reason]));
const articleReasons = (facts: Partial<OrderFacts>, article: Partial<ArticleFacts> = {}) =>
  Object.fromEntries(
    articleActions(order(facts), { ...curtain, ...article }, today).map((v) => [v.name, v.reason]),
  );

describe('order actions', () => {
  it('lists every action once, in a fixed order, allowed exactly when there is no reason', () => {
    for (const orderType of ORDER_TYPES) {
      const verdicts = orderActions(order({ orderType }), today);
      expect(verdicts.map((v) => v.name)).toEqual([...ORDER_ACTION_NAMES]);
      for (const v of verdicts) expect(v.allowed).toBe(v.reason === null);
    }
  });

  it('a draft with articles may be changed, offered, confirmed and split, not renewed', () => {
    expect(reasons({})).toEqual({
      edit: null,
      delete: null,
      save_as_offer: null,
      renew_offer: 'not_offered',
      confirm: null,
      add_articles: null,
      change_employee: null,
      split: null,
    });
  });

  it('an empty draft cannot be confirmed, offered or split', () => {
    const r = reasons({ articleCount: 0 });
    expect(r.confirm).toBe('order_empty');
    expect(r.save_as_offer).toBe('order_empty');
    expect(r.split).toBe('too_few_articles');
    expect(reasons({ articleCount: 1 }).split).toBe('too_few_articles');
  });

  it('a valid offer is renewed or confirmed; saving it as an offer again says it already is one', () => {
    const r = reasons({ orderType: 'offered', offerValidUntil: today });
    expect(r.renew_offer).toBeNull();
    expect(r.confirm).toBeNull();
    expect(r.save_as_offer).toBe('already_offered');
    expect(r.edit).toBeNull();
  });

  it('an expired offer cannot be confirmed until renewed, but may be renewed and edited', () => {
    const r = reasons({ orderType: 'offered', offerValidUntil: addDays(today, -1) });
    expect(r.confirm).toBe('offer_expired');
    expect(r.renew_offer).toBeNull();
    expect(r.edit).toBeNull();
  });

  it('confirmed, delivered and imported orders refuse every change with their own reason', () => {
    for (const [orderType, reason] of [
      ['confirmed', 'order_confirmed'],
      ['delivered', 'order_delivered'],
    ] as const) {
      const r = reasons({ orderType });
      for (const name of ORDER_ACTION_NAMES) expect(r[name]).toBe(reason);
    }
    const imported = reasons({ orderType: 'imported' });
    expect(imported.save_as_offer).toBeNull();
    expect(imported.confirm).toBeNull();
    expect(imported.edit).toBe('order_imported');
    expect(imported.add_articles).toBe('order_imported');
    expect(imported.renew_offer).toBe('order_imported');
  });
});

describe('refusals (the order list’s verdicts)', () => {
  it('keeps only the refused actions with their reasons, and reads every verdict back', () => {
    for (const orderType of ORDER_TYPES) {
      for (const articleCount of [0, 1, 2]) {
        const verdicts = orderActions(order({ orderType, articleCount }), today);
        const refused = refusalsOf(verdicts);
        expect(Object.values(refused).every((reason) => reason !== null)).toBe(true);
        for (const name of ORDER_ACTION_NAMES) {
          expect(verdictIn(refused, name)).toEqual(verdicts.find((one) => one.name === name));
        }
      }
    }
    expect(refusalsOf(orderActions(order({ orderType: 'draft', articleCount: 2 }), today))).toEqual(
      { renew_offer: 'not_offered' },
    );
  });

  it('answers per kind of order what the verdicts answer, on any day', () => {
    const day = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_TYPES),
        fc.nat({ max: 40 }),
        fc.option(day),
        day,
        (orderType, articleCount, offerValidUntil, on) => {
          const facts = { orderType, articleCount, offerValidUntil };
          const refused = orderRefusals(facts, on);
          expect(refused).toEqual(refusalsOf(orderActions(facts, on)));
          expect(Object.isFrozen(refused)).toBe(true);
        },
      ),
      { numRuns: 3_000 },
    );
    // One object per kind: an expired offer of three articles is one of two.
    const expired = order({ orderType: 'offered', articleCount: 3, offerValidUntil: '2026-03-09' });
    expect(orderRefusals(expired, today)).toBe(
      orderRefusals({ ...expired, articleCount: 2, offerValidUntil: '2025-01-01' }, today),
    );
    expect(orderRefusals(expired, today).confirm).toBe('offer_expired');
    expect(orderRefusals(expired, '2026-03-09').confirm).toBeUndefined();
  });
});

describe('article actions', () => {
  it('lists every action once, in a fixed order', () => {
    expect(articleActions(order(), curtain, today).map((v) => v.name)).toEqual([
      ...ARTICLE_ACTION_NAMES,
    ]);
  });

  it('an article of a draft may be changed and grouped', () => {
    const r = articleReasons({});
    expect(r).toEqual({
      edit: null,
      delete: null,
      duplicate: null,
      move: null,
      split: null,
      change_main_fabric: null,
      combine_strokes: null,
      undo_combine_strokes: 'not_matched',
      make_set: null,
      undo_set: 'not_in_set',
    });
  });

  it('a locked order allows only duplicating its articles (the copy goes to the draft)', () => {
    for (const [orderType, reason] of [
      ['confirmed', 'order_confirmed'],
      ['delivered', 'order_delivered'],
      ['imported', 'order_imported'],
    ] as const) {
      const r = articleReasons({ orderType }, { strokeGroup: 'A', setLabel: 'S1' });
      expect(r.duplicate).toBeNull();
      for (const name of ARTICLE_ACTION_NAMES.filter((n) => n !== 'duplicate')) {
        expect(r[name]).toBe(reason);
      }
    }
  });

  it('grouping refusals follow the article: matched, in a set, not sewn, no fabric', () => {
    const grouped = articleReasons({}, { strokeGroup: 'A', setLabel: 'S1' });
    expect(grouped.combine_strokes).toBe('already_matched');
    expect(grouped.undo_combine_strokes).toBeNull();
    expect(grouped.make_set).toBe('already_in_set');
    expect(grouped.undo_set).toBeNull();
    const rail = articleReasons({}, { articleType: 'trackrail', mainFabric: null });
    expect(rail.combine_strokes).toBe('not_sewn');
    expect(rail.change_main_fabric).toBe('no_main_fabric');
    expect(articleReasons({ articleCount: 1 }).make_set).toBe('too_few_articles');
  });

  it('an article in a stroke group or a set is not moved or split until the group is undone', () => {
    const matched = articleReasons({}, { strokeGroup: '100001' });
    expect([matched.move, matched.split]).toEqual(['already_matched', 'already_matched']);
    const inSet = articleReasons({}, { setLabel: 'A' });
    expect([inSet.move, inSet.split]).toEqual(['already_in_set', 'already_in_set']);
    // Matched and in a set: the stroke group is named first, as the API refuses it first.
    const both = articleReasons({}, { strokeGroup: '100001', setLabel: 'A' });
    expect([both.move, both.split]).toEqual(['already_matched', 'already_matched']);
  });

  it('an article is split as its order is: not out of an order of one article', () => {
    expect(articleReasons({ articleCount: 1 }).split).toBe('too_few_articles');
    expect(articleReasons({ articleCount: 1 }).move).toBeNull();
    expect(articleReasons({ articleCount: 1 }, { setLabel: 'A' }).split).toBe('too_few_articles');
  });
});

describe('refuseGrouped (move and split)', () => {
  it('refuses when any of the articles is matched or in a set, else allows', () => {
    const free = { strokeGroup: null, setLabel: null };
    expect(refuseGrouped([])).toBeNull();
    expect(refuseGrouped([free, {}])).toBeNull();
    expect(refuseGrouped([free, { strokeGroup: '100002' }])).toBe('already_matched');
    expect(refuseGrouped([{ setLabel: 'B' }, free])).toBe('already_in_set');
    expect(refuseGrouped([{ setLabel: 'B' }, { strokeGroup: '100002' }])).toBe('already_matched');
  });
});

describe('refuseFabricChange', () => {
  it('refuses a fabric change when any article is matched; a set may change its fabric', () => {
    expect(refuseFabricChange([])).toBeNull();
    expect(refuseFabricChange([{ setLabel: 'B' }, { strokeGroup: null }])).toBeNull();
    expect(refuseFabricChange([{}, { strokeGroup: '100002' }])).toBe('already_matched');
    expect(articleReasons({}, { strokeGroup: '100002' }).change_main_fabric).toBe(
      'already_matched',
    );
    expect(articleReasons({}, { setLabel: 'B' }).change_main_fabric).toBeNull();
  });
});

describe('offer validity and requireAction', () => {
  it('an offer expires the day after its validity; other orders never expire', () => {
    expect(isOfferExpired('offered', today, today)).toBe(false);
    expect(isOfferExpired('offered', addDays(today, -1), today)).toBe(true);
    expect(isOfferExpired('draft', addDays(today, -1), today)).toBe(false);
    expect(isOfferExpired('offered', null, today)).toBe(false);
  });

  it('a validity runs from today up to a year ahead', () => {
    expect(isOfferValidityAllowed(today, today)).toBe(true);
    expect(isOfferValidityAllowed(addDays(today, 365), today)).toBe(true);
    expect(isOfferValidityAllowed(addDays(today, 366), today)).toBe(false);
    expect(isOfferValidityAllowed(addDays(today, -1), today)).toBe(false);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('requireAction throws the refusal and passes an allowed action', () => {
    const verdicts = orderActions(order({ orderType: 'confirmed' }), today);
    expect(() => requireAction(verdicts, 'confirm')).toThrow(ActionRefused);
    try {
      requireAction(verdicts, 'edit');
    } catch (error) {
      expect((error as ActionRefused).reason).toBe('order_confirmed');
    }
    expect(() => requireAction(orderActions(order(), today), 'confirm')).not.toThrow();
    expect(refusalOf(orderActions(order({ articleCount: 0 }), today), 'confirm')).toBe(
      'order_empty',
    );
  });
});

describe('article actions with the order’s articles (stroke matching and sets)', () => {
  const asFacts = (article: OrderArticleFacts): ArticleFacts => ({
    ...article,
    articleType: article.articleType as ArticleFacts['articleType'],
  });
  const cut = (repeat: number, cutMm = 2560) => ({
    panels: [
      {
        side: 'single' as const,
        finishedWidthMm: 1200,
        flatWidthMm: 2820,
        sideHemsMm: 120,
        widths: 2.5,
      },
    ],
    cutLengthMm: cutMm,
    drops: 3,
    main: {
      widthType: 'strokes' as const,
      cutLengthMm: cutMm,
      cutsMm: [cutMm, cutMm, cutMm],
      lengthMm: 3 * cutMm + repeat,
      chargedMm: 0,
    },
    lining: null,
    parts: [],
    fullnessPercent: 235,
  });
  const facts = (orderNumber: string, fabric: string, repeat: number): OrderArticleFacts => ({
    orderNumber,
    orderId: 1,
    articleType: 'pleatcurtain',
    mainFabric: fabric,
    strokeGroup: null,
    setLabel: null,
    quantity: 1,
    cutList: cut(repeat),
  });
  const verdicts = (self: OrderArticleFacts, all: OrderArticleFacts[]) =>
    Object.fromEntries(
      articleActions(order({ articleCount: all.length }), asFacts(self), today, all).map((v) => [
        v.name,
        v.reason,
      ]),
    );

  it('matching needs a partner of the same patterned fabric in the order', () => {
    const a = facts('100001', 'FLORENTINE', 640);
    const b = facts('100002', 'FLORENTINE', 640);
    const plain = facts('100003', 'LINO', 0);
    const other = facts('100004', 'VELLUTO', 640);
    expect(verdicts(a, [a, b, plain]).combine_strokes).toBeNull();
    expect(verdicts(a, [a, other]).combine_strokes).toBe('fabric_mismatch');
    expect(verdicts(plain, [plain, { ...plain, orderNumber: '100005' }]).combine_strokes).toBe(
      'not_patterned',
    );
    // Without the order's articles the verdict is the article's own.
    expect(
      articleActions(order(), asFacts(a), today).find((v) => v.name === 'combine_strokes')?.reason,
    ).toBeNull();
  });

  it('a set needs another curtain of the order not in a set', () => {
    const a = facts('100001', 'LINO', 0);
    const b = { ...facts('100002', 'LINO', 0), setLabel: 'A' };
    expect(verdicts(a, [a, b]).make_set).toBe('already_in_set');
    expect(verdicts(a, [a, { ...b, setLabel: null }]).make_set).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { combineStrokesProblems, type GroupableArticle, makeSetProblems } from './index.js';

const curtain = (orderNumber: string, more: Partial<GroupableArticle> = {}): GroupableArticle => ({
  orderNumber,
  orderId: 12,
  articleType: 'pleatcurtain',
  mainFabric: 'f-1',
  ...more,
});
const codes = (issues: { code: string }[]) => issues.map((found) => found.code);

describe('combining strokes', () => {
  it('combines sewn curtains of one order cut from the same fabric', () => {
    expect(combineStrokesProblems([curtain('1'), curtain('2')], 'draft')).toEqual([]);
    expect(combineStrokesProblems([curtain('1'), curtain('2')], 'offered')).toEqual([]);
  });

  it('refuses other fabrics, non-sewn articles, already combined ones, one article or a confirmed order', () => {
    expect(
      codes(combineStrokesProblems([curtain('1'), curtain('2', { mainFabric: 'f-2' })], 'draft')),
    ).toEqual(['combine_same_fabric']);
    expect(
      codes(
        combineStrokesProblems(
          [curtain('1'), curtain('2', { articleType: 'foldcurtain' })],
          'draft',
        ),
      ),
    ).toEqual(['combine_sewn_only']);
    expect(
      codes(combineStrokesProblems([curtain('1'), curtain('2', { strokeGroup: 'g1' })], 'draft')),
    ).toEqual(['combine_already_combined']);
    expect(codes(combineStrokesProblems([curtain('1')], 'draft'))).toEqual(['group_needs_two']);
    expect(codes(combineStrokesProblems([curtain('1'), curtain('2')], 'confirmed'))).toEqual([
      'order_not_editable',
    ]);
    expect(
      codes(combineStrokesProblems([curtain('1'), curtain('2', { orderId: 13 })], 'draft')),
    ).toEqual(['group_one_order']);
  });
});

describe('making a set', () => {
  it('groups two or more articles of one editable order that are not in a set yet', () => {
    const rail = curtain('2', { articleType: 'trackrail', mainFabric: null });
    expect(makeSetProblems([curtain('1'), rail], 'draft')).toEqual([]);
    expect(codes(makeSetProblems([curtain('1', { set: 's1' }), rail], 'draft'))).toEqual([
      'set_already_in_set',
    ]);
    expect(codes(makeSetProblems([curtain('1'), rail], 'delivered'))).toEqual([
      'order_not_editable',
    ]);
  });
});

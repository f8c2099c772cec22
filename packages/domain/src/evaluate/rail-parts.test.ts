import { describe, expect, it } from 'vitest';
import { stiffenerCountOf } from '../calc/other-curtains.js';
import { VALID_ARTICLES } from '../examples/examples.test-data.js';
import { DEMO_PRICE_LIST } from '../pricing/demo-price-list.js';
import { evaluateArticle, railPartsOf } from './index.js';
import { CONTEXT } from './test-fixtures.js';

const DEFAULTS = DEMO_PRICE_LIST.defaults;

describe('the parts a preview draws come from the calculation (railPartsOf, stiffenerCountOf)', () => {
  it('are the cut list the evaluation gives a complete rail', () => {
    for (const type of ['trackrail', 'decorativerod', 'electrictrackrail'] as const) {
      const parameters = { ...VALID_ARTICLES[type], width: 730, curve_type: 'nocurve' };
      const evaluated = evaluateArticle({ articleType: type, parameters }, CONTEXT);
      expect(railPartsOf(type, parameters, DEFAULTS)?.parts, type).toEqual(
        evaluated.cutList?.parts,
      );
    }
  });

  it('are counted while the rail is still incomplete, and none without a width', () => {
    const parts = railPartsOf('decorativerail', { width: 300 }, DEFAULTS)?.parts ?? [];
    expect(parts.find((part) => part.code === 'support')?.quantity).toBe(4);
    expect(railPartsOf('decorativerail', {}, DEFAULTS)).toBeNull();
    expect(railPartsOf('pleatcurtain', { width: 300 }, DEFAULTS)).toBeNull();
  });

  it('list no connector for a rail ordered without one', () => {
    const parts = railPartsOf('trackrail', { width: 720, with_connector: false }, DEFAULTS)?.parts;
    expect(parts?.find((part) => part.code === 'bar')?.quantity).toBe(2);
    expect(parts?.some((part) => part.code === 'connector')).toBe(false);
  });

  it('count a roman blind’s stiffeners as its cut list does', () => {
    expect(stiffenerCountOf(1600, DEFAULTS)).toBe(6);
    expect(stiffenerCountOf(300, DEFAULTS)).toBe(DEFAULTS.foldCurtain.minStiffeners);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userSettingsSchema } from '../contracts/account.js';
import { CURTAIN_TYPES, LUXURY_TYPES } from '../enums.js';
import { validateArticleParameters } from '../schemas/index.js';
import {
  articleSaveAction,
  curtainParameterDefaults,
  defaultPriceType,
  fabricSourceOf,
  foldCurtainParameterDefaults,
  headSizeDefault,
  orderFlowDefaults,
  passCurtainOrderNumber,
  RAIL_ROD_DEFAULTS_BY_CURTAIN_TYPE,
  type RailRodDraft,
  railOrRodFor,
  resetCurtainParameters,
  resetRailRodParameters,
  setInvertedPleat,
  switchFabricSource,
  tierSizeDefault,
  validateFlowHeader,
} from './index.js';

const settings = userSettingsSchema.parse({});
const off = (width: number | undefined) => ({
  width,
  inverted_pleat: false,
  invertedPleatAddedMm: 0,
});

describe('inverted pleat', () => {
  it('raises the width by 8 % (rounded up to the millimetre) and removes exactly that', () => {
    const on = setInvertedPleat(off(300), true);
    expect(on).toEqual({ width: 324, inverted_pleat: true, invertedPleatAddedMm: 240 });
    expect(setInvertedPleat(on, false)).toEqual(off(300));
    // 123.4 cm = 1234 mm; 8 % = 98.72 → 99 mm
    expect(setInvertedPleat(off(123.4), true).width).toBe(133.3);
  });

  it('removes the amount it added even after the dealer edited the raised width', () => {
    const on = setInvertedPleat(off(200), true);
    expect(setInvertedPleat({ ...on, width: 220 }, false).width).toBe(204);
  });

  it('ticking with an empty width changes nothing but the flag', () => {
    expect(setInvertedPleat(off(undefined), true)).toEqual({
      width: undefined,
      inverted_pleat: true,
      invertedPleatAddedMm: 0,
    });
  });

  it('on then off restores any width exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120_000 }), (tenths) => {
        const width = tenths / 10;
        const back = setInvertedPleat(setInvertedPleat(off(width), true), false);
        expect(back.width).toBe(width);
        expect(back.inverted_pleat).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('the raised width is still a valid one-decimal width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 11_000 }), (tenths) => {
        const raised = setInvertedPleat(off(tenths / 10), true).width ?? 0;
        expect(Math.abs(raised * 10 - Math.round(raised * 10))).toBeLessThan(1e-9);
      }),
    );
  });
});

describe('rail/rod step', () => {
  it('changing the rail/rod type chooses rail for a rail type or no type, else rod', () => {
    expect(railOrRodFor('trackrail')).toBe('rail');
    expect(railOrRodFor('eraildecoround35mm')).toBe('rail');
    expect(railOrRodFor('')).toBe('rail');
    expect(railOrRodFor(null)).toBe('rail');
    expect(railOrRodFor('decorativerod')).toBe('rod');
    expect(railOrRodFor('pullrodvako')).toBe('rod');
  });

  it('resetting keeps the runner, retarder and stopper defaults of the curtain type', () => {
    const chosen: RailRodDraft = {
      color: 'champagne',
      width: 300,
      with_runner: false,
      with_stopper: false,
      with_retarder: true,
      curtain_order_number: '240001-1',
    };
    expect(resetRailRodParameters(chosen, 'wavecurtain')).toEqual({
      with_runner: true,
      runner_type: 'waverunner8cm',
      with_retarder: false,
      with_stopper: true,
      curtain_order_number: '240001-1',
      rail_curtain_type: 'wavecurtain',
    });
    expect(resetRailRodParameters(chosen, 'ringcurtain')).toMatchObject({
      with_runner: false,
      with_stopper: false,
    });
    for (const type of CURTAIN_TYPES) expect(RAIL_ROD_DEFAULTS_BY_CURTAIN_TYPE[type]).toBeDefined();
  });
});

describe('curtain flow', () => {
  it('resetting a curtain keeps room and main fabric only', () => {
    expect(
      resetCurtainParameters(
        { room: 'living', main_fabric: 'f-1', width: 300, pleat_type: 'double' },
        { quantity: 1 },
      ),
    ).toEqual({ quantity: 1, room: 'living', main_fabric: 'f-1' });
  });

  it('tells the fabric source from the customer marker, and switching source clears the list', () => {
    expect(fabricSourceOf('cf-8d1e')).toBe('EXISTING_CUSTOMER_FABRICS');
    expect(fabricSourceOf('8d1e')).toBe('EXISTING_ATELIER_FABRICS');
    const state = { source: 'EXISTING_ATELIER_FABRICS' as const, fabrics: ['a', 'b'] };
    expect(switchFabricSource(state, 'EXISTING_CUSTOMER_FABRICS')).toEqual({
      source: 'EXISTING_CUSTOMER_FABRICS',
      fabrics: [],
    });
    expect(switchFabricSource(state, 'EXISTING_ATELIER_FABRICS')).toBe(state);
  });

  it('creates an article without order number, else updates; passes the curtain number on', () => {
    expect(articleSaveAction(undefined)).toBe('create');
    expect(articleSaveAction('')).toBe('create');
    expect(articleSaveAction('240001-2')).toBe('update');
    const { railRod, pullRod } = passCurtainOrderNumber(
      '240001-2',
      { width: 300 },
      { length: 100 },
    );
    expect(railRod).toEqual({ width: 300, curtain_order_number: '240001-2' });
    expect(pullRod).toEqual({ length: 100, curtain_order_number: '240001-2' });
  });
});

describe('flow header', () => {
  it('fabric, employee and room are required', () => {
    expect(validateFlowHeader({ fabric: 'f-1', employee: 7, room: 'living' })).toEqual({
      ok: true,
      value: { fabric: 'f-1', employee: 7, room: 'living' },
    });
    const result = validateFlowHeader({});
    expect(result.ok ? [] : result.issues.map((i) => [i.field, i.code])).toEqual([
      ['fabric', 'required'],
      ['employee', 'required'],
      ['room', 'required'],
    ]);
    expect(validateFlowHeader(null).ok).toBe(false);
  });
});

describe('account defaults', () => {
  it('default quantity is 1 and the price type follows price_type_default', () => {
    expect(orderFlowDefaults(settings)).toEqual({
      quantity: 1,
      priceType: 'price',
      withLining: false,
    });
    expect(defaultPriceType({ price_type_default: 'wholesaleprice' })).toBe('wholesale_price');
    expect(defaultPriceType({ price_type_default: 'price' })).toBe('price');
    expect(orderFlowDefaults({ ...settings, has_lining_by_default: true }).withLining).toBe(true);
  });

  it('takes tier size per luxury, head size per curtain type, ironing and runners from the account', () => {
    const mine = {
      ...settings,
      comfort_tier_size_default: 12 as const,
      ring_curtain_head_size: 3.5,
      ironing_default: true,
      deliver_with_runners_default: false,
    };
    expect(curtainParameterDefaults(mine, 'pleatcurtain', 'comfort')).toMatchObject({
      luxury: 'comfort',
      tier_size: 12,
      ironing: true,
      deliver_with_runners: false,
    });
    expect(curtainParameterDefaults(mine, 'ringcurtain', 'comfort')).toEqual({
      quantity: 1,
      luxury: 'comfort',
      head_size: 3.5,
      ironing: true,
      deliver_with_runners: false,
      ring_size: 'ringsize25mm',
      round_to_pattern: true,
    });
    expect(headSizeDefault(mine, 'wavecurtain')).toBeUndefined();
    expect(curtainParameterDefaults(mine, 'tieback')).toEqual({ quantity: 1 });
  });

  it('never starts a non-haute-couture curtain on a 15 cm tier', () => {
    const odd = {
      ...settings,
      basic_tier_size_default: 15 as const,
      hautecouture_tier_size_default: 15 as const,
    };
    expect(tierSizeDefault(odd, 'basic')).toBe(8);
    expect(tierSizeDefault(odd, 'hautecouture')).toBe(15);
    for (const luxury of LUXURY_TYPES) {
      const result = validateArticleParameters('pleatcurtain', {
        ...curtainParameterDefaults(odd, 'pleatcurtain', luxury),
        main_fabric: 'f-1',
        width: 200,
        height: 200,
        split_type: 'equal',
        hem_type: 'double',
        pleat_type: 'double',
      });
      expect(result.ok, luxury).toBe(true);
    }
  });

  it('fold curtains get child safety unless the account opts out', () => {
    expect(foldCurtainParameterDefaults(settings)).toEqual({
      quantity: 1,
      with_child_safety: true,
      round_to_pattern: true,
    });
    expect(
      foldCurtainParameterDefaults({ ...settings, child_safety_default: 'nochildsafety' }),
    ).toMatchObject({ quantity: 1, with_child_safety: false });
  });
});

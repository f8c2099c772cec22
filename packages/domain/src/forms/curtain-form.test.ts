import { describe, expect, it } from 'vitest';
import { cmToNearestMm } from '../format/index.js';
import { DEMO_PRICE_LIST } from '../pricing/demo-price-list.js';
import { takesLining, widthTypeChoice } from '../rules/fabric-use.js';
import {
  appliedCurveLegs,
  changeCurveSide,
  changeCurveType,
  connectorNeed,
  curveLegsFor,
  deliveredConnectors,
} from '../rules/rail-curve.js';
import {
  addOnWidthDiffers,
  applicableParameters,
  changeParameter,
  chooseModel,
  enableAddOn,
  newCurtainState,
  type RailRodDraft,
  railWidthForCurtain,
  setWithLining,
  stateFromArticle,
  updateAddOn,
  visibleFields,
  withLinkedAddOns,
} from './index.js';
import { accountSettings } from './test-account.js';

const account = accountSettings({ default_pleat_types: ['double'] });

function curtainWithRail(width: number) {
  let state = chooseModel(newCurtainState(account), 'pleatcurtain', account);
  state = changeParameter(state, 'width', width, account);
  return enableAddOn(state, 'rail', 'trackrail');
}

describe('the legs each bend type has', () => {
  it('a single bend has one leg, on its side; two bends two; a bay four', () => {
    expect(curveLegsFor('single90')).toEqual(['curve_left_length']);
    expect(curveLegsFor('single45', 'right')).toEqual(['curve_right_length']);
    expect(curveLegsFor('double90')).toEqual(['curve_left_length', 'curve_right_length']);
    expect(curveLegsFor('quadruple45')).toHaveLength(4);
    expect(curveLegsFor('nocurve')).toEqual([]);
    expect(
      appliedCurveLegs({ curve_type: 'single90', curve_left_length: 30, curve_right_length: 30 }),
    ).toEqual(['curve_left_length']);
  });

  it('a new curve type drops the legs it does not have; a side change moves the leg', () => {
    const double: RailRodDraft = {
      curve_type: 'double90',
      curve_left_length: 30,
      curve_right_length: 40,
    };
    expect(changeCurveType(double, 'single90', 'right')).toEqual({
      curve_type: 'single90',
      curve_right_length: 40,
    });
    expect(changeCurveType(double, undefined, 'left')).toEqual({});
    expect(changeCurveSide({ curve_left_length: 30 }, 'left', 'right')).toEqual({
      curve_right_length: 30,
    });
  });
});

describe('connectors', () => {
  it('a rail ordered without connector gets none, though it still needs two bars', () => {
    const long = { color: 'whitematt', width: 700 };
    const need = connectorNeed('rail', long, DEMO_PRICE_LIST.defaults);
    expect(need).toMatchObject({ bars: 2, connectors: 1 });
    expect(deliveredConnectors({ ...long, with_connector: false }, need)).toBe(0);
    expect(deliveredConnectors({ ...long, with_connector: true }, need)).toBe(1);
    expect(deliveredConnectors({ color: 'whitematt', width: 300 }, null)).toBe(0);
  });
  it('asks for nothing on a length the field refused', () => {
    const defaults = DEMO_PRICE_LIST.defaults;
    // 1300 cm is beyond any rail (a range error beside the field): no "3 bars, 2 connectors".
    expect(connectorNeed('rail', { color: 'whitematt', width: 1300 }, defaults)).toBeNull();
    // Text the field could not read is no length at all.
    expect(connectorNeed('rail', { color: 'whitematt', width: '700.5' }, defaults)).toBeNull();
    // A refused curve leg leaves the accepted width to count.
    expect(
      connectorNeed(
        'rail',
        { color: 'whitematt', width: 700, curve_type: 'single90', curve_left_length: 9999 },
        defaults,
      ),
    ).toMatchObject({ lengthMm: 7000, bars: 2 });
    expect(connectorNeed('rail', { color: 'whitematt', width: 1200 }, defaults)).toMatchObject({
      bars: 2,
    });
  });
});

describe('the curtain model', () => {
  it('a wave curtain neither shows nor keeps a pleat type or heading tape', () => {
    let state = chooseModel(newCurtainState(account), 'pleatcurtain', account);
    state = changeParameter(state, 'luxury', 'comfort', account);
    expect(state.parameters).toMatchObject({ pleat_type: 'double', tier_size: 8 });
    const wave = chooseModel(state, 'wavecurtain', account);
    expect(wave.parameters).not.toHaveProperty('pleat_type');
    expect(wave.parameters).not.toHaveProperty('tier_size');
    const shown = visibleFields('wavecurtain', account, wave.parameters).map((f) => f.name);
    expect(shown).not.toContain('pleat_type');
    expect(shown).not.toContain('tier_size');
  });

  it('ring, loop and rod curtains are not delivered with runners by default', () => {
    for (const type of ['ringcurtain', 'loopcurtain', 'rodcurtain'] as const) {
      const state = chooseModel(newCurtainState(account), type, account);
      expect(state.parameters.deliver_with_runners, type).toBe(false);
    }
    const pleat = chooseModel(newCurtainState(account), 'pleatcurtain', account);
    expect(pleat.parameters.deliver_with_runners).toBe(account.deliver_with_runners_default);
  });

  it('round to pattern shows what is applied: on for a new curtain and a stored one without it', () => {
    const state = chooseModel(newCurtainState(account), 'pleatcurtain', account);
    expect(state.parameters.round_to_pattern).toBe(true);
    const stored = stateFromArticle(account, {
      article_type: 'pleatcurtain',
      parameters: { width: 300, height: 250 },
      order_number: '240001-1',
      order_id: 1,
    });
    expect(stored?.parameters.round_to_pattern).toBe(true);
  });
});

describe('the rail follows the curtain', () => {
  it('takes the curtain width, without the inverted pleat, and follows a change', () => {
    let state = curtainWithRail(300);
    expect(state.addOns.rail.parameters.width).toBe(300);
    state = changeParameter(state, 'width', 350, account);
    expect(state.addOns.rail.parameters.width).toBe(350);
    state = changeParameter(state, 'inverted_pleat', true, account);
    expect(state.parameters.width).toBe(378);
    expect(railWidthForCurtain(state)).toBe(350);
    expect(state.addOns.rail.parameters.width).toBe(350);
    expect(addOnWidthDiffers(state, 'rail')).toBeNull();
  });

  it('a width set by hand stays, and the rail step says the widths differ', () => {
    let state = curtainWithRail(300);
    state = updateAddOn(state, 'rail', {
      parameters: { ...state.addOns.rail.parameters, width: 320 },
    });
    state = changeParameter(state, 'width', 350, account);
    expect(state.addOns.rail.parameters.width).toBe(320);
    expect(addOnWidthDiffers(state, 'rail')).toEqual({ railWidth: 320, curtainWidth: 350 });
    // Typing the curtain's width back makes it follow again.
    state = updateAddOn(state, 'rail', {
      parameters: { ...state.addOns.rail.parameters, width: 350 },
    });
    state = changeParameter(state, 'width', 360, account);
    expect(state.addOns.rail.parameters.width).toBe(360);
  });

  it('a saved curtain’s stored rail follows its width when it had the curtain’s width', () => {
    const saved = stateFromArticle(account, {
      article_type: 'pleatcurtain',
      parameters: { width: 300, height: 250 },
      order_number: '240001-1',
      order_id: 1,
    });
    if (!saved) throw new Error('no state');
    const rail = {
      article_type: 'trackrail',
      order_number: '240001-2',
      parameters: { width: 300 },
    };
    let state = withLinkedAddOns(saved, [rail]);
    state = changeParameter(state, 'width', 350, account);
    expect(state.addOns.rail.parameters.width).toBe(350);
    const other = withLinkedAddOns(saved, [{ ...rail, parameters: { width: 280 } }]);
    const edited = changeParameter(other, 'width', 350, account);
    expect(edited.addOns.rail.parameters.width).toBe(280);
    expect(addOnWidthDiffers(edited, 'rail')).toEqual({ railWidth: 280, curtainWidth: 350 });
  });
});

describe('what a change clears', () => {
  it('drops what hangs on a value that changed, in the form and before the API prices', () => {
    let state = chooseModel(newCurtainState(account), 'ringcurtain', account);
    state = changeParameter(state, 'split_type', 'unequal', account);
    state = changeParameter(state, 'left_percentage', 40, account);
    state = changeParameter(state, 'ring_type', 'other', account);
    state = changeParameter(state, 'other_ring_type', 'Hout, zwart', account);
    state = changeParameter(state, 'split_type', 'equal', account);
    state = changeParameter(state, 'ring_type', 'metal', account);
    expect(state.parameters).not.toHaveProperty('left_percentage');
    expect(state.parameters).not.toHaveProperty('other_ring_type');
    expect(
      applicableParameters('pleatcurtain', {
        split_type: 'equal',
        left_percentage: 40,
        deliver_with_runners: false,
        runner_color: 'whitematt',
      }),
    ).toEqual({ split_type: 'equal', deliver_with_runners: false });
  });

  it('converts centimetres to millimetres in one place, exact on one decimal', () => {
    expect(cmToNearestMm(287.5)).toBe(2875);
    expect(cmToNearestMm(0.1)).toBe(1);
    expect(cmToNearestMm(12.34)).toBe(123);
  });
});

describe('what the form offers for the fabric and the model (rules/fabric-use.ts)', () => {
  const fabric = { widthType: 'strokes' as const, isTurnable: false };

  it('offers the width type only when the fabric may be turned, or to mend a refused one', () => {
    expect(widthTypeChoice(fabric, undefined)).toEqual({ show: false, options: ['strokes'] });
    expect(widthTypeChoice(fabric, 'widewidth')).toEqual({ show: true, options: ['strokes'] });
    expect(widthTypeChoice({ ...fabric, isTurnable: true }, undefined)).toEqual({
      show: true,
      options: ['strokes', 'widewidth'],
    });
    expect(widthTypeChoice({ widthType: 'widewidth', isTurnable: false }, undefined)).toEqual({
      show: false,
      options: ['widewidth'],
    });
    expect(widthTypeChoice(null, 'widewidth')).toEqual({ show: false, options: [] });
  });

  it('a model made without lining leaves the lining behind; a lined model keeps it', () => {
    let state = chooseModel(newCurtainState(account), 'pleatcurtain', account);
    state = setWithLining(state, true);
    state = changeParameter(state, 'lining_fabric', 'voering-wit', account);
    state = changeParameter(state, 'lining_fabric_width_type', 'strokes', account);
    const wave = chooseModel(state, 'wavecurtain', account);
    expect(wave.parameters.lining_fabric).toBe('voering-wit');
    expect(wave.withLining).toBe(true);
    for (const type of ['panelcurtain', 'tieback', 'cushion', 'cutyardage'] as const) {
      const unlined = chooseModel(state, type, account);
      expect(unlined.parameters.lining_fabric, type).toBeNull();
      expect(unlined.parameters, type).not.toHaveProperty('lining_fabric_width_type');
      expect(unlined.withLining, type).toBe(false);
      expect(takesLining(type)).toBe(false);
    }
  });
});

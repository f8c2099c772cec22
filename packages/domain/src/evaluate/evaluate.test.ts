import { describe, expect, it } from 'vitest';
import type { ArticleType } from '../enums.js';
import { DEMO_PRICE_LIST } from '../pricing/demo-price-list.js';
import { type ArticleEvaluation, evaluateArticle } from './index.js';
import type { EvaluationContext } from './shared.js';
import {
  ACCOUNT,
  CONTEXT,
  LINING_FABRIC,
  PLAIN_FABRIC,
  WIDE_FABRIC,
  WORKED_EXAMPLE,
} from './test-fixtures.js';

const evaluate = (
  articleType: ArticleType,
  parameters: Record<string, unknown>,
  context: Partial<EvaluationContext> = {},
) => evaluateArticle({ articleType, parameters }, { ...CONTEXT, ...context });

const line = (result: ArticleEvaluation, code: string) =>
  result.price?.lines.find((l) => l.code === code);
const codes = (result: ArticleEvaluation) => result.issues.map((i) => i.code);
const amounts = (result: ArticleEvaluation) =>
  Object.fromEntries((result.price?.lines ?? []).map((l) => [l.code, l.amount]));

describe('evaluateArticle: the worked example (calculation.md §5)', () => {
  it('charges 16.8 m of fabric and six drops of make-up, from centimetres typed by the dealer', () => {
    const result = evaluate('pleatcurtain', WORKED_EXAMPLE);
    expect(result.issues).toEqual([]);
    expect(result.quantities).toMatchObject({
      mainFabricMm: 16_800,
      mainFabricChargedMm: 16_800,
      drops: 6,
      cutLengthMm: 2800,
    });
    expect(result.cutList?.panels.map((p) => p.widths)).toEqual([3, 3]);
    expect(line(result, 'fabric')).toEqual({
      code: 'fabric',
      quantity: 16.8,
      unit: 'metre',
      unitPrice: 2450,
      amount: 41_160,
      salesUnitPrice: 4900,
      salesAmount: 82_320,
    });
    expect(line(result, 'makeup')).toMatchObject({ quantity: 6, unit: 'piece', amount: 7500 });
    expect(result.price).toMatchObject({ currency: 'eur', wholesale: 48_660, sales: 97_320 });
  });
});

describe('evaluateArticle: validation and context', () => {
  it('reports schema issues and prices nothing when the parameters do not validate', () => {
    const result = evaluate('pleatcurtain', { ...WORKED_EXAMPLE, width: undefined });
    expect(result.issues).toContainEqual(
      expect.objectContaining({ field: 'width', code: 'required' }),
    );
    expect(result.price).toBeNull();
    expect(result.cutList).toBeNull();
  });
  it('runs the cross-field rules and still calculates', () => {
    const result = evaluate('pleatcurtain', { ...WORKED_EXAMPLE, tier_size: 15 });
    expect(codes(result)).toContain('tier_15_requires_hautecouture');
    expect(result.price?.wholesale).toBeGreaterThan(0);
  });
  it('reports an unknown fabric instead of guessing', () => {
    const result = evaluate('pleatcurtain', WORKED_EXAMPLE, { mainFabric: undefined });
    expect(result.issues).toContainEqual(
      expect.objectContaining({ field: 'main_fabric', code: 'fabric_unknown' }),
    );
    expect(result.price?.lines).toEqual([]);
  });
  it('reports a fabric without a price in the account currency', () => {
    const result = evaluate('pleatcurtain', WORKED_EXAMPLE, {
      account: { ...ACCOUNT, currency: 'cad' },
    });
    expect(codes(result)).toContain('fabric_price_missing');
    expect(line(result, 'fabric')).toBeUndefined();
    expect(line(result, 'makeup')?.unitPrice).toBe(
      DEMO_PRICE_LIST.prices.cad?.makeUpPerDrop.pleatcurtain.comfort.wholesale,
    );
  });
  it('reports a price list without the account currency', () => {
    const priceList = { ...DEMO_PRICE_LIST, prices: { eur: DEMO_PRICE_LIST.prices.eur } };
    const result = evaluate('pleatcurtain', WORKED_EXAMPLE, {
      priceList,
      account: { ...ACCOUNT, currency: 'pln' },
    });
    expect(codes(result)).toEqual(['price_list_currency_missing']);
    expect(result.price).toBeNull();
  });
  it('prices in the account currency', () => {
    const result = evaluate('pleatcurtain', WORKED_EXAMPLE, {
      account: { ...ACCOUNT, currency: 'aud' },
    });
    expect(result.price?.currency).toBe('aud');
    expect(amounts(result)).toEqual({ fabric: 67_872, makeup: 12_360 }); // 16.8 × 40.40, 6 × 20.60
  });
  it('the quantity multiplies every line', () => {
    const result = evaluate('pleatcurtain', { ...WORKED_EXAMPLE, quantity: 3 });
    expect(amounts(result)).toEqual({ fabric: 123_480, makeup: 22_500 });
    expect(line(result, 'fabric')?.quantity).toBe(50.4);
  });
});

describe('evaluateArticle: sewn curtain lines (§4)', () => {
  it('adds the lining likewise, per charged metre', () => {
    const result = evaluate(
      'pleatcurtain',
      { ...WORKED_EXAMPLE, lining_fabric: LINING_FABRIC.uuid },
      { liningFabric: LINING_FABRIC },
    );
    expect(result.quantities?.liningChargedMm).toBe(13_500);
    expect(line(result, 'lining')).toMatchObject({ quantity: 13.5, amount: 8775 });
  });
  it('charges wide-width make-up per charged metre of flat width', () => {
    const result = evaluate(
      'pleatcurtain',
      { ...WORKED_EXAMPLE, main_fabric: WIDE_FABRIC.uuid },
      { mainFabric: WIDE_FABRIC },
    );
    expect(amounts(result)).toEqual({ fabric: 18_375, makeup_widewidth: 6745 });
  });
  it('charges the 12 and 15 cm heading tape per charged metre of flat width', () => {
    const result = evaluate('pleatcurtain', { ...WORKED_EXAMPLE, tier_size: 12 });
    expect(line(result, 'headingtape12')).toMatchObject({ quantity: 7.1, amount: 852 });
  });
  it('surcharges a height over 275 cm and a cut per width over 280 cm, with a warning', () => {
    const result = evaluate('pleatcurtain', { ...WORKED_EXAMPLE, height: 280 });
    expect(line(result, 'heightover275')?.amount).toBe(1250);
    expect(line(result, 'strokesover280')?.amount).toBe(950);
    expect(result.issues).toContainEqual(
      expect.objectContaining({ code: 'surcharge_heightover275', severity: 'warning' }),
    );
    expect(line(evaluate('pleatcurtain', WORKED_EXAMPLE), 'strokesover280')).toBeUndefined();
  });
  it('surcharges rings of 66 mm', () => {
    const ring = {
      ...WORKED_EXAMPLE,
      ring_size: 'ringsize66mm',
      ring_type: 'metal',
      hem_type: undefined,
    };
    expect(line(evaluate('ringcurtain', ring), 'ringover66')?.amount).toBe(800);
    expect(
      line(evaluate('ringcurtain', { ...ring, ring_size: 'ringsize50mm' }), 'ringover66'),
    ).toBeUndefined();
  });
  it('charges ironing only when the fabric has at least two ironing points', () => {
    const ironed = evaluate('pleatcurtain', { ...WORKED_EXAMPLE, ironing: true });
    expect(line(ironed, 'ironing')).toMatchObject({ quantity: 16.8, amount: 2520 });
    const notIronable = evaluate(
      'pleatcurtain',
      { ...WORKED_EXAMPLE, ironing: true },
      { mainFabric: { ...PLAIN_FABRIC, ironingPoints: 1 } },
    );
    expect(line(notIronable, 'ironing')).toBeUndefined();
    expect(codes(notIronable)).toContain('ironing_not_available');
  });
  it('charges pre-washing per metre, a washing label per article and weight lace per metre of flat width', () => {
    const result = evaluate('pleatcurtain', {
      ...WORKED_EXAMPLE,
      with_pre_washing: true,
      with_washing_label: true,
      hem_type: 'weightlace',
    });
    // Weight lace hems take 30 mm: 6 × 2630 = 15.78 m → 15.8 m charged.
    expect(amounts(result)).toMatchObject({ prewashing: 3476, washinglabel: 60, weightlace: 639 });
  });
  it('reports the cut that is longer than the roll', () => {
    const result = evaluate('pleatcurtain', WORKED_EXAMPLE, {
      mainFabric: { ...PLAIN_FABRIC, rollLengthMm: 2000 },
    });
    expect(codes(result)).toContain('cut_longer_than_roll');
  });
});

describe('evaluateArticle: other curtain articles', () => {
  it('fold curtain: fabric, make-up per m² by fold type, mounting system and control', () => {
    const result = evaluate('foldcurtain', {
      main_fabric: PLAIN_FABRIC.uuid,
      width: 120,
      height: 160,
      fold_type: '3',
      mounting_system: 'cassettes',
      control_type: 'chain',
    });
    expect(result.issues).toEqual([]);
    expect(amounts(result)).toEqual({
      fabric: 4410,
      makeup_fold: 8448,
      mountingsystem: 3800,
      control: 650,
    });
    expect(line(result, 'makeup_fold')).toMatchObject({ quantity: 1.92, unit: 'm2' });
    expect(result.quantities?.parts).toEqual({ stiffener: 6 });
  });
  it('fold curtain with a motor: motor, power and remote', () => {
    const result = evaluate('foldcurtain', {
      main_fabric: PLAIN_FABRIC.uuid,
      width: 120,
      height: 160,
      fold_type: '1',
      mounting_system: 'electric230v',
      electric_option: 'wired',
      with_remote_control: true,
    });
    expect(amounts(result)).toMatchObject({ motor: 16_500, powercord: 1800, remote: 2800 });
  });
  it('fold curtain on battery with a hub: child safety does not apply to a motor and is not charged', () => {
    const result = evaluate('foldcurtain', {
      main_fabric: PLAIN_FABRIC.uuid,
      width: 120,
      height: 160,
      fold_type: 'honeycomb',
      mounting_system: 'electric12v',
      electric_option: 'battery',
      battery_option: 'doublebattery',
      with_child_safety: true,
      with_domotica_hub: true,
    });
    expect(amounts(result)).toMatchObject({
      makeup_fold: 12_288, // 1.92 m² × 64.00
      motor: 16_500,
      battery: 6800,
      hub: 9500,
    });
    expect(line(result, 'childsafety')).toBeUndefined();
    expect(result.parameters).not.toHaveProperty('with_child_safety');
    expect(line(result, 'powercord')).toBeUndefined();
    expect(result.quantities?.parts).toMatchObject({ motor: 1, battery: 1, hub: 1 });
  });
  it('panel curtain: make-up per panel', () => {
    const result = evaluate('panelcurtain', {
      main_fabric: PLAIN_FABRIC.uuid,
      width: 240,
      height: 220,
      panel_type: 'panelrail4',
      number_of_panels: 4,
      hem_type: 'double',
    });
    expect(amounts(result)).toEqual({ fabric: 24_500, makeup_panel: 7400 });
  });
  it('tieback: 0.6 m of fabric and make-up per piece', () => {
    const result = evaluate('tieback', {
      main_fabric: PLAIN_FABRIC.uuid,
      length: 60,
      tieback_type: 'banana',
      quantity: 2,
    });
    expect(amounts(result)).toEqual({ fabric: 2940, makeup_tieback: 2400 });
  });
  it('cushion: fabric 2 × (length + 5 cm) and make-up per piece', () => {
    const result = evaluate('cushion', {
      main_fabric: PLAIN_FABRIC.uuid,
      cushion_type: 'square',
      length: 45,
      width: 45,
    });
    expect(amounts(result)).toEqual({ fabric: 2450, makeup_cushion: 1200 });
  });
  it('cut yardage: every size cut and charged on its own, plus cutting per cut', () => {
    const result = evaluate('cutyardage', { main_fabric: PLAIN_FABRIC.uuid, sizes: [123.4, 200] });
    expect(amounts(result)).toEqual({ fabric: 8085, cutting: 500 });
  });
});

describe('evaluateArticle: rails and rods (§3, §4)', () => {
  it('track rail: per charged metre plus supports, runners and end stops', () => {
    const result = evaluate('trackrail', {
      color: 'whitematt',
      track_type: 'track_1019',
      support_type: 'ceiling',
      width: 300,
    });
    expect(result.issues).toEqual([]);
    expect(amounts(result)).toEqual({ rail: 2520, support: 640, runner: 720, endstop: 180 });
  });
  it('decorative rail in champagne: curve legs, a connector every 4 m, knobs, colour surcharge', () => {
    const result = evaluate('decorativerail', {
      color: 'champagne',
      rail_type: 'round35mm',
      support_type: 'wall60mm',
      width: 350,
      curve_type: 'double90',
      curve_left_length: 30,
      curve_right_length: 30,
      end_knob: 'ball',
      with_connector: true,
    });
    expect(result.quantities?.railLengthMm).toBe(4100);
    expect(line(result, 'rail')).toMatchObject({ quantity: 4.1, unitPrice: 2000, amount: 8200 });
    expect(amounts(result)).toMatchObject({ connector: 320, curve: 2800, endknob: 1300 });
  });
  it('asks whether a rail longer than a bar comes with connectors', () => {
    const result = evaluate('trackrail', {
      color: 'champagne',
      track_type: 'track_1019',
      support_type: 'ceiling',
      width: 450,
    });
    expect(codes(result)).toContain('connector_choice_required');
  });
  it('curved electric rail: motor, power cord, remote', () => {
    const result = evaluate('eraildecoround35mm', {
      color: 'blackmatt',
      support_type: 'ceiling',
      width: 250,
      curve_type: 'single90',
      curve_left_length: 40,
      power_type: 'standard230v',
      with_remote_control: true,
    });
    expect(result.issues).toEqual([]);
    expect(amounts(result)).toMatchObject({
      motor: 16_500,
      powercord: 1800,
      remote: 2800,
      curve: 1400,
    });
  });
  it('wave curtain rail: wave runners at the wave spacing', () => {
    const result = evaluate('trackrail', {
      color: 'whitematt',
      track_type: 'track_1019',
      support_type: 'ceiling',
      width: 300,
      rail_curtain_type: 'wavecurtain',
      wave_runner_distance: 60,
    });
    // ceil(3000 / 60) + 2 panels = 52 wave runners of 6 cm
    expect(line(result, 'runner')).toMatchObject({ quantity: 52, unitPrice: 42 });
  });
  it('decorative rod: per metre of its size, rod supports every 120 cm, knobs, no runners', () => {
    const result = evaluate('decorativerod', {
      color: 'bronze',
      rod_size: 'rodsize28mm',
      support_type: 'wall90mm',
      width: 300,
    });
    expect(line(result, 'rod')).toMatchObject({ quantity: 3, unitPrice: 1200 }); // 10.50 + 1.50
    expect(amounts(result)).toEqual({ rod: 3600, support: 1240, endknob: 900 });
  });
  it('the generic rail takes its kind from curtain_rail_type and needs the profile of that kind', () => {
    const rail = { color: 'whitematt', support_type: 'ceiling', width: 200 };
    const track = evaluate('rail', { ...rail, curtain_rail_type: 'trackrail' });
    expect(line(track, 'rail')?.unitPrice).toBe(620); // A-track by default
    const deco = evaluate('rail', { ...rail, curtain_rail_type: 'decorativerail' });
    expect(deco.issues).toContainEqual(
      expect.objectContaining({ field: 'rail_type', code: 'required' }),
    );
    expect(deco.price?.lines).toEqual([]);
  });
  it('pull rod: one piece', () => {
    expect(amounts(evaluate('pullrod', { color: 'whitematt', length: 100 }))).toEqual({
      pullrod: 850,
    });
  });
});

describe('evaluateArticle: margins and display', () => {
  it('the worked example in aud: the sales total is the sum of the sales lines shown', () => {
    for (const marginType of ['automatic', 'pricelist', 'debtor', 'ateliernet'] as const) {
      const result = evaluate('pleatcurtain', WORKED_EXAMPLE, {
        account: { ...ACCOUNT, currency: 'aud', marginType },
      });
      const lines = result.price?.lines ?? [];
      expect(lines.length).toBeGreaterThan(0);
      expect(result.price?.sales, marginType).toBe(
        lines.reduce((sum, l) => sum + l.salesAmount, 0),
      );
    }
  });
  it('debtor margin and a sales-only display', () => {
    const result = evaluate('pleatcurtain', WORKED_EXAMPLE, {
      account: { ...ACCOUNT, marginType: 'debtor', priceType: 'price' },
    });
    // Per line: fabric 16.8 × (24.50 × 1.85 = 45.33) = 761.54; make-up 6 × 23.13 = 138.78.
    expect(line(result, 'fabric')).toMatchObject({ salesUnitPrice: 4533, salesAmount: 76_154 });
    expect(result.price).toMatchObject({
      wholesale: 48_660,
      sales: 76_154 + 13_878,
      shown: { wholesale: false, sales: true },
    });
  });
});

describe('evaluateArticle: only the fields that apply are priced (issue 9 §2)', () => {
  const track = { color: 'whitematt', track_type: 'track_1019', support_type: 'ceiling' };

  it('a single bend has one leg: a 300 cm rail with both legs sent is 330 cm, not 360 cm', () => {
    const result = evaluate('trackrail', {
      ...track,
      width: 300,
      curve_type: 'single90',
      curve_left_length: 30,
      curve_right_length: 30,
    });
    expect(result.quantities?.railLengthMm).toBe(3300);
    expect(line(result, 'rail')).toMatchObject({ quantity: 3.3 });
    expect(result.parameters).not.toHaveProperty('curve_right_length');
  });

  it('a 12 V roman blind runs on a battery: the pack is required and none is assumed', () => {
    const blind = {
      main_fabric: PLAIN_FABRIC.uuid,
      width: 120,
      height: 160,
      fold_type: '1',
      mounting_system: 'electric12v',
    };
    const result = evaluate('foldcurtain', blind);
    expect(result.issues).toContainEqual(
      expect.objectContaining({ field: 'battery_option', code: 'required' }),
    );
    expect(line(result, 'battery')).toBeUndefined();
    expect(line(result, 'powercord')).toBeUndefined();
    const chosen = evaluate('foldcurtain', { ...blind, battery_option: 'doublebattery' });
    expect(codes(chosen)).not.toContain('required');
    expect(line(chosen, 'battery')).toMatchObject({ amount: 6800 });
  });

  it('a motorised roman blind is not charged child safety, a chain-operated one is', () => {
    const blind = {
      main_fabric: PLAIN_FABRIC.uuid,
      width: 120,
      height: 160,
      fold_type: '1',
      with_child_safety: true,
    };
    const wired = evaluate('foldcurtain', {
      ...blind,
      mounting_system: 'electric230v',
      electric_option: 'wired',
    });
    expect(line(wired, 'childsafety')).toBeUndefined();
    const chain = evaluate('foldcurtain', {
      ...blind,
      mounting_system: 'cassettes',
      control_type: 'chain',
    });
    expect(line(chain, 'childsafety')).toMatchObject({ amount: 350 });
  });

  it('a wave curtain neither stores nor prints a pleat type or heading-tape size', () => {
    for (const type of ['wavecurtain', 'ringcurtain', 'loopcurtain', 'backtabcurtain'] as const) {
      const result = evaluate(type, {
        ...WORKED_EXAMPLE,
        ring_size: 'ringsize25mm',
        ring_type: 'metal',
        loop_width: 5,
        loop_length: 10,
        tier_size: 8,
      });
      expect(result.parameters, type).not.toHaveProperty('pleat_type');
      expect(result.parameters, type).not.toHaveProperty('tier_size');
    }
    const pleat = evaluate('pleatcurtain', { ...WORKED_EXAMPLE, tier_size: 8 });
    expect(pleat.parameters).toMatchObject({ pleat_type: 'double', tier_size: 8 });
  });
});

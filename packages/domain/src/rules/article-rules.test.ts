import { describe, expect, it } from 'vitest';
import type { FabricFacts } from '../context.js';
import { issueMessageParams } from '../format/index.js';
import { validateArticleParameters } from '../schemas/index.js';
import {
  batteryPowerNeedsBatteryOption,
  champagneRunnerNotWithBasicTrack,
  checkArticleRules,
  connectorChoiceWhenLongerThanBar,
  doubleBatteryNeedsMinimumWidth,
  ironingNeedsIroningPoints,
  otherRingTypeNeedsDescription,
  RULE_ISSUE_CODES,
  runnerFieldsWithRunnerOption,
  shortestCurveLeg,
  tierSizeFifteenRequiresHauteCouture,
  unequalSplitExcludesElectricRail,
} from './index.js';
import { railLengthMm } from './rail-curve.js';

const codes = (issues: { code: string }[]) => issues.map((found) => found.code);

function fabric(ironingPoints: number): FabricFacts {
  return {
    uuid: 'f-1',
    name: 'Linen Natural',
    kind: 'main',
    widthMm: 1400,
    widthType: 'strokes',
    patternType: 'plain',
    patternRepeatMm: 0,
    rollLengthMm: 50_000,
    ironingPoints,
    isTurnable: false,
    pricePerMetre: { eur: { wholesale: 1850, sales: 3700 } },
  };
}

describe('cross-field rules', () => {
  it('15 cm tier size requires the haute couture type', () => {
    for (const luxury of ['basic', 'comfort', undefined]) {
      expect(
        tierSizeFifteenRequiresHauteCouture('pleatcurtain', { tier_size: 15, luxury }, {}),
      ).toEqual([
        {
          field: 'tier_size',
          code: 'tier_15_requires_hautecouture',
          params: { tier: 15 },
          severity: 'error',
        },
      ]);
    }
    expect(
      tierSizeFifteenRequiresHauteCouture(
        'pleatcurtain',
        { tier_size: 15, luxury: 'hautecouture' },
        {},
      ),
    ).toEqual([]);
    expect(
      tierSizeFifteenRequiresHauteCouture('pleatcurtain', { tier_size: 12, luxury: 'basic' }, {}),
    ).toEqual([]);
  });

  it('an unequal split makes electric rails unavailable', () => {
    const unequal = { curtain_split_type: 'unequal' };
    for (const type of [
      'electrictrackrail',
      'eraildecoround35mm',
      'eraildecosquare32mm',
    ] as const) {
      expect(codes(unequalSplitExcludesElectricRail(type, unequal, {}))).toEqual([
        'unequal_split_no_electric_rail',
      ]);
    }
    expect(
      codes(
        unequalSplitExcludesElectricRail(
          'rail',
          { ...unequal, curtain_rail_type: 'electricrail' },
          {},
        ),
      ),
    ).toEqual(['unequal_split_no_electric_rail']);
    expect(unequalSplitExcludesElectricRail('trackrail', unequal, {})).toEqual([]);
    expect(
      unequalSplitExcludesElectricRail('electrictrackrail', { curtain_split_type: 'equal' }, {}),
    ).toEqual([]);
  });

  it('basic track is not available with runner colour champagne', () => {
    expect(
      codes(champagneRunnerNotWithBasicTrack('trackrail', { runner_color: 'champagne' }, {})),
    ).toEqual(['champagne_runner_not_with_basic_track']);
    expect(
      champagneRunnerNotWithBasicTrack('trackrail', { runner_color: 'whitematt' }, {}),
    ).toEqual([]);
    expect(
      champagneRunnerNotWithBasicTrack('decorativerail', { runner_color: 'champagne' }, {}),
    ).toEqual([]);
  });

  it('a double battery needs a system width of at least 80 cm', () => {
    const double = { battery_option: 'doublebattery' };
    expect(doubleBatteryNeedsMinimumWidth('foldcurtain', { ...double, width: 79.9 }, {})).toEqual([
      {
        field: 'battery_option',
        code: 'double_battery_min_width',
        params: { min: 80, unit: 'cm' },
        severity: 'error',
      },
    ]);
    expect(doubleBatteryNeedsMinimumWidth('foldcurtain', { ...double, width: 80 }, {})).toEqual([]);
    expect(
      codes(doubleBatteryNeedsMinimumWidth('electrictrackrail', { ...double, width: 60 }, {})),
    ).toEqual(['double_battery_min_width']);
    expect(
      doubleBatteryNeedsMinimumWidth(
        'foldcurtain',
        { battery_option: 'singlebattery', width: 60 },
        {},
      ),
    ).toEqual([]);
  });

  it('a rule’s size is told in the account’s unit, not as centimetres written into the message', () => {
    const [leg] = shortestCurveLeg(
      'trackrail',
      { curve_type: 'single90', curve_left_length: 5 },
      {},
    );
    expect(leg && issueMessageParams(leg, 'en', 'imperial')).toEqual({ min: '4¾ in' });
    expect(leg && issueMessageParams(leg, 'de')).toEqual({ min: '12 cm' });
    const [battery] = doubleBatteryNeedsMinimumWidth(
      'electrictrackrail',
      { battery_option: 'doublebattery', width: 60 },
      {},
    );
    expect(battery && issueMessageParams(battery, 'en', 'imperial')).toEqual({ min: '31½ in' });
  });

  it('the shortest curve leg is 120 mm on basic track and 200 mm on elegant rails', () => {
    const curve = { curve_type: 'single90' };
    expect(shortestCurveLeg('trackrail', { ...curve, curve_left_length: 11.9 }, {})).toEqual([
      {
        field: 'curve_left_length',
        code: 'curve_leg_too_short',
        params: { min: 12, unit: 'cm' },
        severity: 'error',
      },
    ]);
    expect(shortestCurveLeg('trackrail', { ...curve, curve_left_length: 12 }, {})).toEqual([]);
    expect(
      shortestCurveLeg(
        'decorativerail',
        { ...curve, curve_left_length: 12, curve_right_length: 20 },
        {},
      ),
    ).toEqual([
      {
        field: 'curve_left_length',
        code: 'curve_leg_too_short',
        params: { min: 20, unit: 'cm' },
        severity: 'error',
      },
    ]);
    expect(
      shortestCurveLeg('trackrail', { curve_type: 'nocurve', curve_left_length: 5 }, {}),
    ).toEqual([]);
  });

  it('a rail longer than the single-bar maximum asks for the connector choice', () => {
    const ctx = { maxBarLengthMm: 6000 };
    const long = { width: 550, curve_type: 'single90', curve_left_length: 60 };
    expect(railLengthMm(long)).toBe(6100);
    expect(connectorChoiceWhenLongerThanBar('trackrail', long, ctx)).toEqual([
      {
        field: 'with_connector',
        code: 'connector_choice_required',
        params: { max: 600, unit: 'cm' },
        severity: 'error',
      },
    ]);
    expect(
      connectorChoiceWhenLongerThanBar('trackrail', { ...long, with_connector: false }, ctx),
    ).toEqual([]);
    expect(connectorChoiceWhenLongerThanBar('trackrail', { width: 600 }, ctx)).toEqual([]);
    expect(
      codes(
        connectorChoiceWhenLongerThanBar('trackrail', { width: 450 }, { maxBarLengthMm: 4000 }),
      ),
    ).toEqual(['connector_choice_required']);
  });

  it('ironing is selectable only if the fabric has at least 2 ironing points', () => {
    expect(
      ironingNeedsIroningPoints('pleatcurtain', { ironing: true }, { mainFabric: fabric(1) }),
    ).toEqual([
      { field: 'ironing', code: 'ironing_not_available', params: { min: 2 }, severity: 'error' },
    ]);
    expect(
      ironingNeedsIroningPoints('pleatcurtain', { ironing: true }, { mainFabric: fabric(2) }),
    ).toEqual([]);
    expect(
      ironingNeedsIroningPoints('pleatcurtain', { ironing: false }, { mainFabric: fabric(0) }),
    ).toEqual([]);
  });

  it('ring type "other" needs its description, and runner type and colour come with the runner option', () => {
    expect(codes(otherRingTypeNeedsDescription('ringcurtain', { ring_type: 'other' }, {}))).toEqual(
      ['required'],
    );
    expect(
      otherRingTypeNeedsDescription(
        'ringcurtain',
        { ring_type: 'other', other_ring_type: 'Clip ring' },
        {},
      ),
    ).toEqual([]);
    expect(
      runnerFieldsWithRunnerOption('trackrail', { with_runner: true }, {}).map((i) => i.field),
    ).toEqual(['runner_type', 'runner_color']);
    expect(runnerFieldsWithRunnerOption('trackrail', { with_runner: false }, {})).toEqual([]);
    expect(
      codes(batteryPowerNeedsBatteryOption('foldcurtain', { electric_option: 'battery' }, {})),
    ).toEqual(['required']);
  });

  it('checkArticleRules applies every rule to a validated article and finds nothing in a good one', () => {
    const good = validateArticleParameters('pleatcurtain', {
      main_fabric: 'f-1',
      width: 300,
      height: 250,
      split_type: 'equal',
      hem_type: 'double',
      luxury: 'hautecouture',
      pleat_type: 'double',
      tier_size: 15,
      ironing: true,
    });
    expect(good.ok).toBe(true);
    if (!good.ok) return;
    expect(checkArticleRules('pleatcurtain', good.value, { mainFabric: fabric(3) })).toEqual([]);
    const found = checkArticleRules(
      'pleatcurtain',
      { ...good.value, luxury: 'comfort' },
      { mainFabric: fabric(1) },
    );
    expect(codes(found).sort()).toEqual(['ironing_not_available', 'tier_15_requires_hautecouture']);
    for (const code of codes(found)) expect(RULE_ISSUE_CODES as readonly string[]).toContain(code);
  });
});

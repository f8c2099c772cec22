import {
  ARTICLE_TYPES,
  type CutList,
  DEMO_PRICE_LIST,
  emptyCutList,
  type Part,
  railPartsOf,
} from '@atelier/domain';

const DEFAULTS = DEMO_PRICE_LIST.defaults;
/** Another manufacturer's figures: the preview must follow the loaded price list, not a copy. */
const OTHER = {
  ...DEFAULTS,
  foldCurtain: { ...DEFAULTS.foldCurtain, stiffenerSpacingMm: 200, minStiffeners: 3 },
  rail: {
    ...DEFAULTS.rail,
    railSupportSpacingMm: 500,
    rodSupportSpacingMm: 600,
    runnerSpacingMm: 100,
  },
};

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  curtainModel,
  fitScale,
  foldCount,
  foldCurtainModel,
  foldPositionsMm,
  previewKindOf,
  stiffenerCount,
} from './geometry.js';
import { lengthMm } from './params.js';
import {
  connectorPositionsMm,
  legsOf,
  planPoints,
  pullRodModel,
  railModel,
} from './rail-geometry.js';
import { cushionModel, cutSizesMm, tiebackModel } from './small-geometry.js';

const withParts = (...parts: Part[]): CutList => ({ ...emptyCutList(), parts });

describe('reading what the dealer typed', () => {
  it('takes the centimetres the field read, never text of its own reading', () => {
    expect(lengthMm(300)).toBe(3000);
    expect(lengthMm(260.5)).toBe(2605);
    // Text in a size field is what the field refused (287.5 typed in Dutch, 113.25 in inches).
    for (const refused of ['12,5', '287.5', '113.25'])
      expect(lengthMm(refused), refused).toBeNull();
    for (const garbage of [Number.NaN, -5, 0, 'abc', '', null, undefined, {}, [], Infinity, 1e12])
      expect(lengthMm(garbage)).toBeNull();
  });
});

describe('which drawing an article gets', () => {
  it('dispatches by article type, anything else is the empty state', () => {
    for (const type of ['pleatcurtain', 'wavecurtain', 'backtabcurtain', 'panelcurtain'])
      expect(previewKindOf(type)).toBe('curtain');
    for (const type of ['rail', 'rod', 'trackrail', 'eraildecosquare32mm', 'decorativerod'])
      expect(previewKindOf(type)).toBe('rail');
    expect(previewKindOf('foldcurtain')).toBe('foldcurtain');
    expect(previewKindOf('pullrod')).toBe('pullrod');
    expect(previewKindOf('cutyardage')).toBe('cutyardage');
    for (const other of [null, undefined, 'rma', 'sampleorder', 'sofa', 42])
      expect(previewKindOf(other)).toBe('empty');
  });
});

describe('curtain panels', () => {
  it('splits an equal pair in two halves, to scale', () => {
    const model = curtainModel('pleatcurtain', { width: 300, height: 250 }, null);
    expect(model?.panels.map((p) => [p.side, p.xMm, p.widthMm])).toEqual([
      ['left', 0, 1500],
      ['right', 1500, 1500],
    ]);
  });

  it('follows an unequal split and a one-way draw', () => {
    const unequal = curtainModel(
      'wavecurtain',
      { width: 400, height: 250, split_type: 'unequal', left_percentage: 70 },
      null,
    );
    expect(unequal?.panels.map((p) => p.widthMm)).toEqual([2800, 1200]);
    const single = curtainModel(
      'ringcurtain',
      { width: 180, height: 240, split_type: 'left' },
      null,
    );
    expect(single?.panels).toHaveLength(1);
    expect(single?.panels[0]?.widthMm).toBe(1800);
  });

  it('lets the panels overlap at the centre and turn back at the returns', () => {
    const model = curtainModel(
      'pleatcurtain',
      { width: 300, height: 250, overlap_left: 5, overlap_right: 5, return_left: 8 },
      null,
    );
    const [left, right] = model?.panels ?? [];
    expect(left?.widthMm).toBe(1550);
    expect(right?.xMm).toBe(1450);
    expect(left?.returnLeftMm).toBe(80);
    expect(right?.returnRightMm).toBe(0);
  });

  it('takes the panel widths of the cut list when the calculation has one', () => {
    const cutList: CutList = {
      ...emptyCutList(),
      fullnessPercent: 235,
      panels: [
        { side: 'left', finishedWidthMm: 1080, flatWidthMm: 0, sideHemsMm: 0, widths: 2 },
        { side: 'right', finishedWidthMm: 2000, flatWidthMm: 0, sideHemsMm: 0, widths: 3 },
      ],
    };
    const model = curtainModel(
      'pleatcurtain',
      { width: 300, height: 250, return_left: 8 },
      cutList,
    );
    expect(model?.panels.map((p) => p.widthMm)).toEqual([1000, 2000]);
  });

  it('spreads panel curtain panels over the width, overlapping 5 cm', () => {
    const model = curtainModel(
      'panelcurtain',
      { width: 300, height: 250, number_of_panels: 4 },
      null,
    );
    const panels = model?.panels ?? [];
    expect(panels).toHaveLength(4);
    const last = panels[3];
    expect((last?.xMm ?? 0) + (last?.widthMm ?? 0)).toBeCloseTo(3000, 0);
    expect(panels.every((p) => p.folds === 0)).toBe(true);
  });

  it('draws more folds the fuller the curtain, from the cut list or the price list’s pleat type', () => {
    expect(foldCount(1500, 250)).toBeGreaterThan(foldCount(1500, 150));
    expect(foldCount(1500, 100)).toBeGreaterThanOrEqual(2);
    const single = curtainModel(
      'pleatcurtain',
      { width: 300, height: 250, pleat_type: 'single' },
      null,
      DEFAULTS,
    );
    const triple = curtainModel(
      'pleatcurtain',
      { width: 300, height: 250, pleat_type: 'triple' },
      null,
      DEFAULTS,
    );
    expect(triple?.fullnessPercent).toBe(DEFAULTS.fullnessByPleat.triple);
    expect(triple?.panels[0]?.folds).toBeGreaterThan(single?.panels[0]?.folds ?? 0);
    const fromList = curtainModel(
      'pleatcurtain',
      { width: 300, height: 250, pleat_type: 'single' },
      { ...emptyCutList(), fullnessPercent: 300 },
    );
    expect(fromList?.fullnessPercent).toBe(300);
  });

  it('has nothing to draw without both width and height', () => {
    expect(curtainModel('pleatcurtain', {}, null)).toBeNull();
    expect(curtainModel('pleatcurtain', { width: 300 }, null)).toBeNull();
    expect(curtainModel('pleatcurtain', { width: -3, height: 'x' }, null)).toBeNull();
  });
});

describe('roman blind', () => {
  it('counts stiffeners from the cut list, else by the domain’s rule with the loaded price list', () => {
    expect(stiffenerCount(1600, null, DEFAULTS)).toBe(6);
    expect(stiffenerCount(300, null, DEFAULTS)).toBe(2);
    expect(stiffenerCount(1600, null, OTHER)).toBe(8);
    expect(stiffenerCount(300, null, OTHER)).toBe(3);
    expect(foldCurtainModel({ width: 120, height: 160 }, null, OTHER)?.folds).toBe(8);
    expect(stiffenerCount(1600, withParts({ code: 'stiffener', quantity: 9 }), null)).toBe(9);
    // Before the price list is loaded there is no rule to follow: no folds rather than a guess.
    expect(stiffenerCount(1600, null, null)).toBe(0);
  });

  it('spaces the folds evenly down the blind', () => {
    const folds = foldPositionsMm(1600, 6);
    expect(folds).toHaveLength(6);
    expect(folds.every((y, i) => i === 0 || y > (folds[i - 1] ?? 0))).toBe(true);
    expect(Math.max(...folds)).toBeLessThan(1600);
  });

  it('reads fold type, control and mounting', () => {
    const blind = foldCurtainModel(
      {
        width: 120,
        height: 160,
        fold_type: 'honeycomb',
        control_side: 'left',
        mounting: 'insideframe',
        control_type: 'controlrod',
      },
      null,
    );
    expect(blind).toMatchObject({
      honeycomb: true,
      controlSide: 'left',
      mounting: 'insideframe',
      control: 'rod',
    });
    expect(
      foldCurtainModel({ width: 120, height: 160, electric_option: 'battery' }, null)?.control,
    ).toBe('motor');
  });
});

describe('rails and rods', () => {
  it('counts supports from the cut list, else as the domain’s rail calculation with the loaded price list', () => {
    const rail = railModel('trackrail', { width: 250 }, null, DEFAULTS);
    expect(rail?.supportsMm).toHaveLength(4);
    expect(rail?.supportsMm.every((x) => x >= 0 && x <= 2500)).toBe(true);
    expect(railModel('trackrail', { width: 250 }, null, OTHER)?.supportsMm).toHaveLength(6);
    expect(railModel('decorativerod', { width: 300 }, null, OTHER)?.supportsMm).toHaveLength(6);
    const listed = withParts({ code: 'support', quantity: 7 });
    expect(railModel('trackrail', { width: 300 }, listed, DEFAULTS)?.supportsMm).toHaveLength(7);
    expect(railModel('trackrail', { width: 250 }, null, null)?.supportsMm).toEqual([]);
  });

  it('counts runners as the calculation does, wave spacing and one-way draw included', () => {
    const runnersOf = (params: Record<string, unknown>, defaults = DEFAULTS) =>
      railModel('trackrail', { width: 200, ...params }, null, defaults)?.runnersMm.length;
    const domain = (params: Record<string, unknown>, defaults = DEFAULTS) =>
      railPartsOf('trackrail', { width: 200, ...params }, defaults)?.parts.find(
        (part) => part.code === 'runner',
      )?.quantity;
    for (const params of [
      {},
      { curtain_split_type: 'left' },
      { rail_curtain_type: 'wavecurtain', wave_runner_distance: 60 },
    ]) {
      expect(runnersOf(params)).toBe(domain(params));
      expect(runnersOf(params, OTHER)).toBe(domain(params, OTHER));
    }
    expect(runnersOf({}, OTHER)).toBe(Math.ceil(2000 / 100) + 2);
  });

  it('joins bars where the price list’s longest bar ends, shorter in champagne', () => {
    expect(railModel('trackrail', { width: 720 }, null, DEFAULTS)?.connectorsMm).toEqual([3600]);
    expect(
      railModel('trackrail', { width: 500, color: 'champagne' }, null, DEFAULTS)?.connectorsMm,
    ).toEqual([2500]);
    expect(railModel('trackrail', { width: 500 }, null, DEFAULTS)?.connectorsMm).toEqual([]);
    const fromList = railModel(
      'trackrail',
      { width: 720 },
      withParts({ code: 'bar', quantity: 3, lengthMm: 2400 }, { code: 'connector', quantity: 2 }),
    );
    expect(fromList?.connectorsMm).toEqual([2400, 4800]);
  });

  it('draws no connector on a track ordered without connector', () => {
    const without = { width: 720, with_connector: false };
    expect(railModel('trackrail', without, null, DEFAULTS)?.connectorsMm).toEqual([]);
    const listed = withParts({ code: 'bar', quantity: 2, lengthMm: 3600 });
    expect(railModel('trackrail', without, listed, DEFAULTS)?.connectorsMm).toEqual([]);
  });

  it('draws a motor, not a chain, on a 12 V roman blind, and names no side until one is chosen', () => {
    const blind = foldCurtainModel(
      { width: 120, height: 160, mounting_system: 'electric12v' },
      null,
    );
    expect(blind?.control).toBe('motor');
    expect(blind?.controlSide).toBeNull();
    expect(foldCurtainModel({ width: 120, height: 160 }, null)?.control).toBeNull();
    expect(railModel('electrictrackrail', { width: 200 }, null, DEFAULTS)).toMatchObject({
      motor: true,
      motorSide: null,
    });
  });

  it('finds a joint on a curve leg where the leg is seen from the front', () => {
    const legs = {
      left: [{ lengthMm: 400, angleDeg: 90 }],
      right: [{ lengthMm: 400, angleDeg: 90 }],
    };
    const model = { widthMm: 800, legsLeft: legs.left, legsRight: legs.right };
    // 1600 mm unrolled in two bars: the joint is 800 mm along, 400 mm into the straight part.
    expect(connectorPositionsMm(model, 2)).toEqual([400]);
    // Four bars: the first joint falls at the end of the 90° leg, which the front view sees at 0.
    expect(connectorPositionsMm(model, 4)[0]).toBeCloseTo(0);
  });

  it('bends the legs towards the wall at the chosen angle', () => {
    const { left, right, angle } = legsOf({
      curve_type: 'double45',
      curve_left_length: 30,
      curve_right_length: 20,
    });
    expect(angle).toBe(45);
    expect(left).toEqual([{ lengthMm: 300, angleDeg: 45 }]);
    expect(right).toEqual([{ lengthMm: 200, angleDeg: 45 }]);
    const points = planPoints({ widthMm: 2000, legsLeft: left, legsRight: right });
    const [first] = points;
    const last = points[points.length - 1];
    // Both ends lie closer to the wall (smaller y) than the straight part and outside it.
    expect(first?.[0]).toBeLessThan(0);
    expect(last?.[0]).toBeGreaterThan(2000);
    expect(first?.[1]).toBeLessThan(points[1]?.[1] ?? 0);
    expect(legsOf({ curve_type: 'nocurve', curve_left_length: 30 }).left).toEqual([]);
    expect(legsOf({ curve_type: 'single90', curve_right_length: 30 }).right).toHaveLength(1);
  });

  it('draws a leg not measured yet as the shortest the rail’s kind can be bent with', () => {
    expect(legsOf({ curve_type: 'single90' }, 'trackrail').left).toEqual([
      { lengthMm: 120, angleDeg: 90 },
    ]);
    expect(legsOf({ curve_type: 'double45' }, 'decorativerail').right).toEqual([
      { lengthMm: 200, angleDeg: 45 },
    ]);
  });

  it('puts knobs on rods, a motor on electric rails, runners only on rails', () => {
    const rod = railModel('decorativerod', { width: 200, rod_size: 'rodsize25mm' }, null);
    expect(rod).toMatchObject({ ends: 'knob', motorSide: null, runnersMm: [] });
    const electric = railModel(
      'electrictrackrail',
      { width: 200, motor_side: 'left' },
      null,
      DEFAULTS,
    );
    expect(electric?.motorSide).toBe('left');
    expect(electric?.runnersMm.length).toBe(Math.ceil(2000 / 80) + 2);
    expect(railModel('trackrail', { width: 200 }, null)?.ends).toBe('stop');
    expect(
      railModel('trackrail', { width: 200, with_runner: false }, null, DEFAULTS)?.runnersMm,
    ).toEqual([]);
  });
});

describe('small articles', () => {
  it('reads tieback, cushion, cut sizes and pull rod, skipping what is not a length', () => {
    expect(tiebackModel({ length: 70, tieback_type: 'bananawithpiping' })).toMatchObject({
      lengthMm: 700,
      shape: 'banana',
      piping: true,
    });
    expect(cushionModel({ length: 50 })).toBeNull();
    expect(cutSizesMm({ sizes: [250, 'x', -1, 120.5] })).toEqual([2500, 1205]);
    expect(cutSizesMm({ sizes: 'nope' })).toEqual([]);
    expect(pullRodModel({ length: 100, color: 'purple' })).toEqual({
      lengthMm: 1000,
      colour: null,
    });
  });

  it('fits content into the picture without enlarging beyond a limit', () => {
    expect(fitScale(1000, 500, 500, 500)).toBe(0.5);
    expect(fitScale(10, 10, 500, 500, 2)).toBe(2);
    expect(fitScale(0, 0, 500, 500)).toBe(1);
  });
});

describe('garbage in, never an exception', () => {
  const anything = fc.dictionary(
    fc.constantFrom(
      'width',
      'height',
      'length',
      'split_type',
      'left_percentage',
      'pleat_percentage',
      'return_left',
      'overlap_right',
      'number_of_panels',
      'curve_type',
      'curve_left_length',
      'curve_left_edge_length',
      'color',
      'sizes',
      'tier_size',
      'hem_size',
      'wave_runner_distance',
      'control_length',
    ),
    fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null), fc.array(fc.double())),
  );

  it('builds every model from random parameters without throwing, within the picture', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ARTICLE_TYPES), anything, (type, params) => {
        const curtain = curtainModel(type, params, null);
        for (const panel of curtain?.panels ?? []) {
          expect(Number.isFinite(panel.widthMm)).toBe(true);
          expect(panel.folds).toBeLessThanOrEqual(400);
        }
        foldCurtainModel(params, null);
        const rail = railModel(type, params, null);
        expect(rail?.connectorsMm.every(Number.isFinite) ?? true).toBe(true);
        tiebackModel(params);
        cushionModel(params);
        cutSizesMm(params);
        pullRodModel(params);
      }),
      { numRuns: 400 },
    );
  });
});

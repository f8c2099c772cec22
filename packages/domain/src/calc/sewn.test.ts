import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS as D } from '../pricing/demo-price-list.js';
import { calculateSewnCurtain, type SewnCurtainInput, splitPanels } from './sewn.js';

const plain = {
  widthMm: 1400,
  widthType: 'strokes',
  patternRepeatMm: 0,
  rollLengthMm: 60_000,
} as const;

/** The curtain of calculation.md §5; each test changes what its rule is about. */
function curtain(overrides: Partial<SewnCurtainInput> = {}): SewnCurtainInput {
  return {
    curtainType: 'pleatcurtain',
    widthMm: 3000,
    heightMm: 2500,
    returnLeftMm: 0,
    returnRightMm: 0,
    overlapLeftMm: 0,
    overlapRightMm: 0,
    splitType: 'equal',
    leftPercentage: null,
    pleatType: 'double',
    pleatPercentage: null,
    luxury: 'comfort',
    tierSizeMm: null,
    hemType: 'double',
    hemSizeMm: null,
    sideHemType: null,
    roundToPattern: true,
    leftStrokes: null,
    rightStrokes: null,
    main: plain,
    lining: null,
    ...overrides,
  };
}
const calc = (overrides: Partial<SewnCurtainInput> = {}) =>
  calculateSewnCurtain(curtain(overrides), D);

describe('worked example (calculation.md §5)', () => {
  it('double pleat 3000 × 2500 on 140 cm plain fabric takes 6 drops of 2800 mm: 16.8 m charged', () => {
    const { cutList, issues } = calc();
    expect(issues).toEqual([]);
    expect(cutList.panels.map((p) => p.finishedWidthMm)).toEqual([1500, 1500]);
    expect(cutList.panels.map((p) => p.flatWidthMm)).toEqual([3525, 3525]);
    expect(cutList.panels.map((p) => p.flatWidthMm + p.sideHemsMm)).toEqual([3645, 3645]);
    expect(cutList.panels.map((p) => p.widths)).toEqual([3, 3]);
    expect(cutList.drops).toBe(6);
    expect(cutList.cutLengthMm).toBe(2800);
    expect(cutList.main?.lengthMm).toBe(16_800);
    expect(cutList.main?.chargedMm).toBe(16_800);
  });
});

describe('panels (§1 Panels)', () => {
  it('equal split gives ceil(W/2) to the left and the rest to the right', () => {
    expect(splitPanels(3001, 'equal', null).map((p) => p.widthMm)).toEqual([1501, 1500]);
  });
  it('a left or right split is one panel of the whole width', () => {
    expect(splitPanels(2400, 'left', null)).toEqual([{ side: 'single', widthMm: 2400 }]);
    expect(splitPanels(2400, 'right', null)).toEqual([{ side: 'single', widthMm: 2400 }]);
  });
  it('unequal split rounds W × left_percentage / 100 for the left panel, the right takes the rest', () => {
    expect(splitPanels(3001, 'unequal', 35).map((p) => p.widthMm)).toEqual([1050, 1951]);
    expect(splitPanels(1001, 'unequal', 50).map((p) => p.widthMm)).toEqual([501, 500]);
  });
  it('each panel adds its own return and overlap; a single panel takes all four', () => {
    const two = calc({
      returnLeftMm: 80,
      overlapLeftMm: 50,
      returnRightMm: 70,
      overlapRightMm: 40,
    });
    expect(two.cutList.panels.map((p) => p.finishedWidthMm)).toEqual([1630, 1610]);
    const one = calc({
      splitType: 'left',
      returnLeftMm: 80,
      overlapLeftMm: 50,
      returnRightMm: 70,
      overlapRightMm: 40,
    });
    expect(one.cutList.panels.map((p) => p.finishedWidthMm)).toEqual([3240]);
  });
});

describe('fullness (§1 Fullness)', () => {
  it('takes pleat_percentage when given', () => {
    expect(calc({ pleatPercentage: 300 }).cutList.panels[0]?.flatWidthMm).toBe(4500);
  });
  it('defaults by pleat type for pleat curtains', () => {
    const flat = (pleatType: SewnCurtainInput['pleatType']) =>
      calc({ pleatType }).cutList.panels[0]?.flatWidthMm;
    expect(flat('single')).toBe(2700);
    expect(flat('triple')).toBe(3750);
    expect(flat('reversed')).toBe(3150);
    expect(flat('nopleat')).toBe(1500);
  });
  it('defaults by curtain type for wave, ring, loop, rod, span and backtab curtains', () => {
    const fullness = (curtainType: SewnCurtainInput['curtainType']) =>
      calc({ curtainType, pleatType: null }).cutList.fullnessPercent;
    expect(fullness('wavecurtain')).toBe(200);
    expect(fullness('ringcurtain')).toBe(170);
    expect(fullness('loopcurtain')).toBe(150);
    expect(fullness('rodcurtain')).toBe(150);
    expect(fullness('spancurtain')).toBe(120);
    expect(fullness('backtabcurtain')).toBe(150);
  });
});

describe('flat width and side hems (§1 Flat width)', () => {
  it('rounds the flat width up to the whole millimetre', () => {
    // 1001 × 2.35 = 2352.35 → 2353
    expect(calc({ widthMm: 2002 }).cutList.panels[0]?.flatWidthMm).toBe(2353);
  });
  it('adds 2 × 30 mm for single side hems and 2 × 60 mm for double (the default)', () => {
    expect(calc({ sideHemType: 'single' }).cutList.panels[0]?.sideHemsMm).toBe(60);
    expect(calc({ sideHemType: 'double' }).cutList.panels[0]?.sideHemsMm).toBe(120);
    expect(calc({ sideHemType: null }).cutList.panels[0]?.sideHemsMm).toBe(120);
  });
});

describe('cut length (§1 Cut length)', () => {
  it('heading allowance is the tier size + 20 mm, the tier by luxury when not given', () => {
    expect(calc({ luxury: 'basic', hemType: 'nohem' }).cutList.cutLengthMm).toBe(2600);
    expect(calc({ luxury: 'hautecouture', hemType: 'nohem' }).cutList.cutLengthMm).toBe(2620);
    expect(calc({ tierSizeMm: 150, hemType: 'nohem' }).cutList.cutLengthMm).toBe(2670);
  });
  it('hem allowance follows the hem type', () => {
    const cut = (hemType: SewnCurtainInput['hemType'], hemSizeMm: number | null = null) =>
      calc({ hemType, hemSizeMm }).cutList.cutLengthMm;
    expect(cut('double')).toBe(2800);
    expect(cut('single')).toBe(2710);
    expect(cut('weightlace')).toBe(2630);
    expect(cut('insertedweightlace')).toBe(2630);
    expect(cut('weightlaceinfabric')).toBe(2630);
    expect(cut('edging')).toBe(2620);
    expect(cut('nohem')).toBe(2600);
    expect(cut('hemavailable')).toBe(2600);
    expect(cut('double', 60)).toBe(2720);
  });
  it('hem size by luxury: basic 80, comfort 100, haute couture 150 mm', () => {
    const hem = (luxury: SewnCurtainInput['luxury']) =>
      (calc({ luxury, tierSizeMm: 80 }).cutList.cutLengthMm ?? 0) - 2600;
    expect(hem('basic')).toBe(160);
    expect(hem('comfort')).toBe(200);
    expect(hem('hautecouture')).toBe(300);
  });
  it('patterned fabric rounds the cut up to whole repeats, and adds one repeat to the fabric', () => {
    const { cutList } = calc({ main: { ...plain, patternRepeatMm: 640 } });
    expect(cutList.cutLengthMm).toBe(3200);
    expect(cutList.main?.lengthMm).toBe(6 * 3200 + 640);
  });
  it('round_to_pattern off keeps the cut as calculated', () => {
    const { cutList } = calc({ main: { ...plain, patternRepeatMm: 640 }, roundToPattern: false });
    expect(cutList.cutLengthMm).toBe(2800);
  });
});

describe('widths (§1 Widths)', () => {
  it('counts widths per panel in half-width steps of the usable width (roll − 20 mm)', () => {
    // 1500 × 2 = 3000 + 120 = 3120; 2 × 3120 / 1380 = 4.52 → 5 halves = 2.5 widths
    const { cutList } = calc({ pleatPercentage: 200 });
    expect(cutList.panels.map((p) => p.widths)).toEqual([2.5, 2.5]);
    expect(cutList.drops).toBe(5);
  });
  it('drops cut are ceil of the summed widths', () => {
    const { cutList } = calc({ splitType: 'left', widthMm: 1500, pleatPercentage: 200 });
    expect(cutList.panels[0]?.widths).toBe(2.5);
    expect(cutList.drops).toBe(3);
  });
  it("the dealer's strokes replace the count and report the effective fullness", () => {
    const { cutList, issues } = calc({ leftStrokes: 2, rightStrokes: 2 });
    expect(cutList.panels.map((p) => p.widths)).toEqual([2, 2]);
    expect(cutList.drops).toBe(4);
    // 2 × 1380 − 120 = 2640 per panel over 1500 → 176 %
    expect(cutList.fullnessPercent).toBe(176);
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'effective_fullness', params: { fullness: 176 } }),
    );
  });
  it('too few strokes to cover the finished width is an error', () => {
    const { issues } = calc({ leftStrokes: 1, rightStrokes: 1 });
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'strokes_too_few', severity: 'error' }),
    );
  });
});

describe('wide-width (§1 Wide-width)', () => {
  const wide = {
    widthMm: 3000,
    widthType: 'widewidth',
    patternRepeatMm: 640,
    rollLengthMm: 60_000,
  } as const;
  it('uses one sideways cut per panel: flat + side hems + 100 mm, no pattern rounding', () => {
    const { cutList, issues } = calc({ main: wide });
    expect(issues).toEqual([]);
    expect(cutList.main?.cutsMm).toEqual([3745, 3745]);
    expect(cutList.main?.lengthMm).toBe(7490);
    expect(cutList.main?.chargedMm).toBe(7500);
    expect(cutList.cutLengthMm).toBe(2800);
  });
  it('reports "height exceeds the fabric\'s height" when the cut is longer than the fabric is wide', () => {
    const { issues } = calc({ main: { ...wide, widthMm: 2790 } });
    expect(issues).toContainEqual(
      expect.objectContaining({
        field: 'height',
        code: 'height_exceeds_fabric_height',
        params: { cutLength: 280, fabricHeight: 279, unit: 'cm' },
      }),
    );
  });
});

describe('lining (§1 Lining)', () => {
  it("uses the same panels with the lining's own width, no pattern, cut H + heading + hem size", () => {
    const lining = {
      widthMm: 1500,
      widthType: 'strokes',
      patternRepeatMm: 0,
      rollLengthMm: 60_000,
    } as const;
    const { cutList } = calc({ main: { ...plain, patternRepeatMm: 640 }, lining });
    // 2 × 3645 / 1480 = 4.93 → 5 halves per panel → 10 halves → 5 drops of 2500 + 100 + 100
    expect(cutList.lining?.cutLengthMm).toBe(2700);
    expect(cutList.lining?.cutsMm).toHaveLength(5);
    expect(cutList.lining?.lengthMm).toBe(13_500);
  });
});

describe('checks (§1 Checks)', () => {
  it('a cut longer than the roll is impossible', () => {
    const { issues } = calc({ main: { ...plain, rollLengthMm: 2500 } });
    expect(issues).toContainEqual(
      expect.objectContaining({
        field: 'main_fabric',
        code: 'cut_longer_than_roll',
        params: { cutLength: 280, rollLength: 250, unit: 'cm' },
      }),
    );
  });
  it('a roll narrower than its selvedges is reported, not divided by', () => {
    const { issues, cutList } = calc({ main: { ...plain, widthMm: 10 } });
    expect(issues.map((i) => i.code)).toContain('fabric_width_unknown');
    expect(Number.isFinite(cutList.main?.lengthMm)).toBe(true);
  });
});

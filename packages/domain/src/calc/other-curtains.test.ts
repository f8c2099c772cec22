import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULTS as D } from '../pricing/demo-price-list.js';
import {
  calculateCushion,
  calculateCutYardage,
  calculateFoldCurtain,
  calculatePanelCurtain,
  calculateTieback,
  type FoldCurtainInput,
  type PanelCurtainInput,
} from './other-curtains.js';

const plain = {
  widthMm: 1400,
  widthType: 'strokes',
  patternRepeatMm: 0,
  rollLengthMm: 60_000,
} as const;

describe('panel curtain (§2)', () => {
  const panel = (overrides: Partial<PanelCurtainInput> = {}) =>
    calculatePanelCurtain(
      {
        widthMm: 2400,
        heightMm: 2200,
        numberOfPanels: 4,
        hemType: 'double',
        hemSizeMm: null,
        luxury: null,
        sideHemType: 'single',
        roundToPattern: true,
        main: plain,
        ...overrides,
      },
      D,
    );
  it('panel width is ((n − 1) × 50 + W) / n rounded up', () => {
    // (3 × 50 + 2400) / 4 = 637.5 → 638
    expect(panel().cutList.panels.map((p) => p.finishedWidthMm)).toEqual([638, 638, 638, 638]);
  });
  it('each panel is one width cut at H + 100 + hem allowance', () => {
    const { cutList, issues } = panel();
    expect(issues).toEqual([]);
    expect(cutList.cutLengthMm).toBe(2200 + 100 + 200);
    expect(cutList.main?.cutsMm).toEqual([2500, 2500, 2500, 2500]);
    expect(cutList.main?.chargedMm).toBe(10_000);
  });
  it('a panel wider than one usable fabric width is invalid', () => {
    const { issues } = panel({ numberOfPanels: 1 });
    expect(issues).toContainEqual(
      expect.objectContaining({
        field: 'width',
        code: 'panel_wider_than_fabric',
        params: { panelWidth: 246, usableWidth: 138, unit: 'cm' },
      }),
    );
  });
});

describe('fold curtain (§2)', () => {
  const fold = (overrides: Partial<FoldCurtainInput> = {}) =>
    calculateFoldCurtain(
      {
        widthMm: 1200,
        heightMm: 1600,
        roundToPattern: true,
        main: plain,
        lining: null,
        ...overrides,
      },
      D,
    );
  it('blind width W + 2 × 50 fits one width; cut H + 200', () => {
    const { cutList } = fold();
    expect(cutList.panels[0]?.flatWidthMm).toBe(1300);
    expect(cutList.main?.cutsMm).toEqual([1800]);
  });
  it('a blind wider than the usable width takes ceil(blind / usable) widths', () => {
    // 2000 + 100 = 2100 / 1380 → 2 widths
    expect(fold({ widthMm: 2000 }).cutList.main?.cutsMm).toEqual([1800, 1800]);
  });
  it('rounds the cut to the pattern repeat', () => {
    const { cutList } = fold({ main: { ...plain, patternRepeatMm: 250 } });
    expect(cutList.cutLengthMm).toBe(2000);
  });
  it('wide-width fabric takes one sideways cut when the cut fits the fabric height', () => {
    const wide = { ...plain, widthMm: 2800, widthType: 'widewidth' } as const;
    expect(fold({ main: wide }).cutList.main?.cutsMm).toEqual([1400]);
    expect(fold({ main: wide, heightMm: 2700 }).issues.map((i) => i.code)).toContain(
      'height_exceeds_fabric_height',
    );
  });
  it('stiffeners: max(2, round(H / 250))', () => {
    const stiffeners = (heightMm: number) =>
      fold({ heightMm }).cutList.parts.find((p) => p.code === 'stiffener')?.quantity;
    expect(stiffeners(300)).toBe(2);
    expect(stiffeners(1600)).toBe(6);
    expect(stiffeners(1625)).toBe(7);
  });
  it('area for pricing is at least 1 m²', () => {
    expect(fold({ widthMm: 500, heightMm: 800 }).facts.areaMm2).toBe(1_000_000);
    expect(fold().facts.areaMm2).toBe(1_920_000);
  });
});

describe('tieback, cushion, cut yardage (§2)', () => {
  it('a tieback takes 0.6 m of fabric', () => {
    expect(calculateTieback(D).cutList.main?.chargedMm).toBe(600);
  });
  it('a cushion takes 2 × (length + 50) when width + 100 fits the usable width', () => {
    const { cutList, issues } = calculateCushion({ lengthMm: 450, widthMm: 450, main: plain }, D);
    expect(issues).toEqual([]);
    expect(cutList.main?.lengthMm).toBe(1000);
  });
  it('a cushion wider than the fabric is invalid', () => {
    const { issues } = calculateCushion({ lengthMm: 450, widthMm: 1300, main: plain }, D);
    expect(issues.map((i) => i.code)).toEqual(['cushion_wider_than_fabric']);
  });
  it('cut yardage is the sum of the sizes, each a separate cut charged per started 10 cm', () => {
    const { cutList } = calculateCutYardage({ sizesMm: [1234, 2000, 51], main: plain }, D);
    expect(cutList.main?.cutsMm).toEqual([1234, 2000, 51]);
    expect(cutList.main?.lengthMm).toBe(3285);
    expect(cutList.main?.chargedMm).toBe(1300 + 2000 + 100);
    expect(cutList.drops).toBe(3);
  });
  it('a cut yardage size longer than the roll is impossible', () => {
    const { issues } = calculateCutYardage(
      { sizesMm: [5000], main: { ...plain, rollLengthMm: 4000 } },
      D,
    );
    expect(issues.map((i) => i.code)).toEqual(['cut_longer_than_roll']);
  });
});

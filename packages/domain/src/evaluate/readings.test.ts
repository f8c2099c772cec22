// calculation.md §6 "Readings settled": one named test per reading, through the entry point the
// web and the API both call.
import { describe, expect, it } from 'vitest';
import { resolveFullness } from '../calc/sewn.js';
import type { ArticleType } from '../enums.js';
import { DEMO_DEFAULTS } from '../pricing/demo-price-list.js';
import { type ArticleEvaluation, evaluateArticle } from './index.js';
import type { EvaluationContext } from './shared.js';
import {
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
const PATTERNED = { ...PLAIN_FABRIC, patternType: 'pattern', patternRepeatMm: 640 } as const;

describe('calculation.md §6 readings settled', () => {
  it('§6 unequal split: round is half up (528.5 → 529)', () => {
    const result = evaluate('pleatcurtain', {
      ...WORKED_EXAMPLE,
      width: 105.7,
      split_type: 'unequal',
      left_percentage: 50,
    });
    expect(result.cutList?.panels.map((p) => p.finishedWidthMm)).toEqual([529, 528]);
  });

  it("§6 rod and span curtains take their curtain type's fullness even with a pleat type", () => {
    for (const [type, fullness] of [
      ['rodcurtain', 150],
      ['spancurtain', 120],
    ] as const) {
      expect(resolveFullness(DEMO_DEFAULTS, type, 'triple', null), type).toBe(fullness);
    }
  });

  it('§6 effective fullness for given strokes: floor(100 × (Σ n × U − Σ side hems) / W)', () => {
    const result = evaluate('pleatcurtain', {
      ...WORKED_EXAMPLE,
      main_fabric_left_strokes: 3,
      main_fabric_right_strokes: 3,
    });
    // (6 × 1380 − 2 × 120) / 3000 = 2.68
    expect(result.cutList?.fullnessPercent).toBe(268);
  });

  it('§6 the extra repeat is added to patterned sewn and fold curtains with or without rounding, never to wide-width', () => {
    const context = { mainFabric: PATTERNED };
    const sewn = evaluate('pleatcurtain', { ...WORKED_EXAMPLE, round_to_pattern: false }, context);
    expect(sewn.quantities?.mainFabricMm).toBe(6 * 2800 + 640);
    const fold = evaluate(
      'foldcurtain',
      {
        main_fabric: PLAIN_FABRIC.uuid,
        width: 120,
        height: 160,
        fold_type: '3',
        mounting_system: 'cassettes',
        round_to_pattern: false,
      },
      context,
    );
    expect(fold.quantities?.mainFabricMm).toBe(1600 + 200 + 640);
    const wide = evaluate('pleatcurtain', WORKED_EXAMPLE, {
      mainFabric: { ...WIDE_FABRIC, patternType: 'pattern', patternRepeatMm: 640 },
    });
    expect(wide.quantities?.mainFabricMm).toBe(2 * (3525 + 120 + 100));
  });

  it('§6 "strokes over 280" looks at the cut after pattern rounding, and only on curtains sewn from widths', () => {
    // C = 2490 + 100 + 200 = 2790, rounded to 640 mm repeats: 3200.
    const sewn = evaluate(
      'pleatcurtain',
      { ...WORKED_EXAMPLE, height: 249 },
      { mainFabric: PATTERNED },
    );
    expect(line(sewn, 'strokesover280')).toBeDefined();
    const panel = evaluate('panelcurtain', {
      main_fabric: PLAIN_FABRIC.uuid,
      width: 100,
      height: 270,
      panel_type: 'panelrail4',
      number_of_panels: 1,
      hem_type: 'double',
    });
    expect(panel.quantities?.cutLengthMm).toBeGreaterThan(2800);
    expect(line(panel, 'strokesover280')).toBeUndefined();
  });

  it('§6 wide-width make-up and heading tape use Σ flat widths without side hems, per started 10 cm', () => {
    const result = evaluate(
      'pleatcurtain',
      { ...WORKED_EXAMPLE, tier_size: 12 },
      { mainFabric: WIDE_FABRIC },
    );
    // 2 × 3525 = 7050 → 7.1 m
    expect(line(result, 'makeup_widewidth')?.quantity).toBe(7.1);
    expect(line(result, 'headingtape12')?.quantity).toBe(7.1);
  });

  it("§6 lining widths are counted from the lining's own width; ironing on main fabric only", () => {
    const result = evaluate(
      'pleatcurtain',
      { ...WORKED_EXAMPLE, lining_fabric: LINING_FABRIC.uuid, ironing: true },
      { liningFabric: LINING_FABRIC },
    );
    // Lining 150 cm (U 1480): 2.5 widths per panel, 5 drops of 2500 + 100 + 100.
    expect(result.quantities?.liningMm).toBe(5 * 2700);
    expect(line(result, 'ironing')?.quantity).toBe(16.8);
  });

  it('§6 weight lace: charged for weight, weightlace and insertedweightlace; no line for weightlaceinfabric', () => {
    const withLace = (extra: Record<string, unknown>) =>
      line(evaluate('pleatcurtain', { ...WORKED_EXAMPLE, ...extra }), 'weightlace');
    expect(withLace({ weight: true })?.quantity).toBe(7.1);
    expect(withLace({ hem_type: 'weightlace' })).toBeDefined();
    expect(withLace({ hem_type: 'insertedweightlace' })).toBeDefined();
    expect(withLace({ hem_type: 'weightlaceinfabric' })).toBeUndefined();
  });

  it('§6 panel curtain: a panel fits one width when panel + 2 × side hem allowance ≤ U', () => {
    const panel = (width: number) =>
      evaluate('panelcurtain', {
        main_fabric: PLAIN_FABRIC.uuid,
        width,
        height: 220,
        panel_type: 'panelrail4',
        number_of_panels: 1,
        hem_type: 'double',
      });
    // U = 1380, side hems 2 × 60: 1260 fits, 1261 does not.
    expect(panel(126).issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(panel(126.1).issues.some((i) => i.severity === 'error')).toBe(true);
  });

  it('§6 fold curtain: the area is rounded up to 0.01 m²; wide-width length is blind width + 100 mm', () => {
    const fold = {
      main_fabric: PLAIN_FABRIC.uuid,
      height: 160,
      fold_type: '3',
      mounting_system: 'cassettes',
    };
    const area = evaluate('foldcurtain', { ...fold, width: 120.5 });
    expect(line(area, 'makeup_fold')?.quantity).toBe(1.93); // 1.928 m²
    const wide = evaluate('foldcurtain', { ...fold, width: 120 }, { mainFabric: WIDE_FABRIC });
    expect(wide.quantities?.mainFabricMm).toBe(1200 + 100 + 100);
  });

  it('§6 cut yardage: each size one cut, charged per started 10 cm, with a cutting line per cut', () => {
    const result = evaluate('cutyardage', { main_fabric: PLAIN_FABRIC.uuid, sizes: [123.4, 200] });
    expect(line(result, 'fabric')?.quantity).toBe(3.3); // 1.3 m + 2.0 m
    expect(line(result, 'cutting')?.quantity).toBe(2);
  });

  it('§6 rails are charged per started 10 cm of rail length', () => {
    const result = evaluate('trackrail', {
      color: 'whitematt',
      track_type: 'track_1019',
      support_type: 'ceiling',
      width: 300.5,
    });
    expect(line(result, 'rail')?.quantity).toBe(3.1);
  });

  it('§6 basic track is the A-track only: the champagne-runner refusal applies to track_1014 alone', () => {
    const track = (trackType: string) =>
      codes(
        evaluate('trackrail', {
          color: 'whitematt',
          track_type: trackType,
          support_type: 'ceiling',
          runner_color: 'champagne',
          width: 200,
        }),
      );
    expect(track('track_1014')).toContain('champagne_runner_not_with_basic_track');
    expect(track('track_1019')).not.toContain('champagne_runner_not_with_basic_track');
  });

  it('§6 a track has runners unless with_runner is false', () => {
    const track = (extra: Record<string, unknown>) =>
      line(
        evaluate('trackrail', {
          color: 'whitematt',
          track_type: 'track_1019',
          support_type: 'ceiling',
          width: 200,
          ...extra,
        }),
        'runner',
      );
    expect(track({})).toBeDefined();
    expect(track({ with_runner: false })).toBeUndefined();
  });

  it('§6 stiffeners: round is half up (625 → 3)', () => {
    const result = evaluate('foldcurtain', {
      main_fabric: PLAIN_FABRIC.uuid,
      width: 120,
      height: 62.5,
      fold_type: '3',
      mounting_system: 'cassettes',
    });
    expect(result.quantities?.parts.stiffener).toBe(3);
  });
});

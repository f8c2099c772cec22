// Articles that can be made as ordered: the fabric's direction, linings only where they are
// calculated and charged, and a customer fabric's declared confections.
import { describe, expect, it } from 'vitest';
import type { FabricFacts } from '../context.js';
import type { ArticleType } from '../enums.js';
import { VALID_ARTICLES } from '../examples/examples.test-data.js';
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

const errorsAt = (result: ArticleEvaluation, field: string) =>
  result.issues.filter((found) => found.field === field && found.severity === 'error');
const line = (result: ArticleEvaluation, code: string) =>
  result.price?.lines.find((found) => found.code === code);

const JACQUARD: FabricFacts = { ...PLAIN_FABRIC, uuid: 'jacquard', isTurnable: false };
const TURNABLE: FabricFacts = { ...PLAIN_FABRIC, uuid: 'turnable', isTurnable: true };
const WIDE_FIXED: FabricFacts = { ...WIDE_FABRIC, isTurnable: false };
const example = (type: keyof typeof VALID_ARTICLES, fabric: FabricFacts = JACQUARD) => ({
  ...VALID_ARTICLES[type],
  main_fabric: fabric.uuid,
});

describe('fabric direction: a fabric that is not turnable is used only as it comes off the roll', () => {
  it('refuses a jacquard railroaded on a curtain, a roman blind and a panel curtain', () => {
    const cases: [ArticleType, Record<string, unknown>][] = [
      ['pleatcurtain', { ...WORKED_EXAMPLE, main_fabric: JACQUARD.uuid }],
      ['wavecurtain', example('wavecurtain')],
      ['foldcurtain', example('foldcurtain')],
      ['panelcurtain', example('panelcurtain')],
    ];
    for (const [type, parameters] of cases) {
      const sideways = evaluate(
        type,
        { ...parameters, main_fabric_width_type: 'widewidth' },
        { mainFabric: JACQUARD },
      );
      expect(errorsAt(sideways, 'main_fabric_width_type'), type).toEqual([
        expect.objectContaining({ code: 'fabric_not_turnable', params: { fabric: JACQUARD.name } }),
      ]);
      expect(sideways.price, type).not.toBeNull();
      // The same fabric as it comes off the roll is fine.
      const upright = evaluate(
        type,
        { ...parameters, main_fabric_width_type: 'strokes' },
        { mainFabric: JACQUARD },
      );
      expect(errorsAt(upright, 'main_fabric_width_type'), type).toEqual([]);
    }
  });

  it('lets a turnable fabric go either way', () => {
    for (const widthType of ['strokes', 'widewidth']) {
      const result = evaluate(
        'pleatcurtain',
        { ...WORKED_EXAMPLE, main_fabric: TURNABLE.uuid, main_fabric_width_type: widthType },
        { mainFabric: TURNABLE },
      );
      expect(errorsAt(result, 'main_fabric_width_type')).toEqual([]);
    }
  });

  it('uses a wide-width fabric that is not turnable sideways only, never in drops', () => {
    const base = { ...WORKED_EXAMPLE, main_fabric: WIDE_FIXED.uuid };
    const wide = evaluate(
      'pleatcurtain',
      { ...base, main_fabric_width_type: 'widewidth' },
      { mainFabric: WIDE_FIXED },
    );
    expect(errorsAt(wide, 'main_fabric_width_type')).toEqual([]);
    const drops = evaluate(
      'pleatcurtain',
      { ...base, main_fabric_width_type: 'strokes' },
      { mainFabric: WIDE_FIXED },
    );
    expect(errorsAt(drops, 'main_fabric_width_type').map((found) => found.code)).toEqual([
      'fabric_not_turnable',
    ]);
  });

  it('refuses a lining that is not turnable used sideways', () => {
    const lining: FabricFacts = { ...LINING_FABRIC, isTurnable: false };
    const result = evaluate(
      'pleatcurtain',
      {
        ...WORKED_EXAMPLE,
        lining_fabric: lining.uuid,
        lining_fabric_width_type: 'widewidth',
      },
      { liningFabric: lining },
    );
    expect(errorsAt(result, 'lining_fabric_width_type').map((found) => found.code)).toEqual([
      'fabric_not_turnable',
    ]);
  });
});

describe('linings: only where a lining is calculated and charged', () => {
  it('refuses a lining on a panel curtain, a tieback, a cushion and cut yardage', () => {
    for (const type of ['panelcurtain', 'tieback', 'cushion', 'cutyardage'] as const) {
      const result = evaluate(
        type,
        { ...example(type, PLAIN_FABRIC), lining_fabric: LINING_FABRIC.uuid },
        { liningFabric: LINING_FABRIC },
      );
      expect(
        errorsAt(result, 'lining_fabric').map((found) => found.code),
        type,
      ).toEqual(['lining_not_made']);
      // "No lining" is a value these articles keep.
      const none = evaluate(type, { ...example(type, PLAIN_FABRIC), lining_fabric: null });
      expect(errorsAt(none, 'lining_fabric'), type).toEqual([]);
    }
  });

  it('charges the lining of a sewn curtain and a roman blind', () => {
    for (const [type, parameters] of [
      ['pleatcurtain', WORKED_EXAMPLE],
      ['foldcurtain', example('foldcurtain', PLAIN_FABRIC)],
    ] as const) {
      const result = evaluate(
        type,
        { ...parameters, lining_fabric: LINING_FABRIC.uuid },
        { liningFabric: LINING_FABRIC },
      );
      expect(errorsAt(result, 'lining_fabric'), type).toEqual([]);
      expect(line(result, 'lining')?.amount, type).toBeGreaterThan(0);
    }
  });
});

describe('a customer fabric is made only into the confections it is declared for', () => {
  const OWN: FabricFacts = {
    ...PLAIN_FABRIC,
    uuid: 'cf-own',
    isTurnable: false,
    confections: ['pleatcurtain', 'wavecurtain'],
  };

  it('refuses a ring, panel or fold curtain of a fabric declared for pleat and wave', () => {
    for (const type of ['ringcurtain', 'panelcurtain', 'foldcurtain'] as const) {
      const result = evaluate(type, example(type, OWN), { mainFabric: OWN });
      expect(
        errorsAt(result, 'main_fabric').map((found) => found.code),
        type,
      ).toEqual(['fabric_not_declared_for']);
    }
    const pleat = evaluate(
      'pleatcurtain',
      { ...WORKED_EXAMPLE, main_fabric: OWN.uuid },
      {
        mainFabric: OWN,
      },
    );
    expect(errorsAt(pleat, 'main_fabric')).toEqual([]);
  });

  it('makes a roman blind of a fabric declared for it', () => {
    const fold: FabricFacts = { ...OWN, confections: ['foldcurtain'] };
    const result = evaluate('foldcurtain', example('foldcurtain', fold), { mainFabric: fold });
    expect(errorsAt(result, 'main_fabric')).toEqual([]);
  });
});

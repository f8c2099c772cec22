import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ARTICLE_TYPES, type ArticleType } from '../enums.js';
import { VALID_ARTICLES } from '../examples/examples.test-data.js';
import {
  articleFieldNames,
  articleParameterSchemas,
  isLengthField,
  isRequiredParameter,
  lengthFieldsOf,
  PARAMETER_LIMITS,
  SCHEMA_ISSUE_CODES,
  validateArticleParameters,
  withoutEmptyFields,
  zodIssuesToIssues,
} from './index.js';
import { watchZodBuilds } from './zod-builds.fixture.js';

function issuesOf(type: ArticleType, raw: unknown) {
  const result = validateArticleParameters(type, raw);
  return result.ok ? [] : result.issues;
}
function codeAt(type: ArticleType, raw: unknown, field: string) {
  return issuesOf(type, raw).find((found) => found.field === field)?.code;
}
const withField = (type: ArticleType, field: string, value: unknown) => ({
  ...VALID_ARTICLES[type],
  [field]: value,
});

/** Configurators §5 "Required main fields per product", row by row. */
const REQUIRED_FIELDS: [ArticleType, string[]][] = [
  [
    'pleatcurtain',
    ['main_fabric', 'height', 'width', 'split_type', 'hem_type', 'luxury', 'pleat_type'],
  ],
  ['foldcurtain', ['main_fabric', 'height', 'width', 'fold_type', 'mounting_system']],
  [
    'fronslintcurtain',
    [
      'main_fabric',
      'height',
      'width',
      'split_type',
      'hem_type',
      'luxury',
      'pleat_type',
      'fronslint_type',
    ],
  ],
  [
    'rodcurtain',
    [
      'main_fabric',
      'height',
      'width',
      'split_type',
      'hem_type',
      'luxury',
      'pleat_type',
      'rod_size',
    ],
  ],
  [
    'spancurtain',
    ['main_fabric', 'height', 'width', 'split_type', 'luxury', 'pleat_type', 'rod_size'],
  ],
  [
    'ringcurtain',
    ['main_fabric', 'height', 'width', 'split_type', 'luxury', 'ring_size', 'ring_type'],
  ],
  ['tieback', ['main_fabric', 'length', 'tieback_type']],
  [
    'loopcurtain',
    ['main_fabric', 'height', 'width', 'split_type', 'hem_type', 'loop_width', 'loop_length'],
  ],
  ['panelcurtain', ['main_fabric', 'height', 'width', 'panel_type', 'number_of_panels']],
  ['cutyardage', ['main_fabric', 'sizes']],
  ['wavecurtain', ['main_fabric', 'height', 'width', 'split_type', 'hem_type', 'luxury']],
  ['cushion', ['main_fabric', 'cushion_type', 'length', 'width']],
  ['trackrail', ['color', 'track_type', 'support_type']],
  ['decorativerail', ['color', 'rail_type', 'support_type']],
  ['electrictrackrail', ['color', 'support_type']],
  ['eraildecoround35mm', ['color', 'support_type']],
  ['eraildecosquare32mm', ['color', 'support_type']],
  ['decorativerod', ['color', 'rod_size', 'support_type']],
  ['pullrod', ['color', 'length']],
];

describe('article parameter schemas', () => {
  it('has a schema for every article type, and a dealer’s valid article passes it', () => {
    expect(Object.keys(articleParameterSchemas).sort()).toEqual([...ARTICLE_TYPES].sort());
    for (const type of ARTICLE_TYPES) {
      expect(issuesOf(type, VALID_ARTICLES[type]), type).toEqual([]);
    }
  });

  describe('required fields per product (configurators §5)', () => {
    for (const [type, fields] of REQUIRED_FIELDS) {
      it(`${type} requires ${fields.join(', ')}`, () => {
        for (const field of fields) {
          const { [field]: _removed, ...rest } = VALID_ARTICLES[type];
          expect(codeAt(type, rest, field), `${type}.${field}`).toBe('required');
          expect(codeAt(type, { ...rest, [field]: null }, field), `${type}.${field} null`).toBe(
            'required',
          );
        }
      });
    }
    it('quantity is required for tiebacks and cushions and defaults to 1 when left out', () => {
      for (const type of ['tieback', 'cushion'] as const) {
        const { quantity: _q, ...rest } = VALID_ARTICLES[type];
        const result = validateArticleParameters(type, rest);
        expect(result.ok && result.value.quantity).toBe(1);
        expect(codeAt(type, withField(type, 'quantity', 0), 'quantity')).toBe('min_value');
      }
    });
  });

  it('curtain width and height must lie between the minimum and maximum, with the bounds in the message', () => {
    const { min, max } = PARAMETER_LIMITS.curtainWidthCm;
    expect(issuesOf('pleatcurtain', withField('pleatcurtain', 'width', min - 0.1))).toEqual([
      { field: 'width', code: 'min_value', params: { min, max, unit: 'cm' }, severity: 'error' },
    ]);
    expect(codeAt('pleatcurtain', withField('pleatcurtain', 'width', max + 0.1), 'width')).toBe(
      'max_value',
    );
    expect(issuesOf('pleatcurtain', withField('pleatcurtain', 'width', max))).toEqual([]);
    const height = PARAMETER_LIMITS.curtainHeightCm;
    expect(issuesOf('pleatcurtain', withField('pleatcurtain', 'height', height.max + 1))).toEqual([
      { field: 'height', code: 'max_value', params: { ...height, unit: 'cm' }, severity: 'error' },
    ]);
    const fold = PARAMETER_LIMITS.foldCurtainWidthCm;
    expect(codeAt('foldcurtain', withField('foldcurtain', 'width', fold.max + 1), 'width')).toBe(
      'max_value',
    );
  });

  it('knows per article type which fields are lengths in cm, and only their ranges carry the unit', () => {
    expect(isLengthField('pleatcurtain', 'width')).toBe(true);
    expect(isLengthField('pleatcurtain', 'return_left')).toBe(true);
    expect(isLengthField('pleatcurtain', 'pleat_percentage')).toBe(false);
    expect(isLengthField('pleatcurtain', 'quantity')).toBe(false);
    expect(isLengthField('foldcurtain', 'control_length')).toBe(true);
    expect(isLengthField('trackrail', 'curve_left_length')).toBe(true);
    expect(isLengthField('pullrod', 'length')).toBe(true);
    expect(isLengthField('vakoaccessoryparts', 'parts.3.length')).toBe(true);
    expect(isLengthField('vakoaccessoryparts', 'parts.3.quantity')).toBe(false);
    expect(lengthFieldsOf('cushion')).toEqual(expect.arrayContaining(['length', 'width']));
    // A whole number's range stays a bare number: 0 pieces is not "0 cm".
    const quantity = issuesOf('tieback', withField('tieback', 'quantity', 0))[0];
    expect(quantity?.params.unit).toBeUndefined();
    const line = issuesOf('vakoaccessoryparts', {
      parts: [{ accessory_id: '1', length: 0.5, quantity: 1 }],
    })[0];
    expect(line).toMatchObject({ field: 'parts.0.length', code: 'min_value' });
    expect(line?.params.unit).toBe('cm');
  });

  it('sizes are centimetres with at most one decimal', () => {
    expect(issuesOf('pleatcurtain', withField('pleatcurtain', 'width', 123.4))).toEqual([]);
    expect(codeAt('pleatcurtain', withField('pleatcurtain', 'width', 123.45), 'width')).toBe(
      'one_decimal',
    );
    expect(codeAt('cutyardage', withField('cutyardage', 'sizes', [100, 99.99]), 'sizes.1')).toBe(
      'one_decimal',
    );
    expect(codeAt('pleatcurtain', withField('pleatcurtain', 'height', '250'), 'height')).toBe(
      'numeric',
    );
  });

  it('offers only the tier sizes 8, 10, 12 and 15 cm', () => {
    for (const tier of [8, 10, 12, 15]) {
      const raw = { ...withField('pleatcurtain', 'tier_size', tier), luxury: 'hautecouture' };
      expect(issuesOf('pleatcurtain', raw)).toEqual([]);
    }
    expect(codeAt('pleatcurtain', withField('pleatcurtain', 'tier_size', 9), 'tier_size')).toBe(
      'invalid_choice',
    );
  });

  it('runner spacing is 4.6, 6 or 8 cm, and 6 or 8 cm for wave curtains (configurators §9)', () => {
    for (const mm of [46, 60, 80]) {
      expect(issuesOf('pleatcurtain', withField('pleatcurtain', 'runner_distance', mm))).toEqual(
        [],
      );
    }
    expect(
      codeAt('wavecurtain', withField('wavecurtain', 'runner_distance', 46), 'runner_distance'),
    ).toBe('invalid_choice');
    expect(issuesOf('trackrail', withField('trackrail', 'wave_runner_distance', 60))).toEqual([]);
    expect(
      codeAt(
        'trackrail',
        withField('trackrail', 'wave_runner_distance', 46),
        'wave_runner_distance',
      ),
    ).toBe('invalid_choice');
  });

  it('widths per panel are whole or half widths', () => {
    expect(
      issuesOf('pleatcurtain', withField('pleatcurtain', 'main_fabric_left_strokes', 2.5)),
    ).toEqual([]);
    expect(
      codeAt(
        'pleatcurtain',
        withField('pleatcurtain', 'main_fabric_left_strokes', 2.3),
        'main_fabric_left_strokes',
      ),
    ).toBe('half_steps');
  });

  it('an unequal split needs the left panel’s percentage', () => {
    const raw = withField('pleatcurtain', 'split_type', 'unequal');
    expect(codeAt('pleatcurtain', raw, 'left_percentage')).toBe('required');
    expect(issuesOf('pleatcurtain', { ...raw, left_percentage: 40 })).toEqual([]);
    expect(codeAt('pleatcurtain', { ...raw, left_percentage: 100 }, 'left_percentage')).toBe(
      'max_value',
    );
  });

  it('a sample request holds at most 5 fabrics (configurators §9)', () => {
    const fabrics = ['a1', 'a2', 'a3', 'a4', 'a5'];
    expect(issuesOf('sampleorder', { fabrics })).toEqual([]);
    expect(codeAt('sampleorder', { fabrics: [...fabrics, 'a6'] }, 'fabrics')).toBe('max_items');
  });

  it('treats an emptied field as absent but keeps "no lining" and drops unknown fields', () => {
    const result = validateArticleParameters('pleatcurtain', {
      ...VALID_ARTICLES.pleatcurtain,
      return_left: null,
      order_memo: '',
      lining_fabric: null,
      price: 1,
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.lining_fabric).toBeNull();
      expect(result.value).not.toHaveProperty('return_left');
      expect(result.value).not.toHaveProperty('price');
    }
  });

  it('reports an unknown article type and a non-object instead of throwing', () => {
    expect(issuesOf('curtainx' as ArticleType, {})[0]?.code).toBe('unknown_article_type');
    expect(issuesOf('pleatcurtain', 'width=3')[0]).toMatchObject({
      field: null,
      code: 'invalid_type',
    });
  });

  it('never throws and only reports known codes, whatever it is given (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ARTICLE_TYPES),
        fc.oneof(
          fc.anything(),
          fc.dictionary(
            fc.constantFrom(
              'width',
              'height',
              'split_type',
              'sizes',
              'main_fabric',
              'quantity',
              'color',
            ),
            fc.anything(),
          ),
        ),
        (type, raw) => {
          const result = validateArticleParameters(type, raw);
          if (!result.ok) {
            expect(result.issues.length).toBeGreaterThan(0);
            for (const found of result.issues) {
              expect(SCHEMA_ISSUE_CODES as readonly string[]).toContain(found.code);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the direct validator answers exactly what the zod schema answers (property)', () => {
    const values = fc.oneof(
      fc.constantFrom(undefined, null, '', ' ', true, false, 0, -1, 8, 10, 15, 46, 60, 80),
      fc.constantFrom('equal', 'unequal', 'double', 'comfort', 'hautecouture', 'whitematt'),
      fc.constantFrom('champagne', 'trackrail', 'ringsize25mm', 'rodsize20mm', 'metal', '3'),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 12.34, 2.5, 300, 99999, 0.5),
      fc.integer({ min: -100, max: 1500 }).map((tenths) => tenths / 10),
      fc.string({ maxLength: 6 }),
      fc.array(fc.oneof(fc.integer({ min: 0, max: 3000 }), fc.string()), { maxLength: 6 }),
      fc.array(fc.record({ accessory_id: fc.string(), quantity: fc.integer() }), { maxLength: 2 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ARTICLE_TYPES).chain((type) => {
          const keys = Object.keys(articleParameterSchemas[type].shape);
          return fc.tuple(
            fc.constant(type),
            fc.boolean(),
            fc.dictionary(fc.constantFrom(...keys), values, { maxKeys: keys.length }),
            // cross-field rules only run on an otherwise valid article: reach them often
            fc.constantFrom(
              {},
              { split_type: 'unequal' },
              { split_type: 'unequal', left_percentage: 30 },
            ),
          );
        }),
        ([type, startValid, changes, crossField]) => {
          const raw = startValid ? { ...VALID_ARTICLES[type], ...crossField, ...changes } : changes;
          const input = withoutEmptyFields(raw);
          const viaZod = articleParameterSchemas[type].safeParse(input);
          const direct = validateArticleParameters(type, raw);
          if (viaZod.success) {
            expect(direct).toEqual({ ok: true, value: viaZod.data });
          } else {
            expect(direct).toEqual({
              ok: false,
              issues: zodIssuesToIssues(viaZod.error.issues, input),
            });
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('names each type’s fields and the required ones as its zod schema does, without building it', () => {
    for (const type of ARTICLE_TYPES) {
      const shape = articleParameterSchemas[type].shape as Record<string, z.ZodType>;
      expect(articleFieldNames(type), type).toEqual(Object.keys(shape));
      for (const [field, schema] of Object.entries(shape)) {
        // zod's view: a required field refuses to be absent; an optional or defaulted one does not.
        expect(isRequiredParameter(type, field), `${type}.${field}`).toBe(
          !schema.safeParse(undefined).success,
        );
      }
      expect(isRequiredParameter(type, 'no_such_field')).toBe(false);
      expect(isRequiredParameter(type, 'toString')).toBe(false);
    }
  });

  it('builds no article’s zod schema until it is read: the browser validates without them', async () => {
    vi.resetModules();
    const zodBuilds = watchZodBuilds();
    try {
      const zod = await import('zod');
      zod.z.string();
      const atStart = zodBuilds.built();
      expect(atStart).toBeGreaterThan(0);
      const fresh = await import('./index.js');
      // None: every module-level schema is built on first use (decisions 112 and 115).
      expect(zodBuilds.built() - atStart).toBe(0);
      const beforeValidating = zodBuilds.built();
      expect(fresh.validateArticleParameters('pleatcurtain', VALID_ARTICLES.pleatcurtain).ok).toBe(
        true,
      );
      expect(zodBuilds.built()).toBe(beforeValidating);
      fresh.articleParameterSchemas.pleatcurtain.shape;
      expect(zodBuilds.built()).toBeGreaterThan(beforeValidating);
    } finally {
      zodBuilds.stop();
    }
  });
});

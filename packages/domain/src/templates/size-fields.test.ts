import { describe, expect, it } from 'vitest';
import {
  sameTemplate,
  sameTemplateSizeField,
  templateFieldInput,
  templateFieldKind,
  validateTemplateSizeField,
  validateTemplateSizes,
} from './index.js';

const width = { name: 'width', min: 50, max: 600, increment: 0.5 };

describe('template size fields', () => {
  it('an entry with an increment is a numeric field, one with hidden a checkbox', () => {
    expect(templateFieldKind(width)).toBe('number');
    expect(templateFieldInput(width)).toEqual({
      name: 'width',
      kind: 'number',
      min: 50,
      max: 600,
      step: 0.5,
    });
    expect(templateFieldKind({ name: 'has_side_guide', hidden: true })).toBe('checkbox');
    expect(templateFieldInput({ name: 'height' })).toEqual({
      name: 'height',
      kind: 'number',
      step: 0.1,
    });
  });

  it('is required, numeric with one decimal, and within min and max when given', () => {
    expect(validateTemplateSizeField(width, undefined)[0]?.code).toBe('required');
    expect(validateTemplateSizeField(width, '')[0]?.code).toBe('required');
    expect(validateTemplateSizeField(width, 'abc')[0]?.code).toBe('numeric');
    expect(validateTemplateSizeField(width, 120.25)[0]?.code).toBe('one_decimal');
    expect(validateTemplateSizeField(width, 49.9)).toEqual([
      {
        field: 'width',
        code: 'min_value',
        params: { min: 50, max: 600, unit: 'cm' },
        severity: 'error',
      },
    ]);
    expect(validateTemplateSizeField(width, 600.1)[0]?.code).toBe('max_value');
    expect(validateTemplateSizeField(width, 120.5)).toEqual([]);
    expect(validateTemplateSizeField({ name: 'height' }, 9999.9)).toEqual([]);
  });

  it('checks a whole template against the dealer’s values', () => {
    const template = [width, { name: 'height', min: 30 }, { name: 'has_side_guide', hidden: true }];
    expect(
      validateTemplateSizes(template, { width: 300, height: 250, has_side_guide: true }),
    ).toEqual([]);
    expect(
      validateTemplateSizes(template, { width: 300, height: 20, has_side_guide: 'yes' }).map(
        (i) => [i.field, i.code],
      ),
    ).toEqual([
      ['height', 'min_value'],
      ['has_side_guide', 'invalid_type'],
    ]);
  });

  it('templates are compared by min, max and increment', () => {
    expect(sameTemplateSizeField(width, { ...width })).toBe(true);
    expect(sameTemplateSizeField(width, { ...width, hidden: true })).toBe(true);
    expect(sameTemplateSizeField(width, { ...width, max: 500 })).toBe(false);
    expect(sameTemplateSizeField(width, { ...width, increment: 1 })).toBe(false);
    expect(sameTemplate([width], [{ ...width }])).toBe(true);
    expect(sameTemplate([width], [{ ...width, min: 40 }])).toBe(false);
    expect(sameTemplate([width], [{ ...width, name: 'height' }])).toBe(false);
  });
});

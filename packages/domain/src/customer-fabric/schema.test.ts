import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_FABRIC_ISSUE_CODES,
  type CustomerFabric,
  checkColourImageSize,
  validateCustomerFabric,
} from './index.js';

const valid = {
  name: 'Linnen Naturel 2',
  supplier_id: 1,
  type: 'woven',
  pattern_type: 'plain',
  width_type: 'strokes',
  width: 140,
  iron_property: 2,
  colors: [{ article_number: 'LN-02', color: 'Sand' }],
  wholesale_price: 1850,
  price: 3700,
  li: 55,
  co: 45,
  curtain_types: ['pleatcurtain', 'wavecurtain'],
};
function codeAt(raw: unknown, field: string) {
  const result = validateCustomerFabric(raw);
  return result.ok ? undefined : result.issues.find((found) => found.field === field)?.code;
}

describe('customer fabric', () => {
  it('accepts a complete fabric, active and for main use unless said otherwise', () => {
    const result = validateCustomerFabric(valid);
    expect(result.ok).toBe(true);
    const fabric = (result as { value: CustomerFabric }).value;
    expect(fabric.status).toBe('active');
    expect(fabric.usage).toBe('main');
    expect(fabric.pe).toBe(0);
  });

  it('composition total must equal 100 %', () => {
    expect(validateCustomerFabric({ ...valid, co: 40 })).toEqual({
      ok: false,
      issues: [
        {
          field: 'total',
          code: 'composition_total',
          params: { total: 95, expected: 100 },
          severity: 'error',
        },
      ],
    });
    expect(codeAt({ ...valid, co: 50 }, 'total')).toBe('composition_total');
    expect(validateCustomerFabric({ ...valid, li: 100, co: 0 }).ok).toBe(true);
  });

  it('fabric name: only alphanumeric characters and spaces', () => {
    expect(codeAt({ ...valid, name: 'Linen/Natural' }, 'name')).toBe('name_alphanumeric');
    expect(codeAt({ ...valid, name: 'Lin-2' }, 'name')).toBe('name_alphanumeric');
    expect(validateCustomerFabric({ ...valid, name: 'Łódź Żółty 3' }).ok).toBe(true);
    expect(codeAt({ ...valid, name: '' }, 'name')).toBe('required');
  });

  it('a patterned fabric needs its repeat, and wide-width fabric is at least 280 cm', () => {
    expect(codeAt({ ...valid, pattern_type: 'pattern' }, 'pattern_distance')).toBe('required');
    expect(
      validateCustomerFabric({ ...valid, pattern_type: 'pattern', pattern_distance: 64 }).ok,
    ).toBe(true);
    expect(codeAt({ ...valid, width_type: 'widewidth' }, 'width')).toBe('widewidth_min_width');
    expect(validateCustomerFabric({ ...valid, width_type: 'widewidth', width: 300 }).ok).toBe(true);
  });

  it('needs a colour, a confection and a known status and usage', () => {
    expect(codeAt({ ...valid, colors: [] }, 'colors')).toBe('min_items');
    expect(codeAt({ ...valid, curtain_types: [] }, 'curtain_types')).toBe('min_items');
    expect(codeAt({ ...valid, usage: 'curtain' }, 'usage')).toBe('invalid_choice');
    expect(validateCustomerFabric({ ...valid, status: 'inactive', usage: 'lining' }).ok).toBe(true);
  });

  it('an uploaded colour image is at most 1.1 MB', () => {
    expect(checkColourImageSize(1_100_000)).toEqual([]);
    expect(checkColourImageSize(1_100_001)).toEqual([
      {
        field: 'user_image',
        code: 'image_too_large',
        params: { max: 1_100_000, unit: 'bytes' },
        severity: 'error',
      },
    ]);
    expect(CUSTOMER_FABRIC_ISSUE_CODES).toContain('image_too_large');
  });

  it('never throws for input that is not a fabric', () => {
    for (const raw of [null, 3, 'x', [], { name: 5 }]) {
      expect(validateCustomerFabric(raw).ok).toBe(false);
    }
  });
});

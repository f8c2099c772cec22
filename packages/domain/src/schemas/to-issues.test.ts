// A bound is told as it is: a value that must be above a number is not asked to be "at least" it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALID_ARTICLES } from '../examples/examples.test-data.js';
import { cm, unreadNumberCode } from './fields.js';
import { SCHEMA_ISSUE_CODES, validateArticleParameters, zodIssuesToIssues } from './index.js';

function issuesOf(schema: z.ZodType, raw: unknown) {
  const result = schema.safeParse(raw);
  return result.success ? [] : zodIssuesToIssues(result.error.issues, raw);
}

describe('number bounds', () => {
  it('asks for more than the bound when the bound itself is refused', () => {
    const schema = z.object({ supplier_id: z.number().int().positive() });
    expect(issuesOf(schema, { supplier_id: 0 })).toEqual([
      expect.objectContaining({ field: 'supplier_id', code: 'greater_than', params: { min: 0 } }),
    ]);
    expect(issuesOf(schema, { supplier_id: -4 })[0]?.code).toBe('greater_than');
    expect(issuesOf(schema, { supplier_id: 1 })).toEqual([]);
    expect(SCHEMA_ISSUE_CODES).toContain('greater_than');
  });

  it('asks for at least the bound when the bound itself is allowed', () => {
    const schema = z.object({ hanger_count: z.number().int().min(0) });
    expect(issuesOf(schema, { hanger_count: -1 })).toEqual([
      expect.objectContaining({ field: 'hanger_count', code: 'min_value', params: { min: 0 } }),
    ]);
    expect(issuesOf(schema, { hanger_count: 0 })).toEqual([]);
  });
});

describe('a number typed with too many decimals', () => {
  it('is told it has too many decimals, not that it is no number', () => {
    const schema = z.object({ width: cm({ min: 10, max: 600 }) });
    for (const typed of ['287,55', '287.55', ' 287,555 cm']) {
      expect(issuesOf(schema, { width: typed })[0]?.code, typed).toBe('one_decimal');
    }
    for (const typed of ['abc', '2875 mm', '287,5,5', '1/3']) {
      expect(issuesOf(schema, { width: typed })[0]?.code, typed).toBe('numeric');
    }
  });

  it('says the same in an article’s check as in its schema', () => {
    const curtain = { ...VALID_ARTICLES.pleatcurtain, width: '287,55' };
    const result = validateArticleParameters('pleatcurtain', curtain);
    expect(result.ok).toBe(false);
    const width = result.ok ? undefined : result.issues.find((found) => found.field === 'width');
    expect(width?.code).toBe('one_decimal');
    expect(unreadNumberCode('287,5')).toBe('numeric');
    expect(unreadNumberCode(287.55)).toBe('numeric');
  });
});

// A bound is told as it is: a value that must be above a number is not asked to be "at least" it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCHEMA_ISSUE_CODES, zodIssuesToIssues } from './index.js';

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

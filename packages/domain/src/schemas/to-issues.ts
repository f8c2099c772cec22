// Turns zod's issues into the domain's Issue: the field path as the form names it, one stable code
// per kind of mistake, and the bounds as params. One issue per field: the first is the one to fix.
import type { z } from 'zod';
import { type Issue, type IssueParams, issue } from '../issues.js';
import { unreadNumberCode } from './fields.js';

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = raw;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function plainParams(params: unknown): IssueParams {
  const out: IssueParams = {};
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number') out[key] = value;
    }
  }
  return out;
}

function codeOf(zIssue: z.core.$ZodIssue, raw: unknown): { code: string; params: IssueParams } {
  switch (zIssue.code) {
    case 'custom':
      return { code: zIssue.message, params: plainParams(zIssue.params) };
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union': {
      const value = valueAt(raw, zIssue.path);
      if (value === undefined || value === null) return { code: 'required', params: {} };
      if (zIssue.code === 'invalid_type') {
        // Text with too many decimals is a number all the same: say what is wrong with it.
        return zIssue.expected === 'number'
          ? { code: unreadNumberCode(value), params: {} }
          : { code: 'invalid_type', params: { expected: zIssue.expected } };
      }
      return { code: 'invalid_choice', params: {} };
    }
    case 'too_small': {
      const min = Number(zIssue.minimum);
      if (zIssue.origin === 'string') {
        const value = valueAt(raw, zIssue.path);
        const empty = typeof value !== 'string' || value.trim() === '';
        return min <= 1 || empty
          ? { code: 'required', params: {} }
          : { code: 'min_length', params: { min } };
      }
      if (zIssue.origin === 'array') return { code: 'min_items', params: { min } };
      // `.positive()` refuses the bound itself: 0 is not "at least 0".
      return { code: zIssue.inclusive === false ? 'greater_than' : 'min_value', params: { min } };
    }
    case 'too_big': {
      const max = Number(zIssue.maximum);
      if (zIssue.origin === 'string') return { code: 'max_length', params: { max } };
      if (zIssue.origin === 'array') return { code: 'max_items', params: { max } };
      return { code: 'max_value', params: { max } };
    }
    case 'invalid_format':
      return { code: 'invalid_format', params: { format: zIssue.format } };
    case 'unrecognized_keys':
      return { code: 'unknown_field', params: {} };
    default:
      return { code: 'invalid_value', params: {} };
  }
}

/** `raw` is the input that was parsed: it tells a missing value from a wrong one. */
export function zodIssuesToIssues(zIssues: readonly z.core.$ZodIssue[], raw: unknown): Issue[] {
  const seen = new Set<string>();
  const issues: Issue[] = [];
  for (const zIssue of zIssues) {
    const field = zIssue.path.length > 0 ? zIssue.path.map(String).join('.') : null;
    const key = field ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    const { code, params } = codeOf(zIssue, raw);
    issues.push(issue(field, code, params));
  }
  return issues;
}

/** Every code `zodIssuesToIssues` and the field builders may emit (each has a message in `rules`). */
export const SCHEMA_ISSUE_CODES = [
  'required',
  'numeric',
  'integer',
  'one_decimal',
  'half_steps',
  'min_value',
  'greater_than',
  'max_value',
  'min_length',
  'max_length',
  'min_items',
  'max_items',
  'invalid_choice',
  'invalid_type',
  'invalid_format',
  'invalid_fabric',
  'invalid_value',
  'unknown_field',
  'unknown_article_type',
] as const;

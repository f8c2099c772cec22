// Field builders shared by every article schema. Each reports a stable issue code (the message of a
// custom zod issue) with the bounds as params, so the form and the API show the same message.
import { z } from 'zod';
import {
  type CheckResult,
  type FieldSpec,
  fail,
  pass,
  withSchema,
  wrongKind,
} from './article-shape.js';
import type { Range } from './limits.js';

/** Dealer input carries at most one decimal; the tolerance absorbs binary float noise (12.3). */
export function hasAtMostOneDecimal(value: number): boolean {
  const tenths = value * 10;
  return Math.abs(tenths - Math.round(tenths)) < 1e-6;
}

const DECIMAL_TEXT = /^\s*\d{1,7}[.,](\d+)\s*(?:cm)?\s*$/;

/**
 * The issue of text a number field could not read (the size input hands such text on as typed): a
 * number with more decimals than the field keeps (`287,55`, `287.55 cm`) is told so (`one_decimal`,
 * "at most one decimal"), not "enter a number": it is one. Anything else is `numeric`.
 */
export function unreadNumberCode(value: unknown, decimals = 1): 'one_decimal' | 'numeric' {
  if (typeof value !== 'string') return 'numeric';
  const fraction = DECIMAL_TEXT.exec(value)?.[1];
  return fraction !== undefined && fraction.length > decimals ? 'one_decimal' : 'numeric';
}

/**
 * The unit a length's range issue names, so that its message shows the bounds as sizes (60 cm,
 * or 23.6 in on an imperial account; see `issueMessageParams`) rather than bare numbers.
 */
export const LENGTH_UNIT = 'cm';

/** A length as the dealer types it: centimetres, at most one decimal, within the range. */
export function cm(range: Range) {
  return z.number().superRefine((value, ctx) => {
    if (!hasAtMostOneDecimal(value)) {
      ctx.addIssue({ code: 'custom', message: 'one_decimal', params: {} });
    } else if (value < range.min) {
      ctx.addIssue({
        code: 'custom',
        message: 'min_value',
        params: { ...range, unit: LENGTH_UNIT },
      });
    } else if (value > range.max) {
      ctx.addIssue({
        code: 'custom',
        message: 'max_value',
        params: { ...range, unit: LENGTH_UNIT },
      });
    }
  });
}

/** A whole number within the range (percentages, counts, quantity). */
export function wholeNumber(range: Range) {
  return z.number().superRefine((value, ctx) => {
    if (!Number.isInteger(value)) {
      ctx.addIssue({ code: 'custom', message: 'integer', params: {} });
    } else if (value < range.min) {
      ctx.addIssue({ code: 'custom', message: 'min_value', params: { ...range } });
    } else if (value > range.max) {
      ctx.addIssue({ code: 'custom', message: 'max_value', params: { ...range } });
    }
  });
}

/** A count of fabric widths: whole or half widths only. */
export function halfSteps(range: Range) {
  return z.number().superRefine((value, ctx) => {
    if (!Number.isInteger(value * 2)) {
      ctx.addIssue({ code: 'custom', message: 'half_steps', params: {} });
    } else if (value < range.min) {
      ctx.addIssue({ code: 'custom', message: 'min_value', params: { ...range } });
    } else if (value > range.max) {
      ctx.addIssue({ code: 'custom', message: 'max_value', params: { ...range } });
    }
  });
}

const FABRIC_REFERENCE = /^[A-Za-z0-9-]{1,100}$/;
const buildFabricReference = () =>
  z.string().superRefine((value, ctx) => {
    if (!FABRIC_REFERENCE.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'invalid_fabric', params: {} });
    }
  });
let fabricReferenceSchema: ReturnType<typeof buildFabricReference> | undefined;
/**
 * A supplier fabric's `fabric_uuid` or a customer fabric's uuid (which carries the `cf-` marker):
 * one schema, built on first use like the articles' (decision 112).
 */
export function fabricReference() {
  fabricReferenceSchema ??= buildFabricReference();
  return fabricReferenceSchema;
}

/** Free text a dealer types (memos, names); trimmed, bounded. */
export function text(maxLength: number) {
  return z.string().trim().max(maxLength);
}

// ---- The same fields as specs for `defineArticle`: the zod schema above plus a direct check that
// reports exactly what the zod schema reports (codes and params), for the hot path.

function rangeIssue(
  field: string,
  value: number,
  range: Range,
  unit?: typeof LENGTH_UNIT,
): CheckResult | null {
  const params = unit ? { ...range, unit } : { ...range };
  if (value < range.min) return fail(field, 'min_value', params);
  if (value > range.max) return fail(field, 'max_value', params);
  return null;
}
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const field = {
  cm(range: Range): FieldSpec<ReturnType<typeof cm>> {
    return withSchema(
      {
        presence: 'required',
        unit: LENGTH_UNIT,
        check(value, name) {
          if (!isNumber(value)) return wrongKind(name, unreadNumberCode(value));
          if (!hasAtMostOneDecimal(value)) return fail(name, 'one_decimal');
          return rangeIssue(name, value, range, LENGTH_UNIT) ?? pass(value);
        },
      },
      () => cm(range),
    );
  },
  wholeNumber(range: Range): FieldSpec<ReturnType<typeof wholeNumber>> {
    return withSchema(
      {
        presence: 'required',
        check(value, name) {
          if (!isNumber(value)) return wrongKind(name, 'numeric');
          if (!Number.isInteger(value)) return fail(name, 'integer');
          return rangeIssue(name, value, range) ?? pass(value);
        },
      },
      () => wholeNumber(range),
    );
  },
  halfSteps(range: Range): FieldSpec<ReturnType<typeof halfSteps>> {
    return withSchema(
      {
        presence: 'required',
        check(value, name) {
          if (!isNumber(value)) return wrongKind(name, 'numeric');
          if (!Number.isInteger(value * 2)) return fail(name, 'half_steps');
          return rangeIssue(name, value, range) ?? pass(value);
        },
      },
      () => halfSteps(range),
    );
  },
  choice<const V extends readonly [string, ...string[]]>(
    values: V,
  ): FieldSpec<z.ZodEnum<{ [K in V[number]]: K }>> {
    const allowed = new Set<unknown>(values);
    return withSchema(
      {
        presence: 'required',
        check: (value, name) =>
          allowed.has(value) ? pass(value) : wrongKind(name, 'invalid_choice'),
      },
      () => z.enum(values) as unknown as z.ZodEnum<{ [K in V[number]]: K }>,
    );
  },
  numberChoice<const V extends readonly [number, ...number[]]>(
    values: V,
  ): FieldSpec<z.ZodLiteral<V[number]>> {
    const allowed = new Set<unknown>(values);
    return withSchema(
      {
        presence: 'required',
        check: (value, name) =>
          allowed.has(value) ? pass(value) : wrongKind(name, 'invalid_choice'),
      },
      () => z.literal(values),
    );
  },
  flag(): FieldSpec<z.ZodBoolean> {
    return withSchema(
      {
        presence: 'required',
        check: (value, name) =>
          typeof value === 'boolean'
            ? pass(value)
            : wrongKind(name, 'invalid_type', { expected: 'boolean' }),
      },
      () => z.boolean(),
    );
  },
  /** Free text, trimmed; `required` text may not be only spaces. */
  text(maxLength: number, required = false): FieldSpec<z.ZodString> {
    return withSchema(
      {
        presence: 'required',
        check(value, name) {
          if (typeof value !== 'string')
            return wrongKind(name, 'invalid_type', { expected: 'string' });
          const trimmed = value.trim();
          if (trimmed.length > maxLength) return fail(name, 'max_length', { max: maxLength });
          if (required && trimmed === '') return fail(name, 'required');
          return pass(trimmed);
        },
      },
      () => (required ? text(maxLength).min(1) : text(maxLength)),
    );
  },
  fabric(): FieldSpec<ReturnType<typeof fabricReference>> {
    return withSchema(
      {
        presence: 'required',
        check(value, name) {
          if (typeof value !== 'string')
            return wrongKind(name, 'invalid_type', { expected: 'string' });
          return FABRIC_REFERENCE.test(value) ? pass(value) : fail(name, 'invalid_fabric');
        },
      },
      fabricReference,
    );
  },
};

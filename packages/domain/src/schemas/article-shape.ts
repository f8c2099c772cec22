// An article's fields are declared once, as a table of field specs. From that table come two
// things that must agree: the zod schema (the shared contract: API routes, form resolvers, inferred
// types) and a direct validator for the hot path (the configurator validates on every keystroke;
// zod's generic object walk costs microseconds per article). schemas.test.ts checks that both give
// the same answer for any input.
//
// The zod schemas are built when first read, not when the module loads: the browser validates
// through the direct validator only, and building every article type's schemas (about five hundred
// zod objects) cost each account page a share of its first load.
import { z } from 'zod';
import { type Issue, type IssueParams, issue } from '../issues.js';
import { zodIssuesToIssues } from './to-issues.js';

/**
 * A failed check is either a wrong kind of value (`abort`: not a number, not one of the choices) or
 * a right kind out of bounds. As in zod, cross-field rules still run after the second kind only.
 */
export type CheckResult =
  | { ok: true; value: unknown }
  | { ok: false; issues: Issue[]; abort: boolean };

export interface FieldSpec<S extends z.ZodType = z.ZodType> {
  /**
   * The field as zod sees it, with its `.optional()`, `.nullable()` or `.default()`: built on first
   * read, and not enumerable, so that a spread copies the spec without building it.
   */
  readonly schema: S;
  presence: 'required' | 'optional' | 'default';
  defaultValue?: unknown;
  /** `null` is a value of its own (no lining) rather than an emptied field. */
  nullable?: boolean;
  /** Checks a present, non-empty value; reports issues named after `field`. */
  check: (value: unknown, field: string) => CheckResult;
  /** A length: the dealer types it in centimetres (inches on an imperial account). */
  unit?: 'cm';
  /** Lengths inside a nested field (`*.length` of a list of lines), as paths below it. */
  nestedLengths?: readonly string[];
}

type SpecWithoutSchema<S extends z.ZodType> = Omit<FieldSpec<S>, 'schema'>;

/** `spec` with its zod schema, built by `build` on first read and kept. */
export function withSchema<S extends z.ZodType>(
  spec: SpecWithoutSchema<S>,
  build: () => S,
): FieldSpec<S> {
  let built: S | undefined;
  Object.defineProperty(spec, 'schema', {
    get: () => {
      built ??= build();
      return built;
    },
    enumerable: false,
  });
  return spec as FieldSpec<S>;
}

export const pass = (value: unknown): CheckResult => ({ ok: true, value });
export const fail = (field: string, code: string, params: IssueParams = {}): CheckResult => ({
  ok: false,
  issues: [issue(field, code, params)],
  abort: false,
});
/** The value is not even of the field's kind. */
export const wrongKind = (field: string, code: string, params: IssueParams = {}): CheckResult => ({
  ok: false,
  issues: [issue(field, code, params)],
  abort: true,
});

/**
 * Any zod schema as a field (built by `build` when first needed): its own parse, with issues under
 * the field's name. `nestedLengths` names the lengths inside it (`*.length`: the length of every
 * line).
 */
export function zodField<S extends z.ZodType>(
  build: () => S,
  nestedLengths: readonly string[] = [],
): FieldSpec<S> {
  const spec: FieldSpec<S> = withSchema(
    {
      presence: 'required',
      nestedLengths,
      check(value, field) {
        const result = spec.schema.safeParse(value);
        if (result.success) return pass(result.data);
        const issues = zodIssuesToIssues(result.error.issues, value).map((found) => ({
          ...found,
          field: found.field === null ? field : `${field}.${found.field}`,
        }));
        // Only rails and other articles without cross-field rules use whole-zod fields, so which
        // kind of failure this is never matters; treat it as the stricter one.
        return { ok: false, issues, abort: true };
      },
    },
    build,
  );
  return spec;
}

export function optional<S extends z.ZodType>(spec: FieldSpec<S>): FieldSpec<z.ZodOptional<S>> {
  return withSchema({ ...spec, presence: 'optional' }, () => spec.schema.optional());
}

export function nullableOptional<S extends z.ZodType>(
  spec: FieldSpec<S>,
): FieldSpec<z.ZodOptional<z.ZodNullable<S>>> {
  return withSchema({ ...spec, presence: 'optional', nullable: true }, () =>
    spec.schema.nullable().optional(),
  );
}

export function withDefault<S extends z.ZodType>(
  spec: FieldSpec<S>,
  defaultValue: z.output<S>,
): FieldSpec<z.ZodDefault<S>> {
  return withSchema(
    { ...spec, presence: 'default', defaultValue },
    () => spec.schema.default(defaultValue as never) as z.ZodDefault<S>,
  );
}

export type Shape = Record<string, FieldSpec>;
type ZodShapeOf<T extends Shape> = { [K in keyof T]: T[K]['schema'] };
/** A rule across fields of the article, run only when every field on its own is valid. */
export type ShapeRefinement = (value: Readonly<Record<string, unknown>>) => Issue[];

export interface ArticleDefinition<T extends Shape> {
  /** The zod schema of the whole article, built on first read. */
  readonly schema: z.ZodObject<ZodShapeOf<T>>;
  /** The article's fields, as declared. */
  readonly fields: Readonly<T>;
  /** Validates a plain object; emptied fields ('' or null) count as absent. */
  validate(
    input: Readonly<Record<string, unknown>>,
  ): { ok: true; value: Record<string, unknown> } | { ok: false; issues: Issue[] };
  /** The fields that are lengths in cm; a list's lines as `parts.*.length`. */
  lengthFields: ReadonlySet<string>;
}

export function defineArticle<T extends Shape>(
  shape: T,
  refine?: ShapeRefinement,
): ArticleDefinition<T> {
  const buildSchema = () => {
    const zodShape = {} as Record<string, z.ZodType>;
    for (const key of Object.keys(shape)) zodShape[key] = shape[key]!.schema;
    const schema = z.object(zodShape) as unknown as z.ZodObject<ZodShapeOf<T>>;
    if (!refine) return schema;
    return schema.superRefine((value, ctx) => {
      for (const found of refine(value as Record<string, unknown>)) {
        ctx.addIssue({
          code: 'custom',
          message: found.code,
          path: found.field === null ? [] : [found.field],
          params: found.params,
        });
      }
    });
  };
  // The hot path walks the dealer's few filled-in fields, not the article's sixty possible ones;
  // afterwards only the required and defaulted fields are looked up.
  const specs = new Map<string, { spec: FieldSpec; order: number }>();
  const mustHave: [string, FieldSpec][] = [];
  Object.entries(shape).forEach(([key, spec], order) => {
    specs.set(key, { spec, order });
    if (spec.presence !== 'optional') mustHave.push([key, spec]);
  });
  const isEmpty = (raw: unknown, spec: FieldSpec) =>
    raw === undefined || raw === '' || (raw === null && !spec.nullable);
  const byShapeOrder = (a: Issue, b: Issue) =>
    (specs.get(a.field?.split('.')[0] ?? '')?.order ?? 0) -
    (specs.get(b.field?.split('.')[0] ?? '')?.order ?? 0);

  function validate(input: Readonly<Record<string, unknown>>) {
    const value: Record<string, unknown> = {};
    const issues: Issue[] = [];
    let aborted = false;
    for (const key in input) {
      const entry = specs.get(key);
      if (entry === undefined) continue;
      const raw = input[key];
      if (raw === null && entry.spec.nullable) {
        value[key] = null;
        continue;
      }
      if (isEmpty(raw, entry.spec)) continue;
      const result = entry.spec.check(raw, key);
      if (result.ok) {
        value[key] = result.value;
      } else {
        issues.push(...result.issues);
        aborted ||= result.abort;
        value[key] = raw;
      }
    }
    for (const [key, spec] of mustHave) {
      if (!isEmpty(input[key], spec)) continue;
      if (spec.presence === 'default') {
        value[key] = spec.defaultValue;
      } else {
        issues.push(issue(key, 'required'));
        aborted = true;
      }
    }
    const crossField = refine && !aborted ? refine(value) : [];
    if (issues.length > 0) {
      // zod reports in the order the fields are declared; so do we.
      if (issues.length > 1) issues.sort(byShapeOrder);
      return { ok: false as const, issues: [...issues, ...crossField] };
    }
    if (crossField.length > 0) return { ok: false as const, issues: crossField };
    return { ok: true as const, value };
  }

  const lengthFields = new Set<string>();
  for (const [key, spec] of Object.entries(shape)) {
    if (spec.unit === 'cm') lengthFields.add(key);
    for (const nested of spec.nestedLengths ?? []) lengthFields.add(`${key}.${nested}`);
  }

  let schema: z.ZodObject<ZodShapeOf<T>> | undefined;
  return {
    get schema() {
      schema ??= buildSchema();
      return schema;
    },
    fields: shape,
    validate,
    lengthFields,
  };
}

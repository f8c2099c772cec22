// One parameter schema per article type, and the validation every caller uses: the configurator on
// each keystroke, the API before it stores an article. It reports issues; it never throws.
import type { z } from 'zod';
import { ARTICLE_TYPES, type ArticleType } from '../enums.js';
import { type Issue, issue } from '../issues.js';
import type { FieldSpec } from './article-shape.js';
import {
  backtabCurtainDefinition,
  cushionDefinition,
  cutYardageDefinition,
  foldCurtainDefinition,
  fronslintCurtainDefinition,
  loopCurtainDefinition,
  panelCurtainDefinition,
  pleatCurtainDefinition,
  ringCurtainDefinition,
  rodCurtainDefinition,
  spanCurtainDefinition,
  tiebackDefinition,
  waveCurtainDefinition,
} from './curtains.js';
import {
  accessoryPartsDefinition,
  decorativeRailDefinition,
  decorativeRodDefinition,
  electricDecorativeRailDefinition,
  electricTrackRailDefinition,
  type PullRodParameters,
  pullRodDefinition,
  type RailRodParameters,
  railDefinition,
  rmaDefinition,
  rodDefinition,
  sampleOrderDefinition,
  trackRailDefinition,
} from './rails.js';

export * from './curtains.js';
export { hasAtMostOneDecimal } from './fields.js';
export * from './limits.js';
export * from './rails.js';
export { SCHEMA_ISSUE_CODES, zodIssuesToIssues } from './to-issues.js';

/** Each article type's field table: its zod schema and its direct validator. */
const ARTICLE_DEFINITIONS = {
  backtabcurtain: backtabCurtainDefinition,
  cushion: cushionDefinition,
  cutyardage: cutYardageDefinition,
  foldcurtain: foldCurtainDefinition,
  fronslintcurtain: fronslintCurtainDefinition,
  loopcurtain: loopCurtainDefinition,
  panelcurtain: panelCurtainDefinition,
  pleatcurtain: pleatCurtainDefinition,
  pullrod: pullRodDefinition,
  rail: railDefinition,
  ringcurtain: ringCurtainDefinition,
  rod: rodDefinition,
  rodcurtain: rodCurtainDefinition,
  spancurtain: spanCurtainDefinition,
  tieback: tiebackDefinition,
  wavecurtain: waveCurtainDefinition,
  trackrail: trackRailDefinition,
  decorativerail: decorativeRailDefinition,
  decorativerod: decorativeRodDefinition,
  electrictrackrail: electricTrackRailDefinition,
  eraildecosquare32mm: electricDecorativeRailDefinition,
  eraildecoround35mm: electricDecorativeRailDefinition,
  vakoaccessoryparts: accessoryPartsDefinition,
  rma: rmaDefinition,
  sampleorder: sampleOrderDefinition,
} as const;

type Definitions = typeof ARTICLE_DEFINITIONS;
/**
 * The zod schema of every article type: the contract for API routes and form resolvers. Each is
 * built when first read (the browser validates through the definitions' direct validators).
 */
export const articleParameterSchemas = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(ARTICLE_DEFINITIONS).map(([type, definition]) => [
      type,
      { get: () => definition.schema, enumerable: true },
    ]),
  ),
) as { readonly [T in ArticleType]: Definitions[T]['schema'] };

/** The parameter names an article type has, as its definition declares them. */
export function articleFieldNames(articleType: ArticleType): readonly string[] {
  return Object.keys(ARTICLE_DEFINITIONS[articleType]?.fields ?? {});
}

/** Whether an article type's field must be given: it has no default and is not optional. */
export function isRequiredParameter(articleType: ArticleType, field: string): boolean {
  const fields: Readonly<Record<string, FieldSpec>> = ARTICLE_DEFINITIONS[articleType].fields;
  return Object.hasOwn(fields, field) && fields[field]?.presence === 'required';
}

export type ArticleParametersByType = {
  [T in ArticleType]: z.infer<(typeof articleParameterSchemas)[T]>;
};
/** The parameters of any article, as validated (defaults applied, unknown fields dropped). */
export type ArticleParameters = ArticleParametersByType[ArticleType];

/**
 * The parameters of several article types read by one reader: every field any of them has,
 * optional, with the values it may take (a wave curtain has no `pleat_type`, a pleat curtain has).
 */
export type AnyFieldOf<U> = {
  readonly [K in U extends unknown ? keyof U : never]?: U extends { readonly [P in K]?: infer V }
    ? V
    : never;
};

/**
 * A field's value while a form holds it: one the field takes, emptied (`null`), or for a number
 * the text typed that could not be read as one (the field reports it; the drawing leaves it out);
 * a list of plain values (cut sizes) holds such values, a list of lines holds whole lines.
 */
export type DraftValue<V> =
  | V
  | null
  | (V extends number ? string : never)
  | (V extends readonly (infer E)[] ? (E extends object ? never : DraftValue<E>[]) : never);

/**
 * What a form of these parameters holds while the dealer types: any of their fields, perhaps not
 * there yet or not valid yet. Over several article types (the curtain form's models), every field
 * any of them has. Reading or writing a field none of them has does not compile.
 */
export type ParametersDraft<U> = {
  -readonly [K in keyof AnyFieldOf<U>]?: DraftValue<Exclude<AnyFieldOf<U>[K], undefined>>;
};

/** The form state of an article type (or of several: `ArticleDraft<CurtainType>`). */
export type ArticleDraft<T extends ArticleType> = ParametersDraft<ArticleParametersByType[T]>;

/** What the rail/rod form holds: the fields of a rail, a rod or a pull rod, as the dealer typed them. */
export type RailRodDraft = ParametersDraft<RailRodParameters | PullRodParameters>;
/** A field of a rail, a rod or a pull rod. */
export type RailRodFieldName = keyof RailRodDraft;

/** The fields a draft (or a patch of one) names, each a field of the draft's type. */
export function draftFields<D extends object>(draft: Readonly<D>): (keyof D & string)[] {
  return Object.keys(draft) as (keyof D & string)[];
}

/**
 * The draft with one field as its control handed it on. The value is what the dealer typed or
 * chose, which validation judges; this and `setDraftField` are where a form writes one.
 */
export function withDraftField<D extends object>(
  draft: Readonly<D>,
  name: keyof D & string,
  value: unknown,
): D {
  return { ...draft, [name]: value } as D;
}

/** As `withDraftField`, but an emptied field (undefined) is left out, and no change keeps the draft. */
export function setDraftField<D extends object>(
  draft: D,
  name: keyof D & string,
  value: unknown,
): D {
  if (draft[name] === value) return draft;
  const next = withDraftField(draft, name, value);
  if (value === undefined) delete next[name];
  return next;
}

/**
 * A stored article's parameters as a form of its type opens them. The API validated them as that
 * type's parameters before it stored them; this is the one place a form takes that on trust.
 */
export function storedDraft<T extends ArticleType>(
  _articleType: T,
  parameters: Readonly<Record<string, unknown>>,
): ArticleDraft<T> {
  return { ...parameters } as ArticleDraft<T>;
}

/** One issue per field: the first is the one to fix. */
function firstIssuePerField(issues: Issue[]): Issue[] {
  if (issues.length < 2) return issues;
  const seen = new Set<string | null>();
  return issues.filter((found) => !seen.has(found.field) && seen.add(found.field));
}

/**
 * Whether a field of an article type is a length in cm (typed in the account's unit, its range
 * told in that unit). A line of a list is named by its index: `parts.2.length`.
 */
export function isLengthField(articleType: ArticleType, field: string): boolean {
  const definition = ARTICLE_DEFINITIONS[articleType];
  if (!definition) return false;
  return definition.lengthFields.has(field.replace(/\.\d+(?=\.|$)/g, '.*'));
}

/** The fields of an article type that are lengths in cm. */
export function lengthFieldsOf(articleType: ArticleType): readonly string[] {
  return [...(ARTICLE_DEFINITIONS[articleType]?.lengthFields ?? [])];
}

/**
 * The parameters as far as their lengths are accepted: every length the article's fields refuse
 * (text that could not be read as a size, a size out of its range, two decimals) is left out. What
 * is drawn or warned about beside a form is worked out on this, never on a value the field refused:
 * no drawing of 287.5 typed where Dutch writes 287,5, no "3 bars, 2 connectors" for a rail longer
 * than any rail. A line of a list keeps its other fields; only its refused length goes.
 */
export function withAcceptedLengths(
  articleType: ArticleType | (string & {}) | null | undefined,
  parameters: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  if (!isArticleType(articleType)) return parameters;
  const result = validateArticleParameters(articleType, withoutEmptyFields(parameters));
  if (result.ok) return parameters;
  const refused = result.issues
    .map((found) => found.field)
    .filter((field): field is string => field !== null && isLengthField(articleType, field));
  if (refused.length === 0) return parameters;
  const accepted: Record<string, unknown> = { ...parameters };
  for (const field of refused) withoutPath(accepted, field.split('.'));
  return accepted;
}

/** Leaves out the value at a path (`parts.2.length`), copying the lists and lines on the way. */
function withoutPath(target: Record<string, unknown>, path: readonly string[]): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    delete target[head];
    return;
  }
  const inner = target[head];
  if (inner === null || typeof inner !== 'object') return;
  const copy = (Array.isArray(inner) ? [...inner] : { ...inner }) as Record<string, unknown>;
  target[head] = copy;
  const [index, ...below] = rest;
  if (index === undefined) return;
  const line = copy[index];
  if (below.length === 0) {
    delete copy[index];
    return;
  }
  if (line === null || typeof line !== 'object') return;
  const lineCopy = { ...(line as Record<string, unknown>) };
  copy[index] = lineCopy;
  withoutPath(lineCopy, below);
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export function isArticleType(value: unknown): value is ArticleType {
  return typeof value === 'string' && (ARTICLE_TYPES as readonly string[]).includes(value);
}

/**
 * Forms send an emptied field as null or ''. That is the same as leaving it out: the field's own
 * default applies, or `required` is reported. `lining_fabric: null` is "no lining", a value.
 */
export function withoutEmptyFields(
  raw: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in raw) {
    if (!Object.hasOwn(raw, key)) continue;
    const value = raw[key];
    if (value === '' || value === undefined) continue;
    if (value === null && key !== 'lining_fabric') continue;
    out[key] = value;
  }
  return out;
}

export function validateArticleParameters<T extends ArticleType>(
  articleType: T,
  raw: unknown,
): ValidationResult<ArticleParametersByType[T]> {
  try {
    if (!isArticleType(articleType)) {
      return {
        ok: false,
        issues: [issue(null, 'unknown_article_type', { articleType: String(articleType) })],
      };
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      return { ok: false, issues: [issue(null, 'invalid_type', { expected: 'object' })] };
    }
    const result = ARTICLE_DEFINITIONS[articleType].validate(raw as Record<string, unknown>);
    if (result.ok) return { ok: true, value: result.value as ArticleParametersByType[T] };
    return { ok: false, issues: firstIssuePerField(result.issues) };
  } catch {
    // A getter that throws or a proxy: still an answer, never an exception.
    return { ok: false, issues: [issue(null, 'invalid_type', { expected: 'object' })] };
  }
}

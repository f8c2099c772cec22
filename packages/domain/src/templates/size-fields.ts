// Template size fields (configurators §5, portal §3 "Template definition"): a product template lists
// its size fields; one with an increment is a numeric input, one marked hidden is a checkbox; min and
// max, when given, bound the value. Values are centimetres with at most one decimal.
import { type Issue, issue } from '../issues.js';
import { hasAtMostOneDecimal, unreadNumberCode } from '../schemas/fields.js';

export interface TemplateSizeField {
  /** The parameter the field fills (`width`, `height`, `return_left`, …). */
  name: string;
  min?: number;
  max?: number;
  /** Step of the numeric input, in cm. */
  increment?: number;
  /** A hidden size is not typed but switched on or off. */
  hidden?: boolean;
}

export type TemplateFieldKind = 'number' | 'checkbox';

export interface TemplateFieldInput {
  name: string;
  kind: TemplateFieldKind;
  min?: number;
  max?: number;
  /** Step of a numeric input; one decimal (0.1 cm) when the template gives none. */
  step?: number;
}

export const DEFAULT_SIZE_STEP_CM = 0.1;

export function templateFieldKind(field: TemplateSizeField): TemplateFieldKind {
  return field.hidden ? 'checkbox' : 'number';
}

/** The input a form renders for a template field. */
export function templateFieldInput(field: TemplateSizeField): TemplateFieldInput {
  const kind = templateFieldKind(field);
  if (kind === 'checkbox') return { name: field.name, kind };
  const input: TemplateFieldInput = {
    name: field.name,
    kind,
    step: field.increment ?? DEFAULT_SIZE_STEP_CM,
  };
  if (field.min !== undefined) input.min = field.min;
  if (field.max !== undefined) input.max = field.max;
  return input;
}

/** Issues of one value against its template field. */
export function validateTemplateSizeField(field: TemplateSizeField, value: unknown): Issue[] {
  if (templateFieldKind(field) === 'checkbox') {
    return value === undefined || typeof value === 'boolean'
      ? []
      : [issue(field.name, 'invalid_type', { expected: 'boolean' })];
  }
  if (value === undefined || value === null || value === '') return [issue(field.name, 'required')];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return [issue(field.name, unreadNumberCode(value))];
  }
  if (!hasAtMostOneDecimal(value)) return [issue(field.name, 'one_decimal')];
  // Template sizes are lengths in cm: their range is told with the unit.
  const bounds: Record<string, number | string> = { unit: 'cm' };
  if (field.min !== undefined) bounds.min = field.min;
  if (field.max !== undefined) bounds.max = field.max;
  if (field.min !== undefined && value < field.min) return [issue(field.name, 'min_value', bounds)];
  if (field.max !== undefined && value > field.max) return [issue(field.name, 'max_value', bounds)];
  return [];
}

/** Issues of every size field of a template against the dealer's values. */
export function validateTemplateSizes(
  template: readonly TemplateSizeField[],
  values: Readonly<Record<string, unknown>>,
): Issue[] {
  return template.flatMap((field) => validateTemplateSizeField(field, values[field.name]));
}

/** Two template fields are the same when min, max and increment agree (the spec's comparison). */
export function sameTemplateSizeField(a: TemplateSizeField, b: TemplateSizeField): boolean {
  return a.min === b.min && a.max === b.max && a.increment === b.increment;
}

/**
 * Two templates are the same when they have the same fields, each with the same min, max and
 * increment. A changed template means the form must re-read its bounds (the "template updated" event).
 */
export function sameTemplate(
  a: readonly TemplateSizeField[],
  b: readonly TemplateSizeField[],
): boolean {
  if (a.length !== b.length) return false;
  const byName = new Map(b.map((field) => [field.name, field]));
  return a.every((field) => {
    const other = byName.get(field.name);
    return other !== undefined && sameTemplateSizeField(field, other);
  });
}

// Request validation with the domain's zod schemas. zod issues become DRF-style field errors
// `{field: [message]}`, each message translated from the `validation` namespace.
import {
  type Locale,
  unsafeTextPaths,
  VALIDATION_MESSAGE_KEYS,
  type ValidationMessageKey,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Where an error that belongs to no single field goes (DRF's name for it). */
export const NON_FIELD_ERRORS = 'non_field_errors';

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('validation failed');
    this.name = 'RequestValidationError';
  }
}

/** Text no column can hold (NUL, a lone surrogate), as zod issues at the fields that carry it. */
function unsafeTextIssues(data: unknown): z.core.$ZodIssue[] {
  return unsafeTextPaths(data).map((path) => ({
    code: 'custom',
    path,
    message: 'text_invalid',
    input: undefined,
  }));
}

/**
 * For routes whose body the domain validates itself: the body passes on unchanged unless it
 * holds text no column can hold.
 */
export const textCheckedBody = () => (data: unknown) => {
  const unsafe = unsafeTextIssues(data);
  return unsafe.length > 0 ? { error: new RequestValidationError(unsafe) } : { value: data };
};

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unsafe = unsafeTextIssues(data);
    if (unsafe.length > 0) return { error: new RequestValidationError(unsafe) };
    // reportInput lets a missing field (input undefined) read "required" rather than "wrong type".
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };

const KEYS = new Set<string>(VALIDATION_MESSAGE_KEYS);

interface Message {
  key: ValidationMessageKey;
  params: Record<string, number | string>;
}

function bound(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

function messageFor(issue: z.core.$ZodIssue): Message {
  const params: Record<string, number | string> = {};
  if (issue.code === 'too_small') {
    const min = bound(issue.minimum);
    if (min !== undefined) params.min = min;
  }
  if (issue.code === 'too_big') {
    const max = bound(issue.maximum);
    if (max !== undefined) params.max = max;
  }
  // A schema that names its own message (`'password_too_short'`) knows best.
  if (KEYS.has(issue.message)) return { key: issue.message as ValidationMessageKey, params };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin !== 'number') return { key: 'min', params };
      // `.positive()` refuses the bound itself: 0 is not "at least 0".
      return { key: issue.inclusive === false ? 'greater_than' : 'min_value', params };
    case 'too_big':
      return { key: issue.origin === 'number' ? 'max_value' : 'max', params };
    case 'invalid_type':
      return { key: issue.input === undefined ? 'required' : 'invalid_type', params };
    case 'invalid_value':
      // An enum's allowed values are codes a client sends verbatim: listed as they are spelt.
      return issue.values.length > 0
        ? { key: 'invalid_choice_of', params: { choices: issue.values.map(String).join(', ') } }
        : { key: 'invalid_choice', params };
    case 'invalid_union':
      return { key: 'invalid_choice', params };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'email' : 'regex', params };
    case 'unrecognized_keys':
      return { key: 'unknown_field', params };
    default:
      return { key: 'invalid_type', params };
  }
}

function fieldName(path: readonly PropertyKey[]): string {
  // Nested paths use dots (`delivery_trips.0.delivery_day`), like DRF's flattened form errors.
  return path.length === 0 ? NON_FIELD_ERRORS : path.map(String).join('.');
}

/**
 * `{field: [messages]}` from (field, message) pairs, each message once per field. Collected in a
 * Map: a field named like an object builtin (`constructor`, `toString`, `__proto__`) is just a
 * name, and `Object.fromEntries` makes every field an own property.
 */
export function collectFieldErrors(
  pairs: Iterable<readonly [string, string]>,
): Record<string, string[]> {
  const answer = new Map<string, string[]>();
  for (const [field, message] of pairs) {
    const list = answer.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    answer.set(field, list);
  }
  return Object.fromEntries(answer);
}

/** `{field: [translated message]}` for a list of zod issues. */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
): Record<string, string[]> {
  const text = (message: Message) => translate(locale, `validation:${message.key}`, message.params);
  return collectFieldErrors(
    issues.flatMap((issue): [string, string][] =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [fieldName([...issue.path, key]), text(messageFor(issue))])
        : [[fieldName(issue.path), text(messageFor(issue))]],
    ),
  );
}

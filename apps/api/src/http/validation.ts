// Request validation with the domain's zod schemas. zod issues become DRF-style field errors
// `{field: [message]}`, each message translated from the `validation` namespace.
import { type Locale, VALIDATION_MESSAGE_KEYS, type ValidationMessageKey } from '@atelier/domain';
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

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // reportInput lets a missing field (input undefined) read "required" rather than "wrong type".
    const result = schema.safeParse(data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };

const KEYS = new Set<string>(VALIDATION_MESSAGE_KEYS);

interface Message {
  key: ValidationMessageKey;
  params: Record<string, number>;
}

function bound(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

function messageFor(issue: z.core.$ZodIssue): Message {
  const params: Record<string, number> = {};
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
      return { key: issue.origin === 'number' ? 'min_value' : 'min', params };
    case 'too_big':
      return { key: issue.origin === 'number' ? 'max_value' : 'max', params };
    case 'invalid_type':
      return { key: issue.input === undefined ? 'required' : 'invalid_type', params };
    case 'invalid_value':
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

/** `{field: [translated message]}` for a list of zod issues. */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
): Record<string, string[]> {
  const answer: Record<string, string[]> = {};
  const add = (field: string, message: Message) => {
    const text = translate(locale, `validation:${message.key}`, message.params);
    const list = answer[field] ?? [];
    if (!list.includes(text)) list.push(text);
    answer[field] = list;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(fieldName([...issue.path, key]), messageFor(issue));
      continue;
    }
    add(fieldName(issue.path), messageFor(issue));
  }
  return answer;
}

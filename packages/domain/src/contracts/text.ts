// Input that no column can hold. PostgreSQL refuses a NUL character in text, and a lone UTF-16
// surrogate has no UTF-8 form; integer columns hold 32 bits. Checked once at the API's edge.
import { z } from 'zod';
import { integer } from '../integer.js';
import { lazySchema, pure } from '../pure.js';

/** The largest and smallest values of an `integer` column. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

export { integer };

const int4Schema = lazySchema(() => integer.min(INT4_MIN).max(INT4_MAX));

/** An integer an `integer` column can hold; narrow it further with `.min()`/`.max()`. */
/*#__NO_SIDE_EFFECTS__*/
export const int4 = () => int4Schema;

/**
 * Text a form requires, trimmed, of `min` to `max` characters, with the `validation` message keys:
 * missing, empty or only spaces is `required` (not "use at least 2 characters"), too short `min`,
 * too long `max`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function requiredText(min: number, max: number) {
  return z
    .string('required')
    .trim()
    .min(Math.max(min, 1), { error: (issue) => (issue.input === '' ? 'required' : 'min') })
    .max(max, 'max');
}

// A NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it looks for.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const UNSAFE_TEXT_ALL = pure(() => new RegExp(UNSAFE_TEXT.source, 'g'));

/**
 * A copy of `value` whose strings and keys hold no unsafe text: each NUL and unpaired surrogate is
 * the replacement character (U+FFFD). For what is kept as it came, not judged: a browser's error
 * report cut in the middle of a character is still a report.
 */
export function withSafeText<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNSAFE_TEXT_ALL, '\ufffd') as T;
  if (Array.isArray(value)) return value.map((item) => withSafeText(item)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[withSafeText(key)] = withSafeText(item);
    return out as T;
  }
  return value;
}

/** True when `text` holds a NUL character or an unpaired surrogate. */
export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

interface Visit {
  value: unknown;
  key: PropertyKey | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Paths of every string in `value` that is unsafe text (a key is reported at its object). Walks
 * with an explicit stack and parent links, so a deeply nested value can neither overflow the call
 * stack nor cost more than one step per node.
 */
export function unsafeTextPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) found.push(pathOf(visit));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, key: index, parent: visit });
      });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (isUnsafeText(key)) found.push(pathOf(visit));
        else stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return found;
}

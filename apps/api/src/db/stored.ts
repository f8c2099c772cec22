// Settings live as jsonb and are read through their zod schema, so defaults fill what was never
// set. A value that no longer passes (an option since withdrawn) falls back to its default
// instead of breaking the account.
// The same stored value is read request after request (the caller's display flags on every
// authenticated request, the shop's entitlements on every settings read): the reading is kept per
// schema and stored JSON, frozen so no caller can change what the next one reads, and the zod
// parse runs once per distinct value. Only the parse is kept; the value itself is read from the
// database on every request as before.
import type { z } from 'zod';

/** Distinct stored values kept per schema before the memory starts over. */
const KEPT_PER_SCHEMA = 512;
const readings = new WeakMap<z.ZodObject, Map<string, unknown>>();

/** `value` and everything in it, frozen. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function parseStored<T extends z.ZodObject>(schema: T, stored: unknown): z.output<T> {
  const value =
    stored !== null && typeof stored === 'object' && !Array.isArray(stored)
      ? { ...(stored as Record<string, unknown>) }
      : {};
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string') delete value[key];
    }
  }
  return schema.parse({});
}

/** `stored` read through `schema` (defaults filled, withdrawn values dropped); frozen. */
export function readStored<T extends z.ZodObject>(schema: T, stored: unknown): z.output<T> {
  // jsonb text: the same stored value gives the same key.
  const key = stored === undefined ? '' : JSON.stringify(stored);
  let kept = readings.get(schema);
  if (!kept) {
    kept = new Map();
    readings.set(schema, kept);
  }
  const known = kept.get(key);
  if (known !== undefined) return known as z.output<T>;
  const reading = deepFreeze(parseStored(schema, stored));
  if (kept.size >= KEPT_PER_SCHEMA) kept.clear();
  kept.set(key, reading);
  return reading;
}

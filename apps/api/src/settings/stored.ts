// Settings live as jsonb and are read through their zod schema, so defaults fill what was never
// set. A value that no longer passes (an option since withdrawn) falls back to its default
// instead of breaking the account.
import type { z } from 'zod';

export function readStored<T extends z.ZodObject>(schema: T, stored: unknown): z.output<T> {
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

// An audit entry's before and after as a readable difference: the keys whose value changed, each
// with its old and new value. Nested objects are followed (`address.city`); a list or a plain value
// is compared whole.

export interface AuditChange {
  key: string;
  /** Undefined when the key was not there before (added) … */
  before: unknown;
  /** … or is not there after (removed). */
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The changed keys between two recorded values, in the order they first appear. */
export function auditDifference(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    if (same(before, after)) return [];
    if (prefix === '' && (isRecord(before) || isRecord(after))) {
      // A record created (no before) or removed (no after): each of its keys.
      const record = (isRecord(before) ? before : after) as Record<string, unknown>;
      return Object.keys(record).map((key) => ({
        key,
        before: isRecord(before) ? before[key] : undefined,
        after: isRecord(after) ? after[key] : undefined,
      }));
    }
    return [{ key: prefix || '—', before: before ?? undefined, after: after ?? undefined }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const [old, now] = [before[key], after[key]];
    if (same(old, now)) return [];
    if (isRecord(old) && isRecord(now)) return auditDifference(old, now, path);
    return [{ key: path, before: old, after: now }];
  });
}

/** A recorded value as a reader sees it: text as is, anything else as compact JSON. */
export function auditValueText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

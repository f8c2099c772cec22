// Reading the form values the preview gets. A configurator starts empty and the dealer types one
// key at a time, so every reader here accepts anything (undefined, NaN, text, negative numbers)
// and answers null instead of throwing: the preview then draws what it can, or its empty state.
// A size is a number the field's own reading produced (the domain's `parseSizeText`, in the
// user's language and unit); text in a size field is what that reading refused, and the preview
// never reads it a second way (`287.5` typed in Dutch, `113.25` as centimetres).
import { type CutList, cmToNearestMm, type PartCode } from '@atelier/domain';

export type Params = Readonly<Record<string, unknown>>;

/** Longest length the preview draws (100 m); anything beyond is a typing slip, not a curtain. */
const MAX_MM = 100_000;

function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A length the dealer typed in cm as whole millimetres; null unless positive and plausible. */
export function lengthMm(value: unknown): number | null {
  const cm = numberOf(value);
  if (cm === null || cm <= 0) return null;
  const mm = cmToNearestMm(cm);
  return mm > 0 && mm <= MAX_MM ? mm : null;
}

/** A non-negative length (returns, overlaps): missing or invalid counts as nothing. */
export function lengthOrZeroMm(value: unknown): number {
  return lengthMm(value) ?? 0;
}

/** A whole number within a range, or null. */
export function wholeNumber(value: unknown, min: number, max: number): number | null {
  const n = numberOf(value);
  if (n === null) return null;
  const whole = Math.round(n);
  return whole >= min && whole <= max ? whole : null;
}

/** One of the enumerated values, or null. */
export function choice<T extends string>(value: unknown, options: readonly T[]): T | null {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

/** A quantity of a part in the cut list, or null when the list does not name it. */
export function partQuantity(cutList: CutList | null | undefined, code: PartCode): number | null {
  const parts = Array.isArray(cutList?.parts) ? cutList.parts : [];
  let found: number | null = null;
  for (const part of parts) {
    if (part?.code === code && Number.isFinite(part.quantity)) {
      found = (found ?? 0) + part.quantity;
    }
  }
  return found;
}

export const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

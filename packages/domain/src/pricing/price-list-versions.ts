// Which uploaded version of a price list is in force (decision 089): the one with the latest
// `valid_from` on or before the pricing day, the newest upload on the same day; a version without a
// date is a draft. The API's pricing query (price-lists.repository.ts) picks the same one in SQL.

/**
 * Where a version stands on the pricing day: a `draft` has no date; `scheduled` starts later;
 * `current` is the one articles are priced with; `past` was replaced by a later one.
 */
export const PRICE_LIST_VERSION_STATES = ['draft', 'scheduled', 'current', 'past'] as const;
export type PriceListVersionState = (typeof PRICE_LIST_VERSION_STATES)[number];

export interface DatedVersion {
  id: number;
  /** ISO date; null for a draft. */
  validFrom: string | null;
}

/** The version in force on `day` (ISO date), or null when none has started yet. */
export function versionInForce<T extends DatedVersion>(
  versions: readonly T[],
  day: string,
): T | null {
  let found: T | null = null;
  for (const version of versions) {
    if (version.validFrom === null || version.validFrom > day) continue;
    if (
      !found ||
      version.validFrom > (found.validFrom as string) ||
      (version.validFrom === found.validFrom && version.id > found.id)
    ) {
      found = version;
    }
  }
  return found;
}

/** Where a version stands on `day`, given the version in force then. */
export function versionState(
  version: DatedVersion,
  inForce: DatedVersion | null,
  day: string,
): PriceListVersionState {
  if (version.validFrom === null) return 'draft';
  if (inForce?.id === version.id) return 'current';
  return version.validFrom > day ? 'scheduled' : 'past';
}

/** A version may be scheduled from today on; one that has started keeps its date. */
export function canSchedule(version: DatedVersion, validFrom: string, day: string): boolean {
  return validFrom >= day && (version.validFrom === null || version.validFrom > day);
}

/** Only a scheduled version that has not started may be cancelled (it becomes a draft again). */
export function canCancel(version: DatedVersion, day: string): boolean {
  return version.validFrom !== null && version.validFrom > day;
}

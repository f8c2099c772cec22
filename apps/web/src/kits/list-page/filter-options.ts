// A filter's choices as a dealer scans them: each value once, in the alphabetical order of the name
// shown, as the user's language sorts (Lithuanian puts Į after I, German Ü with U).
import { nameCollator } from '@atelier/domain';

export interface FilterOption {
  value: string;
  label: string;
}

/** The values once each, labelled, sorted by label in `locale`'s collation. */
export function optionsByLabel(
  values: readonly string[],
  label: (value: string) => string,
  locale: string,
): FilterOption[] {
  const collator = nameCollator(locale);
  return [...new Set(values)]
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value));
}

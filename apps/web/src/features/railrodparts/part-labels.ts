// The words for a part's type and variant. Variants that are also options of a rail or rod (track
// types, profiles, rod sizes, brackets, runners, knobs, power, remotes) read as the `enums` label
// the configurators use; the few that exist only as loose parts have their own in `railrodparts`.
import {
  ACCESSORY_BAR_TYPES,
  type AccessoryItem,
  type AccessoryType,
  type AccessoryVariant,
  DECORATIVE_RAIL_TYPES,
  END_KNOBS,
  POWER_TYPES,
  REMOTE_TYPES,
  ROD_SIZES,
  RUNNER_TYPES,
  SUPPORT_TYPES,
  TRACK_TYPES,
} from '@atelier/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const VARIANT_ENUMS: readonly [readonly string[], string][] = [
  [TRACK_TYPES, 'trackTypes'],
  [DECORATIVE_RAIL_TYPES, 'decorativeRailTypes'],
  [ROD_SIZES, 'rodSizes'],
  [SUPPORT_TYPES, 'supportTypes'],
  [RUNNER_TYPES, 'runnerTypes'],
  [END_KNOBS, 'endKnobs'],
  [POWER_TYPES, 'powerTypes'],
  [REMOTE_TYPES, 'remoteTypes'],
];

/** The catalogue key of a variant's label (`enums:…` or `railrodparts:variants.…`). */
export function variantLabelKey(variant: AccessoryVariant): string {
  for (const [values, enumKey] of VARIANT_ENUMS) {
    if (values.includes(variant)) return `enums:${enumKey}.${variant}`;
  }
  return `railrodparts:variants.${variant}`;
}

export const isBarType = (type: string): type is (typeof ACCESSORY_BAR_TYPES)[number] =>
  (ACCESSORY_BAR_TYPES as readonly string[]).includes(type);

/** The catalogue key of a part type's label: rails and rods by kind, loose parts by group. */
export function typeLabelKey(type: Exclude<AccessoryType, 'accessory-parts'>): string {
  return isBarType(type) ? `enums:railRodKinds.${type}` : `railrodparts:partTypes.${type}`;
}

/**
 * A part's name in the user's language: its type and variant as the configurators word them
 * ("Wall bracket · 60 mm"), where the catalogue record's own name is the manufacturer's English.
 */
export function usePartName(): (item: AccessoryItem) => string {
  const { t } = useTranslation(['railrodparts', 'enums']);
  return useCallback(
    (item: AccessoryItem) => {
      const type = t(typeLabelKey(item.type));
      const variant = t(variantLabelKey(item.variant), { defaultValue: '' });
      return variant && variant !== type ? `${type} · ${variant}` : type;
    },
    [t],
  );
}

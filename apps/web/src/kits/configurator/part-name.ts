// A catalogue part named in the user's language, wherever a part is named (the parts catalogue,
// the chosen lines, the price breakdown). The domain decides which codes name a part
// (`partNameOf`); this only looks their words up.
import {
  type AccessoryItem,
  type AccessoryItemType,
  type AccessoryVariant,
  isAccessoryBarType,
  partNameOf,
  partVariantGroupOf,
} from '@atelier/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The catalogue key of a variant's label (`enums:…`, or `railrodparts:variants.…`). */
export function partVariantLabelKey(variant: AccessoryVariant): string {
  const group = partVariantGroupOf(variant);
  return group === 'partVariants'
    ? `railrodparts:variants.${variant}`
    : `enums:${group}.${variant}`;
}

/** The catalogue key of a part type as a group (filters): rails and rods by kind, parts plural. */
export function partTypeLabelKey(type: AccessoryItemType): string {
  return isAccessoryBarType(type) ? `enums:railRodKinds.${type}` : `railrodparts:partTypes.${type}`;
}

/** The catalogue key of one part's kind (singular). */
const partKindLabelKey = (type: AccessoryItemType): string =>
  isAccessoryBarType(type) ? `enums:railRodKinds.${type}` : `railrodparts:partKinds.${type}`;

/** A part's name in the user's language ("Wall bracket 60 mm", "Decorative rod · Ø 25 mm"). */
export function usePartName(): (item: Pick<AccessoryItem, 'type' | 'variant'>) => string {
  const { t } = useTranslation(['railrodparts', 'enums']);
  return useCallback(
    (item) => {
      const name = partNameOf(item);
      const kind = name.kind ? t(partKindLabelKey(name.kind)) : null;
      const variant = name.variant ? t(partVariantLabelKey(name.variant.value)) : null;
      if (kind !== null && variant !== null) return t('railrodparts:partName', { kind, variant });
      return kind ?? variant ?? '';
    },
    [t],
  );
}

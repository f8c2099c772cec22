// A catalogue part's name in the user's language. The catalogue record's `name` is the
// manufacturer's English designation; what the dealer reads is built from the part's type and
// variant, the codes the configurators already word (a support's variant is "Wall bracket 60 mm",
// a track's "A-track (1014)"). Here is decided which words name a part: the variant alone where it
// is a name on its own, the kind before it where the variant only qualifies (a rod's "Ø 25 mm"),
// the kind alone where the kind already says everything (an electric rail names its profile).
import {
  DECORATIVE_RAIL_TYPES,
  END_KNOBS,
  POWER_TYPES,
  REMOTE_TYPES,
  ROD_SIZES,
  RUNNER_TYPES,
  SUPPORT_TYPES,
  TRACK_TYPES,
} from '../enums.js';
import {
  ACCESSORY_BAR_TYPES,
  type AccessoryItem,
  type AccessoryItemType,
  type AccessoryVariant,
} from './catalogue.js';

/** The group whose labels word a variant: an option list of the configurators, or the parts' own. */
export type PartVariantGroup =
  | 'trackTypes'
  | 'decorativeRailTypes'
  | 'rodSizes'
  | 'supportTypes'
  | 'runnerTypes'
  | 'endKnobs'
  | 'powerTypes'
  | 'remoteTypes'
  | 'partVariants';

const VARIANT_GROUPS: readonly [readonly string[], PartVariantGroup][] = [
  [TRACK_TYPES, 'trackTypes'],
  [DECORATIVE_RAIL_TYPES, 'decorativeRailTypes'],
  [ROD_SIZES, 'rodSizes'],
  [SUPPORT_TYPES, 'supportTypes'],
  [RUNNER_TYPES, 'runnerTypes'],
  [END_KNOBS, 'endKnobs'],
  [POWER_TYPES, 'powerTypes'],
  [REMOTE_TYPES, 'remoteTypes'],
];

/** Which labels word a variant (`enums` groups; `partVariants` for loose-part-only variants). */
export function partVariantGroupOf(variant: AccessoryVariant): PartVariantGroup {
  for (const [values, group] of VARIANT_GROUPS) if (values.includes(variant)) return group;
  return 'partVariants';
}

export const isAccessoryBarType = (type: string): type is (typeof ACCESSORY_BAR_TYPES)[number] =>
  (ACCESSORY_BAR_TYPES as readonly string[]).includes(type);

type Naming = 'variant' | 'kind-and-variant' | 'kind';

/** How each type names its parts when the variant is one of its own. */
const NAMING: Record<AccessoryItemType, Naming> = {
  trackrail: 'variant',
  electrictrackrail: 'variant',
  decorativerail: 'kind-and-variant',
  decorativerod: 'kind-and-variant',
  eraildecoround35mm: 'kind',
  eraildecosquare32mm: 'kind',
  supports: 'variant',
  runners: 'variant',
  endknobs: 'kind-and-variant',
  endstops: 'variant',
  connectors: 'variant',
  curves: 'variant',
  motors: 'variant',
  power: 'kind-and-variant',
  remotes: 'variant',
  hubs: 'variant',
  pullrods: 'variant',
};

/** The variants each type carries; another variant is named with its kind, never alone. */
const OWN_VARIANTS: Record<AccessoryItemType, readonly AccessoryVariant[]> = {
  trackrail: TRACK_TYPES,
  electrictrackrail: TRACK_TYPES,
  decorativerail: DECORATIVE_RAIL_TYPES,
  decorativerod: ROD_SIZES,
  eraildecoround35mm: ['round35mm'],
  eraildecosquare32mm: ['square30mm'],
  supports: SUPPORT_TYPES,
  runners: RUNNER_TYPES,
  endknobs: END_KNOBS,
  endstops: ['endstop'],
  connectors: ['connector'],
  curves: ['curve45', 'curve90'],
  motors: ['motor'],
  power: POWER_TYPES,
  remotes: REMOTE_TYPES,
  hubs: ['hub'],
  pullrods: ['pullrod75cm', 'pullrod100cm', 'pullrod150cm'],
};

/**
 * The codes that name a part: its kind (an article kind for bars, a part type otherwise; singular)
 * and its variant with the group that words it. Either may be null, never both. The message
 * `railrodparts:partName` joins the two.
 */
export interface PartName {
  kind: AccessoryItemType | null;
  variant: { group: PartVariantGroup; value: AccessoryVariant } | null;
}

export function partNameOf(item: Pick<AccessoryItem, 'type' | 'variant'>): PartName {
  const variant = { group: partVariantGroupOf(item.variant), value: item.variant };
  const own = OWN_VARIANTS[item.type].includes(item.variant);
  // A variant of another type's (a data slip) is never shown alone: its kind goes before it.
  const naming = own || NAMING[item.type] === 'kind' ? NAMING[item.type] : 'kind-and-variant';
  switch (naming) {
    case 'variant':
      return { kind: null, variant };
    case 'kind':
      return { kind: item.type, variant: null };
    default:
      return { kind: item.type, variant };
  }
}

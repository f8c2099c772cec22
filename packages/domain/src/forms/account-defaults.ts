// What a new article starts with for this account (configurators §9, portal §3): tier size per
// luxury, head size per curtain type, ironing, runners, child safety, lining, quantity 1 and the
// price type shown.
import type { UserSettings } from '../contracts/account.js';
import {
  type CurtainType,
  DEFAULT_RING_SIZE,
  type Luxury,
  type PriceType,
  SEWN_CURTAIN_TYPES,
  type TierSize,
} from '../enums.js';
import type { ArticleDraft } from '../schemas/index.js';
import { fieldsOfArticleType } from './article-fields.js';

export const DEFAULT_QUANTITY = 1;

/** The account settings a default is taken from; `AccountSettings` has them all. */
export type DefaultSettings = Pick<
  UserSettings,
  | 'basic_tier_size_default'
  | 'comfort_tier_size_default'
  | 'hautecouture_tier_size_default'
  | 'pleat_curtain_head_size'
  | 'ring_curtain_head_size'
  | 'span_curtain_head_size'
  | 'rod_curtain_head_size'
  | 'fronslint_curtain_head_size'
  | 'ironing_default'
  | 'deliver_with_runners_default'
  | 'child_safety_default'
  | 'has_lining_by_default'
  | 'price_type_default'
>;

/** The standard tape of each luxury level (configurators §9). */
const STANDARD_TIER_SIZE: Record<Luxury, TierSize> = { basic: 8, comfort: 8, hautecouture: 10 };

/**
 * The account's tier size for a luxury level. A 15 cm default on a level other than haute couture
 * would start the dealer on an article that cannot be made, so that level's standard tape is used.
 */
export function tierSizeDefault(settings: DefaultSettings, luxury: Luxury): TierSize {
  const chosen = {
    basic: settings.basic_tier_size_default,
    comfort: settings.comfort_tier_size_default,
    hautecouture: settings.hautecouture_tier_size_default,
  }[luxury];
  return chosen === 15 && luxury !== 'hautecouture' ? STANDARD_TIER_SIZE[luxury] : chosen;
}

/** Head size in cm for the curtain types that have an account setting for it. */
export function headSizeDefault(
  settings: DefaultSettings,
  curtainType: CurtainType,
): number | undefined {
  switch (curtainType) {
    case 'pleatcurtain':
      return settings.pleat_curtain_head_size;
    case 'ringcurtain':
      return settings.ring_curtain_head_size;
    case 'spancurtain':
      return settings.span_curtain_head_size;
    case 'rodcurtain':
      return settings.rod_curtain_head_size;
    case 'fronslintcurtain':
      return settings.fronslint_curtain_head_size;
    default:
      return undefined;
  }
}

/** Price type of the order flow: wholesale when the account prefers it, else the sales price. */
export function defaultPriceType(
  settings: Pick<DefaultSettings, 'price_type_default'>,
): Extract<PriceType, 'price' | 'wholesale_price'> {
  return settings.price_type_default === 'wholesaleprice' ? 'wholesale_price' : 'price';
}

const isSewn = (type: CurtainType) => (SEWN_CURTAIN_TYPES as readonly string[]).includes(type);

/**
 * Curtains that hang by rings, loops or a rod pocket slide on a rod, not on runners: they are not
 * delivered with runners unless the dealer asks for them, whatever the account's default.
 */
export const CURTAIN_TYPES_WITHOUT_RUNNERS: readonly CurtainType[] = [
  'ringcurtain',
  'loopcurtain',
  'rodcurtain',
];

/**
 * A patterned fabric is rounded up to its repeat unless the dealer switches it off (calculation.md
 * §1): the form shows what the calculation applies.
 */
export function roundToPatternApplied(parameters: Readonly<Record<string, unknown>>): boolean {
  return parameters.round_to_pattern !== false;
}

/** Starting parameters of a curtain article of this type (and luxury, when already chosen). */
export function curtainParameterDefaults(
  settings: DefaultSettings,
  curtainType: CurtainType,
  luxury?: Luxury,
): ArticleDraft<CurtainType> {
  const defaults: ArticleDraft<CurtainType> = { quantity: DEFAULT_QUANTITY };
  if (fieldsOfArticleType(curtainType).has('round_to_pattern')) defaults.round_to_pattern = true;
  if (!isSewn(curtainType)) return defaults;
  if (luxury) {
    defaults.luxury = luxury;
    // Only a curtain with a heading tape has a tape size (schemas/curtains.ts).
    if (fieldsOfArticleType(curtainType).has('tier_size')) {
      defaults.tier_size = tierSizeDefault(settings, luxury);
    }
  }
  const headSize = headSizeDefault(settings, curtainType);
  if (headSize !== undefined) defaults.head_size = headSize;
  defaults.ironing = settings.ironing_default;
  defaults.deliver_with_runners = CURTAIN_TYPES_WITHOUT_RUNNERS.includes(curtainType)
    ? false
    : settings.deliver_with_runners_default;
  if (curtainType === 'ringcurtain') defaults.ring_size = DEFAULT_RING_SIZE;
  return defaults;
}

/** Starting parameters of a fold curtain: its cords get child safety unless the account opts out. */
export function foldCurtainParameterDefaults(
  settings: DefaultSettings,
): ArticleDraft<'foldcurtain'> {
  return {
    quantity: DEFAULT_QUANTITY,
    with_child_safety: settings.child_safety_default === 'childsafety',
    round_to_pattern: true,
  };
}

export interface OrderFlowDefaults {
  quantity: number;
  priceType: Extract<PriceType, 'price' | 'wholesale_price'>;
  withLining: boolean;
}

/** The order working state a new flow starts from (portal §3 "Order working state"). */
export function orderFlowDefaults(settings: DefaultSettings): OrderFlowDefaults {
  return {
    quantity: DEFAULT_QUANTITY,
    priceType: defaultPriceType(settings),
    withLining: settings.has_lining_by_default,
  };
}

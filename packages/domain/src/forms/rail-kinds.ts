// Which rails and rods a dealer may order, and what each kind is made of (configurators §4). The
// account's flags decide the kinds (portal §3 has_track_rail, has_decorative_rail,
// has_electric_rail, has_decorative_rod); an unequally split curtain cannot be motorised, so
// electric rails disappear. Changing the kind keeps what still applies and resets the rest.
import type { AccountSettings } from '../contracts/account.js';
import type { ArticleType, CurtainType, RailRodKind, SplitType } from '../enums.js';
import type { Issue } from '../issues.js';
import { shortestCurveLeg } from '../rules/article-rules.js';
import { BASIC_TRACK_KINDS, isElectricRailKind, railKindOf } from '../rules/rail-kinds.js';
import {
  type RailOrRod,
  type RailRodDraft,
  railOrRodFor,
  resetRailRodParameters,
} from './rail-rod.js';

/** The rail and rod kinds of the rail/rod flow; each is also the article type it is saved as. */
export const RAIL_ROD_ARTICLE_TYPES = [
  'trackrail',
  'decorativerail',
  'electrictrackrail',
  'eraildecoround35mm',
  'eraildecosquare32mm',
  'decorativerod',
] as const satisfies readonly (ArticleType & RailRodKind)[];
export type RailRodArticleType = (typeof RAIL_ROD_ARTICLE_TYPES)[number];

export type RailRodMode = 'rail' | 'rod' | 'both';

type KindFlags = Pick<
  AccountSettings,
  'has_track_rail' | 'has_decorative_rail' | 'has_electric_rail' | 'has_decorative_rod'
>;

const FLAG_OF: Record<RailRodArticleType, keyof KindFlags> = {
  trackrail: 'has_track_rail',
  decorativerail: 'has_decorative_rail',
  electrictrackrail: 'has_electric_rail',
  eraildecoround35mm: 'has_electric_rail',
  eraildecosquare32mm: 'has_electric_rail',
  decorativerod: 'has_decorative_rod',
};

/** The kinds this account may order here, in catalogue order. */
export function railRodKindsFor(
  account: KindFlags | null | undefined,
  mode: RailRodMode = 'both',
  curtainSplitType?: SplitType | null,
): RailRodArticleType[] {
  if (!account) return [];
  return RAIL_ROD_ARTICLE_TYPES.filter((kind) => {
    if (account[FLAG_OF[kind]] !== true) return false;
    if (mode !== 'both' && railOrRodFor(kind) !== mode) return false;
    return !(curtainSplitType === 'unequal' && isElectricRailKind(kind));
  });
}

export function isRailRodArticleType(value: unknown): value is RailRodArticleType {
  return (RAIL_ROD_ARTICLE_TYPES as readonly unknown[]).includes(value);
}

/** What the form shows for a kind: the profile field, end knobs, runners, a motor. */
export interface KindTraits {
  kind: RailRodKind | null;
  railOrRod: RailOrRod;
  profileField: 'track_type' | 'rail_type' | 'rod_size' | null;
  profileRequired: boolean;
  electric: boolean;
  /** Track runs in a channel and ends in end stops; decorative rails and rods end in knobs. */
  basicTrack: boolean;
  runners: boolean;
}

export function kindTraits(
  articleType: ArticleType | null,
  parameters: Readonly<Record<string, unknown>>,
): KindTraits {
  const kind = articleType ? railKindOf(articleType, parameters) : null;
  const railOrRod = railOrRodFor(kind);
  const basicTrack = kind !== null && (BASIC_TRACK_KINDS as readonly string[]).includes(kind);
  let profileField: KindTraits['profileField'] = null;
  let profileRequired = false;
  if (kind === 'trackrail' || kind === 'electrictrackrail' || kind === 'electricrail') {
    profileField = 'track_type';
    profileRequired = kind === 'trackrail';
  } else if (kind === 'decorativerail') {
    profileField = 'rail_type';
    profileRequired = true;
  } else if (kind === 'decorativerod') {
    profileField = 'rod_size';
    profileRequired = true;
  }
  return {
    kind,
    railOrRod,
    profileField,
    profileRequired,
    electric: isElectricRailKind(kind),
    basicTrack,
    runners: kind !== null && railOrRod === 'rail',
  };
}

/**
 * The fields to change when the dealer picks another kind. Rods carry rings, not runners (the runner
 * rule would otherwise ask for a runner type); a rail gets the runner defaults of its curtain back.
 * Only a track ends in end stops; everything else gets the standard knob unless one was chosen.
 * Everything else (colour, width, curve, memo) is kept.
 */
export function kindChangePatch(
  parameters: Readonly<RailRodDraft>,
  next: RailRodArticleType,
  curtainType?: CurtainType | null,
): RailRodDraft {
  const patch: RailRodDraft = { curtain_rail_type: next };
  const track = (BASIC_TRACK_KINDS as readonly string[]).includes(next);
  if (track) patch.end_knob = undefined;
  else if (parameters.end_knob === undefined) patch.end_knob = 'standard';
  if (railOrRodFor(next) === 'rod') {
    // Nothing runs on a rod, so nothing needs stopping or slowing down either.
    patch.with_runner = false;
    patch.runner_type = undefined;
    patch.runner_color = undefined;
    patch.wave_runner_distance = undefined;
    patch.with_stopper = false;
    patch.with_retarder = false;
  } else if (parameters.with_runner === false && parameters.runner_type === undefined) {
    const defaults = resetRailRodParameters({}, curtainType ?? null);
    patch.with_runner = defaults.with_runner;
    patch.runner_type = defaults.runner_type;
    patch.with_stopper = defaults.with_stopper;
    patch.with_retarder = defaults.with_retarder;
  }
  return patch;
}

/**
 * Issues the form can tell before the article is complete: the calculation checks rules only once
 * every field is valid, but a dealer measuring curve legs wants to know at once that one is too short.
 */
export function earlyRailIssues(
  articleType: ArticleType | null,
  parameters: Readonly<Record<string, unknown>>,
): Issue[] {
  return articleType ? shortestCurveLeg(articleType, parameters, {}) : [];
}

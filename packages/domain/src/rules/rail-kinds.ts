// Which rail family an article belongs to. The spec speaks of "basic" track and "elegant" rails
// (shortest curve leg 120 mm vs 200 mm); we read basic as the track rails and elegant as the
// decorative rails and rods.
import type { ArticleType, RailRodKind } from '../enums.js';

export const ELECTRIC_RAIL_KINDS = [
  'electricrail',
  'electrictrackrail',
  'eraildecoround35mm',
  'eraildecosquare32mm',
] as const satisfies readonly RailRodKind[];

export const BASIC_TRACK_KINDS = [
  'trackrail',
  'electricrail',
  'electrictrackrail',
] as const satisfies readonly RailRodKind[];

/** Article types that are a rail or rod of the rail/rod flow, with the kind each one is. */
const KIND_OF_ARTICLE: Partial<Record<ArticleType, RailRodKind>> = {
  trackrail: 'trackrail',
  decorativerail: 'decorativerail',
  electrictrackrail: 'electrictrackrail',
  eraildecoround35mm: 'eraildecoround35mm',
  eraildecosquare32mm: 'eraildecosquare32mm',
  decorativerod: 'decorativerod',
  rod: 'decorativerod',
};

/** The rail/rod kind of an article; the generic `rail` says its kind in `curtain_rail_type`. */
export function railKindOf(
  articleType: ArticleType,
  params: Readonly<Record<string, unknown>>,
): RailRodKind | null {
  if (articleType === 'rail') {
    const kind = params.curtain_rail_type;
    return typeof kind === 'string' ? (kind as RailRodKind) : null;
  }
  return KIND_OF_ARTICLE[articleType] ?? null;
}

export function isElectricRailKind(kind: RailRodKind | null): boolean {
  return kind !== null && (ELECTRIC_RAIL_KINDS as readonly string[]).includes(kind);
}

export function isBasicTrackKind(kind: RailRodKind | null): boolean {
  return kind !== null && (BASIC_TRACK_KINDS as readonly string[]).includes(kind);
}

/**
 * "Basic track" is the A-track (`track_1014`) only (calculation.md §6): a track rail without a
 * track type is an A-track; a B-track or an electric track is not basic.
 */
export function isBasicTrack(
  articleType: ArticleType,
  params: Readonly<Record<string, unknown>>,
): boolean {
  const kind = railKindOf(articleType, params);
  if (kind !== 'trackrail') return false;
  return (params.track_type ?? 'track_1014') === 'track_1014';
}

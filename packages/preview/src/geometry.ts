// What the preview draws, in millimetres, as pure functions of the article: the panels of a curtain
// with their folds, the stiffeners of a roman blind, the pieces of the small articles. The drawing
// components only scale these to the picture, so everything to scale is decided (and tested) here.
// The cut list of the live evaluation wins when there is one; without it (incomplete form) the
// preview asks the domain's rules with the loaded price list, because a preview must show
// something while typing; it never keeps a rule or a figure of its own.
import {
  ARTICLE_TYPES,
  type ArticleType,
  type CalculationDefaults,
  CONTROL_SIDES,
  type CutList,
  type FoldControl,
  foldControlOf,
  MOUNTING_TYPES,
  type PanelSide,
  PLEAT_TYPES,
  type PleatType,
  SEWN_CURTAIN_TYPES,
  type SewnCurtainType,
  SPLIT_TYPES,
  type SplitType,
  stiffenerCountOf,
} from '@atelier/domain';
import {
  choice,
  clamp,
  lengthMm,
  lengthOrZeroMm,
  type Params,
  partQuantity,
  wholeNumber,
} from './params.js';

export type PreviewKind =
  | 'curtain'
  | 'foldcurtain'
  | 'rail'
  | 'pullrod'
  | 'tieback'
  | 'cushion'
  | 'cutyardage'
  | 'empty';

const RAIL_TYPES: readonly ArticleType[] = [
  'rail',
  'rod',
  'trackrail',
  'decorativerail',
  'decorativerod',
  'electrictrackrail',
  'eraildecoround35mm',
  'eraildecosquare32mm',
];

/** Which drawing an article type gets; anything unknown (or an RMA) gets the empty state. */
export function previewKindOf(articleType: unknown): PreviewKind {
  if (
    typeof articleType !== 'string' ||
    !(ARTICLE_TYPES as readonly string[]).includes(articleType)
  )
    return 'empty';
  const type = articleType as ArticleType;
  if ((SEWN_CURTAIN_TYPES as readonly string[]).includes(type) || type === 'panelcurtain')
    return 'curtain';
  if (RAIL_TYPES.includes(type)) return 'rail';
  switch (type) {
    case 'foldcurtain':
    case 'pullrod':
    case 'tieback':
    case 'cushion':
    case 'cutyardage':
      return type;
    default:
      return 'empty';
  }
}

/** How the top of a curtain hangs; each is drawn in its own way. */
export type HeadingStyle =
  | 'pleat'
  | 'wave'
  | 'ring'
  | 'loop'
  | 'rodpocket'
  | 'span'
  | 'gathered'
  | 'backtab'
  | 'panel';

const HEADING_BY_TYPE: Partial<Record<ArticleType, HeadingStyle>> = {
  pleatcurtain: 'pleat',
  wavecurtain: 'wave',
  ringcurtain: 'ring',
  loopcurtain: 'loop',
  rodcurtain: 'rodpocket',
  spancurtain: 'span',
  fronslintcurtain: 'gathered',
  backtabcurtain: 'backtab',
  panelcurtain: 'panel',
};

/** Pleat heads are drawn with as many fingers as the pleat has folds. */
const FINGERS_BY_PLEAT: Record<PleatType, number> = {
  single: 1,
  double: 2,
  triple: 3,
  reversed: 1,
  studio: 1,
  flat: 0,
  fronslint: 0,
  nopleat: 0,
};

/**
 * Fold lines of one panel: fuller curtains fall in more, narrower folds (about 11 cm apart at
 * 235 %, 26 cm on a flat panel). At least two so a panel always reads as fabric.
 */
export function foldCount(panelWidthMm: number, fullnessPercent: number): number {
  if (!Number.isFinite(panelWidthMm) || panelWidthMm <= 0) return 0;
  const fullness = clamp(Number.isFinite(fullnessPercent) ? fullnessPercent : 100, 100, 400);
  const spacingMm = 26_000 / fullness;
  return clamp(Math.round(panelWidthMm / spacingMm), 2, 400);
}

export interface PanelShape {
  side: PanelSide;
  /** Left edge of the panel's front, from the left end of the rail (overlaps reach past the middle). */
  xMm: number;
  /** Width of the front the viewer sees: its share of the width plus its overlap. */
  widthMm: number;
  /** Fabric turning back to the wall at the outer end, drawn as a narrow side. */
  returnLeftMm: number;
  returnRightMm: number;
  folds: number;
}

export interface CurtainModel {
  articleType: ArticleType;
  heading: HeadingStyle;
  pleatFingers: number;
  widthMm: number;
  heightMm: number;
  split: SplitType | null;
  leftPercent: number | null;
  panels: PanelShape[];
  fullnessPercent: number;
  /** Heading tape band and hem, to draw their lines. */
  headingMm: number;
  hemMm: number;
}

/** Panel shares of the width (calculation.md §1), as the cut list would give them. */
function sharesOf(widthMm: number, split: SplitType, leftPercent: number): number[] {
  switch (split) {
    case 'left':
    case 'right':
      return [widthMm];
    case 'unequal': {
      const left = Math.round((widthMm * leftPercent) / 100);
      return [left, widthMm - left];
    }
    default: {
      const left = Math.ceil(widthMm / 2);
      return [left, widthMm - left];
    }
  }
}

/**
 * Fullness spaces the fold lines: the calculation's figure when there is one, else what the dealer
 * typed, else the price list's fullness of the pleat or curtain type; flat until that is loaded.
 */
function fullnessOf(
  articleType: ArticleType,
  params: Params,
  cutList: CutList | null,
  defaults: CalculationDefaults | null,
): number {
  const fromCutList = cutList?.fullnessPercent;
  if (typeof fromCutList === 'number' && Number.isFinite(fromCutList) && fromCutList > 0)
    return fromCutList;
  const typed = wholeNumber(params.pleat_percentage, 100, 400);
  if (typed !== null) return typed;
  const pleat = choice(params.pleat_type, PLEAT_TYPES);
  const byPleat = pleat ? defaults?.fullnessByPleat[pleat] : undefined;
  const byType = defaults?.fullnessByCurtain[articleType as SewnCurtainType];
  return byPleat ?? byType ?? 100;
}

function panelCurtainPanels(widthMm: number, params: Params, cutList: CutList | null) {
  const fromCutList = (cutList?.panels ?? []).filter((p) => p.finishedWidthMm > 0);
  const count =
    fromCutList.length > 0
      ? Math.min(fromCutList.length, 12)
      : (wholeNumber(params.number_of_panels, 1, 12) ?? 2);
  const panelMm =
    fromCutList[0]?.finishedWidthMm ?? Math.ceil(((count - 1) * 50 + widthMm) / count);
  // Panels overlap on their parallel tracks so no light passes; the overlap follows from the sizes.
  const overlapMm = count > 1 ? Math.max(0, (count * panelMm - widthMm) / (count - 1)) : 0;
  return Array.from(
    { length: count },
    (_, i): PanelShape => ({
      side: 'single',
      xMm: i * (panelMm - overlapMm),
      widthMm: panelMm,
      returnLeftMm: 0,
      returnRightMm: 0,
      folds: 0,
    }),
  );
}

/** The curtain to draw, or null while width or height is missing. */
export function curtainModel(
  articleType: ArticleType,
  params: Params,
  cutList: CutList | null,
  defaults: CalculationDefaults | null = null,
): CurtainModel | null {
  const widthMm = lengthMm(params.width);
  const heightMm = lengthMm(params.height);
  if (widthMm === null || heightMm === null) return null;
  const heading = HEADING_BY_TYPE[articleType] ?? 'pleat';
  const pleat = choice(params.pleat_type, PLEAT_TYPES);
  const fullnessPercent = fullnessOf(articleType, params, cutList, defaults);
  const tierMm = (wholeNumber(params.tier_size, 1, 30) ?? 8) * 10;
  const hemMm = lengthMm(params.hem_size) ?? 100;
  const base = {
    articleType,
    heading,
    pleatFingers: heading === 'pleat' ? FINGERS_BY_PLEAT[pleat ?? 'double'] : 0,
    widthMm,
    heightMm,
    fullnessPercent,
    headingMm: Math.min(tierMm, heightMm / 4),
    hemMm: Math.min(hemMm, heightMm / 4),
  };
  if (heading === 'panel') {
    return {
      ...base,
      split: null,
      leftPercent: null,
      panels: panelCurtainPanels(widthMm, params, cutList),
    };
  }
  const split = choice(params.split_type, SPLIT_TYPES) ?? 'equal';
  const leftPercent = wholeNumber(params.left_percentage, 1, 99) ?? 50;
  const returnLeft = lengthOrZeroMm(params.return_left);
  const returnRight = lengthOrZeroMm(params.return_right);
  const overlapLeft = lengthOrZeroMm(params.overlap_left);
  const overlapRight = lengthOrZeroMm(params.overlap_right);

  const cutPanels = (cutList?.panels ?? []).filter((p) => p.finishedWidthMm > 0).slice(0, 2);
  let shares = sharesOf(widthMm, split, leftPercent);
  if (cutPanels.length === shares.length) {
    // The cut list's finished widths carry returns and overlaps; the front shows the rest.
    shares = cutPanels.map((panel, i) => {
      const extra =
        shares.length === 1
          ? returnLeft + returnRight + overlapLeft + overlapRight
          : i === 0
            ? returnLeft + overlapLeft
            : returnRight + overlapRight;
      const share = panel.finishedWidthMm - extra;
      return share > 0 ? share : (shares[i] ?? panel.finishedWidthMm);
    });
  }
  const panels: PanelShape[] =
    shares.length === 1
      ? [
          {
            side: 'single',
            xMm: 0,
            widthMm: shares[0] ?? widthMm,
            returnLeftMm: returnLeft,
            returnRightMm: returnRight,
            folds: 0,
          },
        ]
      : [
          {
            side: 'left',
            xMm: 0,
            widthMm: (shares[0] ?? 0) + overlapLeft,
            returnLeftMm: returnLeft,
            returnRightMm: 0,
            folds: 0,
          },
          {
            side: 'right',
            xMm: (shares[0] ?? 0) - overlapRight,
            widthMm: (shares[1] ?? 0) + overlapRight,
            returnLeftMm: 0,
            returnRightMm: returnRight,
            folds: 0,
          },
        ];
  for (const panel of panels) panel.folds = foldCount(panel.widthMm, fullnessPercent);
  return { ...base, split, leftPercent: split === 'unequal' ? leftPercent : null, panels };
}

export interface FoldCurtainModel {
  widthMm: number;
  heightMm: number;
  /** Stiffeners, each a horizontal fold line. */
  folds: number;
  honeycomb: boolean;
  mounting: 'insideframe' | 'wall' | 'ceiling';
  /** Null while the dealer has not chosen a side (drawn on the right, named as not chosen). */
  controlSide: 'left' | 'right' | null;
  /** The domain's answer (`foldControlOf`): a 12 V blind has a motor; null draws no control. */
  control: FoldControl;
  /** The chain or rod hangs this far; null draws it two thirds down. */
  controlLengthMm: number | null;
}

/**
 * Stiffeners as the calculation counts them: its cut list, or the domain's rule with the loaded
 * price list's spacing while there is no list yet. None to draw before the price list is loaded.
 */
export function stiffenerCount(
  heightMm: number,
  cutList: CutList | null,
  defaults: CalculationDefaults | null,
): number {
  const listed = partQuantity(cutList, 'stiffener');
  if (listed !== null && listed > 0) return Math.min(listed, 60);
  return defaults ? Math.min(stiffenerCountOf(heightMm, defaults), 60) : 0;
}

export function foldCurtainModel(
  params: Params,
  cutList: CutList | null,
  defaults: CalculationDefaults | null = null,
): FoldCurtainModel | null {
  const widthMm = lengthMm(params.width);
  const heightMm = lengthMm(params.height);
  if (widthMm === null || heightMm === null) return null;
  return {
    widthMm,
    heightMm,
    folds: stiffenerCount(heightMm, cutList, defaults),
    honeycomb: params.fold_type === 'honeycomb',
    mounting: choice(params.mounting, MOUNTING_TYPES) ?? 'wall',
    controlSide: choice(params.control_side, CONTROL_SIDES),
    control: foldControlOf(params),
    controlLengthMm: lengthMm(params.control_length),
  };
}

/** Fold lines of a roman blind, from the top: evenly spaced, the lowest section a little deeper. */
export function foldPositionsMm(heightMm: number, folds: number): number[] {
  if (!(heightMm > 0) || !(folds > 0)) return [];
  const pitch = heightMm / (folds + 0.5);
  return Array.from({ length: folds }, (_, i) => Math.round(pitch * (i + 1)));
}

/**
 * The scale that fits content of this size into a box, never enlarging beyond `maxScale` so a
 * 20 cm cushion is not drawn as big as a 6 m curtain.
 */
export function fitScale(
  contentW: number,
  contentH: number,
  boxW: number,
  boxH: number,
  maxScale = Number.POSITIVE_INFINITY,
): number {
  const byW = contentW > 0 ? boxW / contentW : Number.POSITIVE_INFINITY;
  const byH = contentH > 0 ? boxH / contentH : Number.POSITIVE_INFINITY;
  const scale = Math.min(byW, byH, maxScale);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

// The measurement check (issue "Fewer wrong orders"): most remakes come from a size measured or
// typed wrongly, not from the workshop. For each article, and across the articles of one commission
// and room, these rules ask the dealer to look again: a unit slip, width and height swapped, an
// outlier in its room, a rail or pull rod that does not fit its curtain, a size beyond the usual.
// They only warn; the order is confirmed once the dealer acknowledges each warning. Thresholds come
// from thresholds.ts; sizes stay in centimetres as stored, and slips are read in the unit the
// dealer typed (inches on an imperial account).
import type { MeasurementCode } from '../contracts/measurement.js';
import type { Locale, UnitSystem, WidthType } from '../enums.js';
import { SEWN_CURTAIN_TYPES } from '../enums.js';
import { formatSize, inchesAsTyped, inchesToMm } from '../format/index.js';
import { invertedPleatAddedFrom } from '../forms/curtain-form.js';
import { isRailRodArticleType } from '../forms/rail-kinds.js';
import type { IssueParams } from '../issues.js';
import { railLengthMm } from '../rules/rail-curve.js';
import { LENGTH_UNIT } from '../schemas/fields.js';
import { PARAMETER_LIMITS, type Range } from '../schemas/limits.js';
import {
  type AddOnKind,
  MEASUREMENT_THRESHOLDS,
  type MeasuredKind,
  type MeasurementThresholds,
  type SlipReading,
} from './thresholds.js';

/** The main fabric as far as the check needs it: its width (a wide-width fabric's highest drop). */
export interface MeasuredFabric {
  widthMm: number;
  widthType: WidthType;
}

/** An article as the check reads it: its type, its sizes as typed, its room and curtain. */
export interface MeasuredArticle {
  orderNumber: string;
  articleType: string;
  room: string | null;
  /** The curtain a rail, rod or pull rod belongs to. */
  curtainOrderNumber: string | null;
  parameters: Readonly<Record<string, unknown>>;
  fabric?: MeasuredFabric | null;
}

/** What the dealer probably meant: a field and its value in centimetres. */
export interface MeasurementSuggestion {
  field: string;
  value: number;
}

export interface MeasurementWarning {
  /** Stable while the article's sizes stay: `code:order number:fields`; acknowledged by it. */
  id: string;
  code: MeasurementCode;
  orderNumber: string;
  fields: string[];
  /** Message params; sizes in cm with `unit: 'cm'` (see `measurementMessageParams`). */
  params: IssueParams;
  suggestions: MeasurementSuggestion[];
}

const SEWN = SEWN_CURTAIN_TYPES as readonly string[];

/** Which size rules apply: sewn curtains, panel curtains and fold curtains; null for the rest. */
export function measuredKindOf(articleType: string): MeasuredKind | null {
  if (SEWN.includes(articleType)) return 'sewn';
  if (articleType === 'panelcurtain') return 'panel';
  if (articleType === 'foldcurtain') return 'fold';
  return null;
}

/** Which size rules a rail or rod gets: rails, and decorative rods; null for the rest. */
export function addOnKindOf(articleType: string): AddOnKind | null {
  if (!isRailRodArticleType(articleType)) return null;
  return articleType === 'decorativerod' ? 'rod' : 'rail';
}

const SIZE_LIMITS: Record<MeasuredKind, { width: Range; height: Range }> = {
  sewn: { width: PARAMETER_LIMITS.curtainWidthCm, height: PARAMETER_LIMITS.curtainHeightCm },
  panel: {
    width: PARAMETER_LIMITS.panelCurtainWidthCm,
    height: PARAMETER_LIMITS.panelCurtainHeightCm,
  },
  fold: {
    width: PARAMETER_LIMITS.foldCurtainWidthCm,
    height: PARAMETER_LIMITS.foldCurtainHeightCm,
  },
};

type SizeField = 'width' | 'height';
const SIZE_FIELDS: readonly SizeField[] = ['width', 'height'];

/** One size of an article as the rules read it: its limit, its usual range and a usual value. */
interface SizeRule {
  field: SizeField;
  limit: Range;
  min: number;
  max: number;
  typical: number;
}

/** The sizes a curtain, blind, rail or rod is checked on alone; none for other articles. */
function sizeRulesOf(article: MeasuredArticle, thresholds: MeasurementThresholds): SizeRule[] {
  const kind = measuredKindOf(article.articleType);
  if (kind !== null) {
    const usual = thresholds.usual[kind];
    return [
      {
        field: 'width',
        limit: SIZE_LIMITS[kind].width,
        min: usual.minWidthCm,
        max: usual.maxWidthCm,
        typical: usual.typicalWidthCm,
      },
      {
        field: 'height',
        limit: SIZE_LIMITS[kind].height,
        min: usual.minHeightCm,
        max: usual.maxHeightCm,
        typical: usual.typicalHeightCm,
      },
    ];
  }
  const addOn = addOnKindOf(article.articleType);
  if (addOn === null) return [];
  const usual = thresholds.usualAddOn[addOn];
  return [
    {
      field: 'width',
      limit: PARAMETER_LIMITS.railWidthCm,
      min: usual.minWidthCm,
      max: usual.maxWidthCm,
      typical: usual.typicalWidthCm,
    },
  ];
}

/**
 * What a reading of a slip says the dealer meant, in cm as the size field stores it: worked out in
 * the unit typed (inches on an imperial account) and rounded as a tape measure reads, so an inch
 * field is offered 96 in, never 79.9 in.
 */
export function meantBy(cm: number, reading: SlipReading, unitSystem: UnitSystem): number {
  // A size read as ten times too large or small was typed with a decimal (9.6 for 96): tenths.
  const decimal = reading.typedPerMeant === 0.1 || reading.typedPerMeant === 10;
  const typed =
    unitSystem === 'imperial' ? inchesAsTyped(cm, decimal ? 'tenths' : 'sixteenths') : cm;
  const meant = Math.round(typed / reading.typedPerMeant / reading.step) * reading.step;
  return unitSystem === 'imperial' ? inchesToMm(meant) / 10 : oneDecimal(meant);
}

/** How far a size is from a usual one, either way (a ratio, as a logarithm). */
const distance = (cm: number, typical: number) => Math.abs(Math.log(cm / typical));

const sizeOf = (article: MeasuredArticle, field: string): number | null => {
  const value = article.parameters[field];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
};
/** One decimal, as a dealer types a size. */
const oneDecimal = (cm: number) => Math.round(cm * 10) / 10;
const within = (value: number, range: Range) => value >= range.min && value <= range.max;

function warning(
  code: MeasurementCode,
  article: MeasuredArticle,
  fields: string[],
  params: IssueParams,
  suggestions: MeasurementSuggestion[] = [],
): MeasurementWarning {
  return {
    id: `${code}:${article.orderNumber}:${fields.join('+')}`,
    code,
    orderNumber: article.orderNumber,
    fields,
    params: { ...params, unit: LENGTH_UNIT },
    suggestions,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : oneDecimal((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The highest finished drop a wide-width fabric makes (its width), in cm; null otherwise. */
const wideWidthDropCm = (article: MeasuredArticle): number | null =>
  article.fabric?.widthType === 'widewidth' && article.fabric.widthMm > 0
    ? article.fabric.widthMm / 10
    : null;

/** Whether the article can be made with this height as typed (limits, a wide-width fabric's drop). */
function heightFits(article: MeasuredArticle, kind: MeasuredKind, heightCm: number): boolean {
  const drop = wideWidthDropCm(article);
  return within(heightCm, SIZE_LIMITS[kind].height) && (drop === null || heightCm <= drop);
}

/**
 * Width and height swapped: the article cannot be made as typed (too tall for its kind, or for the
 * wide-width fabric's drop) but can be turned. A fold blind hangs in its window's recess, so one
 * taller than the usual that would be of usual size turned is asked about too.
 */
export function swappedSizes(
  article: MeasuredArticle,
  thresholds: MeasurementThresholds = MEASUREMENT_THRESHOLDS,
): MeasurementWarning[] {
  const kind = measuredKindOf(article.articleType);
  const width = sizeOf(article, 'width');
  const height = sizeOf(article, 'height');
  if (kind === null || width === null || height === null) return [];
  const usual = thresholds.usual[kind];
  const turnedFits = heightFits(article, kind, width) && within(height, SIZE_LIMITS[kind].width);
  const turnedUsual = width <= usual.maxHeightCm && height <= usual.maxWidthCm;
  const typedFits = heightFits(article, kind, height);
  const typedUsual = height <= usual.maxHeightCm;
  const swapped = typedFits ? kind === 'fold' && !typedUsual && turnedUsual : turnedFits;
  if (!swapped) return [];
  return [
    warning('swapped_sizes', article, ['width', 'height'], { width, height }, [
      { field: 'width', value: height },
      { field: 'height', value: width },
    ]),
  ];
}

/**
 * A unit slip in one article: a size beyond its kind's usual (or a wide-width fabric's drop), or
 * below the shortest such product there is, that one of the account's slip readings (thresholds)
 * makes a usual size nearer to a usual one. Of several readings the one nearest to a usual size
 * is suggested. Short products that exist (café curtains, sidelights, small blinds) are no slip on
 * their own; their room's siblings may say so (`unitSlipInRoom`).
 */
export function unitSlipAlone(
  article: MeasuredArticle,
  thresholds: MeasurementThresholds = MEASUREMENT_THRESHOLDS,
  unitSystem: UnitSystem = 'metric',
): MeasurementWarning[] {
  const kind = measuredKindOf(article.articleType);
  const found: MeasurementWarning[] = [];
  for (const rule of sizeRulesOf(article, thresholds)) {
    const { field } = rule;
    const value = sizeOf(article, field);
    if (value === null) continue;
    const drop = field === 'height' ? wideWidthDropCm(article) : null;
    const tooLarge = value > rule.max || (drop !== null && value > drop);
    const tooSmall = value < rule.min;
    if (!tooLarge && !tooSmall) continue;
    const fits = (cm: number) =>
      cm >= rule.min &&
      cm <= rule.max &&
      (field === 'height' && kind !== null
        ? heightFits(article, kind, cm)
        : within(cm, rule.limit)) &&
      distance(cm, rule.typical) < distance(value, rule.typical);
    const readings = thresholds.unitSlip.readings[unitSystem].filter((reading) =>
      tooLarge ? reading.typedPerMeant > 1 : reading.typedPerMeant < 1,
    );
    const meant = readings
      .map((reading) => meantBy(value, reading, unitSystem))
      .filter(fits)
      .sort((a, b) => distance(a, rule.typical) - distance(b, rule.typical))[0];
    if (meant === undefined) continue;
    found.push(
      warning('unit_slip', article, [field], { value, suggested: meant }, [
        { field, value: meant },
      ]),
    );
  }
  return found;
}

/** Sizes beyond what the manufacturer usually makes, though allowed. */
export function unusualSize(
  article: MeasuredArticle,
  thresholds: MeasurementThresholds = MEASUREMENT_THRESHOLDS,
): MeasurementWarning[] {
  const found: MeasurementWarning[] = [];
  for (const { field, max, limit } of sizeRulesOf(article, thresholds)) {
    const value = sizeOf(article, field);
    if (value === null || value <= max || value > limit.max) continue;
    found.push(warning('unusual_size', article, [field], { value, max }));
  }
  return found;
}

/** Rooms that are not one room: "others" gathers the rest of the house. */
const NOT_ONE_ROOM = ['others'];

/** The curtains of one room and one kind: the check compares sizes only among them. */
function roomGroups(articles: readonly MeasuredArticle[], by: 'kind' | 'type') {
  const groups = new Map<string, MeasuredArticle[]>();
  for (const article of articles) {
    const kind = measuredKindOf(article.articleType);
    if (kind === null || article.room === null || NOT_ONE_ROOM.includes(article.room)) continue;
    const key = `${article.room}|${by === 'kind' ? kind : article.articleType}`;
    groups.set(key, [...(groups.get(key) ?? []), article]);
  }
  return [...groups.values()];
}

/** The slip reading whose factor a ratio comes near (within the tolerance), if any. */
function readingNear(
  ratio: number,
  thresholds: MeasurementThresholds,
  unitSystem: UnitSystem,
): SlipReading | undefined {
  const { tolerancePercent, readings } = thresholds.unitSlip;
  return readings[unitSystem].find(
    (reading) =>
      Math.abs(ratio - reading.typedPerMeant) <= (reading.typedPerMeant * tolerancePercent) / 100,
  );
}

/**
 * A size that one of the account's slip readings (10× or 1/10; on an imperial account also cm for
 * inches, 2.54×, and feet for inches, 1/12) sets apart from the other curtains of its room and kind.
 */
export function unitSlipInRoom(
  articles: readonly MeasuredArticle[],
  thresholds: MeasurementThresholds = MEASUREMENT_THRESHOLDS,
  unitSystem: UnitSystem = 'metric',
): MeasurementWarning[] {
  const { minSiblings } = thresholds.unitSlip;
  const found: MeasurementWarning[] = [];
  for (const group of roomGroups(articles, 'kind')) {
    for (const field of SIZE_FIELDS) {
      for (const article of group) {
        const value = sizeOf(article, field);
        const others = group
          .filter((other) => other !== article)
          .map((other) => sizeOf(other, field))
          .filter((other): other is number => other !== null);
        if (value === null || others.length < minSiblings) continue;
        const reference = median(others);
        const reading = readingNear(value / reference, thresholds, unitSystem);
        if (reading === undefined) continue;
        const suggested = meantBy(value, reading, unitSystem);
        found.push(
          warning('unit_slip', article, [field], { value, suggested, siblings: reference }, [
            { field, value: suggested },
          ]),
        );
      }
    }
  }
  return found;
}

/** The kind of a height (café, sill-length, door-height or floor-length), by the thresholds. */
export function heightKindOf(
  heightCm: number,
  thresholds: MeasurementThresholds = MEASUREMENT_THRESHOLDS,
): string {
  const kinds = thresholds.roomOutlier.heightKinds;
  return (kinds.find((kind) => heightCm < kind.belowCm) ?? kinds[kinds.length - 1])?.kind ?? '';
}

/**
 * A curtain whose height differs from the others of its room, model and height kind by more than
 * the threshold. Heights of one kind in one room usually run to one ceiling or one sill; a
 * floor-length terrace-door curtain among sill-length ones, or a café curtain beside them, is of
 * another kind and not compared. Widths follow the windows, so only the height is compared.
 */
export function roomOutlier(
  articles: readonly MeasuredArticle[],
  thresholds: MeasurementThresholds = MEASUREMENT_THRESHOLDS,
): MeasurementWarning[] {
  const { percent, minDifferenceCm, minArticles } = thresholds.roomOutlier;
  const found: MeasurementWarning[] = [];
  const byKind = roomGroups(articles, 'type').flatMap((group) => {
    const kinds = new Map<string, MeasuredArticle[]>();
    for (const article of group) {
      const height = sizeOf(article, 'height');
      if (height === null) continue;
      const kind = heightKindOf(height, thresholds);
      kinds.set(kind, [...(kinds.get(kind) ?? []), article]);
    }
    return [...kinds.values()];
  });
  for (const group of byKind) {
    const heights = group
      .map((article) => sizeOf(article, 'height'))
      .filter((height): height is number => height !== null);
    if (heights.length < minArticles) continue;
    const usual = median(heights);
    for (const article of group) {
      const height = sizeOf(article, 'height');
      if (height === null) continue;
      const allowed = Math.max(minDifferenceCm, (usual * percent) / 100);
      if (Math.abs(height - usual) <= allowed) continue;
      found.push(
        warning(
          'room_outlier',
          article,
          ['height'],
          { value: height, usual, count: group.length },
          [{ field: 'height', value: usual }],
        ),
      );
    }
  }
  return found;
}

/** The width of rail a curtain needs: its width as typed, less what an inverted pleat added. */
export function curtainRailWidthCm(curtain: MeasuredArticle): number | null {
  const width = sizeOf(curtain, 'width');
  if (width === null) return null;
  return curtain.parameters.inverted_pleat === true
    ? oneDecimal(width - invertedPleatAddedFrom(width) / 10)
    : width;
}

/**
 * A rail or rod shorter than the curtain it carries, or one a slip reading sets apart from it (a
 * rail of 1000 under a curtain of 100, or centimetres typed in an inch field); a pull rod longer
 * than its curtain's drop.
 */
export function addOnFitsCurtain(
  articles: readonly MeasuredArticle[],
  thresholds: MeasurementThresholds = MEASUREMENT_THRESHOLDS,
  unitSystem: UnitSystem = 'metric',
): MeasurementWarning[] {
  const byNumber = new Map(articles.map((article) => [article.orderNumber, article]));
  const found: MeasurementWarning[] = [];
  for (const article of articles) {
    const curtain =
      article.curtainOrderNumber === null ? undefined : byNumber.get(article.curtainOrderNumber);
    if (!curtain || curtain === article || measuredKindOf(curtain.articleType) === null) continue;
    if (isRailRodArticleType(article.articleType)) {
      const needed = curtainRailWidthCm(curtain);
      const width = sizeOf(article, 'width');
      if (needed === null || width === null) continue;
      // A curved rail carries the curtain round its legs too.
      const railCm = railLengthMm(article.parameters) / 10;
      const straight = railCm === width;
      const reading = straight ? readingNear(width / needed, thresholds, unitSystem) : undefined;
      if (reading !== undefined) {
        const meant = meantBy(width, reading, unitSystem);
        found.push(
          warning('unit_slip', article, ['width'], { value: width, suggested: meant }, [
            { field: 'width', value: meant },
          ]),
        );
        continue;
      }
      if (railCm + thresholds.railShortfallCm >= needed) continue;
      found.push(
        warning(
          addOnKindOf(article.articleType) === 'rod' ? 'rod_too_short' : 'rail_too_short',
          article,
          ['width'],
          { value: railCm, curtain: needed },
          straight ? [{ field: 'width', value: needed }] : [],
        ),
      );
    } else if (article.articleType === 'pullrod') {
      const length = sizeOf(article, 'length');
      const height = sizeOf(curtain, 'height');
      if (length === null || height === null || length <= height + thresholds.pullRodExcessCm) {
        continue;
      }
      found.push(
        warning('pull_rod_too_long', article, ['length'], { value: length, curtain: height }),
      );
    }
  }
  return found;
}

/** The sewn curtains of a room that hang on its loose rails: those without a rail of their own. */
function curtainsOnLooseRails(articles: readonly MeasuredArticle[], room: string) {
  const carried = new Set(
    articles
      .filter((article) => isRailRodArticleType(article.articleType))
      .map((rail) => rail.curtainOrderNumber)
      .filter(Boolean),
  );
  return articles.filter(
    (curtain) =>
      measuredKindOf(curtain.articleType) === 'sewn' &&
      curtain.room === room &&
      !carried.has(curtain.orderNumber) &&
      sizeOf(curtain, 'width') !== null,
  );
}

/**
 * A loose rail or rod (ordered for no curtain) that does not fit the widest curtain of its room
 * hanging on loose rails while a slip reading of it does (800 typed in mm for a curtain of 75 cm):
 * a unit slip.
 */
export function looseRailUnitSlip(
  articles: readonly MeasuredArticle[],
  thresholds: MeasurementThresholds = MEASUREMENT_THRESHOLDS,
  unitSystem: UnitSystem = 'metric',
): MeasurementWarning[] {
  const found: MeasurementWarning[] = [];
  for (const rail of articles) {
    const width = sizeOf(rail, 'width');
    if (!isRailRodArticleType(rail.articleType) || rail.curtainOrderNumber !== null) continue;
    if (width === null || rail.room === null || NOT_ONE_ROOM.includes(rail.room)) continue;
    if (railLengthMm(rail.parameters) / 10 !== width) continue;
    const curtains = curtainsOnLooseRails(articles, rail.room);
    if (curtains.length === 0) continue;
    const widest = Math.max(...curtains.map((curtain) => sizeOf(curtain, 'width') ?? 0));
    // A rail fits the curtains that hang on it from a fitter's rounding short to some way longer.
    const fits = (cm: number) =>
      cm >= widest - thresholds.railShortfallCm &&
      cm <= widest * (1 + thresholds.looseRailExcessPercent / 100);
    if (fits(width)) continue;
    const meant = thresholds.unitSlip.readings[unitSystem]
      .map((reading) => meantBy(width, reading, unitSystem))
      .find(fits);
    if (meant === undefined) continue;
    found.push(
      warning('unit_slip', rail, ['width'], { value: width, suggested: meant }, [
        { field: 'width', value: meant },
      ]),
    );
  }
  return found;
}

/**
 * A curtain without a rail of its own, in a room whose rails are ordered loose (for no curtain),
 * hangs on one of them: wider than the widest of them, it will not fit.
 */
export function widerThanRoomRails(
  articles: readonly MeasuredArticle[],
  thresholds: MeasurementThresholds = MEASUREMENT_THRESHOLDS,
): MeasurementWarning[] {
  const rails = articles.filter((article) => isRailRodArticleType(article.articleType));
  const carried = new Set(rails.map((rail) => rail.curtainOrderNumber).filter(Boolean));
  const found: MeasurementWarning[] = [];
  for (const curtain of articles) {
    const width = sizeOf(curtain, 'width');
    if (measuredKindOf(curtain.articleType) !== 'sewn' || width === null) continue;
    if (curtain.room === null || NOT_ONE_ROOM.includes(curtain.room)) continue;
    if (carried.has(curtain.orderNumber)) continue;
    const roomRails = rails.filter((rail) => rail.room === curtain.room);
    if (roomRails.length === 0 || roomRails.some((rail) => rail.curtainOrderNumber !== null)) {
      continue;
    }
    const widest = Math.max(...roomRails.map((rail) => railLengthMm(rail.parameters) / 10));
    if (width <= widest + thresholds.roomRailExcessCm) continue;
    found.push(
      warning('wider_than_room_rails', curtain, ['width'], { value: width, rail: widest }),
    );
  }
  return found;
}

const FIELD_ORDER = ['width', 'height', 'length'];

/**
 * Every measurement warning of a commission's articles, in a stable order (by order number, rule,
 * field) whatever order the articles come in. Slips are read in the account's unit system (an
 * imperial account also slips centimetres and feet into its inch fields). One field gets one
 * warning: a unit slip explains an outlier or an unusual size, a swap explains a unit slip.
 */
export function checkMeasurements(
  articles: readonly MeasuredArticle[],
  thresholds: MeasurementThresholds = MEASUREMENT_THRESHOLDS,
  unitSystem: UnitSystem = 'metric',
): MeasurementWarning[] {
  const ordered = [...articles].sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
  const all = [
    ...ordered.flatMap((article) => swappedSizes(article, thresholds)),
    ...ordered.flatMap((article) => unitSlipAlone(article, thresholds, unitSystem)),
    ...unitSlipInRoom(ordered, thresholds, unitSystem),
    ...roomOutlier(ordered, thresholds),
    ...ordered.flatMap((article) => unusualSize(article, thresholds)),
    ...addOnFitsCurtain(ordered, thresholds, unitSystem),
    ...looseRailUnitSlip(ordered, thresholds, unitSystem),
    ...widerThanRoomRails(ordered, thresholds),
  ];
  const taken = new Set<string>();
  const kept: MeasurementWarning[] = [];
  for (const found of all) {
    const keys = found.fields.map((field) => `${found.orderNumber}|${field}`);
    if (keys.some((key) => taken.has(key))) continue;
    for (const key of keys) taken.add(key);
    kept.push(found);
  }
  const fieldRank = (found: MeasurementWarning) => FIELD_ORDER.indexOf(found.fields[0] ?? '');
  return kept.sort(
    (a, b) =>
      a.orderNumber.localeCompare(b.orderNumber) ||
      fieldRank(a) - fieldRank(b) ||
      a.code.localeCompare(b.code),
  );
}

/** The warnings of one article (and its rails, rods and pull rod), among its commission's. */
export function warningsOfArticle(
  warnings: readonly MeasurementWarning[],
  orderNumbers: readonly string[],
): MeasurementWarning[] {
  return warnings.filter((found) => orderNumbers.includes(found.orderNumber));
}

/** Warnings the acknowledgement does not name, in the check's order. */
export function unacknowledgedWarnings(
  warnings: readonly MeasurementWarning[],
  acknowledged: readonly string[] | undefined,
): MeasurementWarning[] {
  const named = new Set(acknowledged ?? []);
  return warnings.filter((found) => !named.has(found.id));
}

/** Lengths in cm that a message shows as sizes (formatted by `measurementMessageParams`). */
export const MEASUREMENT_SIZE_PARAMS = [
  'value',
  'suggested',
  'siblings',
  'usual',
  'curtain',
  'max',
  'width',
  'height',
  'rail',
] as const;

/**
 * The params of a warning as its message shows them: sizes in the account's unit and the user's
 * language ("287,5 cm"; inches as a tape measure reads them, "96 in", "113¼ in"), the rest as
 * they are.
 */
export function measurementMessageParams(
  found: Pick<MeasurementWarning, 'params'>,
  locale: Locale,
  unitSystem: UnitSystem = 'metric',
): IssueParams {
  const { unit: _unit, ...params } = found.params;
  for (const key of MEASUREMENT_SIZE_PARAMS) {
    const value = params[key];
    if (typeof value === 'number') params[key] = measurementSizeText(value, locale, unitSystem);
  }
  return params;
}

/** A size (cm) a warning names or suggests: "287,5 cm", or inches as a tape reads ("113¼ in"). */
export const measurementSizeText = (cm: number, locale: Locale, unitSystem: UnitSystem) =>
  formatSize(cm, locale, unitSystem);

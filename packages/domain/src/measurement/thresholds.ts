// How far a measurement may stray before the check asks the dealer about it. Data, not code: the
// rules in check.ts read only this table (and the size limits of schemas/limits.ts), so the
// manufacturer tunes the check here without touching a rule. Sizes in centimetres as stored; a
// reading of a slip works in the unit the dealer typed (centimetres, or inches on an imperial
// account). Tuned on the realistic rooms of rooms.fixture.ts (rooms.test.ts).
import type { UnitSystem } from '../enums.js';

/**
 * One way a size gets typed wrongly: what was typed is `typedPerMeant` times what was meant, in the
 * account's unit (10: millimetres in a centimetre field or a digit too many; 0.1: a digit too few;
 * 2.54: centimetres in an inch field; 1/12: feet in an inch field). What the dealer meant is
 * suggested rounded to `step` of that unit, as a tape measure reads it.
 */
export interface SlipReading {
  typedPerMeant: number;
  step: number;
}

/** The sizes of one kind of article the manufacturer usually makes. */
export interface UsualSizes {
  /** The shortest such products that exist; below, a size alone is asked about as a slip. */
  minWidthCm: number;
  /** Above, a size is asked about: as a slip when a reading of it is usual, else as unusual. */
  maxWidthCm: number;
  /** A usual width: of two readings of a lone slip, the one nearer to it is suggested. */
  typicalWidthCm: number;
}
export interface UsualCurtainSizes extends UsualSizes {
  minHeightCm: number;
  maxHeightCm: number;
  typicalHeightCm: number;
}

export interface MeasurementThresholds {
  unitSlip: {
    /** How near (percent) a size's ratio to its reference must come to a reading's factor. */
    tolerancePercent: number;
    /** Other curtains of the room (same kind) needed before they say what a size should be. */
    minSiblings: number;
    /** The slips looked for, by the account's unit system. */
    readings: Record<UnitSystem, readonly SlipReading[]>;
  };
  /**
   * A curtain's height is an outlier when it differs from the median height of its room's curtains
   * of the same model and height kind by more than `percent` of it and by at least
   * `minDifferenceCm`; the group must hold `minArticles` curtains, or no majority says what the
   * height should be. Heights are of a kind by `heightKinds` (each below its `belowCm`, the last
   * kind open-ended): a café curtain, a sill-length and a door-height or floor-length curtain hang
   * side by side in one room and are not compared with each other.
   */
  roomOutlier: {
    percent: number;
    minDifferenceCm: number;
    minArticles: number;
    heightKinds: readonly { kind: string; belowCm: number }[];
  };
  /** A rail or rod may be this much shorter than its curtain (a fitter's rounding) before warning. */
  railShortfallCm: number;
  /**
   * A loose rail may be this much (percent) longer than the widest curtain of its room that hangs
   * on loose rails; beyond it (or shorter than the curtain) a slip reading that fits is suggested.
   */
  looseRailExcessPercent: number;
  /** A pull rod may be this much longer than its curtain's height before warning. */
  pullRodExcessCm: number;
  /** A curtain without a rail of its own may be this much wider than its room's loose rails. */
  roomRailExcessCm: number;
  /** The usual sizes of curtains and blinds, by kind. */
  usual: Record<MeasuredKind, UsualCurtainSizes>;
  /** The usual lengths of rails and rods (their width as typed). */
  usualAddOn: Record<AddOnKind, UsualSizes>;
}

/** The kinds of curtain and blind the size rules tell apart. */
export type MeasuredKind = 'sewn' | 'panel' | 'fold';
/** The kinds of rail and rod the size rules tell apart. */
export type AddOnKind = 'rail' | 'rod';

export const MEASUREMENT_THRESHOLDS: MeasurementThresholds = {
  unitSlip: {
    tolerancePercent: 5,
    minSiblings: 2,
    readings: {
      metric: [
        { typedPerMeant: 10, step: 0.1 },
        { typedPerMeant: 0.1, step: 0.1 },
      ],
      imperial: [
        // A centimetre tape read into an inch field: the inches it makes, to the half inch.
        { typedPerMeant: 2.54, step: 0.5 },
        { typedPerMeant: 10, step: 0.125 },
        { typedPerMeant: 0.1, step: 0.125 },
        { typedPerMeant: 1 / 12, step: 0.125 },
      ],
    },
  },
  roomOutlier: {
    percent: 15,
    minDifferenceCm: 20,
    minArticles: 3,
    heightKinds: [
      { kind: 'cafe', belowCm: 100 },
      { kind: 'sill', belowCm: 200 },
      { kind: 'long', belowCm: Number.POSITIVE_INFINITY },
    ],
  },
  railShortfallCm: 2,
  looseRailExcessPercent: 25,
  pullRodExcessCm: 0,
  roomRailExcessCm: 10,
  usual: {
    // Café curtains from 30 cm high, sidelights from 25 cm wide; stairwells up to 550 cm.
    sewn: {
      minWidthCm: 25,
      maxWidthCm: 800,
      typicalWidthCm: 150,
      minHeightCm: 30,
      maxHeightCm: 550,
      typicalHeightCm: 250,
    },
    panel: {
      minWidthCm: 40,
      maxWidthCm: 600,
      typicalWidthCm: 150,
      minHeightCm: 40,
      maxHeightCm: 330,
      typicalHeightCm: 250,
    },
    fold: {
      minWidthCm: 30,
      maxWidthCm: 280,
      typicalWidthCm: 100,
      minHeightCm: 30,
      maxHeightCm: 250,
      typicalHeightCm: 150,
    },
  },
  usualAddOn: {
    rail: { minWidthCm: 40, maxWidthCm: 800, typicalWidthCm: 200 },
    rod: { minWidthCm: 40, maxWidthCm: 500, typicalWidthCm: 200 },
  },
};

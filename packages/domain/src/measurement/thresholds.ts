// How far a measurement may stray before the check asks the dealer about it. Data, not code: the
// rules in check.ts read only this table (and the size limits of schemas/limits.ts), so the
// manufacturer tunes the check here without touching a rule. Sizes in centimetres, as typed.
export interface MeasurementThresholds {
  /** A value this many times (or 1/this) its reference, within `tolerancePercent`, is a unit slip. */
  unitSlip: { factor: number; tolerancePercent: number; minSiblings: number };
  /**
   * A curtain's height is an outlier when it differs from the median height of its room's curtains
   * of the same model by more than `percent` of it and by at least `minDifferenceCm`; the room must
   * hold `minArticles` such curtains, or no majority says what the height should be.
   */
  roomOutlier: { percent: number; minDifferenceCm: number; minArticles: number };
  /** A rail or rod may be this much shorter than its curtain (a fitter's rounding) before warning. */
  railShortfallCm: number;
  /** A pull rod may be this much longer than its curtain's height before warning. */
  pullRodExcessCm: number;
  /** A curtain without a rail of its own may be this much wider than its room's loose rails. */
  roomRailExcessCm: number;
  /**
   * Sizes the manufacturer allows but rarely makes, by kind of article. Below `min*` a size is more
   * likely a slip (×10 suggested when that fits); above `max*` the dealer is asked to check.
   */
  usual: Record<
    MeasuredKind,
    { minWidthCm: number; maxWidthCm: number; minHeightCm: number; maxHeightCm: number }
  >;
}

/** The kinds of article the size rules tell apart. */
export type MeasuredKind = 'sewn' | 'panel' | 'fold';

export const MEASUREMENT_THRESHOLDS: MeasurementThresholds = {
  unitSlip: { factor: 10, tolerancePercent: 5, minSiblings: 2 },
  roomOutlier: { percent: 15, minDifferenceCm: 20, minArticles: 3 },
  railShortfallCm: 2,
  pullRodExcessCm: 0,
  roomRailExcessCm: 10,
  usual: {
    sewn: { minWidthCm: 40, maxWidthCm: 800, minHeightCm: 50, maxHeightCm: 330 },
    panel: { minWidthCm: 60, maxWidthCm: 600, minHeightCm: 60, maxHeightCm: 330 },
    fold: { minWidthCm: 40, maxWidthCm: 280, minHeightCm: 40, maxHeightCm: 250 },
  },
};

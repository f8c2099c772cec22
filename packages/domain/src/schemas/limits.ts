// The manufacturer's size limits, in the units a dealer types (centimetres with one decimal unless a
// name says otherwise). The spec leaves the values open ("not shown"); these are ours, kept in one
// table so that schemas, messages and documentation read the same numbers.
export interface Range {
  readonly min: number;
  readonly max: number;
}

export const PARAMETER_LIMITS = {
  curtainWidthCm: { min: 20, max: 1200 },
  curtainHeightCm: { min: 20, max: 600 },
  foldCurtainWidthCm: { min: 30, max: 300 },
  foldCurtainHeightCm: { min: 30, max: 350 },
  panelCurtainWidthCm: { min: 40, max: 800 },
  panelCurtainHeightCm: { min: 40, max: 400 },
  returnCm: { min: 0, max: 30 },
  overlapCm: { min: 0, max: 30 },
  assemblyHeightCm: { min: 0, max: 600 },
  headSizeCm: { min: 0, max: 30 },
  hemSizeCm: { min: 0, max: 30 },
  loopWidthCm: { min: 2, max: 20 },
  loopLengthCm: { min: 5, max: 40 },
  waveLengthCm: { min: 6, max: 12 },
  controlLengthCm: { min: 30, max: 400 },
  tiebackLengthCm: { min: 30, max: 200 },
  cushionLengthCm: { min: 20, max: 150 },
  cushionWidthCm: { min: 20, max: 150 },
  cutSizeCm: { min: 10, max: 2000 },
  railWidthCm: { min: 30, max: 1200 },
  curveLegCm: { min: 0, max: 400 },
  supportSizeCm: { min: 0, max: 30 },
  pullRodLengthCm: { min: 50, max: 300 },
  /** Fullness as an integer percentage of the finished width. */
  pleatPercentage: { min: 100, max: 350 },
  /** Share of the left panel in an unequal split, integer percent. */
  leftPercentage: { min: 1, max: 99 },
  /** Widths (strokes) per panel, in half-width steps. */
  strokesPerPanel: { min: 0.5, max: 50 },
  numberOfPanels: { min: 1, max: 20 },
  quantity: { min: 1, max: 999 },
  cutSizesCount: { min: 1, max: 50 },
  memoLength: { min: 0, max: 1000 },
  /** Most fabrics one sample request may hold (sample service: 5 samples). */
  sampleFabrics: { min: 1, max: 5 },
  accessoryPartLines: { min: 1, max: 100 },
} as const satisfies Record<string, Range>;

export type LimitName = keyof typeof PARAMETER_LIMITS;

// Typed inputs and results of the fabric and parts calculation. Every length is an integer number
// of millimetres; the entry point (../evaluate) converts the dealer's centimetres once.

import type { WidthType } from '../enums.js';
import type { Issue } from '../issues.js';

/** The fabric facts the calculation needs (a subset of FabricFacts). */
export interface FabricInput {
  /** Roll width; for wide-width fabric the height it can make. */
  widthMm: number;
  widthType: WidthType;
  /** Vertical pattern repeat; 0 when plain. */
  patternRepeatMm: number;
  rollLengthMm: number;
}

export type PanelSide = 'left' | 'right' | 'single';

/** One panel of a curtain as the workshop cuts it. */
export interface PanelCut {
  side: PanelSide;
  /** Finished width including its returns and overlaps. */
  finishedWidthMm: number;
  /** Flat fabric width: finished width × fullness, before side hems. */
  flatWidthMm: number;
  sideHemsMm: number;
  /** Fabric widths sewn into this panel, in half-width steps (2.5 = two and a half). */
  widths: number;
}

/** How much of one fabric (main or lining) an article takes. */
export interface FabricUse {
  widthType: WidthType;
  /** Length of one cut: per width (strokes) or per panel (wide-width, used sideways). */
  cutLengthMm: number;
  /** Every cut the workshop makes, in cutting order. */
  cutsMm: number[];
  /** Fabric taken off the roll. */
  lengthMm: number;
  /** Fabric charged: per started charge step (10 cm). */
  chargedMm: number;
}

export const PART_CODES = [
  'stiffener',
  'bar',
  'connector',
  'support',
  'runner',
  'endstop',
  'endknob',
  'curve',
  'motor',
  'powercord',
  'battery',
  'remote',
  'hub',
  'stopper',
  'retarder',
] as const;
export type PartCode = (typeof PART_CODES)[number];

export interface Part {
  code: PartCode;
  quantity: number;
  /** For bars: the length of each piece. */
  lengthMm?: number;
  /** A loose part's catalogue accessory (its id), so the cut list can name the part. */
  item?: string;
}

/** The readable cut list of one article (one piece; the article quantity is applied in price). */
export interface CutList {
  panels: PanelCut[];
  /** Main fabric cut length per width after pattern rounding (null when no fabric is cut). */
  cutLengthMm: number | null;
  /** Number of drops (widths) cut of the main fabric. */
  drops: number;
  main: FabricUse | null;
  lining: FabricUse | null;
  parts: Part[];
  /** Fullness in percent the curtain really gets (differs when the dealer sets the widths). */
  fullnessPercent: number | null;
}

export interface CalcResult<T> {
  issues: Issue[];
  cutList: CutList;
  /** What pricing needs beyond the cut list. */
  facts: T;
}

export const emptyCutList = (): CutList => ({
  panels: [],
  cutLengthMm: null,
  drops: 0,
  main: null,
  lining: null,
  parts: [],
  fullnessPercent: null,
});

// Inverted pleat (configurators §4, §9): ticking it raises the entered width by 8 %, unticking takes
// exactly that amount off again. The width is what the dealer typed (cm, one decimal), so the
// arithmetic runs in whole tenths of a centimetre (= millimetres) and the added amount is kept:
// recomputing it from the raised width would not always give the same number back.

import { cmToNearestMm } from '../format/index.js';

export const INVERTED_PLEAT_PERCENT = 8;

export interface InvertedPleatState {
  /** The width field as the dealer sees it, in cm; undefined while empty. */
  width: number | undefined;
  inverted_pleat: boolean;
  /** What ticking added, in mm, so that unticking removes exactly that; 0 when not ticked. */
  invertedPleatAddedMm: number;
}

/** The raise for a width in mm, rounded up to the whole millimetre (calculation.md §0). */
export function invertedPleatIncreaseMm(widthMm: number): number {
  return Math.ceil((widthMm * INVERTED_PLEAT_PERCENT) / 100);
}

const toCm = (mmValue: number) => mmValue / 10;

export function setInvertedPleat(state: InvertedPleatState, on: boolean): InvertedPleatState {
  if (on === state.inverted_pleat) return state;
  if (state.width === undefined || !Number.isFinite(state.width)) {
    return { ...state, inverted_pleat: on, invertedPleatAddedMm: 0 };
  }
  const widthMm = cmToNearestMm(state.width);
  if (on) {
    const added = invertedPleatIncreaseMm(widthMm);
    return { width: toCm(widthMm + added), inverted_pleat: true, invertedPleatAddedMm: added };
  }
  return {
    width: toCm(widthMm - state.invertedPleatAddedMm),
    inverted_pleat: false,
    invertedPleatAddedMm: 0,
  };
}

// The small fabric articles to draw, in millimetres: tieback, cushion and the cuts of fabric sold by
// the metre. Pure, like ./geometry.
import { CUSHION_OPTIONS, CUSHION_TYPES, TIEBACK_TYPES } from '@atelier/domain';
import { choice, lengthMm, type Params, wholeNumber } from './params.js';

export interface TiebackModel {
  lengthMm: number;
  shape: 'banana' | 'straight';
  piping: boolean;
  quantity: number;
}

export function tiebackModel(params: Params): TiebackModel | null {
  const length = lengthMm(params.length);
  if (length === null) return null;
  const type = choice(params.tieback_type, TIEBACK_TYPES) ?? 'straight';
  return {
    lengthMm: length,
    shape: type.startsWith('banana') ? 'banana' : 'straight',
    piping: type.endsWith('withpiping'),
    quantity: wholeNumber(params.quantity, 1, 999) ?? 1,
  };
}

export interface CushionModel {
  lengthMm: number;
  widthMm: number;
  type: (typeof CUSHION_TYPES)[number];
  option: (typeof CUSHION_OPTIONS)[number];
  quantity: number;
}

export function cushionModel(params: Params): CushionModel | null {
  const length = lengthMm(params.length);
  const width = lengthMm(params.width);
  if (length === null || width === null) return null;
  return {
    lengthMm: length,
    widthMm: width,
    type: choice(params.cushion_type, CUSHION_TYPES) ?? 'square',
    option: choice(params.cushion_option, CUSHION_OPTIONS) ?? 'normal',
    quantity: wholeNumber(params.quantity, 1, 999) ?? 1,
  };
}

/** The cuts of fabric sold by the metre, each a length in mm; invalid entries are left out. */
export function cutSizesMm(params: Params): number[] {
  const sizes = Array.isArray(params.sizes) ? params.sizes : [];
  return sizes
    .slice(0, 50)
    .map(lengthMm)
    .filter((mm): mm is number => mm !== null);
}

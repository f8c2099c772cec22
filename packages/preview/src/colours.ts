// The preview's palette: calm neutrals for the room, and the manufacturer's rail finishes as colours
// a customer recognises. Text colours keep at least 4.5:1 on the wall colour.
import type { Color } from '@atelier/domain';

export const PALETTE = {
  wall: '#f6f4f0',
  floor: '#e4ded4',
  glass: '#e3ebf1',
  frame: '#c7ccd1',
  frameLight: '#ffffff',
  outline: '#8b857c',
  dimension: '#5f5a52',
  text: '#33302b',
  textMuted: '#57524a',
  /** A linen tone while no fabric is chosen. */
  fabric: '#dcd3c3',
  lining: '#efe9dd',
  headrail: '#b9bcbf',
  motor: '#4a4d52',
  chain: '#8d9196',
} as const;

/** The rail and rod finishes (enums COLORS) as drawing colours. */
export const RAIL_COLOURS: Record<Color, string> = {
  anthracite: '#3d4146',
  blackmatt: '#222222',
  bronze: '#7b5b3c',
  champagne: '#d6c49c',
  goldbrushed: '#c4a257',
  greyanodized: '#9aa0a6',
  nickelbrushed: '#b7babd',
  rosecopper: '#c1876f',
  whitematt: '#f4f4f2',
};

/** A rail with no finish chosen yet is drawn in a neutral aluminium grey. */
export const railColour = (colour: Color | null | undefined): string =>
  (colour && RAIL_COLOURS[colour]) || '#a7abb0';

/** Light finishes need an outline to stand out against the wall. */
export const needsOutline = (colour: Color | null | undefined): boolean =>
  colour === 'whitematt' || colour === 'champagne' || colour === 'nickelbrushed';

// Realistic rooms for the measurement check, each as a dealer would order it: legitimate rooms
// (which must stay quiet) and rooms holding one slip (which must be warned about, on the slipped
// article and field). Sizes are given as the dealer typed them, in the account's unit: centimetres,
// or inches on an imperial account (stored as the centimetres the size field makes of them).
// `rooms.test.ts` runs the check on every room and counts the confusion table.
import type { Room, UnitSystem } from '../enums.js';
import { inchesToMm } from '../format/index.js';
import type { MeasuredArticle, MeasuredFabric } from './check.js';

export type SlipKind =
  | 'times10'
  | 'divided10'
  | 'mm_in_cm'
  | 'cm_in_inch_field'
  | 'feet_for_inches'
  | 'digits_swapped'
  | 'width_height_swapped'
  | 'rail_shorter_than_curtain';

export interface RoomCase {
  name: string;
  unitSystem: UnitSystem;
  /** Null: a legitimate room, every size as meant. */
  slip: SlipKind | null;
  /** The slipped article (its order number) and field; null for a legitimate room. */
  slipped: { orderNumber: string; field: string } | null;
  /**
   * False for a slip that makes one real size into another real size with nothing in the room to
   * tell (recorded in the table, not counted against the goal).
   */
  detectable: boolean;
  /** What the dealer meant, as the warning should suggest it (cm), where the test checks it. */
  meant?: number;
  articles: MeasuredArticle[];
}

const WIDE_300: MeasuredFabric = { widthMm: 3000, widthType: 'widewidth' };
const WIDE_280: MeasuredFabric = { widthMm: 2800, widthType: 'widewidth' };

/** A size as stored: inches typed on an imperial account are kept as whole millimetres in cm. */
const stored = (typed: number, unitSystem: UnitSystem) =>
  unitSystem === 'imperial' ? inchesToMm(typed) / 10 : typed;

interface Draft {
  articleType: string;
  width?: number;
  height?: number;
  length?: number;
  /** Index (in the room) of the curtain a rail, rod or pull rod belongs to. */
  on?: number;
  fabric?: MeasuredFabric;
  parameters?: Record<string, unknown>;
  /** The field holding the room's slip. */
  slip?: 'width' | 'height' | 'length';
}

const pleat = (width: number, height: number, more: Partial<Draft> = {}): Draft => ({
  articleType: 'pleatcurtain',
  width,
  height,
  ...more,
});
const wave = (width: number, height: number, more: Partial<Draft> = {}): Draft => ({
  ...pleat(width, height, more),
  articleType: 'wavecurtain',
});
const rodPocket = (width: number, height: number, more: Partial<Draft> = {}): Draft => ({
  ...pleat(width, height, more),
  articleType: 'rodcurtain',
});
const fold = (width: number, height: number, more: Partial<Draft> = {}): Draft => ({
  ...pleat(width, height, more),
  articleType: 'foldcurtain',
});
const panel = (width: number, height: number, more: Partial<Draft> = {}): Draft => ({
  ...pleat(width, height, more),
  articleType: 'panelcurtain',
});
const track = (width: number, more: Partial<Draft> = {}): Draft => ({
  articleType: 'trackrail',
  width,
  ...more,
});
const rod = (width: number, more: Partial<Draft> = {}): Draft => ({
  articleType: 'decorativerod',
  width,
  ...more,
});
const pullRod = (length: number, on: number): Draft => ({ articleType: 'pullrod', length, on });

let next = 500000;

function build(
  name: string,
  unitSystem: UnitSystem,
  room: Room,
  slip: SlipKind | null,
  drafts: Draft[],
  options: { detectable?: boolean; meant?: number } = {},
): RoomCase {
  const numbers = drafts.map(() => {
    next += 1;
    return String(next);
  });
  let slipped: RoomCase['slipped'] = null;
  const articles = drafts.map((draft, index): MeasuredArticle => {
    const parameters: Record<string, unknown> = { ...draft.parameters };
    for (const field of ['width', 'height', 'length'] as const) {
      const typed = draft[field];
      if (typed !== undefined) parameters[field] = stored(typed, unitSystem);
    }
    if (draft.slip) slipped = { orderNumber: numbers[index]!, field: draft.slip };
    return {
      orderNumber: numbers[index]!,
      articleType: draft.articleType,
      room,
      curtainOrderNumber: draft.on === undefined ? null : numbers[draft.on]!,
      parameters,
      fabric: draft.fabric ?? null,
    };
  });
  if ((slip === null) !== (slipped === null)) throw new Error(`${name}: slip and field disagree`);
  return {
    name,
    unitSystem,
    slip,
    slipped,
    detectable: options.detectable ?? true,
    ...(options.meant === undefined ? {} : { meant: options.meant }),
    articles,
  };
}

const metric = (name: string, room: Room, drafts: Draft[]) =>
  build(name, 'metric', room, null, drafts);
const imperial = (name: string, room: Room, drafts: Draft[]) =>
  build(name, 'imperial', room, null, drafts);
const slipped = (
  slip: SlipKind,
  name: string,
  unitSystem: UnitSystem,
  room: Room,
  drafts: Draft[],
  options: { detectable?: boolean; meant?: number } = {},
) => build(name, unitSystem, room, slip, drafts, options);

export const LEGITIMATE_ROOMS: RoomCase[] = [
  metric('living room: two sill-length windows and a floor-length terrace door', 'living', [
    pleat(180, 160),
    pleat(200, 160),
    pleat(220, 250),
    track(180, { on: 0 }),
    track(200, { on: 1 }),
    track(220, { on: 2 }),
  ]),
  metric('living room: three floor-length curtains to one ceiling on wide-width fabric', 'living', [
    wave(300, 265, { fabric: WIDE_300 }),
    wave(250, 265, { fabric: WIDE_300 }),
    wave(420, 265, { fabric: WIDE_300 }),
  ]),
  metric(
    'living room: a bay of three sill-length panes and an intended floor-length corner',
    'living',
    [wave(120, 165), wave(240, 165), wave(120, 165), wave(90, 250)],
  ),
  metric(
    'living room: floor-length windows and a door-height curtain over the terrace door',
    'living',
    [pleat(200, 265), pleat(180, 265), pleat(160, 235)],
  ),
  metric('kitchen: two café curtains and a door-height curtain at the garden door', 'kitchen', [
    pleat(120, 60),
    pleat(140, 60),
    pleat(90, 215),
  ]),
  metric('kitchen: one café curtain of 45 cm', 'kitchen', [rodPocket(130, 45)]),
  metric('kitchen: two low café curtains of 35 cm', 'kitchen', [
    rodPocket(110, 35),
    rodPocket(90, 35),
  ]),
  metric('hall: two sidelights of 35 cm beside the front door', 'others', [
    rodPocket(35, 205),
    rodPocket(35, 205),
  ]),
  metric('bedroom: fold blinds in the recesses and curtains over them', 'bedroom', [
    fold(110, 140),
    fold(90, 140),
    pleat(260, 250),
  ]),
  metric('bedroom: a small fold blind and a usual one', 'bedroom', [fold(38, 45), fold(120, 150)]),
  metric('stairwell: one curtain of 480 cm', 'others', [pleat(240, 480)]),
  metric('stairwell: two wave curtains of 520 cm on a loose rail', 'living', [
    wave(180, 520),
    wave(180, 520),
    track(380),
  ]),
  metric('living room: loose rails and a curtain that hangs on one', 'living', [
    track(300),
    track(250),
    pleat(240, 260),
  ]),
  metric('living room: a loose rod and a curtain within it', 'living', [rod(180), pleat(170, 245)]),
  metric('child room: a curtain and a fold blind', 'childroom', [pleat(150, 150), fold(100, 130)]),
  metric('living room: each curtain with its rail or rod', 'living', [
    pleat(300, 260),
    track(300, { on: 0 }),
    pleat(200, 260),
    track(205, { on: 2 }),
    pleat(150, 260),
    rod(170, { on: 4 }),
  ]),
  metric('bedroom: a curved bay rail carrying its curtain round the legs', 'bedroom', [
    pleat(300, 240),
    track(220, {
      on: 0,
      parameters: { curve_type: 'double90', curve_left_length: 40, curve_right_length: 40 },
    }),
  ]),
  metric('kitchen: two panel curtains', 'kitchen', [panel(180, 220), panel(240, 220)]),
  metric('living room: a curtain with its pull rod', 'living', [pleat(200, 250), pullRod(150, 0)]),
  metric('bedroom: three sill-length windows and a floor-length balcony door', 'bedroom', [
    pleat(140, 140),
    pleat(120, 140),
    pleat(140, 140),
    pleat(160, 240),
  ]),
  metric('living room: a window wall of 650 cm on its rail', 'living', [
    wave(650, 270, { fabric: WIDE_300 }),
    track(650, { on: 0 }),
  ]),
  metric('kitchen: a fold blind and a café curtain', 'kitchen', [fold(80, 100), pleat(80, 50)]),
  metric('living room: a loose rail of 700 cm for a window wall', 'living', [
    track(700),
    pleat(680, 260, { fabric: WIDE_280 }),
  ]),
  imperial('imperial living room: three curtains of 96 in', 'living', [
    pleat(72, 96),
    pleat(96, 96),
    pleat(60, 96),
  ]),
  imperial('imperial kitchen: café curtains of 24 in and 18 in', 'kitchen', [
    rodPocket(36, 24),
    rodPocket(30, 18),
  ]),
  imperial('imperial bedroom: fold blinds and a curtain over them', 'bedroom', [
    fold(34, 60),
    fold(34, 60),
    pleat(100, 90),
  ]),
  imperial('imperial stairwell: a curtain of 180 in', 'others', [pleat(84, 180)]),
  imperial('imperial hall: two sidelights of 14 in', 'others', [
    rodPocket(14, 80),
    rodPocket(14, 80),
  ]),
  imperial('imperial living room: a loose rail of 120 in', 'living', [track(120), pleat(110, 96)]),
  imperial('imperial living room: sill-length windows and a patio door of 84 in', 'living', [
    pleat(60, 60),
    pleat(72, 60),
    pleat(80, 84),
  ]),
  // Written after the thresholds were set, and kept whatever they showed.
  metric('living room: floor-length windows and a door-height curtain of 230 cm', 'living', [
    pleat(180, 260),
    pleat(200, 260),
    pleat(160, 230),
  ]),
  metric('attic: a sloping ceiling gives drops of 200, 230 and 260 cm', 'bedroom', [
    wave(120, 200),
    wave(120, 230),
    wave(120, 260),
  ]),
  metric('attic: a knee-wall window, a dormer and a gable door', 'childroom', [
    pleat(100, 120),
    pleat(140, 180),
    pleat(160, 240),
  ]),
  metric('kitchen: three café curtains of 40, 45 and 50 cm', 'kitchen', [
    rodPocket(80, 40),
    rodPocket(100, 45),
    rodPocket(120, 50),
  ]),
  metric('child room: a roof-window blind of 60 × 60 and a curtain', 'childroom', [
    fold(60, 60),
    pleat(120, 180),
  ]),
  metric('stairwell: a wide-width curtain of 290 cm on a 300 cm fabric', 'others', [
    wave(350, 290, { fabric: WIDE_300 }),
    track(350, { on: 0 }),
  ]),
  metric('bedroom: two narrow panels of 40 cm', 'bedroom', [panel(40, 250), panel(40, 250)]),
  metric('kitchen: a café curtain with its pull rod', 'kitchen', [
    pleat(140, 120),
    pullRod(100, 0),
  ]),
  imperial('imperial bedroom: small fold blinds and a curtain of 84 in', 'bedroom', [
    fold(24, 36),
    fold(24, 36),
    pleat(84, 84),
  ]),
  imperial('imperial living room: a loose rod of 144 in and a curtain on it', 'living', [
    rod(144),
    pleat(130, 96),
  ]),
];

export const SLIPPED_ROOMS: RoomCase[] = [
  slipped('times10', 'living room: a width of 1100 among 100 and 120', 'metric', 'living', [
    pleat(100, 260),
    pleat(120, 260),
    pleat(1100, 260, { slip: 'width' }),
  ]),
  slipped('times10', 'bedroom: a width of 1000 for 100', 'metric', 'bedroom', [
    pleat(110, 240),
    pleat(120, 240),
    pleat(1000, 240, { slip: 'width' }),
  ]),
  slipped('times10', 'kitchen: a café curtain of 600 among ones of 60', 'metric', 'kitchen', [
    pleat(120, 60),
    pleat(100, 60),
    pleat(110, 600, { slip: 'height' }),
  ]),
  slipped('times10', 'hall: a sidelight of 350 wide beside two of 35', 'metric', 'living', [
    rodPocket(35, 210),
    rodPocket(35, 210),
    rodPocket(350, 210, { slip: 'width' }),
  ]),
  slipped(
    'times10',
    'kitchen: a loose rail of 1000 typed for 100,0',
    'metric',
    'kitchen',
    [track(1000, { slip: 'width' })],
    { meant: 100 },
  ),
  slipped('times10', 'living room: a loose rod of 800 for 80', 'metric', 'living', [
    rod(800, { slip: 'width' }),
  ]),
  slipped('divided10', 'living room: a height of 26 among 260', 'metric', 'living', [
    pleat(150, 260),
    pleat(180, 260),
    pleat(120, 26, { slip: 'height' }),
  ]),
  slipped('divided10', 'bedroom: a width of 25 among 240 and 260', 'metric', 'bedroom', [
    pleat(240, 250),
    pleat(260, 250),
    pleat(25, 250, { slip: 'width' }),
  ]),
  slipped('divided10', 'child room: one curtain 24 high', 'metric', 'childroom', [
    pleat(140, 24, { slip: 'height' }),
  ]),
  slipped('divided10', 'living room: a loose rail of 32 for 320', 'metric', 'living', [
    track(32, { slip: 'width' }),
  ]),
  slipped('mm_in_cm', 'kitchen: a café drop of 550 mm typed in cm', 'metric', 'kitchen', [
    rodPocket(120, 55),
    rodPocket(80, 55),
    rodPocket(100, 550, { slip: 'height' }),
  ]),
  slipped('mm_in_cm', 'bedroom: a width of 1100 mm typed in cm', 'metric', 'bedroom', [
    pleat(1100, 230, { slip: 'width' }),
  ]),
  slipped('mm_in_cm', 'bedroom: a loose rod of 1100 mm typed in cm', 'metric', 'bedroom', [
    rod(1100, { slip: 'width' }),
  ]),
  slipped('mm_in_cm', 'child room: a width of 900 mm typed in cm', 'metric', 'childroom', [
    pleat(900, 150, { slip: 'width' }),
  ]),
  slipped('mm_in_cm', 'kitchen: panel curtains of 60 cm and one of 600 mm', 'metric', 'kitchen', [
    panel(60, 220),
    panel(60, 220),
    panel(600, 220, { slip: 'width' }),
  ]),
  slipped(
    'cm_in_inch_field',
    'imperial bedroom: a drop of 213 cm typed in inches',
    'imperial',
    'bedroom',
    [pleat(60, 84), pleat(72, 84), pleat(66, 213, { slip: 'height' })],
    { meant: inchesToMm(84) / 10 },
  ),
  slipped(
    'cm_in_inch_field',
    'imperial living room: a width of 183 cm typed in inches',
    'imperial',
    'living',
    [pleat(72, 96), pleat(72, 96), pleat(183, 96, { slip: 'width' })],
    { meant: inchesToMm(72) / 10 },
  ),
  slipped(
    'cm_in_inch_field',
    'imperial living room: a rail of 300 cm typed in inches for its 118 in curtain',
    'imperial',
    'living',
    [pleat(118, 96), track(300, { on: 0, slip: 'width' })],
  ),
  slipped(
    'feet_for_inches',
    'imperial bedroom: one curtain 8 high (feet)',
    'imperial',
    'bedroom',
    [pleat(72, 8, { slip: 'height' })],
    { meant: inchesToMm(96) / 10 },
  ),
  slipped(
    'feet_for_inches',
    'imperial living room: 8.5 among 102 in',
    'imperial',
    'living',
    [pleat(60, 102), pleat(80, 102), pleat(70, 8.5, { slip: 'height' })],
    { meant: inchesToMm(102) / 10 },
  ),
  slipped(
    'feet_for_inches',
    'imperial living room: a loose rail of 12 (feet)',
    'imperial',
    'living',
    [track(12, { slip: 'width' })],
  ),
  slipped(
    'times10',
    'imperial bedroom: a width of 450 for 45 in',
    'imperial',
    'bedroom',
    [pleat(450, 84, { slip: 'width' })],
    { meant: inchesToMm(45) / 10 },
  ),
  slipped('digits_swapped', 'living room: 206 typed for 260', 'metric', 'living', [
    pleat(150, 260),
    pleat(200, 260),
    pleat(180, 206, { slip: 'height' }),
  ]),
  slipped('digits_swapped', 'bedroom: 108 typed for 180', 'metric', 'bedroom', [
    pleat(140, 180),
    pleat(160, 180),
    pleat(150, 108, { slip: 'height' }),
  ]),
  slipped('digits_swapped', 'living room: a rail of 205 typed for 250', 'metric', 'living', [
    pleat(250, 260),
    track(205, { on: 0, slip: 'width' }),
  ]),
  slipped(
    'width_height_swapped',
    'living room: 260 × 400 on a wide-width fabric of 300',
    'metric',
    'living',
    [wave(260, 400, { fabric: WIDE_300, slip: 'height' })],
  ),
  slipped('width_height_swapped', 'bedroom: a fold blind 120 × 260', 'metric', 'bedroom', [
    fold(120, 260, { slip: 'height' }),
  ]),
  slipped('rail_shorter_than_curtain', 'living room: a rail of 200 for 300', 'metric', 'living', [
    pleat(300, 260),
    track(200, { on: 0, slip: 'width' }),
  ]),
  slipped('rail_shorter_than_curtain', 'bedroom: a rod of 140 for 200', 'metric', 'bedroom', [
    pleat(200, 240),
    rod(140, { on: 0, slip: 'width' }),
  ]),
  // Written after the thresholds were set, and kept whatever they showed.
  slipped('times10', 'kitchen: a café curtain of 450 among ones of 45', 'metric', 'kitchen', [
    rodPocket(100, 45),
    rodPocket(120, 45),
    rodPocket(90, 450, { slip: 'height' }),
  ]),
  slipped(
    'divided10',
    'imperial bedroom: 9.6 typed for 96 in among 96',
    'imperial',
    'bedroom',
    [pleat(60, 96), pleat(70, 96), pleat(72, 9.6, { slip: 'height' })],
    { meant: inchesToMm(96) / 10 },
  ),
  slipped('width_height_swapped', 'bedroom: a fold blind 90 × 300', 'metric', 'bedroom', [
    fold(90, 300, { slip: 'height' }),
  ]),
  slipped('mm_in_cm', 'living room: a loose rail of 800 mm typed in cm', 'metric', 'living', [
    track(800, { slip: 'width' }),
    pleat(75, 160),
  ]),
  slipped(
    'rail_shorter_than_curtain',
    'bedroom: a curved bay rail of 150 with short legs for a 300 cm curtain',
    'metric',
    'bedroom',
    [
      pleat(300, 240),
      track(150, {
        on: 0,
        slip: 'width',
        parameters: { curve_type: 'double90', curve_left_length: 30, curve_right_length: 30 },
      }),
    ],
  ),
  // A real size typed as another real size, with nothing in the room to tell: no check of the
  // numbers alone can see these; they are kept to show where the check ends.
  slipped(
    'width_height_swapped',
    'bedroom: one curtain 150 × 260 for 260 × 150',
    'metric',
    'bedroom',
    [pleat(150, 260, { slip: 'height' })],
    { detectable: false },
  ),
  slipped(
    'digits_swapped',
    'living room: a width of 154 for 145',
    'metric',
    'living',
    [pleat(154, 260, { slip: 'width' }), pleat(200, 260)],
    { detectable: false },
  ),
];

export const ROOMS_OF_THE_CHECK: RoomCase[] = [...LEGITIMATE_ROOMS, ...SLIPPED_ROOMS];

// The demo catalogue: the manufacturer's collections with their colours, the suppliers, and the
// rail/rod parts. Prices are per metre (fabrics, bars) or per piece (parts), in euro cents; the
// other currencies follow from CURRENCY_FACTORS_PERCENT, rounded to 5 cents, as the
// manufacturer's price list does. Sales prices are the list's: twice the wholesale price.
import type {
  AccessoryItemType,
  AccessoryVariant,
  CareSymbols,
  Certificate,
  Color,
  ColorGroup,
  Composition,
  Currency,
  FabricListKind,
  FabricType,
  LightLevel,
  Luxury,
  PatternType,
  SupplierListGroup,
  WidthType,
} from '@atelier/domain';

export const DEMO_SUPPLIERS: {
  name: string;
  listGroup: SupplierListGroup;
  collections: boolean;
}[] = [
  // Inserted first, so it is supplier 1: the fallback the spec names (portal §8).
  { name: 'Atelier Weverij', listGroup: 'default', collections: true },
  { name: 'Nordic Textile Mills', listGroup: 'default', collections: true },
  { name: 'Tkalnia Łódzka', listGroup: 'polish', collections: false },
  { name: 'Southern Cross Fabrics', listGroup: 'australia', collections: false },
  { name: 'Other supplier', listGroup: 'default', collections: false },
];

/** Price of another currency as a percentage of the euro price. */
export const CURRENCY_FACTORS_PERCENT: Record<Currency, number> = {
  eur: 100,
  aud: 165,
  cad: 150,
  pln: 430,
};
/** The list's sales price as a percentage of wholesale. */
export const LIST_SALES_PERCENT = 200;

/** How a swatch is drawn. */
export type SwatchPattern = 'plain' | 'sheer' | 'velvet' | 'stripes' | 'checks' | 'floral';

export interface DemoColour {
  number: string;
  name: string;
  hex: string;
  group: ColorGroup;
}

export interface DemoFamily {
  code: string;
  name: string;
  description: string;
  supplier: string;
  kind: FabricListKind;
  fabricType: FabricType;
  lightLevel: LightLevel;
  quality: Luxury;
  patternType: PatternType;
  swatch: SwatchPattern;
  widthMm: number;
  widthType: WidthType;
  patternRepeatMm: number;
  patternWidthMm: number;
  rollLengthMm: number;
  weightGsm: number;
  ironingPoints: number;
  hasNap: boolean;
  isTurnable: boolean;
  composition: Composition;
  care: CareSymbols;
  certificates: Certificate[];
  /** Wholesale per metre in euro cents. */
  priceEurCents: number;
  colours: DemoColour[];
}

const c = (number: string, name: string, hex: string, group: ColorGroup): DemoColour => ({
  number,
  name,
  hex,
  group,
});

const NEUTRALS = [
  c('01', 'Snow', '#f7f6f2', 'white'),
  c('02', 'Ivory', '#efe8d8', 'offwhite'),
  c('03', 'Linen', '#ddd0b6', 'beige'),
  c('04', 'Sand', '#c9b28c', 'beige'),
  c('05', 'Taupe', '#8f8173', 'brown'),
  c('06', 'Stone', '#a7a49e', 'grey'),
  c('07', 'Graphite', '#4b4d50', 'grey'),
  c('08', 'Ink', '#1f2328', 'black'),
];
const COLOURFUL = [
  c('11', 'Fjord', '#3f6b8c', 'blue'),
  c('12', 'Sage', '#8fa58b', 'green'),
  c('13', 'Ochre', '#c8962e', 'yellow'),
  c('14', 'Terracotta', '#b8603e', 'orange'),
  c('15', 'Claret', '#7d2633', 'red'),
  c('16', 'Blush', '#dfb2ad', 'pink'),
  c('17', 'Heather', '#7b6487', 'purple'),
  c('18', 'Moss', '#5d6b3b', 'green'),
];
const pick = (list: DemoColour[], numbers: string[]) =>
  numbers.map((number) => list.find((colour) => colour.number === number)!);
const ALL = [...NEUTRALS, ...COLOURFUL];

const WASH_GENTLE: CareSymbols = {
  wash: 'wash30',
  bleach: 'nobleach',
  dry: 'notumble',
  clean: 'professionalp',
};
const WASH_EASY: CareSymbols = {
  wash: 'wash40',
  bleach: 'nonchlorine',
  dry: 'tumblelow',
  clean: 'professionalp',
};
const DRY_CLEAN: CareSymbols = {
  wash: 'nowash',
  bleach: 'nobleach',
  dry: 'notumble',
  clean: 'professionalf',
};

const family = (
  base: Omit<DemoFamily, 'patternWidthMm' | 'rollLengthMm' | 'isTurnable' | 'hasNap'> &
    Partial<Pick<DemoFamily, 'patternWidthMm' | 'rollLengthMm' | 'isTurnable' | 'hasNap'>>,
): DemoFamily => ({
  patternWidthMm: 0,
  rollLengthMm: 50_000,
  isTurnable: false,
  hasNap: false,
  ...base,
});

export const DEMO_FAMILIES: DemoFamily[] = [
  family({
    code: 'LINO',
    name: 'Lino',
    description: 'Washed linen look with a soft, irregular slub.',
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'woven',
    lightLevel: 'translucent',
    quality: 'comfort',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 1500,
    widthType: 'strokes',
    patternRepeatMm: 0,
    weightGsm: 240,
    ironingPoints: 2,
    composition: { li: 55, pe: 45 },
    care: WASH_GENTLE,
    certificates: ['standard100'],
    priceEurCents: 2450,
    colours: pick(ALL, ['01', '02', '03', '04', '05', '06', '07', '11', '12', '14']),
  }),
  family({
    code: 'BREEZE',
    name: 'Breeze',
    description: 'Airy wide-width voile, seamless up to 300 cm drop.',
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'sheer',
    lightLevel: 'sheer',
    quality: 'basic',
    patternType: 'plain',
    swatch: 'sheer',
    widthMm: 3000,
    widthType: 'widewidth',
    patternRepeatMm: 0,
    weightGsm: 60,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 100 },
    care: WASH_EASY,
    certificates: ['standard100', 'b1din4102'],
    priceEurCents: 1290,
    colours: pick(ALL, ['01', '02', '03', '04', '06', '07', '16', '12']),
  }),
  family({
    code: 'NOCTURNE',
    name: 'Nocturne',
    description: 'Three-layer dim-out that keeps out nearly all light.',
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'dimout',
    lightLevel: 'darkening',
    quality: 'comfort',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 2800,
    widthType: 'widewidth',
    patternRepeatMm: 0,
    weightGsm: 380,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 100 },
    care: WASH_GENTLE,
    certificates: ['reach', 'en101'],
    priceEurCents: 3150,
    colours: pick(ALL, ['01', '02', '04', '06', '07', '08', '11', '15', '18']),
  }),
  family({
    code: 'VELLUTO',
    name: 'Velluto',
    description: 'Dense cotton velvet with a deep, even pile.',
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'velvet',
    lightLevel: 'darkening',
    quality: 'hautecouture',
    patternType: 'plain',
    swatch: 'velvet',
    widthMm: 1400,
    widthType: 'strokes',
    patternRepeatMm: 0,
    weightGsm: 520,
    ironingPoints: 0,
    hasNap: true,
    composition: { co: 88, pa: 12 },
    care: DRY_CLEAN,
    certificates: ['standard100', 'm1bs5867'],
    priceEurCents: 5890,
    colours: pick(ALL, ['02', '05', '07', '08', '11', '12', '13', '15', '16', '17', '18']),
  }),
  family({
    code: 'FLORENTINE',
    name: 'Florentine',
    description: 'Jacquard with a large botanical design.',
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'woven',
    lightLevel: 'translucent',
    quality: 'hautecouture',
    patternType: 'pattern',
    swatch: 'floral',
    widthMm: 1400,
    widthType: 'strokes',
    patternRepeatMm: 640,
    patternWidthMm: 700,
    weightGsm: 310,
    ironingPoints: 2,
    composition: { co: 60, vi: 25, li: 15 },
    care: DRY_CLEAN,
    certificates: ['madeingreen'],
    priceEurCents: 6450,
    colours: pick(ALL, ['02', '03', '11', '12', '14', '15', '16', '17']),
  }),
  family({
    code: 'LIGNE',
    name: 'Ligne',
    description: 'Wide-width in-between with a fine woven stripe.',
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'inbetween',
    lightLevel: 'translucent',
    quality: 'basic',
    patternType: 'pattern',
    swatch: 'stripes',
    widthMm: 3000,
    widthType: 'widewidth',
    patternRepeatMm: 320,
    patternWidthMm: 80,
    weightGsm: 150,
    ironingPoints: 2,
    isTurnable: true,
    composition: { pe: 70, li: 30 },
    care: WASH_EASY,
    certificates: ['standard100'],
    priceEurCents: 1890,
    colours: pick(ALL, ['01', '02', '03', '04', '06', '07', '11', '12', '13']),
  }),
  family({
    code: 'TARTAN',
    name: 'Tartan Hill',
    description: 'Brushed wool-blend check for warm interiors.',
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'woven',
    lightLevel: 'darkening',
    quality: 'comfort',
    patternType: 'pattern',
    swatch: 'checks',
    widthMm: 1450,
    widthType: 'strokes',
    patternRepeatMm: 180,
    patternWidthMm: 180,
    weightGsm: 420,
    ironingPoints: 2,
    composition: { wol: 45, pe: 40, vi: 15 },
    care: DRY_CLEAN,
    certificates: ['reach'],
    priceEurCents: 4290,
    colours: pick(ALL, ['05', '06', '07', '11', '14', '15', '18', '13']),
  }),
  family({
    code: 'MIST',
    name: 'Mist',
    description: 'Soft in-between with a matt, fluid drape.',
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'inbetween',
    lightLevel: 'translucent',
    quality: 'comfort',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 3000,
    widthType: 'widewidth',
    patternRepeatMm: 0,
    weightGsm: 130,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 85, li: 15 },
    care: WASH_EASY,
    certificates: ['standard100', 'b1din4102'],
    priceEurCents: 2190,
    colours: pick(ALL, ['01', '02', '03', '04', '05', '06', '07', '12', '16']),
  }),
  family({
    code: 'ORGANZA',
    name: 'Organza Luce',
    description: 'Crisp organza with a light sheen, 320 cm wide.',
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'sheer',
    lightLevel: 'sheer',
    quality: 'hautecouture',
    patternType: 'plain',
    swatch: 'sheer',
    widthMm: 3200,
    widthType: 'widewidth',
    patternRepeatMm: 0,
    weightGsm: 45,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 100 },
    care: WASH_GENTLE,
    certificates: ['b1din4102', 'en102'],
    priceEurCents: 2890,
    colours: pick(ALL, ['01', '02', '03', '06', '07', '12', '13', '16']),
  }),
  family({
    code: 'BOUCLE',
    name: 'Bouclé Nord',
    description: 'Textured bouclé weave with a handcrafted feel.',
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'woven',
    lightLevel: 'translucent',
    quality: 'basic',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 1500,
    widthType: 'strokes',
    patternRepeatMm: 0,
    weightGsm: 280,
    ironingPoints: 2,
    composition: { co: 50, ac: 30, pe: 20 },
    care: WASH_GENTLE,
    certificates: ['detoxtozero'],
    priceEurCents: 1990,
    colours: pick(ALL, ['01', '02', '03', '04', '05', '06', '07', '08', '14']),
  }),
  family({
    code: 'JARDIN',
    name: 'Jardin',
    description: 'Embroidered voile with scattered blossoms.',
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'sheer',
    lightLevel: 'sheer',
    quality: 'comfort',
    patternType: 'pattern',
    swatch: 'floral',
    widthMm: 3000,
    widthType: 'widewidth',
    patternRepeatMm: 450,
    patternWidthMm: 300,
    weightGsm: 80,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 100 },
    care: WASH_GENTLE,
    certificates: ['standard100'],
    priceEurCents: 3390,
    colours: pick(ALL, ['01', '02', '03', '11', '12', '13', '16', '17']),
  }),
  family({
    code: 'OBSCURA',
    name: 'Obscura',
    description: 'Coated blackout for bedrooms, 100 % light-tight.',
    supplier: 'Nordic Textile Mills',
    kind: 'fabrics',
    fabricType: 'dimout',
    lightLevel: 'darkening',
    quality: 'basic',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 1500,
    widthType: 'strokes',
    patternRepeatMm: 0,
    weightGsm: 330,
    ironingPoints: 1,
    composition: { pe: 100 },
    care: WASH_EASY,
    certificates: ['reach', 'b1din4102'],
    priceEurCents: 2290,
    colours: pick(ALL, ['01', '02', '04', '06', '07', '08', '11', '12', '15', '17']),
  }),
  family({
    code: 'RAYURE',
    name: 'Rayure',
    description: 'Cotton-linen with a bold vertical stripe.',
    supplier: 'Atelier Weverij',
    kind: 'fabrics',
    fabricType: 'woven',
    lightLevel: 'translucent',
    quality: 'comfort',
    patternType: 'pattern',
    swatch: 'stripes',
    widthMm: 1450,
    widthType: 'strokes',
    patternRepeatMm: 250,
    patternWidthMm: 120,
    weightGsm: 260,
    ironingPoints: 3,
    composition: { co: 70, li: 30 },
    care: WASH_GENTLE,
    certificates: ['standard100'],
    priceEurCents: 3490,
    colours: pick(ALL, ['03', '06', '11', '12', '13', '14', '15']),
  }),
  family({
    code: 'SATIN-LINING',
    name: 'Satin lining',
    description: 'Smooth cotton sateen lining that protects the face fabric.',
    supplier: 'Atelier Weverij',
    kind: 'linings',
    fabricType: 'woven',
    lightLevel: 'translucent',
    quality: 'basic',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 1500,
    widthType: 'strokes',
    patternRepeatMm: 0,
    rollLengthMm: 100_000,
    weightGsm: 140,
    ironingPoints: 2,
    composition: { co: 100 },
    care: WASH_EASY,
    certificates: ['standard100'],
    priceEurCents: 650,
    colours: pick(ALL, ['01', '02', '03', '04', '06']),
  }),
  family({
    code: 'THERMO-LINING',
    name: 'Thermo lining',
    description: 'Insulating black-out lining, wide-width.',
    supplier: 'Nordic Textile Mills',
    kind: 'linings',
    fabricType: 'dimout',
    lightLevel: 'darkening',
    quality: 'comfort',
    patternType: 'plain',
    swatch: 'plain',
    widthMm: 2800,
    widthType: 'widewidth',
    patternRepeatMm: 0,
    rollLengthMm: 100_000,
    weightGsm: 260,
    ironingPoints: 1,
    isTurnable: true,
    composition: { pe: 100 },
    care: WASH_GENTLE,
    certificates: ['reach', 'en101'],
    priceEurCents: 1150,
    colours: pick(ALL, ['01', '02', '06']),
  }),
];

// ---- accessories ----------------------------------------------------------------------------

export interface DemoAccessory {
  articleNumber: string;
  name: string;
  type: AccessoryItemType;
  variant: AccessoryVariant;
  color: Color | null;
  sizeMm: number | null;
  unit: 'meter' | 'piece';
  priceEurCents: number;
}

const COLOUR_CODES: Record<Color, string> = {
  anthracite: 'AN',
  blackmatt: 'BM',
  bronze: 'BR',
  champagne: 'CH',
  goldbrushed: 'GB',
  greyanodized: 'GA',
  nickelbrushed: 'NB',
  rosecopper: 'RC',
  whitematt: 'WM',
};

function inColours(
  base: Omit<DemoAccessory, 'articleNumber' | 'color'> & { code: string },
  colours: (Color | null)[],
): DemoAccessory[] {
  const { code, ...rest } = base;
  return colours.map((color) => ({
    ...rest,
    color,
    articleNumber: color ? `${code}-${COLOUR_CODES[color]}` : code,
  }));
}

const DECO_COLOURS: Color[] = [
  'blackmatt',
  'whitematt',
  'nickelbrushed',
  'goldbrushed',
  'champagne',
  'rosecopper',
  'anthracite',
  'bronze',
];
const TRACK_COLOURS: Color[] = ['whitematt', 'blackmatt', 'greyanodized'];
const PART_COLOURS: Color[] = ['whitematt', 'blackmatt', 'nickelbrushed'];

export const DEMO_ACCESSORIES: DemoAccessory[] = [
  ...inColours(
    {
      code: 'TR-1014',
      name: 'A-track 1014',
      type: 'trackrail',
      variant: 'track_1014',
      sizeMm: null,
      unit: 'meter',
      priceEurCents: 890,
    },
    TRACK_COLOURS,
  ),
  ...inColours(
    {
      code: 'TR-1019',
      name: 'B-track 1019',
      type: 'trackrail',
      variant: 'track_1019',
      sizeMm: null,
      unit: 'meter',
      priceEurCents: 1190,
    },
    TRACK_COLOURS,
  ),
  ...inColours(
    {
      code: 'TR-1020E',
      name: 'E-track 1020 motorised',
      type: 'electrictrackrail',
      variant: 'cord_1020_motor',
      sizeMm: null,
      unit: 'meter',
      priceEurCents: 2490,
    },
    ['whitematt', 'blackmatt'],
  ),
  ...(
    [
      ['DR-R25', 'Decorative rail round 25', 'round25mm', 25, 1690],
      ['DR-R35', 'Decorative rail round 35', 'round35mm', 35, 2190],
      ['DR-S20', 'Decorative rail square 20', 'square20mm', 20, 1790],
      ['DR-S30', 'Decorative rail square 30', 'square30mm', 30, 2290],
    ] as const
  ).flatMap(([code, name, variant, sizeMm, priceEurCents]) =>
    inColours(
      { code, name, type: 'decorativerail', variant, sizeMm, unit: 'meter', priceEurCents },
      DECO_COLOURS,
    ),
  ),
  ...inColours(
    {
      code: 'ER-R35',
      name: 'Electric decorative rail round 35',
      type: 'eraildecoround35mm',
      variant: 'round35mm',
      sizeMm: 35,
      unit: 'meter',
      priceEurCents: 3990,
    },
    ['blackmatt', 'whitematt', 'nickelbrushed'],
  ),
  ...inColours(
    {
      code: 'ER-S32',
      name: 'Electric decorative rail square 32',
      type: 'eraildecosquare32mm',
      variant: 'square30mm',
      sizeMm: 32,
      unit: 'meter',
      priceEurCents: 4190,
    },
    ['blackmatt', 'whitematt', 'anthracite'],
  ),
  ...(
    [
      ['RD-20', 'Rod 20', 'rodsize20mm', 20, 1290],
      ['RD-25', 'Rod 25', 'rodsize25mm', 25, 1490],
      ['RD-28', 'Rod 28', 'rodsize28mm', 28, 1690],
      ['RD-35', 'Rod 35', 'rodsize35mm', 35, 1990],
    ] as const
  ).flatMap(([code, name, variant, sizeMm, priceEurCents]) =>
    inColours(
      { code, name, type: 'decorativerod', variant, sizeMm, unit: 'meter', priceEurCents },
      ['blackmatt', 'whitematt', 'nickelbrushed', 'goldbrushed', 'bronze'],
    ),
  ),
  ...(
    [
      ['SP-CEIL', 'Ceiling support', 'ceiling', 290],
      ['SP-W20', 'Wall support 20', 'wall20mm', 340],
      ['SP-W60', 'Wall support 60', 'wall60mm', 390],
      ['SP-W90', 'Wall support 90', 'wall90mm', 440],
      ['SP-WA90', 'Wall support adjustable 90-130', 'walladjustable90to130mm', 690],
      ['SP-WA140', 'Wall support adjustable 140-180', 'walladjustable140to180mm', 790],
      ['SP-INF', 'Inside-frame support', 'insideframe', 320],
    ] as const
  ).flatMap(([code, name, variant, priceEurCents]) =>
    inColours(
      { code, name, type: 'supports', variant, sizeMm: null, unit: 'piece', priceEurCents },
      PART_COLOURS,
    ),
  ),
  ...(
    [
      ['RN-STD', 'Runner', 'runner', 25],
      ['RN-SIL', 'Roller runner silent', 'rollersilent', 45],
      ['RN-ASY', 'Runner asymmetric', 'runnerasymmetric', 35],
      ['RN-W6', 'Wave runner 6 cm', 'waverunner6cm', 55],
      ['RN-W8', 'Wave runner 8 cm', 'waverunner8cm', 55],
    ] as const
  ).flatMap(([code, name, variant, priceEurCents]) =>
    inColours(
      { code, name, type: 'runners', variant, sizeMm: null, unit: 'piece', priceEurCents },
      ['whitematt', 'blackmatt'],
    ),
  ),
  ...(
    [
      ['EK-BALL', 'End knob ball', 'ball', 690],
      ['EK-LRG', 'End knob large', 'large', 890],
      ['EK-STD', 'End knob standard', 'standard', 490],
    ] as const
  ).flatMap(([code, name, variant, priceEurCents]) =>
    inColours(
      { code, name, type: 'endknobs', variant, sizeMm: null, unit: 'piece', priceEurCents },
      ['blackmatt', 'whitematt', 'nickelbrushed', 'goldbrushed'],
    ),
  ),
  ...inColours(
    {
      code: 'ES',
      name: 'End stop',
      type: 'endstops',
      variant: 'endstop',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 120,
    },
    ['whitematt', 'blackmatt'],
  ),
  ...inColours(
    {
      code: 'CN',
      name: 'Connector',
      type: 'connectors',
      variant: 'connector',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 450,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'CV-45',
      name: 'Curve 45°',
      type: 'curves',
      variant: 'curve45',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 1490,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'CV-90',
      name: 'Curve 90°',
      type: 'curves',
      variant: 'curve90',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 1690,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'MT',
      name: 'Curtain motor',
      type: 'motors',
      variant: 'motor',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 18900,
    },
    ['whitematt', 'blackmatt'],
  ),
  ...inColours(
    {
      code: 'PW-230',
      name: 'Power cord 230 V',
      type: 'power',
      variant: 'standard230v',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 2490,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'PW-BAT',
      name: 'Battery pack',
      type: 'power',
      variant: 'battery',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 5990,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'RC-1',
      name: 'Remote single channel',
      type: 'remotes',
      variant: 'single',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 3490,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'RC-15',
      name: 'Remote universal 15 channels',
      type: 'remotes',
      variant: 'universal',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 5490,
    },
    [null],
  ),
  ...inColours(
    {
      code: 'HUB',
      name: 'Smart home hub',
      type: 'hubs',
      variant: 'hub',
      sizeMm: null,
      unit: 'piece',
      priceEurCents: 12900,
    },
    [null],
  ),
  ...(
    [
      ['PR-75', 'Pull rod 75 cm', 'pullrod75cm', 990],
      ['PR-100', 'Pull rod 100 cm', 'pullrod100cm', 1190],
      ['PR-150', 'Pull rod 150 cm', 'pullrod150cm', 1490],
    ] as const
  ).flatMap(([code, name, variant, priceEurCents]) =>
    inColours(
      { code, name, type: 'pullrods', variant, sizeMm: null, unit: 'piece', priceEurCents },
      PART_COLOURS,
    ),
  ),
];

/** Price in another currency, rounded to 5 cents as the price list does. */
export function convertEuroCents(eurCents: number, currency: Currency): number {
  const exact = (eurCents * CURRENCY_FACTORS_PERCENT[currency]) / 100;
  return Math.round(exact / 5) * 5;
}

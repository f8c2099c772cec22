// The manufacturer's seeded price list: the calculation defaults of calculation.md and realistic
// unit prices. The euro table is the master; the other currencies are the export lists the
// manufacturer derives from it at a fixed list rate, rounded to whole ten cents as printed price
// lists are.
import type { CalculationDefaults, PriceList, PriceTable, UnitPrice } from './price-list.js';

export const DEMO_DEFAULTS: CalculationDefaults = {
  fullnessByPleat: {
    single: 180,
    double: 235,
    triple: 250,
    reversed: 210,
    studio: 200,
    flat: 200,
    fronslint: 200,
    nopleat: 100,
  },
  fullnessByCurtain: {
    wavecurtain: 200,
    ringcurtain: 170,
    loopcurtain: 150,
    rodcurtain: 150,
    spancurtain: 120,
    backtabcurtain: 150,
  },
  sideHemPerSideMm: { single: 30, double: 60 },
  defaultSideHemType: 'double',
  defaultLuxury: 'comfort',
  tierSizeMm: { basic: 80, comfort: 80, hautecouture: 100 },
  hemSizeMm: { basic: 80, comfort: 100, hautecouture: 150 },
  fabricWidthAssumedMm: { basic: 1400, comfort: 1400, hautecouture: 1500 },
  headingExtraMm: 20,
  singleHemTurnInMm: 10,
  weightLaceHemMm: 30,
  edgingHemMm: 20,
  selvedgeLossMm: 20,
  wideWidthExtraMm: 100,
  chargeStepMm: 100,
  panelCurtain: { panelOverlapMm: 50, cutExtraMm: 100 },
  foldCurtain: {
    sideAllowanceMm: 50,
    cutExtraMm: 200,
    stiffenerSpacingMm: 250,
    minStiffeners: 2,
    minAreaMm2: 1_000_000,
    areaStepMm2: 10_000,
  },
  tiebackFabricMm: 600,
  cushion: { lengthAllowanceMm: 50, widthAllowanceMm: 100 },
  rail: {
    maxBarLengthMm: 6000,
    maxBarLengthByColourMm: { champagne: 4000, rosecopper: 4000 },
    railSupportSpacingMm: 1000,
    rodSupportSpacingMm: 1200,
    runnerSpacingMm: 80,
    endPieces: 2,
  },
  surcharge: { heightOverMm: 2750, cutLengthOverMm: 2800, ringSizeFromMm: 66 },
  automaticMarginPercent: 200,
};

/** A euro price: wholesale and list retail, in euro with cents (written as the list prints). */
const eur = (wholesale: number, sales: number): UnitPrice => ({
  wholesale: Math.round(wholesale * 100),
  sales: Math.round(sales * 100),
});

const luxuryPrices = (basic: number, comfort: number, hautecouture: number) => ({
  basic: eur(basic, basic * 2),
  comfort: eur(comfort, comfort * 2),
  hautecouture: eur(hautecouture, hautecouture * 2),
});

const foldPrice = eur(42, 84);

const EUR_TABLE: PriceTable = {
  makeUpPerDrop: {
    pleatcurtain: luxuryPrices(9.5, 12.5, 17.5),
    wavecurtain: luxuryPrices(11, 14, 19.5),
    ringcurtain: luxuryPrices(10.5, 13.5, 18.5),
    loopcurtain: luxuryPrices(9, 11.5, 16),
    rodcurtain: luxuryPrices(8.5, 11, 15.5),
    spancurtain: luxuryPrices(8, 10.5, 15),
    fronslintcurtain: luxuryPrices(7.5, 9.5, 14),
    backtabcurtain: luxuryPrices(9, 11.5, 16),
  },
  makeUpWideWidthPerMetre: {
    pleatcurtain: luxuryPrices(7.5, 9.5, 13.5),
    wavecurtain: luxuryPrices(8.5, 10.5, 14.5),
    ringcurtain: luxuryPrices(8, 10, 14),
    loopcurtain: luxuryPrices(7, 9, 12.5),
    rodcurtain: luxuryPrices(6.5, 8.5, 12),
    spancurtain: luxuryPrices(6, 8, 11.5),
    fronslintcurtain: luxuryPrices(5.5, 7.5, 11),
    backtabcurtain: luxuryPrices(7, 9, 12.5),
  },
  makeUpPanelPerPanel: eur(18.5, 37),
  makeUpFoldPerM2: {
    '1': foldPrice,
    '2': foldPrice,
    '3': eur(44, 88),
    '4': eur(44, 88),
    '5': eur(46, 92),
    '6': eur(46, 92),
    '7': eur(48, 96),
    '8': eur(48, 96),
    '9': eur(52, 104),
    '10': eur(52, 104),
    '11': eur(56, 112),
    '12': eur(56, 112),
    '13': eur(58, 116),
    honeycomb: eur(64, 128),
  },
  makeUpTiebackPerPiece: {
    banana: eur(12, 24),
    bananawithpiping: eur(15.5, 31),
    straight: eur(9.5, 19),
    straightwithpiping: eur(12.5, 25),
  },
  makeUpCushionPerPiece: {
    coussin: eur(14, 28),
    polochon: eur(17.5, 35),
    rectangle: eur(13, 26),
    square: eur(12, 24),
  },
  cuttingPerCut: eur(2.5, 5),
  headingTapePerMetre: { 12: eur(1.2, 2.4), 15: eur(1.8, 3.6) },
  ironingPerMetre: eur(1.5, 3),
  prewashingPerMetre: eur(2.2, 4.4),
  washingLabelPerArticle: eur(0.6, 1.2),
  weightLacePerMetre: eur(0.9, 1.8),
  childSafetyPerArticle: eur(3.5, 7),
  mountingSystem: {
    cassettes: eur(38, 76),
    easyglide: eur(29, 58),
    electric12v: eur(0, 0),
    electric230v: eur(0, 0),
    topdown: eur(46, 92),
    selfsupplied: eur(0, 0),
    nomount: eur(0, 0),
    others: eur(24, 48),
  },
  control: {
    chain: eur(6.5, 13),
    controlrod: eur(11, 22),
    deliverwithcontrolrod: eur(11, 22),
  },
  motor: eur(165, 330),
  powerCord: eur(18, 36),
  battery: { singlebattery: eur(42, 84), doublebattery: eur(68, 136) },
  remote: { single: eur(22, 44), universal: eur(28, 56) },
  hub: eur(95, 190),
  surcharge: {
    heightOver: eur(12.5, 25),
    cutLengthOver: eur(9.5, 19),
    ringSizeOver: eur(8, 16),
  },
  barPerMetre: {
    track_1014: eur(6.2, 12.4),
    track_1019: eur(8.4, 16.8),
    cord_1020_motor: eur(14.5, 29),
    round25mm: eur(13.5, 27),
    round35mm: eur(17.5, 35),
    square20mm: eur(15, 30),
    square30mm: eur(19.5, 39),
    eraildecoround35mm: eur(24, 48),
    eraildecosquare32mm: eur(26, 52),
    rodsize20mm: eur(7.5, 15),
    rodsize25mm: eur(9, 18),
    rodsize28mm: eur(10.5, 21),
    rodsize35mm: eur(13, 26),
  },
  barColourPerMetre: {
    champagne: eur(2.5, 5),
    rosecopper: eur(2.5, 5),
    goldbrushed: eur(2, 4),
    nickelbrushed: eur(1.5, 3),
    bronze: eur(1.5, 3),
  },
  pullRodPerPiece: eur(8.5, 17),
  support: {
    ceiling: eur(1.6, 3.2),
    wall20mm: eur(2.1, 4.2),
    wall60mm: eur(2.6, 5.2),
    wall90mm: eur(3.1, 6.2),
    walladjustable90to130mm: eur(4.8, 9.6),
    walladjustable140to180mm: eur(5.6, 11.2),
    insideframe: eur(2.4, 4.8),
  },
  runner: {
    runner: eur(0.18, 0.36),
    rollersilent: eur(0.32, 0.64),
    runnerasymmetric: eur(0.28, 0.56),
    waverunner6cm: eur(0.42, 0.84),
    waverunner8cm: eur(0.42, 0.84),
  },
  endStop: eur(0.9, 1.8),
  endKnob: { ball: eur(6.5, 13), large: eur(8.5, 17), standard: eur(4.5, 9) },
  curve: eur(14, 28),
  connector: eur(3.2, 6.4),
  stopper: eur(1.1, 2.2),
  retarder: eur(7.5, 15),
};

/** Converts every unit price of a table at a list rate (thousandths), to whole ten cents. */
function convertTable<T>(node: T, rateThousandths: number): T {
  if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.wholesale === 'number' && typeof record.sales === 'number') {
      const at = (cents: number) => Math.round((cents * rateThousandths) / 10_000) * 10;
      return { wholesale: at(record.wholesale), sales: at(record.sales) } as T;
    }
    return Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, convertTable(value, rateThousandths)]),
    ) as T;
  }
  return node;
}

export const DEMO_PRICE_LIST: PriceList = {
  id: 'atelier-2026',
  name: 'Atelier 2026',
  defaults: DEMO_DEFAULTS,
  prices: {
    eur: EUR_TABLE,
    aud: convertTable(EUR_TABLE, 1650),
    cad: convertTable(EUR_TABLE, 1500),
    pln: convertTable(EUR_TABLE, 4300),
  },
};

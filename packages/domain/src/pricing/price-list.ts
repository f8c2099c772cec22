// The price-list model. A price list holds the manufacturer's calculation defaults (the numbers
// calculation.md marks as data) and, per currency, the unit prices of every line code. The API
// stores it as one record; the formulas in ../calc and ./lines read it and hold no numbers of
// their own, so the manufacturer can change a default without a release.
import type {
  BatteryOption,
  Color,
  ControlType,
  Currency,
  CushionType,
  EndKnob,
  FoldType,
  Luxury,
  MountingSystem,
  PleatType,
  RemoteType,
  RunnerType,
  SewnCurtainType,
  SideHemType,
  SupportType,
  TiebackType,
} from '../enums.js';

/** A unit price in cents: what the dealer pays, and the list's own retail price. */
export interface UnitPrice {
  wholesale: number;
  sales: number;
}

export const LINE_UNITS = ['metre', 'piece', 'm2'] as const;
export type LineUnit = (typeof LINE_UNITS)[number];

/** Every code a price line can carry; the `calc` catalogue has a label for each. */
export const PRICE_LINE_CODES = [
  'fabric',
  'lining',
  'makeup',
  'makeup_widewidth',
  'makeup_panel',
  'makeup_fold',
  'makeup_tieback',
  'makeup_cushion',
  'cutting',
  'headingtape12',
  'headingtape15',
  'ironing',
  'prewashing',
  'washinglabel',
  'weightlace',
  'childsafety',
  'mountingsystem',
  'control',
  'motor',
  'powercord',
  'battery',
  'remote',
  'hub',
  'heightover275',
  'strokesover280',
  'ringover66',
  'rail',
  'rod',
  'pullrod',
  'support',
  'runner',
  'endstop',
  'endknob',
  'curve',
  'connector',
  'stopper',
  'retarder',
  'part',
] as const;
export type PriceLineCode = (typeof PRICE_LINE_CODES)[number];

/** The kinds of bar a rail/rod article is made of, each with its own metre price. */
export const BAR_KINDS = [
  'track_1014',
  'track_1019',
  'cord_1020_motor',
  'round25mm',
  'round35mm',
  'square20mm',
  'square30mm',
  'eraildecoround35mm',
  'eraildecosquare32mm',
  'rodsize20mm',
  'rodsize25mm',
  'rodsize28mm',
  'rodsize35mm',
] as const;
export type BarKind = (typeof BAR_KINDS)[number];

/** Unit prices of one currency. Fabric prices live on the fabric itself (FabricFacts). */
export interface PriceTable {
  /** Make-up per drop cut, by curtain type and luxury. */
  makeUpPerDrop: Record<SewnCurtainType, Record<Luxury, UnitPrice>>;
  /** Make-up of a wide-width curtain per charged metre of flat width. */
  makeUpWideWidthPerMetre: Record<SewnCurtainType, Record<Luxury, UnitPrice>>;
  makeUpPanelPerPanel: UnitPrice;
  makeUpFoldPerM2: Record<FoldType, UnitPrice>;
  makeUpTiebackPerPiece: Record<TiebackType, UnitPrice>;
  makeUpCushionPerPiece: Record<CushionType, UnitPrice>;
  /** Cut yardage: per cut. */
  cuttingPerCut: UnitPrice;
  /** Heading-tape surcharge per charged metre of flat width. */
  headingTapePerMetre: { 12: UnitPrice; 15: UnitPrice };
  ironingPerMetre: UnitPrice;
  prewashingPerMetre: UnitPrice;
  washingLabelPerArticle: UnitPrice;
  weightLacePerMetre: UnitPrice;
  childSafetyPerArticle: UnitPrice;
  mountingSystem: Record<MountingSystem, UnitPrice>;
  control: Record<ControlType, UnitPrice>;
  motor: UnitPrice;
  powerCord: UnitPrice;
  battery: Record<BatteryOption, UnitPrice>;
  /** The remote a motor is ordered with, and sold loose: one price per kind. */
  remote: Record<RemoteType, UnitPrice>;
  hub: UnitPrice;
  surcharge: { heightOver: UnitPrice; cutLengthOver: UnitPrice; ringSizeOver: UnitPrice };
  barPerMetre: Record<BarKind, UnitPrice>;
  /** Rails in these colours cost this much more per metre (anodised finishes). */
  barColourPerMetre: Partial<Record<Color, UnitPrice>>;
  pullRodPerPiece: UnitPrice;
  support: Record<SupportType, UnitPrice>;
  runner: Record<RunnerType, UnitPrice>;
  endStop: UnitPrice;
  endKnob: Record<EndKnob, UnitPrice>;
  /** Per curve (bend) of the rail. */
  curve: UnitPrice;
  connector: UnitPrice;
  stopper: UnitPrice;
  retarder: UnitPrice;
}

/** The manufacturer's calculation defaults (calculation.md, every number marked data). */
export interface CalculationDefaults {
  /** Fullness in percent by pleat type, for curtains whose heading is a pleat. */
  fullnessByPleat: Record<PleatType, number>;
  /** Fullness in percent by curtain type, for curtains without a pleat type. */
  fullnessByCurtain: Partial<Record<SewnCurtainType, number>>;
  /** Side hem allowance per side, per side hem type, in mm. */
  sideHemPerSideMm: Record<SideHemType, number>;
  defaultSideHemType: SideHemType;
  defaultLuxury: Luxury;
  tierSizeMm: Record<Luxury, number>;
  hemSizeMm: Record<Luxury, number>;
  /**
   * The widest fabric the make-up price per luxury assumes (configurators §9: basic and comfort up
   * to 140 cm, haute couture up to 150 cm). A note, not a surcharge; absent in older lists.
   */
  fabricWidthAssumedMm?: Record<Luxury, number>;
  /** Fabric above the heading tape, added to the tier size. */
  headingExtraMm: number;
  /** Single hem: the hem plus this turn-in. */
  singleHemTurnInMm: number;
  weightLaceHemMm: number;
  edgingHemMm: number;
  /** Fabric lost at the selvedges of a width: usable width = roll width − this. */
  selvedgeLossMm: number;
  /** Wide-width: added per panel to the flat width. */
  wideWidthExtraMm: number;
  /** Fabric is charged per started step of this length. */
  chargeStepMm: number;
  panelCurtain: { panelOverlapMm: number; cutExtraMm: number };
  foldCurtain: {
    sideAllowanceMm: number;
    cutExtraMm: number;
    stiffenerSpacingMm: number;
    minStiffeners: number;
    minAreaMm2: number;
    /** Fold make-up is charged per started step of this area (mm²). */
    areaStepMm2: number;
  };
  tiebackFabricMm: number;
  cushion: { lengthAllowanceMm: number; widthAllowanceMm: number };
  rail: {
    maxBarLengthMm: number;
    maxBarLengthByColourMm: Partial<Record<Color, number>>;
    railSupportSpacingMm: number;
    rodSupportSpacingMm: number;
    runnerSpacingMm: number;
    endPieces: number;
  };
  surcharge: { heightOverMm: number; cutLengthOverMm: number; ringSizeFromMm: number };
  /** Margin of the `automatic` margin type, percent of wholesale (200 = × 2.00). */
  automaticMarginPercent: number;
}

export interface PriceList {
  id: string;
  name: string;
  defaults: CalculationDefaults;
  prices: Partial<Record<Currency, PriceTable>>;
}

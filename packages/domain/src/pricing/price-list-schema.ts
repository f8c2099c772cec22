// The price list as stored data: the API validates a price list with this schema before it stores
// one and when it reads one back, so the calculation never meets a missing default or a float
// price.
import { z } from 'zod';
import {
  BATTERY_OPTIONS,
  COLORS,
  CONTROL_TYPES,
  CURRENCIES,
  CUSHION_TYPES,
  END_KNOBS,
  FOLD_TYPES,
  LUXURY_TYPES,
  MOUNTING_SYSTEMS,
  PLEAT_TYPES,
  REMOTE_TYPES,
  RUNNER_TYPES,
  SEWN_CURTAIN_TYPES,
  SIDE_HEM_TYPES,
  SUPPORT_TYPES,
  TIEBACK_TYPES,
} from '../enums.js';
import { integer } from '../integer.js';
import { lazySchema } from '../pure.js';
import { BAR_KINDS, type PriceList } from './price-list.js';

const cents = lazySchema(() => integer.nonnegative());
const mm = lazySchema(() => integer.nonnegative());
const positiveMm = lazySchema(() => integer.positive());
const percent = lazySchema(() => integer.nonnegative());
const unitPrice = lazySchema(() => z.object({ wholesale: cents, sales: cents }));
const byLuxury = lazySchema(() => z.record(z.enum(LUXURY_TYPES), unitPrice));
const byCurtain = lazySchema(() => z.record(z.enum(SEWN_CURTAIN_TYPES), byLuxury));

/** One currency's unit prices (exported for the CSV format, which walks its shape). */
export const priceTableSchema = lazySchema(() =>
  z.object({
    makeUpPerDrop: byCurtain,
    makeUpWideWidthPerMetre: byCurtain,
    makeUpPanelPerPanel: unitPrice,
    makeUpFoldPerM2: z.record(z.enum(FOLD_TYPES), unitPrice),
    makeUpTiebackPerPiece: z.record(z.enum(TIEBACK_TYPES), unitPrice),
    makeUpCushionPerPiece: z.record(z.enum(CUSHION_TYPES), unitPrice),
    cuttingPerCut: unitPrice,
    headingTapePerMetre: z.object({ 12: unitPrice, 15: unitPrice }),
    ironingPerMetre: unitPrice,
    prewashingPerMetre: unitPrice,
    washingLabelPerArticle: unitPrice,
    weightLacePerMetre: unitPrice,
    childSafetyPerArticle: unitPrice,
    mountingSystem: z.record(z.enum(MOUNTING_SYSTEMS), unitPrice),
    control: z.record(z.enum(CONTROL_TYPES), unitPrice),
    motor: unitPrice,
    powerCord: unitPrice,
    battery: z.record(z.enum(BATTERY_OPTIONS), unitPrice),
    /**
     * Per remote (single channel, universal 15 channels). A list stored before the remote was priced
     * per kind had one price for "the remote": it is read as that price for both.
     */
    remote: z.preprocess(
      (value) =>
        value !== null && typeof value === 'object' && 'wholesale' in value
          ? { single: value, universal: value }
          : value,
      z.record(z.enum(REMOTE_TYPES), unitPrice),
    ),
    hub: unitPrice,
    surcharge: z.object({
      heightOver: unitPrice,
      cutLengthOver: unitPrice,
      ringSizeOver: unitPrice,
    }),
    barPerMetre: z.record(z.enum(BAR_KINDS), unitPrice),
    barColourPerMetre: z.partialRecord(z.enum(COLORS), unitPrice),
    pullRodPerPiece: unitPrice,
    support: z.record(z.enum(SUPPORT_TYPES), unitPrice),
    runner: z.record(z.enum(RUNNER_TYPES), unitPrice),
    endStop: unitPrice,
    endKnob: z.record(z.enum(END_KNOBS), unitPrice),
    curve: unitPrice,
    connector: unitPrice,
    stopper: unitPrice,
    retarder: unitPrice,
  }),
);

/** The calculation defaults (exported for the CSV format, which walks its shape). */
export const defaultsSchema = lazySchema(() =>
  z.object({
    fullnessByPleat: z.record(z.enum(PLEAT_TYPES), percent),
    fullnessByCurtain: z.partialRecord(z.enum(SEWN_CURTAIN_TYPES), percent),
    sideHemPerSideMm: z.record(z.enum(SIDE_HEM_TYPES), mm),
    defaultSideHemType: z.enum(SIDE_HEM_TYPES),
    defaultLuxury: z.enum(LUXURY_TYPES),
    tierSizeMm: z.record(z.enum(LUXURY_TYPES), mm),
    hemSizeMm: z.record(z.enum(LUXURY_TYPES), mm),
    fabricWidthAssumedMm: z.record(z.enum(LUXURY_TYPES), positiveMm).optional(),
    headingExtraMm: mm,
    singleHemTurnInMm: mm,
    weightLaceHemMm: mm,
    edgingHemMm: mm,
    selvedgeLossMm: mm,
    wideWidthExtraMm: mm,
    chargeStepMm: positiveMm,
    panelCurtain: z.object({ panelOverlapMm: mm, cutExtraMm: mm }),
    foldCurtain: z.object({
      sideAllowanceMm: mm,
      cutExtraMm: mm,
      stiffenerSpacingMm: positiveMm,
      minStiffeners: integer.nonnegative(),
      minAreaMm2: mm,
      // A multiple of 1000 mm² so the area quantity stays a whole number of thousandths of a m².
      areaStepMm2: positiveMm.multipleOf(1000),
    }),
    tiebackFabricMm: mm,
    cushion: z.object({ lengthAllowanceMm: mm, widthAllowanceMm: mm }),
    rail: z.object({
      maxBarLengthMm: positiveMm,
      maxBarLengthByColourMm: z.partialRecord(z.enum(COLORS), positiveMm),
      railSupportSpacingMm: positiveMm,
      rodSupportSpacingMm: positiveMm,
      runnerSpacingMm: positiveMm,
      endPieces: integer.nonnegative(),
    }),
    surcharge: z.object({ heightOverMm: mm, cutLengthOverMm: mm, ringSizeFromMm: mm }),
    automaticMarginPercent: percent,
  }),
);

export const priceListSchema = lazySchema(
  () =>
    z.object({
      id: z.string().min(1).max(64),
      name: z.string().min(1).max(120),
      defaults: defaultsSchema,
      prices: z.partialRecord(z.enum(CURRENCIES), priceTableSchema),
    }) satisfies z.ZodType<PriceList>,
);

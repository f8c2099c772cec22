// Curtains sewn from fabric widths (calculation.md §1): pleat, wave, ring, loop, rod, span,
// fronslint and backtab curtains. Panels → fullness → flat width → widths → cut length → fabric.
import type {
  HemType,
  Luxury,
  PleatType,
  SewnCurtainType,
  SideHemType,
  SplitType,
} from '../enums.js';
import { type Issue, issue } from '../issues.js';
import type { CalculationDefaults } from '../pricing/price-list.js';
import { ceilDiv, chargedLength, mmToCmParam, roundDiv, roundToRepeat } from './rounding.js';
import type { CutList, FabricInput, FabricUse, PanelCut } from './types.js';

export interface SewnCurtainInput {
  curtainType: SewnCurtainType;
  widthMm: number;
  heightMm: number;
  returnLeftMm: number;
  returnRightMm: number;
  overlapLeftMm: number;
  overlapRightMm: number;
  splitType: SplitType;
  /** Share of the left panel in percent, for an unequal split. */
  leftPercentage: number | null;
  pleatType: PleatType | null;
  /** The dealer's own fullness; null takes the default of the pleat or curtain type. */
  pleatPercentage: number | null;
  luxury: Luxury | null;
  tierSizeMm: number | null;
  hemType: HemType | null;
  hemSizeMm: number | null;
  sideHemType: SideHemType | null;
  roundToPattern: boolean;
  /** Widths the dealer sets per panel (half-width steps); null lets the calculation decide. */
  leftStrokes: number | null;
  rightStrokes: number | null;
  main: FabricInput;
  lining: FabricInput | null;
}

/** What pricing needs of a sewn curtain beyond its cut list. */
export interface SewnCurtainFacts {
  /** Σ flat width of the panels (before side hems): make-up, heading tape, weight lace. */
  flatWidthMm: number;
  tierSizeMm: number;
  /** Cut length before pattern rounding. */
  cutLengthMm: number;
}

/** Finished panel widths (before returns and overlaps) by split type. */
export function splitPanels(
  widthMm: number,
  splitType: SplitType,
  leftPercentage: number | null,
): { side: PanelCut['side']; widthMm: number }[] {
  switch (splitType) {
    case 'equal': {
      const left = ceilDiv(widthMm, 2);
      return [
        { side: 'left', widthMm: left },
        { side: 'right', widthMm: widthMm - left },
      ];
    }
    case 'unequal': {
      const left = roundDiv(widthMm * (leftPercentage ?? 50), 100);
      return [
        { side: 'left', widthMm: left },
        { side: 'right', widthMm: widthMm - left },
      ];
    }
    default:
      return [{ side: 'single', widthMm }];
  }
}

/** Fullness in percent: the dealer's, else the curtain type's, else the pleat type's default. */
export function resolveFullness(
  defaults: CalculationDefaults,
  curtainType: SewnCurtainType,
  pleatType: PleatType | null,
  pleatPercentage: number | null,
): number {
  if (pleatPercentage !== null && pleatPercentage > 0) return pleatPercentage;
  return defaults.fullnessByCurtain[curtainType] ?? defaults.fullnessByPleat[pleatType ?? 'double'];
}

export const flatWidth = (panelWidthMm: number, fullnessPercent: number): number =>
  ceilDiv(panelWidthMm * fullnessPercent, 100);

export const sideHems = (defaults: CalculationDefaults, type: SideHemType | null): number =>
  2 * defaults.sideHemPerSideMm[type ?? defaults.defaultSideHemType];

export function hemAllowance(
  defaults: CalculationDefaults,
  hemType: HemType | null,
  hemSizeMm: number,
): number {
  switch (hemType ?? 'double') {
    case 'double':
      return 2 * hemSizeMm;
    case 'single':
      return hemSizeMm + defaults.singleHemTurnInMm;
    case 'weightlace':
    case 'insertedweightlace':
    case 'weightlaceinfabric':
      return defaults.weightLaceHemMm;
    case 'edging':
      return defaults.edgingHemMm;
    default:
      return 0;
  }
}

/**
 * Usable width of a width (roll width less the selvedges). A roll narrower than its selvedges is
 * bad catalogue data; it is reported and no widths are counted (no division by zero).
 */
export function usableWidth(
  defaults: CalculationDefaults,
  fabric: FabricInput,
  field: string,
  issues: Issue[],
): number {
  const usableMm = fabric.widthMm - defaults.selvedgeLossMm;
  if (usableMm > 0) return usableMm;
  issues.push(issue(field, 'fabric_width_unknown', {}));
  return 0;
}

/** Widths of a panel in half steps: `ceil(2 × (flat + side hems) / usable)`. */
export const halfWidthsNeeded = (fabricWidthMm: number, usableMm: number): number =>
  usableMm > 0 ? ceilDiv(2 * fabricWidthMm, usableMm) : 0;

/** Fabric use when the fabric is used sideways (wide-width): one cut per panel, no seams. */
function wideWidthUse(
  defaults: CalculationDefaults,
  panels: PanelCut[],
  cutLengthMm: number,
): FabricUse {
  const cutsMm = panels.map((p) => p.flatWidthMm + p.sideHemsMm + defaults.wideWidthExtraMm);
  const lengthMm = cutsMm.reduce((sum, cut) => sum + cut, 0);
  return {
    widthType: 'widewidth',
    cutLengthMm,
    cutsMm,
    lengthMm,
    chargedMm: chargedLength(lengthMm, defaults.chargeStepMm),
  };
}

/** `count` cuts of one length (a plain loop: this runs on every keystroke). */
export function repeatCut(count: number, cutMm: number): number[] {
  const cuts: number[] = [];
  for (let i = 0; i < count; i += 1) cuts.push(cutMm);
  return cuts;
}

function stripUse(
  defaults: CalculationDefaults,
  drops: number,
  cutLengthMm: number,
  repeatMm: number,
): FabricUse {
  const lengthMm = drops * cutLengthMm + repeatMm;
  return {
    widthType: 'strokes',
    cutLengthMm,
    cutsMm: repeatCut(drops, cutLengthMm),
    lengthMm,
    chargedMm: chargedLength(lengthMm, defaults.chargeStepMm),
  };
}

/** A cut that does not fit the roll, or a wide-width drop the fabric cannot make, is an issue. */
export function checkFabricFits(
  use: FabricUse,
  fabric: FabricInput,
  heightCutMm: number,
  field: string,
  issues: Issue[],
): void {
  if (use.widthType === 'widewidth' && heightCutMm > fabric.widthMm) {
    issues.push(
      issue('height', 'height_exceeds_fabric_height', {
        cutLength: mmToCmParam(heightCutMm),
        fabricHeight: mmToCmParam(fabric.widthMm),
        unit: 'cm',
      }),
    );
  }
  const longest = use.cutsMm.reduce((max, cut) => Math.max(cut, max), 0);
  if (fabric.rollLengthMm > 0 && longest > fabric.rollLengthMm) {
    issues.push(
      issue(field, 'cut_longer_than_roll', {
        cutLength: mmToCmParam(longest),
        rollLength: mmToCmParam(fabric.rollLengthMm),
        unit: 'cm',
      }),
    );
  }
}

export function calculateSewnCurtain(
  input: SewnCurtainInput,
  defaults: CalculationDefaults,
): { issues: Issue[]; cutList: CutList; facts: SewnCurtainFacts } {
  const issues: Issue[] = [];
  const fullness = resolveFullness(
    defaults,
    input.curtainType,
    input.pleatType,
    input.pleatPercentage,
  );
  const hems = sideHems(defaults, input.sideHemType);
  const split = splitPanels(input.widthMm, input.splitType, input.leftPercentage);
  const single = split.length === 1;

  const panels: PanelCut[] = split.map(({ side, widthMm }) => {
    const finishedWidthMm =
      widthMm +
      (side !== 'right' ? input.returnLeftMm + input.overlapLeftMm : 0) +
      (side !== 'left' ? input.returnRightMm + input.overlapRightMm : 0);
    return {
      side,
      finishedWidthMm,
      flatWidthMm: flatWidth(finishedWidthMm, fullness),
      sideHemsMm: hems,
      widths: 0,
    };
  });

  const luxury = input.luxury ?? defaults.defaultLuxury;
  const tierSizeMm = input.tierSizeMm ?? defaults.tierSizeMm[luxury];
  const headingMm = tierSizeMm + defaults.headingExtraMm;
  const hemSizeMm = input.hemSizeMm ?? defaults.hemSizeMm[luxury];
  const cutLengthMm = input.heightMm + headingMm + hemAllowance(defaults, input.hemType, hemSizeMm);
  const repeatMm = Math.max(input.main.patternRepeatMm, 0);
  const patternCutMm = input.roundToPattern ? roundToRepeat(cutLengthMm, repeatMm) : cutLengthMm;

  let main: FabricUse;
  let drops: number;
  let effectiveFullness = fullness;
  if (input.main.widthType === 'widewidth') {
    for (const panel of panels) panel.widths = 1;
    drops = panels.length;
    main = wideWidthUse(defaults, panels, cutLengthMm);
  } else {
    const usableMm = usableWidth(defaults, input.main, 'main_fabric', issues);
    let halfWidthsTotal = 0;
    let dealerSetWidths = false;
    for (const panel of panels) {
      const onRight =
        panel.side === 'right' || (panel.side === 'single' && input.splitType === 'right');
      const dealer = onRight ? input.rightStrokes : input.leftStrokes;
      const half =
        dealer !== null && dealer > 0
          ? Math.round(dealer * 2)
          : halfWidthsNeeded(panel.flatWidthMm + panel.sideHemsMm, usableMm);
      if (dealer !== null && dealer > 0) dealerSetWidths = true;
      panel.widths = half / 2;
      halfWidthsTotal += half;
    }
    drops = ceilDiv(halfWidthsTotal, 2);
    main = stripUse(defaults, drops, patternCutMm, repeatMm);
    if (dealerSetWidths) {
      // The dealer's widths decide the flat width; the fullness follows from them.
      let availableMm = 0;
      let finishedMm = 0;
      for (const panel of panels) {
        availableMm += Math.floor((panel.widths * 2 * usableMm) / 2) - panel.sideHemsMm;
        finishedMm += panel.finishedWidthMm;
      }
      effectiveFullness = finishedMm > 0 ? Math.floor((availableMm * 100) / finishedMm) : 0;
      const field =
        single && input.splitType === 'right'
          ? 'main_fabric_right_strokes'
          : 'main_fabric_left_strokes';
      issues.push(
        availableMm < finishedMm
          ? issue(field, 'strokes_too_few', { fullness: effectiveFullness })
          : issue(field, 'effective_fullness', { fullness: effectiveFullness }, 'warning'),
      );
    }
  }
  checkFabricFits(main, input.main, cutLengthMm, 'main_fabric', issues);

  let lining: FabricUse | null = null;
  if (input.lining) {
    const liningCutMm = input.heightMm + headingMm + hemSizeMm;
    if (input.lining.widthType === 'widewidth') {
      lining = wideWidthUse(defaults, panels, liningCutMm);
    } else {
      const usableMm = usableWidth(defaults, input.lining, 'lining_fabric', issues);
      let half = 0;
      for (const panel of panels)
        half += halfWidthsNeeded(panel.flatWidthMm + panel.sideHemsMm, usableMm);
      lining = stripUse(defaults, ceilDiv(half, 2), liningCutMm, 0);
    }
    checkFabricFits(lining, input.lining, liningCutMm, 'lining_fabric', issues);
  }

  return {
    issues,
    cutList: {
      panels,
      cutLengthMm: main.widthType === 'widewidth' ? cutLengthMm : patternCutMm,
      drops,
      main,
      lining,
      parts: [],
      fullnessPercent: effectiveFullness,
    },
    facts: {
      flatWidthMm: panels.reduce((sum, p) => sum + p.flatWidthMm, 0),
      tierSizeMm,
      cutLengthMm,
    },
  };
}

// Curtain articles not sewn as pleated panels (calculation.md §2): panel curtain, fold (roman)
// curtain, tieback, cushion and cut yardage.
import type { HemType, Luxury, SideHemType } from '../enums.js';
import { type Issue, issue } from '../issues.js';
import type { CalculationDefaults } from '../pricing/price-list.js';
import { ceilDiv, chargedLength, mmToCmParam, roundDiv, roundToRepeat } from './rounding.js';
import { checkFabricFits, hemAllowance, repeatCut, sideHems, usableWidth } from './sewn.js';
import { type CutList, emptyCutList, type FabricInput, type FabricUse } from './types.js';

function useOf(
  defaults: CalculationDefaults,
  widthType: FabricUse['widthType'],
  cutLengthMm: number,
  cutsMm: number[],
  extraMm = 0,
): FabricUse {
  const lengthMm = cutsMm.reduce((sum, cut) => sum + cut, 0) + extraMm;
  return {
    widthType,
    cutLengthMm,
    cutsMm,
    lengthMm,
    chargedMm: chargedLength(lengthMm, defaults.chargeStepMm),
  };
}

const repeatOf = (fabric: FabricInput) => Math.max(fabric.patternRepeatMm, 0);

export interface PanelCurtainInput {
  widthMm: number;
  heightMm: number;
  numberOfPanels: number;
  hemType: HemType | null;
  hemSizeMm: number | null;
  luxury: Luxury | null;
  sideHemType: SideHemType | null;
  roundToPattern: boolean;
  main: FabricInput;
}

/** Panels hang on parallel tracks, overlapping by a fixed amount so no light passes between. */
export function calculatePanelCurtain(
  input: PanelCurtainInput,
  defaults: CalculationDefaults,
): { issues: Issue[]; cutList: CutList; facts: { panels: number } } {
  const issues: Issue[] = [];
  const n = Math.max(1, input.numberOfPanels);
  const panelWidthMm = ceilDiv((n - 1) * defaults.panelCurtain.panelOverlapMm + input.widthMm, n);
  const hems = sideHems(defaults, input.sideHemType);
  const hemSizeMm = input.hemSizeMm ?? defaults.hemSizeMm[input.luxury ?? defaults.defaultLuxury];
  const cutMm =
    input.heightMm +
    defaults.panelCurtain.cutExtraMm +
    hemAllowance(defaults, input.hemType, hemSizeMm);
  const repeatMm = repeatOf(input.main);
  const patternCutMm = input.roundToPattern ? roundToRepeat(cutMm, repeatMm) : cutMm;

  let main: FabricUse;
  if (input.main.widthType === 'widewidth') {
    const cuts = repeatCut(n, panelWidthMm + hems + defaults.wideWidthExtraMm);
    main = useOf(defaults, 'widewidth', cutMm, cuts);
  } else {
    const usableMm = usableWidth(defaults, input.main, 'main_fabric', issues);
    if (panelWidthMm + hems > usableMm) {
      issues.push(
        issue('width', 'panel_wider_than_fabric', {
          panelWidth: mmToCmParam(panelWidthMm + hems),
          usableWidth: mmToCmParam(usableMm),
          unit: 'cm',
        }),
      );
    }
    main = useOf(defaults, 'strokes', patternCutMm, repeatCut(n, patternCutMm), repeatMm);
  }
  checkFabricFits(main, input.main, cutMm, 'main_fabric', issues);
  const panels: CutList['panels'] = [];
  for (let i = 0; i < n; i += 1) {
    panels.push({
      side: 'single',
      finishedWidthMm: panelWidthMm,
      flatWidthMm: panelWidthMm,
      sideHemsMm: hems,
      widths: 1,
    });
  }
  return {
    issues,
    cutList: {
      ...emptyCutList(),
      panels,
      cutLengthMm: main.widthType === 'widewidth' ? cutMm : patternCutMm,
      drops: n,
      main,
      fullnessPercent: 100,
    },
    facts: { panels: n },
  };
}

export interface FoldCurtainInput {
  widthMm: number;
  heightMm: number;
  roundToPattern: boolean;
  main: FabricInput;
  lining: FabricInput | null;
}

/** A blind is one piece: widths sewn side by side, or one sideways cut of wide-width fabric. */
function blindUse(
  defaults: CalculationDefaults,
  blindWidthMm: number,
  cutMm: number,
  fabric: FabricInput,
  field: string,
  stripCutMm: number,
  repeatMm: number,
  issues: Issue[],
): FabricUse {
  if (fabric.widthType === 'widewidth') {
    return useOf(defaults, 'widewidth', cutMm, [blindWidthMm + defaults.wideWidthExtraMm]);
  }
  const usableMm = usableWidth(defaults, fabric, field, issues);
  const widths = blindWidthMm <= usableMm ? 1 : ceilDiv(blindWidthMm, usableMm);
  return useOf(defaults, 'strokes', stripCutMm, repeatCut(widths, stripCutMm), repeatMm);
}

export function calculateFoldCurtain(
  input: FoldCurtainInput,
  defaults: CalculationDefaults,
): { issues: Issue[]; cutList: CutList; facts: { areaMm2: number } } {
  const issues: Issue[] = [];
  const fold = defaults.foldCurtain;
  const blindWidthMm = input.widthMm + 2 * fold.sideAllowanceMm;
  const cutMm = input.heightMm + fold.cutExtraMm;
  const repeatMm = repeatOf(input.main);
  const patternCutMm = input.roundToPattern ? roundToRepeat(cutMm, repeatMm) : cutMm;

  const main = blindUse(
    defaults,
    blindWidthMm,
    cutMm,
    input.main,
    'main_fabric',
    patternCutMm,
    repeatMm,
    issues,
  );
  checkFabricFits(main, input.main, cutMm, 'main_fabric', issues);
  let lining: FabricUse | null = null;
  if (input.lining) {
    lining = blindUse(
      defaults,
      blindWidthMm,
      cutMm,
      input.lining,
      'lining_fabric',
      cutMm,
      0,
      issues,
    );
    checkFabricFits(lining, input.lining, cutMm, 'lining_fabric', issues);
  }
  const stiffeners = stiffenerCountOf(input.heightMm, defaults);
  return {
    issues,
    cutList: {
      ...emptyCutList(),
      panels: [
        {
          side: 'single',
          finishedWidthMm: input.widthMm,
          flatWidthMm: blindWidthMm,
          sideHemsMm: 0,
          widths: main.widthType === 'widewidth' ? 1 : main.cutsMm.length,
        },
      ],
      cutLengthMm: main.widthType === 'widewidth' ? cutMm : patternCutMm,
      drops: main.cutsMm.length,
      main,
      lining,
      parts: [{ code: 'stiffener', quantity: stiffeners, lengthMm: input.widthMm }],
    },
    facts: { areaMm2: Math.max(fold.minAreaMm2, input.widthMm * input.heightMm) },
  };
}

/** Stiffeners of a roman blind (calculation.md §2): one per spacing of its height, at least the minimum. */
export function stiffenerCountOf(heightMm: number, defaults: CalculationDefaults): number {
  const fold = defaults.foldCurtain;
  return Math.max(fold.minStiffeners, roundDiv(heightMm, fold.stiffenerSpacingMm));
}

export function calculateTieback(defaults: CalculationDefaults): { cutList: CutList } {
  const main = useOf(defaults, 'strokes', defaults.tiebackFabricMm, [defaults.tiebackFabricMm]);
  return { cutList: { ...emptyCutList(), cutLengthMm: main.cutLengthMm, drops: 1, main } };
}

export function calculateCushion(
  input: { lengthMm: number; widthMm: number; main: FabricInput },
  defaults: CalculationDefaults,
): { issues: Issue[]; cutList: CutList } {
  const issues: Issue[] = [];
  const usableMm = usableWidth(defaults, input.main, 'main_fabric', issues);
  const neededMm = input.widthMm + defaults.cushion.widthAllowanceMm;
  if (neededMm > usableMm) {
    issues.push(
      issue('width', 'cushion_wider_than_fabric', {
        width: mmToCmParam(neededMm),
        usableWidth: mmToCmParam(usableMm),
        unit: 'cm',
      }),
    );
  }
  const cutMm = 2 * (input.lengthMm + defaults.cushion.lengthAllowanceMm);
  const main = useOf(defaults, 'strokes', cutMm, [cutMm]);
  checkFabricFits(main, input.main, 0, 'main_fabric', issues);
  return { issues, cutList: { ...emptyCutList(), cutLengthMm: cutMm, drops: 1, main } };
}

/** Cut yardage: every size is cut (and charged per started step) on its own. */
export function calculateCutYardage(
  input: { sizesMm: number[]; main: FabricInput },
  defaults: CalculationDefaults,
): { issues: Issue[]; cutList: CutList } {
  const issues: Issue[] = [];
  const cutsMm = input.sizesMm.filter((size) => size > 0);
  const lengthMm = cutsMm.reduce((sum, cut) => sum + cut, 0);
  const chargedMm = cutsMm.reduce((sum, cut) => sum + chargedLength(cut, defaults.chargeStepMm), 0);
  const main: FabricUse = {
    widthType: input.main.widthType,
    cutLengthMm: cutsMm.reduce((max, cut) => Math.max(cut, max), 0),
    cutsMm,
    lengthMm,
    chargedMm,
  };
  if (input.main.rollLengthMm > 0 && main.cutLengthMm > input.main.rollLengthMm) {
    issues.push(
      issue('sizes', 'cut_longer_than_roll', {
        cutLength: mmToCmParam(main.cutLengthMm),
        rollLength: mmToCmParam(input.main.rollLengthMm),
        unit: 'cm',
      }),
    );
  }
  return {
    issues,
    cutList: { ...emptyCutList(), cutLengthMm: main.cutLengthMm, drops: cutsMm.length, main },
  };
}

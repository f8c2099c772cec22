// Curtain articles: parameters (cm) → calculation (mm) → price lines (calculation.md §1, §2, §4).
import {
  calculateCushion,
  calculateCutYardage,
  calculateFoldCurtain,
  calculatePanelCurtain,
  calculateTieback,
} from '../calc/other-curtains.js';
import { ceilDiv, chargedLength } from '../calc/rounding.js';
import { calculateSewnCurtain } from '../calc/sewn.js';
import type { Part } from '../calc/types.js';
import type { HemType, RingSize, SewnCurtainType } from '../enums.js';
import { roundToPatternApplied } from '../forms/account-defaults.js';
import { isElectricFoldCurtain } from '../forms/fold-curtain.js';
import { issue } from '../issues.js';
import { IRONING_MIN_POINTS, runsOnBattery } from '../rules/article-rules.js';
import { ROLLERS_ADVISED_ABOVE_MM, rollersAdvised } from '../rules/guidance.js';
import { LENGTH_UNIT } from '../schemas/fields.js';
import type {
  AnyFieldOf,
  ArticleParametersByType,
  SewnCurtainParameters,
} from '../schemas/index.js';
import {
  addFabricLine,
  type EvaluationInput,
  type EvaluatorResult,
  fabricInput,
  liningFabricOf,
  mainFabricOf,
  mm,
  mm0,
  remoteTypeOf,
} from './shared.js';

/** Hems that take weight lace; `weightlaceinfabric` is a fabric that has it already (§6). */
const WEIGHT_LACE_HEMS: readonly (HemType | null)[] = ['weightlace', 'insertedweightlace'];

/** Ironing, pre-washing, washing label, child safety: options any fabric article may carry. */
function addFinishExtras(input: EvaluationInput, fabricChargedMm: number, ironingPoints: number) {
  const { params, table, lines } = input;
  if (params.ironing === true && ironingPoints >= IRONING_MIN_POINTS) {
    lines.metres('ironing', fabricChargedMm, table.ironingPerMetre);
  }
  if (params.with_pre_washing === true) {
    lines.metres('prewashing', fabricChargedMm, table.prewashingPerMetre);
  }
  if (params.with_washing_label === true)
    lines.pieces('washinglabel', 1, table.washingLabelPerArticle);
  if (params.with_child_safety === true)
    lines.pieces('childsafety', 1, table.childSafetyPerArticle);
}

/** A fixed surcharge, with a warning so the dealer sees why the price rose. */
function surcharge(
  input: EvaluationInput,
  code: 'heightover275' | 'strokesover280' | 'ringover66',
  field: string,
  params: { threshold: number; unit?: 'cm' },
): void {
  const price =
    code === 'heightover275'
      ? input.table.surcharge.heightOver
      : code === 'strokesover280'
        ? input.table.surcharge.cutLengthOver
        : input.table.surcharge.ringSizeOver;
  input.lines.pieces(code, 1, price);
  input.issues.push(issue(field, `surcharge_${code}`, params, 'warning'));
}

const RING_SIZE_MM: Record<RingSize, number> = {
  ringsize15mm: 15,
  ringsize25mm: 25,
  ringsize30mm: 30,
  ringsize40mm: 40,
  ringsize50mm: 50,
  ringsize66mm: 66,
};

export function evaluateSewnCurtain(
  input: EvaluationInput<AnyFieldOf<SewnCurtainParameters>>,
  curtainType: SewnCurtainType,
): EvaluatorResult | null {
  const { params, defaults, table, lines } = input;
  const main = mainFabricOf(input);
  const lining = liningFabricOf(input);
  if (!main) return null;
  const tier = params.tier_size ?? null;
  const luxury = params.luxury ?? defaults.defaultLuxury;
  const result = calculateSewnCurtain(
    {
      curtainType,
      widthMm: mm0(params.width),
      heightMm: mm0(params.height),
      returnLeftMm: mm0(params.return_left),
      returnRightMm: mm0(params.return_right),
      overlapLeftMm: mm0(params.overlap_left),
      overlapRightMm: mm0(params.overlap_right),
      splitType: params.split_type ?? 'equal',
      leftPercentage: params.left_percentage ?? null,
      pleatType: params.pleat_type ?? null,
      pleatPercentage: params.pleat_percentage ?? null,
      luxury,
      tierSizeMm: tier === null ? null : tier * 10,
      hemType: params.hem_type ?? null,
      hemSizeMm: mm(params.hem_size),
      sideHemType: params.side_hem_type ?? null,
      roundToPattern: roundToPatternApplied(params),
      leftStrokes: params.main_fabric_left_strokes ?? null,
      rightStrokes: params.main_fabric_right_strokes ?? null,
      main: fabricInput(main, params.main_fabric_width_type ?? null),
      lining: lining ? fabricInput(lining, params.lining_fabric_width_type ?? null) : null,
    },
    defaults,
  );
  for (const found of result.issues) input.issues.push(found);
  const { cutList, facts } = result;
  const flatChargedMm = chargedLength(facts.flatWidthMm, defaults.chargeStepMm);

  addFabricLine(input, 'fabric', main, cutList.main);
  if (lining) addFabricLine(input, 'lining', lining, cutList.lining);
  if (cutList.main?.widthType === 'widewidth') {
    lines.metres(
      'makeup_widewidth',
      flatChargedMm,
      table.makeUpWideWidthPerMetre[curtainType][luxury],
    );
  } else {
    lines.pieces('makeup', cutList.drops, table.makeUpPerDrop[curtainType][luxury]);
  }
  if (facts.tierSizeMm === 120)
    lines.metres('headingtape12', flatChargedMm, table.headingTapePerMetre[12]);
  if (facts.tierSizeMm === 150)
    lines.metres('headingtape15', flatChargedMm, table.headingTapePerMetre[15]);
  addFinishExtras(input, cutList.main?.chargedMm ?? 0, main.ironingPoints);
  if (WEIGHT_LACE_HEMS.includes(params.hem_type ?? null) || params.weight === true) {
    lines.metres('weightlace', flatChargedMm, table.weightLacePerMetre);
  }

  const s = defaults.surcharge;
  if (mm0(params.height) > s.heightOverMm)
    surcharge(input, 'heightover275', 'height', { threshold: s.heightOverMm / 10, unit: 'cm' });
  if (cutList.main?.widthType === 'strokes' && (cutList.cutLengthMm ?? 0) > s.cutLengthOverMm) {
    surcharge(input, 'strokesover280', 'height', { threshold: s.cutLengthOverMm / 10, unit: 'cm' });
  }
  if (rollersAdvised(mm0(params.height))) {
    input.issues.push(
      issue(
        'height',
        'rollers_advised',
        { min: ROLLERS_ADVISED_ABOVE_MM / 10, unit: LENGTH_UNIT },
        'warning',
      ),
    );
  }
  const ring = params.ring_size;
  if (curtainType === 'ringcurtain' && ring && RING_SIZE_MM[ring] >= s.ringSizeFromMm) {
    surcharge(input, 'ringover66', 'ring_size', { threshold: s.ringSizeFromMm });
  }
  return { cutList, flatWidthMm: facts.flatWidthMm };
}

export function evaluatePanelCurtain(
  input: EvaluationInput<ArticleParametersByType['panelcurtain']>,
): EvaluatorResult | null {
  const { params, defaults, table, lines } = input;
  const main = mainFabricOf(input);
  if (!main) return null;
  const result = calculatePanelCurtain(
    {
      widthMm: mm0(params.width),
      heightMm: mm0(params.height),
      numberOfPanels: params.number_of_panels,
      hemType: params.hem_type ?? null,
      hemSizeMm: mm(params.hem_size),
      // A panel curtain has no luxury field: the price list's default luxury applies.
      luxury: null,
      sideHemType: params.side_hem_type ?? null,
      roundToPattern: roundToPatternApplied(params),
      main: fabricInput(main, params.main_fabric_width_type ?? null),
    },
    defaults,
  );
  for (const found of result.issues) input.issues.push(found);
  addFabricLine(input, 'fabric', main, result.cutList.main);
  lines.pieces('makeup_panel', result.facts.panels, table.makeUpPanelPerPanel);
  const s = defaults.surcharge;
  if (mm0(params.height) > s.heightOverMm)
    surcharge(input, 'heightover275', 'height', { threshold: s.heightOverMm / 10, unit: 'cm' });
  return { cutList: result.cutList };
}

export function evaluateFoldCurtain(
  input: EvaluationInput<ArticleParametersByType['foldcurtain']>,
): EvaluatorResult | null {
  const { params, defaults, table, lines } = input;
  const main = mainFabricOf(input);
  const lining = liningFabricOf(input);
  if (!main) return null;
  const result = calculateFoldCurtain(
    {
      widthMm: mm0(params.width),
      heightMm: mm0(params.height),
      roundToPattern: roundToPatternApplied(params),
      main: fabricInput(main, params.main_fabric_width_type ?? null),
      lining: lining ? fabricInput(lining, params.lining_fabric_width_type ?? null) : null,
    },
    defaults,
  );
  for (const found of result.issues) input.issues.push(found);
  const { cutList } = result;
  addFabricLine(input, 'fabric', main, cutList.main);
  if (lining) addFabricLine(input, 'lining', lining, cutList.lining);

  const foldType = params.fold_type;
  // Make-up per started hundredth of a m²: the charged area is the area quantity too.
  const step = defaults.foldCurtain.areaStepMm2;
  const chargedAreaMm2 = ceilDiv(result.facts.areaMm2, step) * step;
  lines.add('makeup_fold', chargedAreaMm2 / 1000, 'm2', table.makeUpFoldPerM2[foldType]);

  // A blind without a mounting of ours (none, the dealer's own, the motor's) is sold without one:
  // the price list prices those at nothing, and no 0.00 line names a part that is not delivered.
  const mountingPrice = table.mountingSystem[params.mounting_system];
  if (mountingPrice && (mountingPrice.wholesale > 0 || mountingPrice.sales > 0)) {
    lines.pieces('mountingsystem', 1, mountingPrice);
  }
  const control = params.control_type;
  if (control) lines.pieces('control', 1, table.control[control]);
  addFinishExtras(input, cutList.main?.chargedMm ?? 0, main.ironingPoints);
  const s = defaults.surcharge;
  if (mm0(params.height) > s.heightOverMm) {
    surcharge(input, 'heightover275', 'height', { threshold: s.heightOverMm / 10, unit: 'cm' });
  }

  // One answer for form, preview, API and price: forms/fold-curtain.ts.
  if (isElectricFoldCurtain(params)) {
    const parts: Part[] = [{ code: 'motor', quantity: 1 }];
    lines.pieces('motor', 1, table.motor);
    if (runsOnBattery(params)) {
      // The battery pack is the dealer's choice (required by a rule); none is assumed.
      const battery = params.battery_option;
      if (battery) {
        lines.pieces('battery', 1, table.battery[battery]);
        parts.push({ code: 'battery', quantity: 1 });
      }
    } else {
      lines.pieces('powercord', 1, table.powerCord);
      parts.push({ code: 'powercord', quantity: 1 });
    }
    if (params.with_remote_control === true) {
      lines.pieces('remote', 1, table.remote[remoteTypeOf(params)]);
      parts.push({ code: 'remote', quantity: 1 });
    }
    if (params.with_domotica_hub === true) {
      lines.pieces('hub', 1, table.hub);
      parts.push({ code: 'hub', quantity: 1 });
    }
    cutList.parts = [...cutList.parts, ...parts];
  }
  return { cutList, areaMm2: chargedAreaMm2 };
}

export function evaluateTieback(
  input: EvaluationInput<ArticleParametersByType['tieback']>,
): EvaluatorResult | null {
  const main = mainFabricOf(input);
  if (!main) return null;
  const { cutList } = calculateTieback(input.defaults);
  addFabricLine(input, 'fabric', main, cutList.main);
  const type = input.params.tieback_type;
  input.lines.pieces('makeup_tieback', 1, input.table.makeUpTiebackPerPiece[type]);
  return { cutList };
}

export function evaluateCushion(
  input: EvaluationInput<ArticleParametersByType['cushion']>,
): EvaluatorResult | null {
  const main = mainFabricOf(input);
  if (!main) return null;
  const result = calculateCushion(
    {
      lengthMm: mm0(input.params.length),
      widthMm: mm0(input.params.width),
      main: fabricInput(main, null),
    },
    input.defaults,
  );
  for (const found of result.issues) input.issues.push(found);
  addFabricLine(input, 'fabric', main, result.cutList.main);
  const type = input.params.cushion_type;
  input.lines.pieces('makeup_cushion', 1, input.table.makeUpCushionPerPiece[type]);
  return { cutList: result.cutList };
}

export function evaluateCutYardage(
  input: EvaluationInput<ArticleParametersByType['cutyardage']>,
): EvaluatorResult | null {
  const main = mainFabricOf(input);
  if (!main) return null;
  const sizesMm = input.params.sizes.map(mm0);
  const result = calculateCutYardage({ sizesMm, main: fabricInput(main, null) }, input.defaults);
  for (const found of result.issues) input.issues.push(found);
  addFabricLine(input, 'fabric', main, result.cutList.main);
  input.lines.pieces('cutting', result.cutList.drops, input.table.cuttingPerCut);
  addFinishExtras(input, result.cutList.main?.chargedMm ?? 0, main.ironingPoints);
  return { cutList: result.cutList };
}

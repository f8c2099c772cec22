// What the per-family evaluators share: the context, the result shapes, and reading validated
// parameters (centimetres) into the calculation's millimetres, once.
import type { CutList, FabricInput, FabricUse } from '../calc/types.js';
import type { AccessoryFacts, AccountFacts, FabricFacts } from '../context.js';
import type { Currency, RemoteType, WidthType } from '../enums.js';
import { cmToMm } from '../format/index.js';
import { type Issue, issue } from '../issues.js';
import type { LineBuilder } from '../pricing/lines.js';
import type {
  CalculationDefaults,
  PriceList,
  PriceTable,
  UnitPrice,
} from '../pricing/price-list.js';

export interface EvaluationContext {
  mainFabric?: FabricFacts;
  liningFabric?: FabricFacts;
  priceList: PriceList;
  account: AccountFacts;
  /** The accessories a rail/rod parts article names, by id (loaded for that article only). */
  accessories?: Readonly<Record<string, AccessoryFacts>>;
}

/** The amounts an article takes, per piece (the price lines apply the article quantity). */
export interface ArticleQuantities {
  quantity: number;
  mainFabricMm: number;
  mainFabricChargedMm: number;
  liningMm: number;
  liningChargedMm: number;
  drops: number;
  /** Main fabric cut length per width (or the longest cut), 0 when no fabric is cut. */
  cutLengthMm: number;
  /** Σ flat width of the panels (before side hems). */
  flatWidthMm: number;
  /** Fold curtains: the area charged, at least the minimum area. */
  areaMm2: number;
  /** Rails and rods: bar length with curve legs. */
  railLengthMm: number;
  parts: Record<string, number>;
}

/** Validated parameters as plain fields; each evaluator reads the fields of its articles. */
export type Params = Readonly<Record<string, unknown>>;

/**
 * What an evaluator gets: parameters, fabrics, the price table and defaults of the currency. An
 * evaluator names the parameters of its article types (`ArticleParametersByType`), so reading a
 * field its articles do not have is a type error.
 */
export interface EvaluationInput<P extends Params = Params> {
  params: P;
  ctx: EvaluationContext;
  currency: Currency;
  table: PriceTable;
  defaults: CalculationDefaults;
  lines: LineBuilder;
  issues: Issue[];
}

export interface EvaluatorResult {
  cutList: CutList;
  flatWidthMm?: number;
  areaMm2?: number;
  railLengthMm?: number;
}

// Readers of one validated field. Callers read the field by name (`params.width`), which the
// engine looks up far faster than a computed key, and this runs on every keystroke.

/** A length in centimetres → millimetres; null when absent. */
export function mm(value: unknown): number | null {
  return typeof value === 'number' ? cmToMm(value) : null;
}

export function mm0(value: unknown): number {
  return typeof value === 'number' ? (cmToMm(value) ?? 0) : 0;
}

/**
 * The remote a motor is ordered with. One stored before the dealer chose a kind was the universal
 * remote (15 channels, configurators §9), and is still charged as one.
 */
export function remoteTypeOf(params: { readonly remote_type?: RemoteType | null }): RemoteType {
  return params.remote_type ?? 'universal';
}

/** A catalogue length as a whole, non-negative number of millimetres (bad data counts as 0). */
const lengthFact = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;

/** The fabric as the calculation sees it; the article may use a turnable fabric sideways. */
export function fabricInput(fabric: FabricFacts, widthType: WidthType | null): FabricInput {
  return {
    widthMm: lengthFact(fabric.widthMm),
    widthType: (widthType ?? fabric.widthType) === 'widewidth' ? 'widewidth' : 'strokes',
    patternRepeatMm: lengthFact(fabric.patternRepeatMm),
    rollLengthMm: lengthFact(fabric.rollLengthMm),
  };
}

/** The main fabric of a fabric article, or an issue when the context does not carry it. */
export function mainFabricOf(input: EvaluationInput): FabricFacts | null {
  const fabric = input.ctx.mainFabric;
  if (!fabric) {
    input.issues.push(issue('main_fabric', 'fabric_unknown'));
    return null;
  }
  return fabric;
}

/** The lining when the article asks for one (`lining_fabric` set) and the context carries it. */
export function liningFabricOf(input: EvaluationInput): FabricFacts | null {
  if (typeof input.params.lining_fabric !== 'string') return null;
  const fabric = input.ctx.liningFabric;
  if (!fabric) {
    input.issues.push(issue('lining_fabric', 'fabric_unknown'));
    return null;
  }
  return fabric;
}

/** A fabric's price in the account's currency, or an issue (the article cannot be priced). */
export function fabricPrice(
  input: EvaluationInput,
  fabric: FabricFacts,
  field: string,
): UnitPrice | null {
  const price = fabric.pricePerMetre[input.currency];
  if (!price) {
    input.issues.push(
      issue(field, 'fabric_price_missing', {
        fabric: fabric.name,
        currency: input.currency.toUpperCase(),
      }),
    );
    return null;
  }
  return price;
}

/** The fabric line (main or lining) of an article. */
export function addFabricLine(
  input: EvaluationInput,
  code: 'fabric' | 'lining',
  fabric: FabricFacts,
  use: FabricUse | null,
): void {
  if (!use) return;
  const price = fabricPrice(input, fabric, code === 'fabric' ? 'main_fabric' : 'lining_fabric');
  if (price) input.lines.metres(code, use.chargedMm, price);
}

/** Sum of two unit prices (a bar with its colour surcharge). */
export const plusPrice = (a: UnitPrice, b: UnitPrice | undefined): UnitPrice =>
  b ? { wholesale: a.wholesale + b.wholesale, sales: a.sales + b.sales } : a;

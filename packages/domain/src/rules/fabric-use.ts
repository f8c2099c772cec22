// What an article may be made of (configurators §3: `is_turnable`, linings, a customer fabric's
// confections). The configurators ask these functions which options to offer; the same functions
// refuse what the API is sent (through `checkArticleRules`).
import type { FabricFacts } from '../context.js';
import {
  type ArticleType,
  CONFECTION_TYPES,
  type ConfectionType,
  SEWN_CURTAIN_TYPES,
  WIDTH_TYPES,
  type WidthType,
} from '../enums.js';
import { type Issue, issue } from '../issues.js';
import type { ArticleRule } from './article-rules.js';

/**
 * The ways a fabric may be used: as it comes off the roll (its own width type), and the other way
 * only when it is turnable. A jacquard in drops is never railroaded (it would come out sideways and
 * cheaper); a wide-width fabric that is not turnable is never cut into drops.
 */
export function widthTypesOf(fabric: Pick<FabricFacts, 'widthType' | 'isTurnable'>): WidthType[] {
  return fabric.isTurnable ? [...WIDTH_TYPES] : [fabric.widthType];
}

/** Whether the dealer has a choice of direction at all (the form shows the choice only then). */
export const canChooseWidthType = (fabric: Pick<FabricFacts, 'widthType' | 'isTurnable'>) =>
  widthTypesOf(fabric).length > 1;

/**
 * The width-type choice a form offers for a fabric: the uses it allows, shown when there is a
 * choice, or when a value it does not allow is set (an article saved before, another fabric picked)
 * so that the refusal is seen where it can be mended. Nothing is offered before the fabric is known.
 */
export function widthTypeChoice(
  fabric: Pick<FabricFacts, 'widthType' | 'isTurnable'> | null | undefined,
  current: unknown,
): { show: boolean; options: WidthType[] } {
  if (!fabric) return { show: false, options: [] };
  const options = widthTypesOf(fabric);
  const refused = typeof current === 'string' && !options.includes(current as WidthType);
  return { show: options.length > 1 || refused, options };
}

function directionIssue(field: string, fabric: FabricFacts | undefined, value: unknown): Issue[] {
  if (fabric === undefined || typeof value !== 'string') return [];
  return widthTypesOf(fabric).includes(value as WidthType)
    ? []
    : [issue(field, 'fabric_not_turnable', { fabric: fabric.name })];
}

/** A fabric that is not turnable is used only as it comes off the roll, main fabric and lining. */
export const fabricUsedAsItMayBeTurned: ArticleRule = (_type, params, ctx) => [
  ...directionIssue('main_fabric_width_type', ctx.mainFabric, params.main_fabric_width_type),
  ...(typeof params.lining_fabric === 'string'
    ? directionIssue('lining_fabric_width_type', ctx.liningFabric, params.lining_fabric_width_type)
    : []),
];

/**
 * The articles whose lining is calculated and charged (calculation.md §1 lining, §2 fold curtain):
 * the curtains sewn from widths and the roman blind. A panel curtain hangs flat and unlined on its
 * panel rail, a tieback takes its fixed 0.6 m for both faces, a cushion cover and a cut of yardage
 * have no lining: a lining there would be sewn (or cut) for nothing, so it is refused.
 */
const LINED_ARTICLE_TYPES: ReadonlySet<ArticleType> = new Set<ArticleType>([
  ...SEWN_CURTAIN_TYPES,
  'foldcurtain',
]);

export function takesLining(articleType: ArticleType | null): boolean {
  return articleType !== null && LINED_ARTICLE_TYPES.has(articleType);
}

export const liningOnlyWhereCalculated: ArticleRule = (type, params) =>
  typeof params.lining_fabric === 'string' && !takesLining(type)
    ? [issue('lining_fabric', 'lining_not_made')]
    : [];

function isConfectionType(value: string): value is ConfectionType {
  return (CONFECTION_TYPES as readonly string[]).includes(value);
}

/**
 * Whether a fabric may be made into this article: a customer fabric only into the confections it
 * is declared for; the manufacturer's own fabrics into whatever their catalogue offers them for.
 */
export function fabricDeclaredFor(
  fabric: Pick<FabricFacts, 'confections'>,
  articleType: ArticleType,
): boolean {
  if (fabric.confections === undefined || !isConfectionType(articleType)) return true;
  return fabric.confections.includes(articleType);
}

export const fabricMadeIntoDeclaredConfection: ArticleRule = (type, _params, ctx) => {
  const issues: Issue[] = [];
  if (ctx.mainFabric && !fabricDeclaredFor(ctx.mainFabric, type)) {
    issues.push(issue('main_fabric', 'fabric_not_declared_for', { fabric: ctx.mainFabric.name }));
  }
  if (ctx.liningFabric && !fabricDeclaredFor(ctx.liningFabric, type)) {
    issues.push(
      issue('lining_fabric', 'fabric_not_declared_for', { fabric: ctx.liningFabric.name }),
    );
  }
  return issues;
};

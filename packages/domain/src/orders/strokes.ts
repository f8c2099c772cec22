// Stroke matching (docs/rules-calculation.md § "Stroke matching"): curtains of one commission sewn
// from the same patterned main fabric are cut as one group. Every drop starts at the pattern start
// (each cut is a whole number of repeats), the group takes one extra repeat instead of one per
// curtain, and the half widths of the curtains are combined: two half widths come out of one drop.
// The group's fabric is charged once, per started 10 cm, and shared out over the articles; undo puts
// each article's own fabric line back exactly as its own calculation made it.
import { chargedLength } from '../calc/rounding.js';
import type { CutList } from '../calc/types.js';
import { SEWN_CURTAIN_TYPES } from '../enums.js';
import type { ArticlePrice, PriceLine } from '../pricing/lines.js';
import { lineAmount } from '../pricing/money.js';

/** What stroke matching needs of an article: who it is and its own calculation. */
export interface StrokeArticle {
  orderNumber: string;
  orderId: number;
  articleType: string;
  mainFabric: string | null;
  /** The stroke group it is already in, if any. */
  strokeGroup: string | null;
  /** Pieces of the article (every line of its price is multiplied by it). */
  quantity: number;
  /** The article's own cut list, as its own calculation made it. */
  cutList: CutList | null;
}

/** Why articles cannot be matched, checked in this order (each a refusal code of the API). */
export const STROKE_MATCH_REFUSALS = [
  'too_few_articles',
  'different_commission',
  'already_matched',
  'not_sewn',
  'not_cut_in_widths',
  'fabric_mismatch',
  'not_patterned',
] as const;
export type StrokeMatchRefusal = (typeof STROKE_MATCH_REFUSALS)[number];

const isSewn = (type: string) => (SEWN_CURTAIN_TYPES as readonly string[]).includes(type);

/**
 * The pattern repeat the article's own calculation used: a curtain sewn from widths takes
 * `drops × cut + R` of its main fabric (calculation.md §1), so `R` is what is left over.
 */
export function patternRepeatOf(cutList: CutList | null): number {
  if (cutList === null || cutList.main === null || cutList.cutLengthMm === null) return 0;
  if (cutList.main.widthType !== 'strokes') return 0;
  return Math.max(0, cutList.main.lengthMm - cutList.drops * cutList.cutLengthMm);
}

/** Half widths of one piece: each panel's widths are counted in half steps. */
const halvesOf = (cutList: CutList): number =>
  cutList.panels.reduce((sum, panel) => sum + Math.round(panel.widths * 2), 0);

/** Whether the sewn curtain is cut in widths of its main fabric (not used sideways). */
function cutInWidths(article: StrokeArticle): boolean {
  const cut = article.cutList;
  return (
    cut?.main?.widthType === 'strokes' &&
    cut.cutLengthMm !== null &&
    cut.cutLengthMm > 0 &&
    cut.drops > 0
  );
}

/**
 * Why these articles cannot have their strokes matched, or null when they can: at least two
 * articles of one commission, none matched already, each a sewn curtain cut in widths, all of one
 * main fabric, and that fabric patterned with every cut a whole number of repeats (a cut that is
 * not rounded to the pattern cannot line up with the others).
 */
export function strokeMatchRefusal(articles: readonly StrokeArticle[]): StrokeMatchRefusal | null {
  if (new Set(articles.map((article) => article.orderNumber)).size < 2) return 'too_few_articles';
  if (new Set(articles.map((article) => article.orderId)).size > 1) return 'different_commission';
  if (articles.some((article) => article.strokeGroup)) return 'already_matched';
  if (!articles.every((article) => isSewn(article.articleType))) return 'not_sewn';
  if (!articles.every(cutInWidths)) return 'not_cut_in_widths';
  const fabrics = new Set(articles.map((article) => article.mainFabric ?? ''));
  if (fabrics.size > 1 || fabrics.has('')) return 'fabric_mismatch';
  const repeats = new Set(articles.map((article) => patternRepeatOf(article.cutList)));
  // One fabric with two repeats: the catalogue changed between the calculations.
  if (repeats.size > 1) return 'fabric_mismatch';
  const [repeatMm = 0] = repeats;
  if (repeatMm <= 0) return 'not_patterned';
  if (articles.some((article) => (article.cutList?.cutLengthMm ?? 0) % repeatMm !== 0)) {
    return 'not_patterned';
  }
  return null;
}

/**
 * Whether one article of an order can be matched with any other of the order (the offer page's
 * "match strokes" on an article row): null when at least one partner fits, else why not — the
 * article's own reason first (already matched, not cut in widths, not patterned), then the lack
 * of a partner.
 */
export function strokeMatchRefusalFor(
  article: StrokeArticle,
  others: readonly StrokeArticle[],
): StrokeMatchRefusal | null {
  // A pair fits only when the article itself does (not matched, sewn, cut in widths, of a
  // patterned fabric it is rounded to), so its own reason comes first and then no partner helps.
  const own = strokeMatchRefusal([article, { ...article, orderNumber: `${article.orderNumber}:` }]);
  if (own !== null) return own;
  // A partner is of the same commission and the same main fabric: only those are checked in
  // full (the order's answer asks this of every article, so a 20-article order asked 400 pairs).
  const sameOrder = others.filter(
    (other) => other.orderNumber !== article.orderNumber && other.orderId === article.orderId,
  );
  if (sameOrder.length === 0) return 'too_few_articles';
  const sameFabric = sameOrder.filter((other) => other.mainFabric === article.mainFabric);
  if (sameFabric.length === 0) return 'fabric_mismatch';
  if (sameFabric.some((other) => strokeMatchRefusal([article, other]) === null)) return null;
  return strokeMatchRefusal([article, sameFabric[0]!]);
}

/** Undo needs every named article to be in a group. */
export function undoStrokeMatchRefusal(
  articles: readonly Pick<StrokeArticle, 'strokeGroup'>[],
): 'too_few_articles' | 'not_matched' | null {
  if (articles.length === 0) return 'too_few_articles';
  return articles.every((article) => article.strokeGroup) ? null : 'not_matched';
}

/** One drop of the group's cut plan: a whole width of one article, or two half widths. */
export interface GroupDrop {
  cutMm: number;
  /** The article(s) the drop is sewn into; a drop of two halves names both. */
  orderNumbers: string[];
}

/** One article in the group: its own fabric, and its share of the group's. */
export interface StrokeShare {
  orderNumber: string;
  /** Drops of its own calculation (all pieces). */
  separateDrops: number;
  /** Fabric its own calculation takes off the roll and charges (all pieces). */
  separateMm: number;
  separateChargedMm: number;
  /** Its share of the group's charged fabric (whole charge steps). */
  matchedChargedMm: number;
}

export interface StrokeMatchPlan {
  patternRepeatMm: number;
  drops: GroupDrop[];
  /** Fabric the group takes off the roll: the drops plus one shared repeat. */
  lengthMm: number;
  /** The group's fabric charged once, per started charge step. */
  chargedMm: number;
  separateLengthMm: number;
  separateChargedMm: number;
  shares: StrokeShare[];
}

interface Half {
  orderNumber: string;
  cutMm: number;
}

/**
 * Shares `total` charge steps over the articles in proportion to their separate steps, the steps
 * left by rounding down going to the largest remainders (ties to the earlier article). No share
 * exceeds the article's own fabric, because the group never takes more than the articles apart.
 */
function shareSteps(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The group's cut plan: each piece's whole widths at its own pattern-rounded cut; the odd half
 * widths, longest cut first, paired into one drop cut at the longer of the two; one extra repeat
 * for the group. Null when the articles cannot be matched (see `strokeMatchRefusal`).
 */
export function planStrokeMatch(
  articles: readonly StrokeArticle[],
  chargeStepMm: number,
): StrokeMatchPlan | null {
  if (strokeMatchRefusal(articles) !== null) return null;
  const repeatMm = patternRepeatOf(articles[0]?.cutList ?? null);
  const drops: GroupDrop[] = [];
  const halves: Half[] = [];
  const shares: StrokeShare[] = [];
  for (const article of articles) {
    const cutList = article.cutList as CutList;
    const main = cutList.main!;
    const cutMm = cutList.cutLengthMm!;
    const pieces = Math.max(1, Math.floor(article.quantity));
    const halvesPerPiece = halvesOf(cutList);
    for (let piece = 0; piece < pieces; piece += 1) {
      for (let whole = 0; whole < Math.floor(halvesPerPiece / 2); whole += 1) {
        drops.push({ cutMm, orderNumbers: [article.orderNumber] });
      }
      if (halvesPerPiece % 2 === 1) halves.push({ orderNumber: article.orderNumber, cutMm });
    }
    shares.push({
      orderNumber: article.orderNumber,
      separateDrops: cutList.drops * pieces,
      separateMm: main.lengthMm * pieces,
      separateChargedMm: main.chargedMm * pieces,
      matchedChargedMm: 0,
    });
  }
  // Longest first (stable, so equal cuts keep the articles' order): each pair wastes least.
  const sorted = halves
    .map((half, index) => ({ half, index }))
    .sort((a, b) => b.half.cutMm - a.half.cutMm || a.index - b.index)
    .map(({ half }) => half);
  for (let i = 0; i < sorted.length; i += 2) {
    const first = sorted[i]!;
    const second = sorted[i + 1];
    drops.push({
      cutMm: first.cutMm,
      orderNumbers: second ? [first.orderNumber, second.orderNumber] : [first.orderNumber],
    });
  }
  const lengthMm = drops.reduce((sum, drop) => sum + drop.cutMm, 0) + repeatMm;
  const chargedMm = chargedLength(lengthMm, chargeStepMm);
  const steps = shareSteps(
    chargedMm / chargeStepMm,
    shares.map((share) => share.separateChargedMm / chargeStepMm),
  );
  shares.forEach((share, index) => {
    share.matchedChargedMm = (steps[index] ?? 0) * chargeStepMm;
  });
  return {
    patternRepeatMm: repeatMm,
    drops,
    lengthMm,
    chargedMm,
    separateLengthMm: shares.reduce((sum, share) => sum + share.separateMm, 0),
    separateChargedMm: shares.reduce((sum, share) => sum + share.separateChargedMm, 0),
    shares,
  };
}

// ---- money ----------------------------------------------------------------------------------

const FABRIC_LINE = 'fabric';

/** The main fabric line of a price (null when the article has none). */
export const fabricLineOf = (price: ArticlePrice): PriceLine | null =>
  price.lines.find((line) => line.code === FABRIC_LINE) ?? null;

/** A price with its lines replaced; the totals are the sums of the lines, as always. */
function withLines(price: ArticlePrice, lines: PriceLine[]): ArticlePrice {
  return {
    ...price,
    lines,
    wholesale: lines.reduce((sum, line) => sum + line.amount, 0),
    sales: lines.reduce((sum, line) => sum + line.salesAmount, 0),
  };
}

/**
 * The article's price in a group: its fabric line charges its share of the group's fabric (all
 * pieces) at the line's own unit prices; every other line stays as its own calculation made it.
 */
export function priceWithShare(price: ArticlePrice, sharedChargedMm: number): ArticlePrice {
  return withLines(
    price,
    price.lines.map((line) =>
      line.code === FABRIC_LINE
        ? {
            ...line,
            quantity: sharedChargedMm / 1000,
            amount: lineAmount(sharedChargedMm, line.unitPrice),
            salesAmount: lineAmount(sharedChargedMm, line.salesUnitPrice),
          }
        : line,
    ),
  );
}

/** Undo: the article's own fabric line back in its place, the totals summed again. */
export function priceWithOwnLine(price: ArticlePrice, ownLine: PriceLine): ArticlePrice {
  return withLines(
    price,
    price.lines.map((line) => (line.code === FABRIC_LINE ? { ...ownLine } : line)),
  );
}

/** What the match saves on one article: metres and money, as the dealer is shown them. */
export interface StrokeSavingLine {
  orderNumber: string;
  separateDrops: number;
  separateChargedMm: number;
  matchedChargedMm: number;
  savedMm: number;
  /** Fabric line amounts in cents: own, in the group, and the difference. */
  separateWholesale: number;
  matchedWholesale: number;
  savedWholesale: number;
  separateSales: number;
  matchedSales: number;
  savedSales: number;
}

export interface StrokeSaving {
  lines: StrokeSavingLine[];
  separateDrops: number;
  matchedDrops: number;
  separateChargedMm: number;
  matchedChargedMm: number;
  savedMm: number;
  savedWholesale: number;
  savedSales: number;
}

/**
 * The saving of a plan, line by line: each article's fabric line on its own and with its share.
 * `prices` are the articles' own prices by order number.
 */
export function strokeSaving(
  plan: StrokeMatchPlan,
  prices: Readonly<Record<string, ArticlePrice | null>>,
): StrokeSaving {
  const lines = plan.shares.map((share): StrokeSavingLine => {
    const own = prices[share.orderNumber];
    const line = own ? fabricLineOf(own) : null;
    const separateWholesale = line?.amount ?? 0;
    const separateSales = line?.salesAmount ?? 0;
    const matchedWholesale = line ? lineAmount(share.matchedChargedMm, line.unitPrice) : 0;
    const matchedSales = line ? lineAmount(share.matchedChargedMm, line.salesUnitPrice) : 0;
    return {
      orderNumber: share.orderNumber,
      separateDrops: share.separateDrops,
      separateChargedMm: share.separateChargedMm,
      matchedChargedMm: share.matchedChargedMm,
      savedMm: share.separateChargedMm - share.matchedChargedMm,
      separateWholesale,
      matchedWholesale,
      savedWholesale: separateWholesale - matchedWholesale,
      separateSales,
      matchedSales,
      savedSales: separateSales - matchedSales,
    };
  });
  const sum = (pick: (line: StrokeSavingLine) => number) =>
    lines.reduce((acc, line) => acc + pick(line), 0);
  return {
    lines,
    separateDrops: sum((line) => line.separateDrops),
    matchedDrops: plan.drops.length,
    separateChargedMm: plan.separateChargedMm,
    matchedChargedMm: plan.chargedMm,
    savedMm: plan.separateChargedMm - plan.chargedMm,
    savedWholesale: sum((line) => line.savedWholesale),
    savedSales: sum((line) => line.savedSales),
  };
}

// Stroke groups as stored: each article of a group keeps its share and its own fabric line
// (`article_order.stroke_match`), so that undoing the group, or editing or deleting one of its
// articles, gives every article its own calculation back exactly.
import {
  type ArticlePrice,
  type Currency,
  fabricLineOf,
  type PriceLine,
  planStrokeMatch,
  priceWithOwnLine,
  priceWithShare,
  type StrokeArticle,
  type StrokeMatchAnswer,
  type StrokeMatchPlan,
  type StrokeSaving,
  strokeSaving,
} from '@atelier/domain';
import type { Db } from '../db/client.js';
import {
  type ArticleRow,
  strokeGroupMembers,
  strokeGroupsOfOrder,
  updateArticleColumns,
} from './articles.repository.js';

/** What an article keeps of its stroke group (`article_order.stroke_match`). */
export interface StoredStrokeMatch {
  group: string;
  /** Its share of the group's charged fabric, all pieces. */
  matched_charged_mm: number;
  /** Its own fabric line, which undo puts back. */
  own_fabric_line: PriceLine | null;
  /** The group's figures as the combine call answered them. */
  match: StrokeMatchAnswer;
}

export const priceColumns = (price: ArticlePrice | null) => ({
  price,
  wholesaleCents: price?.wholesale ?? null,
  salesCents: price?.sales ?? null,
});

/**
 * Undoes stroke groups of an order: every article in them gets its own fabric line back, exactly
 * as its own calculation made it. Also used when an article of a group is edited or deleted.
 */
export async function undoStrokeGroups(db: Db, orderId: number, groups: readonly string[]) {
  const members = await strokeGroupMembers(db, orderId, groups);
  const after: Record<string, number | null> = {};
  for (const member of members) {
    const price = member.price as ArticlePrice | null;
    const stored = member.strokeMatch as StoredStrokeMatch | null;
    const own =
      price && stored?.own_fabric_line ? priceWithOwnLine(price, stored.own_fabric_line) : price;
    await updateArticleColumns(db, member.orderNumber, {
      ...priceColumns(own),
      strokeGroup: null,
      strokeMatch: null,
    });
    after[member.orderNumber] = own?.wholesale ?? null;
  }
  return { members, after };
}

export function toStrokeArticle(row: ArticleRow): StrokeArticle {
  const quantity = (row.parameters as Record<string, unknown>).quantity;
  return {
    orderNumber: row.orderNumber,
    orderId: row.orderId,
    articleType: row.articleType,
    mainFabric: row.mainFabric,
    strokeGroup: row.strokeGroup,
    quantity: typeof quantity === 'number' ? quantity : 1,
    cutList: row.cutList as StrokeArticle['cutList'],
  };
}

export function strokeMatchAnswer(
  group: string,
  mainFabric: string,
  currency: StrokeMatchAnswer['currency'],
  plan: StrokeMatchPlan,
  saving: StrokeSaving,
): StrokeMatchAnswer {
  return {
    group,
    main_fabric: mainFabric,
    currency,
    pattern_repeat_mm: plan.patternRepeatMm,
    separate_drops: saving.separateDrops,
    matched_drops: saving.matchedDrops,
    separate_length_mm: plan.separateLengthMm,
    matched_length_mm: plan.lengthMm,
    separate_charged_mm: plan.separateChargedMm,
    matched_charged_mm: plan.chargedMm,
    saved_mm: saving.savedMm,
    saved_wholesale: saving.savedWholesale,
    saved_sales: saving.savedSales,
    lines: saving.lines.map((line) => ({
      order_number: line.orderNumber,
      separate_drops: line.separateDrops,
      separate_charged_mm: line.separateChargedMm,
      matched_charged_mm: line.matchedChargedMm,
      saved_mm: line.savedMm,
      separate_wholesale: line.separateWholesale,
      matched_wholesale: line.matchedWholesale,
      saved_wholesale: line.savedWholesale,
      separate_sales: line.separateSales,
      matched_sales: line.matchedSales,
      saved_sales: line.savedSales,
    })),
  };
}

/**
 * Cuts the articles (their own calculations as stored) as one stroke group: each article's fabric
 * line charges its share of the group's fabric, and keeps its own line for undo. The caller has
 * checked that the domain allows the match.
 */
export async function applyStrokeMatch(
  db: Db,
  rows: readonly ArticleRow[],
  chargeStepMm: number,
  currency: Currency,
) {
  // Cut as a new group: a group being cut again (rematchStrokeGroups) is not "already matched".
  const articles = rows.map((row) => ({ ...toStrokeArticle(row), strokeGroup: null }));
  const plan = planStrokeMatch(articles, chargeStepMm);
  if (!plan) throw new Error(`stroke group of ${rows[0]?.orderNumber} cannot be cut as one`);
  const own = Object.fromEntries(
    rows.map((row) => [row.orderNumber, row.price as ArticlePrice | null]),
  );
  const saving = strokeSaving(plan, own);
  const group = rows.map((row) => row.orderNumber).sort()[0]!;
  const match = strokeMatchAnswer(
    group,
    rows[0]!.mainFabric ?? '',
    rows[0]!.currency ?? currency,
    plan,
    saving,
  );
  const after: Record<string, number | null> = {};
  for (const share of plan.shares) {
    const row = rows.find((candidate) => candidate.orderNumber === share.orderNumber)!;
    const price = row.price as ArticlePrice | null;
    const ownLine = price ? fabricLineOf(price) : null;
    const matched = price && ownLine ? priceWithShare(price, share.matchedChargedMm) : price;
    const stored: StoredStrokeMatch = {
      group,
      matched_charged_mm: share.matchedChargedMm,
      own_fabric_line: ownLine,
      match,
    };
    await updateArticleColumns(db, row.orderNumber, {
      ...priceColumns(matched),
      strokeGroup: group,
      strokeMatch: stored,
    });
    after[row.orderNumber] = matched?.wholesale ?? null;
  }
  return { group, plan, saving, match, after };
}

/**
 * After the order's articles were priced again with their own calculations (an offer saved or
 * renewed), every stroke group of the order is cut as one again, with the new prices: the match
 * and its saving stay.
 */
export async function rematchStrokeGroups(
  db: Db,
  orderId: number,
  chargeStepMm: number,
  currency: Currency,
) {
  for (const group of await strokeGroupsOfOrder(db, orderId)) {
    const members = await strokeGroupMembers(db, orderId, [group]);
    await applyStrokeMatch(db, members as ArticleRow[], chargeStepMm, currency);
  }
}

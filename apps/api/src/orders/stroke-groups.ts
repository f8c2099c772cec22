// Stroke groups as stored: each article of a group keeps its share and its own fabric line
// (`article_order.stroke_match`), so that undoing the group, or editing or deleting one of its
// articles, gives every article its own calculation back exactly.
import {
  type ArticlePrice,
  type PriceLine,
  priceWithOwnLine,
  type StrokeMatchAnswer,
} from '@atelier/domain';
import type { Db } from '../db/client.js';
import { strokeGroupMembers, updateArticleColumns } from './article-actions.repository.js';

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

// Where the rail/rod configurator starts: the article it opens on, and a new rail or rod's fields.
import {
  type ArticleType,
  type RailRodDraft,
  type RefusalCode,
  type Room,
  resetRailRodParameters,
} from '@atelier/domain';

export interface RailrodFlowStart {
  articleType: ArticleType | null;
  parameters: RailRodDraft;
  room: Room | null;
  /** Set when editing a stored article. */
  orderNumber: string | null;
  orderId: number | null;
  /** Why the article can no longer change (its order is confirmed, ...): it opens read-only. */
  locked: RefusalCode | null;
}

/** A new rail or rod starts with the runner, retarder and stopper defaults and quantity 1. */
export function newRailRodParameters(): RailRodDraft {
  return { ...resetRailRodParameters({}, null), quantity: 1 };
}

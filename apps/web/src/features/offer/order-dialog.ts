// What a commission's card asks in a dialog, and how a commission is named: shared by the card,
// the page and the card's dialogs, which load only after the page's first paint (order-card.tsx).
import type { OrderArticle } from '../../api/order-book';

export type OrderDialog =
  | { kind: 'delete' | 'duplicate' | 'move'; article: OrderArticle }
  | { kind: 'split'; numbers: string[] }
  | { kind: 'combine' | 'set' | 'fabric'; numbers: string[] }
  | { kind: 'offer'; renew: boolean }
  | { kind: 'confirm' };

export const commissionLabel = (
  order: { id: number; commission: string },
  unnamed: (id: number) => string,
) => (order.commission ? `${order.commission} (${order.id})` : unnamed(order.id));

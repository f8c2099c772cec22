// The order list's tabs and the status each asks the API for: apart from the columns, so the list's
// first request can be built before the page's code (Mantine, the table) has arrived.

export type OrderTab = 'confirmed' | 'delivered' | 'draft' | 'offers';
export const ORDER_TABS: readonly OrderTab[] = ['confirmed', 'delivered', 'draft', 'offers'];
/** The `status` a tab asks for. */
export const TAB_STATUS: Record<OrderTab, string> = {
  confirmed: 'confirmed',
  delivered: 'delivered',
  draft: 'draft',
  offers: 'offered',
};

// The view as dealer's request rules (decision 088). Kept apart from the debtors desk's schemas:
// the browser's entry reads the header's name, and must not carry those schemas (and zod) with it.

/** The request header that asks for a live view-as grant's shop (decision 088). */
export const VIEW_AS_HEADER = 'x-view-as-debtor';
/** How long a view as dealer lasts. */
export const VIEW_AS_MINUTES = 60;

/** Whether a request of `method` may be answered in a read-only view as dealer. */
export function viewAsAllows(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** What the end customer answered on a shared quote (kept apart: the order contract reads it). */
export const QUOTE_DECISIONS = ['accepted', 'declined'] as const;
export type QuoteDecision = (typeof QUOTE_DECISIONS)[number];

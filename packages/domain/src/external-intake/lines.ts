// What a prepared offer's request may hold, apart from its schemas (`contracts/external-intake.ts`):
// the hosted shop's and the kiosk's pages read these before their first paint, and must not carry
// the schemas (and zod) with them.

/** The articles a request's line may be, each its own line type. */
export const INTAKE_ARTICLES = ['curtain', 'foldcurtain'] as const;

/** At most this many lines (articles) in one request. */
export const MAX_INTAKE_LINES = 20;

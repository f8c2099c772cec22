// Documents (portal §3 `available_reports`, §7 `GET api/orders/{orderId}/{report}/`, configurators §4)
// and the end customer's quote that a dealer shares by link: which documents exist, what each may
// show, the tax a quote adds per the dealer's country (tax.ts), and when a shared quote may be answered.
import { z } from 'zod';
import { groupBrand } from '../brand.js';
import { QUOTE_DECISIONS, type QuoteDecision } from '../contracts/decisions.js';
import {
  AVAILABLE_REPORTS,
  type AvailableReport,
  LOCALES,
  type Locale,
  ORDER_TYPES,
  type OrderType,
} from '../enums.js';
import { integer } from '../integer.js';
import { lazySchema } from '../pure.js';
import { TAX_NAMES } from './tax.js';

/** The dealer's own documents (the account's `available_reports`) and the end customer's quote. */
export const DOCUMENT_KINDS = [...AVAILABLE_REPORTS, 'quote'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export function isAvailableReport(value: string): value is AvailableReport {
  return (AVAILABLE_REPORTS as readonly string[]).includes(value);
}

export function isDocumentKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/**
 * The documents an order has, by its type (configurators §4, portal §7): a confirmed or delivered
 * order the reports the account prints (`available_reports`: order list, supplier order list,
 * order forms), to reprint whenever needed; an offer the end customer's quote; a draft and an order
 * imported from the dealer's own system none yet (nothing is agreed, nothing to print or hand on).
 */
export function orderDocumentKinds(
  orderType: OrderType,
  reports: readonly AvailableReport[],
): DocumentKind[] {
  switch (orderType) {
    case 'confirmed':
    case 'delivered':
      return AVAILABLE_REPORTS.filter((report) => reports.includes(report));
    case 'offered':
      return ['quote'];
    default:
      return [];
  }
}

/** Whether an order has documents at all (the pages offer a way to them only then). */
export const orderHasDocuments = (
  orderType: OrderType,
  reports: readonly AvailableReport[],
): boolean => orderDocumentKinds(orderType, reports).length > 0;

/**
 * Which money figures a document may print. The supplier order list is what the dealer ordered
 * from the manufacturer: wholesale only. The quote goes to the dealer's customer: sales only,
 * never a wholesale figure. The order list and the order forms follow the account's display type.
 */
export function documentPrices(
  kind: DocumentKind,
  shown: { wholesale: boolean; sales: boolean },
): { wholesale: boolean; sales: boolean } {
  switch (kind) {
    case 'supplierorderlist':
      return { wholesale: true, sales: false };
    case 'quote':
      return { wholesale: false, sales: true };
    default:
      return shown;
  }
}

/** The file name a document is downloaded as: `orderlist-4711.pdf`. */
export const documentFileName = (kind: DocumentKind, orderId: number): string =>
  `${kind}-${orderId}.pdf`;

/** The shared quote's file name: the end customer is not told the dealer's order id. */
export const SHARED_QUOTE_FILE_NAME = 'quote.pdf';

export * from './tax.js';

// ---- the shared quote ---------------------------------------------------------------------------

export { QUOTE_DECISIONS, type QuoteDecision } from '../contracts/decisions.js';

/** Why a shared quote cannot be opened or answered (the page says which, in the customer's words). */
export const SHARE_LINK_STATES = ['open', 'answered', 'expired', 'revoked', 'withdrawn'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

export interface ShareLinkFacts {
  revokedAt: Date | string | null;
  /** The offer's validity (inclusive), `YYYY-MM-DD`; the link expires with it. */
  validUntil: string | null;
  orderType: OrderType;
  decision: QuoteDecision | null;
}

/**
 * The state of a shared quote on `today` (`YYYY-MM-DD`): revoked by the dealer, expired with the
 * offer's validity, withdrawn when the order is no longer an offer (confirmed, back to draft),
 * answered once the customer accepted or declined, else open.
 */
export function shareLinkState(link: ShareLinkFacts, today: string): ShareLinkState {
  if (link.revokedAt !== null) return 'revoked';
  if (link.orderType !== 'offered') return 'withdrawn';
  if (link.validUntil === null || link.validUntil < today) return 'expired';
  if (link.decision !== null) return 'answered';
  return 'open';
}

/** What the offer's answer rule needs to know of one of its share links. */
export interface QuoteAnswerFacts {
  decision: QuoteDecision | null;
  /** When a change to the offer last voided an answer given on this link; null when never. */
  voidedAt: Date | string | null;
}

/**
 * The end customer's answer to an offer, over all the links it was shared with: an answer belongs
 * to what the customer saw, so a change to the offer (its articles, their prices, the customer,
 * the validity) voids it and the quote asks again. At most one link holds a live answer (`live`);
 * `voided` says an answer was given and a change has voided it since, with none given anew.
 */
export function offerAnswer<L extends QuoteAnswerFacts>(
  links: readonly L[],
): { live: L | null; voided: boolean } {
  const live = links.find((link) => link.decision !== null) ?? null;
  return { live, voided: live === null && links.some((link) => link.voidedAt !== null) };
}

/**
 * The language a shared quote speaks: the one its visitor chose on the page, else their browser's
 * (Accept-Language) when it is one of ours, else the dealer's (the link's).
 */
export function sharedQuoteLocale(
  chosen: Locale | null | undefined,
  browser: Locale | null,
  dealer: Locale,
): Locale {
  return chosen ?? browser ?? dealer;
}

/** `?lang=` on the shared quote's calls: the language its visitor chose on the page. */
export const sharedQuoteQuerySchema = lazySchema(() =>
  z.object({ lang: z.enum(LOCALES).optional() }).strict(),
);
export type SharedQuoteQuery = z.infer<typeof sharedQuoteQuerySchema>;

/** Only an offer can be shared with its customer (else refused with `quote_needs_offer`). */
export const canShareOrder = (orderType: OrderType): boolean => orderType === 'offered';

/** `POST api/quotes/{token}/decision/`: the end customer's answer; a decline says why. */
export const quoteDecisionBodySchema = lazySchema(() =>
  z
    .object({
      decision: z.enum(QUOTE_DECISIONS),
      reason: z.string().trim().max(1000).optional(),
      /** The quote's `version` the page showed: an answer to an older one is refused (409). */
      version: z.string().max(64).optional(),
    })
    .strict()
    .refine((body) => body.decision === 'accepted' || (body.reason ?? '').length >= 2, {
      path: ['reason'],
      message: 'required',
    }),
);
export type QuoteDecisionBody = z.infer<typeof quoteDecisionBodySchema>;

/** A share link as the dealer sees it (the token only once, when it is made). */
export const shareLinkAnswerSchema = lazySchema(() =>
  z.object({
    id: integer,
    order_id: integer,
    /** The public path of the quote; given only in the answer that created the link. */
    url: z.string().nullable(),
    state: z.enum(SHARE_LINK_STATES),
    valid_until: z.string().nullable(),
    created_at: z.string(),
    revoked_at: z.string().nullable(),
    decision: z.enum(QUOTE_DECISIONS).nullable(),
    decision_reason: z.string().nullable(),
    decided_at: z.string().nullable(),
    /**
     * When a change to the offer last voided the answer given on this link (`decision` is null
     * again until the customer answers anew); null when never.
     */
    voided_at: z.string().nullable(),
  }),
);
export type ShareLinkAnswer = z.infer<typeof shareLinkAnswerSchema>;

/** One article of a shared quote: what the customer buys, at sales prices with VAT. */
export const quoteArticleSchema = lazySchema(() =>
  z.object({
    position: integer,
    article_type: z.string(),
    name: z.string(),
    description: z.string(),
    quantity: integer,
    /** Sales price of the article including tax (its own tax, rounded half up), in cents. */
    price: integer,
    /** The article's drawing as SVG markup, null when there is none. */
    drawing: z.string().nullable(),
  }),
);

/** `GET api/quotes/{token}/`: the quote as the end customer sees it; no wholesale figure. */
export const publicQuoteAnswerSchema = lazySchema(() =>
  z.object({
    state: z.enum(SHARE_LINK_STATES),
    /** The language the quote is answered in (`sharedQuoteLocale`); the page speaks it too. */
    locale: z.enum(LOCALES),
    dealer: z.object({
      name: z.string(),
      address: z.string(),
      postalcode: z.string(),
      city: z.string(),
      /** ISO 3166-1 alpha-2: the address is written as its country writes it (`addressLines`). */
      country: z.string(),
      phone: z.string(),
      email: z.string(),
      brand: z.string(),
      logo: z.string().nullable(),
    }),
    customer_name: z.string(),
    customer_reference: z.string(),
    valid_until: z.string().nullable(),
    currency: z.string(),
    articles: z.array(quoteArticleSchema),
    net: integer,
    /** The tax's rate; null when the dealer's country is not known (no tax line). */
    vat_percent: integer.nullable(),
    /** The tax's name in the dealer's country (`salesTaxOf`): VAT, GST, HST. */
    tax_name: z.enum(TAX_NAMES),
    /** Σ of the lines' tax (`quoteTotals`): the lines' prices including tax add up to `gross`. */
    vat: integer,
    gross: integer,
    /** The offer's live answer (given on this link or another of the same offer). */
    decision: z.enum(QUOTE_DECISIONS).nullable(),
    decision_reason: z.string().nullable(),
    /** The quote changed after the customer's answer: that answer is void and the quote asks again. */
    answer_voided: z.boolean(),
    /** Which revision of the quote this is; an answer sends it back (`quote_changed` if stale). */
    version: z.string(),
  }),
);
export type PublicQuoteAnswer = z.infer<typeof publicQuoteAnswerSchema>;

/**
 * `GET api/orders/{id}/documents/`: the documents an order of the caller's has
 * (`orderDocumentKinds`), with what the page's header names the order by.
 */
export const orderDocumentsAnswerSchema = lazySchema(() =>
  z.object({
    order_id: integer,
    order_type: z.enum(ORDER_TYPES),
    commission: z.string(),
    documents: z.array(
      z.object({
        report: z.enum(DOCUMENT_KINDS),
        file_name: z.string(),
        url: z.string(),
      }),
    ),
  }),
);
export type OrderDocumentsAnswer = z.infer<typeof orderDocumentsAnswerSchema>;

/** A document being made in the background: poll `url` again after `retry_after` seconds. */
export const documentPendingAnswerSchema = lazySchema(() =>
  z.object({
    status: z.literal('pending'),
    retry_after: integer,
  }),
);
export * from './parameter-rows.js';

// ---- branding -----------------------------------------------------------------------------------

export interface GroupBranding {
  /** The brand a customer group's documents carry: the supplier's, or a partner's. */
  brand: string;
  partner: boolean;
  colour: string;
}

/** A customer group's brand (`groupBrand`, portal §1) as the documents print it. */
export function groupBranding(group: string): GroupBranding {
  const { name, partner, colour } = groupBrand(group);
  return { brand: name, partner, colour };
}

/** The brand mark as SVG (the letter on a rounded square), in the brand colour. */
export function brandMarkSvg(branding: GroupBranding): string {
  const letter = branding.partner
    ? `<text x="16" y="22" font-size="16" font-weight="bold" text-anchor="middle" fill="#fff">${branding.brand.slice(0, 1)}</text>`
    : '<path d="M9 24 16 7l7 17h-3.4l-1.5-4h-4.2l-1.5 4Zm6-7h2.2L16 13.6Z" fill="#fff"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${branding.colour}"/>${letter}</svg>`;
}

// The quote a dealer shares with an end customer (issue "a quote the end customer can open"): a link
// with an unguessable token (only its SHA-256 is stored), read-only, ending with the offer's
// validity or when the dealer revokes it, showing sales prices with VAT and never a purchase
// figure, and taking the customer's accept or decline once. The dealer still confirms the order.
import { createHash, randomBytes } from 'node:crypto';
import {
  ActionRefused,
  canShareOrder,
  type Locale,
  offerAnswer,
  type PublicQuoteAnswer,
  type QuoteDecisionBody,
  quoteTotals,
  SHARED_QUOTE_FILE_NAME,
  type ShareLinkAnswer,
  salesTaxOf,
  sharedQuoteLocale,
  shareLinkState,
  type UnitSystem,
} from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { findOrder, type OrderRow } from '../order-record/order-record.repository.js';
import { articleName, measurementsOf } from './definitions.js';
import {
  decideShareLink,
  findShareLink,
  insertShareLink,
  recordDocumentEvent,
  revokeShareLink,
  type ShareLinkRow,
  shareLinksOfOrder,
} from './documents.repository.js';
import type { DocumentAnswer, DocumentsService } from './documents.service.js';

/** Where the end customer opens a shared quote (the web's public page). */
export const QUOTE_PAGE_PATH = '/quote';

/** `X-Robots-Tag` of the shared quote's page and calls: no search engine lists a customer's quote. */
export const NO_INDEX = 'noindex, nofollow';

/** Whether a path is the shared quote's page (`/quote/{token}`). */
export const isQuotePage = (pathname: string): boolean =>
  pathname === QUOTE_PAGE_PATH || pathname.startsWith(`${QUOTE_PAGE_PATH}/`);

/** What the visitor asks for: the language chosen on the page, else their browser's, if ours. */
export interface QuoteLanguage {
  chosen?: Locale | undefined;
  browser: Locale | null;
}

const DEALERS_LANGUAGE: QuoteLanguage = { browser: null };

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The quote's revision as its page shows it: opaque, so it tells nothing of the dealer's edits. */
const versionOf = (linkId: number, revision: number): string =>
  createHash('sha256').update(`${linkId}.${revision}`).digest('base64url').slice(0, 22);

/** 32 random bytes, URL-safe: a token no one guesses. */
const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are 43 URL-safe characters; anything else is not looked up at all. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export class QuotesService {
  constructor(
    private readonly db: Db,
    private readonly documents: DocumentsService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return this.clock().toISOString().slice(0, 10);
  }

  private async order(ctx: RequestContext, orderId: number): Promise<OrderRow> {
    const order = await findOrder(this.db, ctx.scope, orderId);
    if (!order) throw new AppError('not_found');
    return order;
  }

  /** A link as the dealer sees it; `answered` is the offer's live answer on any of its links. */
  private answer(
    link: ShareLinkRow,
    order: OrderRow,
    url: string | null,
    answered: ShareLinkRow | null,
  ): ShareLinkAnswer {
    return {
      id: link.id,
      order_id: link.orderId,
      url,
      state: shareLinkState(
        {
          revokedAt: link.revokedAt,
          validUntil: order.offerValidUntil,
          orderType: order.orderType,
          decision: answered?.decision ?? null,
        },
        this.today(),
      ),
      valid_until: order.offerValidUntil,
      created_at: link.createdAt.toISOString(),
      revoked_at: link.revokedAt?.toISOString() ?? null,
      decision: link.decision,
      decision_reason: link.decisionReason,
      decided_at: link.decidedAt?.toISOString() ?? null,
      voided_at: link.voidedAt?.toISOString() ?? null,
    };
  }

  /** The offer's live answer, whichever of its links it came by (`offerAnswer`). */
  private async answerOfOffer(orderId: number) {
    return offerAnswer(await shareLinksOfOrder(this.db, orderId));
  }

  /** `POST api/orders/{id}/share/`: a new link for an offer; its address is answered this once. */
  async share(
    ctx: RequestContext,
    orderId: number,
    unitSystem: UnitSystem,
  ): Promise<ShareLinkAnswer> {
    const order = await this.order(ctx, orderId);
    if (!canShareOrder(order.orderType)) throw new ActionRefused('share', 'quote_needs_offer');
    const token = newToken();
    const link = await insertShareLink(this.db, {
      debtorId: order.debtorId,
      orderId: order.id,
      tokenHash: hashToken(token),
      locale: ctx.locale,
      unitSystem,
      createdBy: ctx.principal.userId,
    });
    await recordDocumentEvent(this.db, {
      orderId: order.id,
      kind: 'quote_shared',
      userId: ctx.principal.userId,
      data: { link: link.id },
    });
    const { live } = await this.answerOfOffer(order.id);
    return this.answer(link, order, `${QUOTE_PAGE_PATH}/${token}`, live);
  }

  async links(ctx: RequestContext, orderId: number): Promise<ShareLinkAnswer[]> {
    const order = await this.order(ctx, orderId);
    const links = await shareLinksOfOrder(this.db, order.id);
    const { live } = offerAnswer(links);
    return links.map((link) => this.answer(link, order, null, live));
  }

  async revoke(ctx: RequestContext, orderId: number, linkId: number): Promise<ShareLinkAnswer> {
    const order = await this.order(ctx, orderId);
    const link = await revokeShareLink(this.db, order.id, linkId);
    if (!link) throw new AppError('not_found');
    await recordDocumentEvent(this.db, {
      orderId: order.id,
      kind: 'quote_share_revoked',
      userId: ctx.principal.userId,
      data: { link: link.id },
    });
    const { live } = await this.answerOfOffer(order.id);
    return this.answer(link, order, null, live);
  }

  /** The link behind a token; unknown and revoked links are the same "not found". */
  private async shared(token: string) {
    if (!TOKEN_PATTERN.test(token)) throw new AppError('not_found');
    const found = await findShareLink(this.db, hashToken(token));
    if (!found || found.link.revokedAt !== null) throw new AppError('not_found');
    const order = await findOrder(
      this.db,
      { debtorIds: [found.link.debtorId], current: found.link.debtorId },
      found.link.orderId,
    );
    if (!order) throw new AppError('not_found');
    const answer = await this.answerOfOffer(order.id);
    const state = shareLinkState(
      {
        revokedAt: found.link.revokedAt,
        validUntil: order.offerValidUntil,
        orderType: order.orderType,
        decision: answer.live?.decision ?? null,
      },
      this.today(),
    );
    return { link: found.link, order, state, answer, revision: found.revision };
  }

  /** `GET api/quotes/{token}/`: the quote as the end customer sees it. */
  async view(
    token: string,
    language: QuoteLanguage = DEALERS_LANGUAGE,
  ): Promise<PublicQuoteAnswer> {
    const { link, order, state, answer, revision } = await this.shared(token);
    const locale = sharedQuoteLocale(language.chosen, language.browser, link.locale);
    const input = await this.documents.input(order, 'quote', locale, {
      unitSystem: link.unitSystem,
      shown: { wholesale: false, sales: true },
    });
    const visible = state === 'open' || state === 'answered';
    const shown = visible ? input.articles : [];
    const totals = quoteTotals(
      shown.map((article) => article.price?.sales ?? 0),
      salesTaxOf(input.dealer.country, input.dealer.postalcode),
    );
    return {
      state,
      locale,
      dealer: {
        name: input.dealer.name,
        address: input.dealer.address,
        postalcode: input.dealer.postalcode,
        city: input.dealer.city,
        country: input.dealer.country,
        phone: input.dealer.phone,
        email: input.dealer.email,
        brand: input.dealer.brand,
        logo: input.dealer.brandMark,
      },
      customer_name: order.endCustomerName,
      customer_reference: order.endCustomerReference,
      valid_until: order.offerValidUntil,
      currency: order.currency,
      articles: shown.map((article, index) => ({
        position: article.position,
        article_type: article.articleType,
        name: articleName(article, locale),
        description: measurementsOf(article, locale, link.unitSystem),
        quantity: article.quantity,
        price: totals.lines[index]?.gross ?? 0,
        drawing: article.drawing,
      })),
      net: totals.net,
      vat_percent: totals.vatPercent,
      tax_name: totals.tax?.name ?? 'vat',
      vat: totals.vat,
      gross: totals.gross,
      decision: answer.live?.decision ?? null,
      decision_reason: answer.live?.decisionReason ?? null,
      answer_voided: answer.voided,
      version: versionOf(link.id, revision),
    };
  }

  /** `GET api/quotes/{token}/pdf/`: the quote as a PDF, while it may be seen. */
  async pdf(token: string, language: QuoteLanguage = DEALERS_LANGUAGE): Promise<DocumentAnswer> {
    const { link, order, state } = await this.shared(token);
    if (state !== 'open' && state !== 'answered') throw new AppError('not_found');
    const locale = sharedQuoteLocale(language.chosen, language.browser, link.locale);
    const bytes = await this.documents.render(order, 'quote', locale, {
      unitSystem: link.unitSystem,
      shown: { wholesale: false, sales: true },
    });
    return { kind: 'pdf', bytes, fileName: SHARED_QUOTE_FILE_NAME };
  }

  /**
   * `POST api/quotes/{token}/decision/`: accept, or decline with a reason; once per offer, on
   * whichever of its links (another link's answer makes this one 409), and again after a change
   * to the offer voided the answer. With the `version` the page showed, an answer to a quote that
   * changed since is refused with `quote_changed` (the page shows the new one).
   */
  async decide(
    token: string,
    body: QuoteDecisionBody,
    language: QuoteLanguage = DEALERS_LANGUAGE,
  ): Promise<PublicQuoteAnswer> {
    const { link, state } = await this.shared(token);
    if (state === 'expired') throw new ActionRefused('decide', 'offer_expired');
    if (state !== 'open') throw new AppError('conflict');
    const reason = body.decision === 'declined' ? (body.reason ?? '').trim() : null;
    const { version } = body;
    const decided = await decideShareLink(
      this.db,
      link,
      body.decision,
      reason || null,
      (revision) => version === undefined || versionOf(link.id, revision) === version,
    );
    if (decided === 'changed') throw new AppError('quote_changed');
    if (!decided) throw new AppError('conflict');
    return this.view(token, language);
  }
}

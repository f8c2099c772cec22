// Documents and shared quotes (portal §7 `GET api/orders/{orderId}/{report}/`). The order's own
// routes are the dealer's (tenant-scoped); `api/quotes/{token}/…` is public, read-only apart from
// the customer's one answer, and rate-limited per address.
import {
  documentPendingAnswerSchema,
  orderDocumentsAnswerSchema,
  publicQuoteAnswerSchema,
  quoteDecisionBodySchema,
  type SharedQuoteQuery,
  sharedQuoteQuerySchema,
  shareLinkAnswerSchema,
} from '@atelier/domain';
import { preferredLocale } from '@atelier/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { MemoryThrottle } from '../http/rate-limit.js';
import { errorResponses, orderIdParams } from '../http/schemas.js';
import type { DocumentAnswer, DocumentsService } from './documents.service.js';
import { NO_INDEX, type QuoteLanguage, type QuotesService } from './quotes.service.js';

const BASE = '/api/orders';
const QUOTES = '/api/quotes';

const reportParams = orderIdParams.extend({ report: z.string().max(40) });
const linkParams = orderIdParams.extend({
  linkId: z.coerce.number().int().positive().max(2_147_483_647),
});
const tokenParams = z.object({ token: z.string().max(64) });

const QUOTE_LANGUAGE_HELP =
  "Worded in `?lang=` when given (the visitor's choice on the page), else in the browser's language (Accept-Language) when it is one of the seven, else in the dealer's; the answer's `locale` says which.";

/** The shared quote's language as its visitor asks for it (`sharedQuoteLocale` decides). */
function quoteLanguageOf(request: FastifyRequest): QuoteLanguage {
  const { lang } = request.query as SharedQuoteQuery;
  return { chosen: lang, browser: preferredLocale(request.headers['accept-language']) };
}

/** A PDF answered inline (opens in the browser) with the file name to save it as. */
function sendDocument(reply: FastifyReply, answer: DocumentAnswer) {
  if (answer.kind === 'pending') {
    return reply
      .status(202)
      .header('retry-after', String(answer.retryAfter))
      .header('cache-control', 'no-store')
      .send({ status: 'pending', retry_after: answer.retryAfter });
  }
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${answer.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(answer.bytes);
}

export interface QuoteRateLimit {
  max: number;
  windowMs: number;
}

export const documentRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  quotes: QuotesService;
  rateLimit?: QuoteRateLimit;
}> = async (app, { documents, quotes, rateLimit }) => {
  // An order's documents and share links; the quote pages below are public.
  routesBelongTo(app, 'orderWork');
  app.get(
    `${BASE}/:orderId/documents/`,
    {
      schema: {
        tags: ['documents'],
        summary: 'The documents an order has by its type',
        description:
          "A confirmed or delivered order: the reports of the account's `available_reports`; an offer: the end customer's `quote`; a draft or an imported order: none. Another shop's order, or one that does not exist, answers 404.",
        params: orderIdParams,
        response: { 200: orderDocumentsAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => documents.list(contextOf(request), request.params.orderId),
  );

  app.get(
    `${BASE}/:orderId/quote/`,
    {
      schema: {
        tags: ['documents'],
        summary: "An offer's quote for the end customer (sales prices with VAT), as a PDF",
        params: orderIdParams,
        response: { ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) =>
      sendDocument(reply, await documents.quote(contextOf(request), request.params.orderId)),
  );

  app.get(
    `${BASE}/:orderId/share/`,
    {
      schema: {
        tags: ['documents'],
        summary: "An offer's share links, newest first (their addresses are never answered again)",
        params: orderIdParams,
        response: { 200: z.array(shareLinkAnswerSchema), ...errorResponses(401, 404) },
      },
    },
    (request) => quotes.links(contextOf(request), request.params.orderId),
  );

  app.post(
    `${BASE}/:orderId/share/`,
    {
      schema: {
        tags: ['documents'],
        summary: 'Share an offer with its end customer: a link that needs no account',
        description:
          'Answers the link once (`url`); it ends with the offer validity or when revoked. Only offers (409 `quote_needs_offer`).',
        params: orderIdParams,
        response: { 201: shareLinkAnswerSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { options } = await documents.viewOf(ctx);
      const link = await quotes.share(ctx, request.params.orderId, options.unitSystem);
      return reply.status(201).send(link);
    },
  );

  app.delete(
    `${BASE}/:orderId/share/:linkId/`,
    {
      schema: {
        tags: ['documents'],
        summary: 'Revoke a share link: the customer can no longer open it',
        params: linkParams,
        response: { 200: shareLinkAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => quotes.revoke(contextOf(request), request.params.orderId, request.params.linkId),
  );

  app.get(
    `${BASE}/:orderId/:report/`,
    {
      schema: {
        tags: ['documents'],
        summary:
          'A document of the order as a PDF (`orderlist`, `supplierorderlist`, `orderforms`)',
        description:
          'Only the reports in the account\'s `available_reports` (others 404). A large order answers 202 `{status: "pending", retry_after}` with `Retry-After` while the document is made in the background: ask again.',
        params: reportParams,
        response: { 202: documentPendingAnswerSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await documents.report(contextOf(request), request.params.orderId, request.params.report),
      ),
  );

  // ---- public: the end customer's quote --------------------------------------------------------

  // The customer's quote is nobody else's: search engines are told not to index its calls, a 400,
  // 404 or 429 included (the page itself says so too, spa.routes).
  const noIndex = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-robots-tag', NO_INDEX);
  };
  const throttle = new MemoryThrottle(rateLimit?.max ?? 60, rateLimit?.windowMs ?? 60_000);
  const limited = async (request: FastifyRequest) => {
    throttle.take(request.ip, Date.now());
  };

  app.get(
    `${QUOTES}/:token/`,
    {
      config: { public: true },
      onRequest: noIndex,
      preHandler: limited,
      schema: {
        tags: ['quotes'],
        summary: 'A shared quote as its end customer sees it (no account)',
        description: QUOTE_LANGUAGE_HELP,
        params: tokenParams,
        querystring: sharedQuoteQuerySchema,
        response: { 200: publicQuoteAnswerSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return quotes.view(request.params.token, quoteLanguageOf(request));
    },
  );

  app.get(
    `${QUOTES}/:token/pdf/`,
    {
      config: { public: true },
      onRequest: noIndex,
      preHandler: limited,
      schema: {
        tags: ['quotes'],
        summary: 'A shared quote as a PDF',
        description: QUOTE_LANGUAGE_HELP,
        params: tokenParams,
        querystring: sharedQuoteQuerySchema,
        response: { ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) =>
      sendDocument(reply, await quotes.pdf(request.params.token, quoteLanguageOf(request))),
  );

  app.post(
    `${QUOTES}/:token/decision/`,
    {
      config: { public: true },
      onRequest: noIndex,
      preHandler: limited,
      schema: {
        tags: ['quotes'],
        summary: 'The end customer accepts the quote, or declines it with a reason (once)',
        description: `${QUOTE_LANGUAGE_HELP} Send back the quote's \`version\`: an answer to a quote changed since answers 409 \`quote_changed\`. One answer per offer, whichever link: another link's answer makes this one 409 \`conflict\`.`,
        params: tokenParams,
        querystring: sharedQuoteQuerySchema,
        body: quoteDecisionBodySchema,
        response: { 200: publicQuoteAnswerSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    (request) => quotes.decide(request.params.token, request.body, quoteLanguageOf(request)),
  );
};

// Documents (`api/orders/{id}/documents/`, `api/orders/{id}/{report}/`) and the shared quote: the
// dealer's share links (`api/orders/{id}/share/`) and the end customer's page (`api/quotes/{token}/`,
// no account). A large order's document is made in the background: its call answers 202 with
// `retry_after` until the PDF is ready, and `fetchDocument` asks again until then.
import {
  type AvailableReport,
  type Locale,
  type OrderDocumentsAnswer,
  orderDocumentsAnswerSchema,
  type PublicQuoteAnswer,
  publicQuoteAnswerSchema,
  type QuoteDecisionBody,
  type ShareLinkAnswer,
  shareLinkAnswerSchema,
} from '@atelier/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson, HttpError } from '../lib/fetch-json';
import { request } from '../lib/http';
import { ordersKey } from './orders';

export type { AvailableReport, OrderDocumentsAnswer, PublicQuoteAnswer, ShareLinkAnswer };

const documentsKey = (orderId: number) => [...ordersKey, 'documents', orderId] as const;
const shareKey = (orderId: number) => [...ordersKey, 'share', orderId] as const;

export function useOrderDocuments(orderId: number | null) {
  return useQuery({
    queryKey: documentsKey(orderId ?? 0),
    enabled: orderId !== null && orderId > 0,
    queryFn: async ({ signal }) =>
      orderDocumentsAnswerSchema.parse(
        await request(`api/orders/${orderId}/documents/`, { signal }),
      ),
    retry: false,
  });
}

const pendingSchema = z.object({ status: z.literal('pending'), retry_after: z.number() });
const MAX_WAIT_MS = 120_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The PDF behind a document URL, waiting while the server makes it in the background. */
export async function fetchDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  const started = Date.now();
  for (;;) {
    const blob = await request<Blob>(url, {
      blob: true,
      signal,
      headers: { accept: 'application/pdf' },
    });
    if (blob.type !== 'application/json') return blob;
    const pending = pendingSchema.parse(JSON.parse(await blob.text()));
    if (Date.now() - started > MAX_WAIT_MS) throw new Error('document not ready');
    await pause(pending.retry_after * 1000);
  }
}

/** Opens a PDF in a new tab, or saves it under its file name. */
export function deliverDocument(blob: Blob, fileName: string, mode: 'open' | 'download') {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  if (mode === 'download') link.download = fileName;
  else {
    link.target = '_blank';
    link.rel = 'noopener';
  }
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// ---- share links ---------------------------------------------------------------------------

export function useShareLinks(orderId: number, enabled = true) {
  return useQuery({
    queryKey: shareKey(orderId),
    enabled,
    queryFn: async ({ signal }) =>
      z
        .array(shareLinkAnswerSchema)
        .parse(await request(`api/orders/${orderId}/share/`, { signal })),
  });
}

export function useShareLinkActions(orderId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: shareKey(orderId) });
  const create = useMutation({
    mutationFn: async () =>
      shareLinkAnswerSchema.parse(
        await request(`api/orders/${orderId}/share/`, { method: 'POST' }),
      ),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: async (linkId: number) =>
      shareLinkAnswerSchema.parse(
        await request(`api/orders/${orderId}/share/${linkId}/`, { method: 'DELETE' }),
      ),
    onSuccess: refresh,
  });
  return { create, revoke };
}

// ---- the end customer's page (no account, no token refresh) ---------------------------------

/** The browser's languages as it would ask for them (Accept-Language); the API picks among ours. */
export function browserLanguages(): string {
  const listed = navigator.languages?.length ? navigator.languages : [navigator.language];
  return listed.filter(Boolean).join(',');
}

/** `?lang=` once the visitor chose a language on the page; else the browser's languages decide. */
const quoteQuery = (chosen: Locale | null) => (chosen ? `?lang=${chosen}` : '');
const quoteKey = (token: string, chosen: Locale | null) => ['quote', token, chosen] as const;

/**
 * The shared quote in the visitor's language: the one chosen on the page, else the browser's when
 * it is one of ours, else the dealer's (the API decides and answers which in `locale`).
 */
export function usePublicQuote(token: string, chosen: Locale | null) {
  return useQuery({
    queryKey: quoteKey(token, chosen),
    queryFn: async ({ signal }) =>
      publicQuoteAnswerSchema.parse(
        await fetchJson(`api/quotes/${token}/${quoteQuery(chosen)}`, {
          signal,
          headers: { 'accept-language': browserLanguages() },
        }),
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useQuoteDecision(token: string, chosen: Locale | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuoteDecisionBody) =>
      publicQuoteAnswerSchema.parse(
        await fetchJson(`api/quotes/${token}/decision/${quoteQuery(chosen)}`, {
          method: 'POST',
          body,
          headers: { 'accept-language': browserLanguages() },
        }),
      ),
    onSuccess: (answer) => client.setQueryData(quoteKey(token, chosen), answer),
    // Answered meanwhile on another link, or the quote changed since the page showed it: the
    // page shows the quote as it is now.
    onError: (error) => {
      if (error instanceof HttpError && error.status === 409) {
        void client.invalidateQueries({ queryKey: ['quote', token] });
      }
    },
  });
}

/** The quote's PDF in the language the page shows. */
export const publicQuotePdfUrl = (token: string, locale: Locale) =>
  `/api/quotes/${token}/pdf/?lang=${locale}`;

// `api/rma/`: the shop's returns, the form filled from an article, the return itself and its
// photos. Photos are served to the shop's own users only, so they are fetched with the session's
// token and shown from a blob address, never by a plain <img src>.
import {
  liveRmaEventSchema,
  type OrderAnswer,
  type OrderListItem,
  orderAnswerSchema,
  orderPageSchema,
  RETURNABLE_ORDER_TYPES,
  RMA_PHOTO_FIELD,
  type Rma,
  type RmaBody,
  type RmaInformationBody,
  type RmaListQuery,
  rmaAnswerSchema,
  rmaPageSchema,
  rmaTemplateSchema,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { http, request } from '../lib/http';
import { listenLive, RESUMED } from '../lib/live-stream';
import { fabricQueryString } from './fabrics';

export const rmaKey = ['rma'] as const;
const BASE = 'api/rma/';

export function useReturns(query: RmaListQuery) {
  return useQuery({
    queryKey: [...rmaKey, query],
    queryFn: async ({ signal }) =>
      rmaPageSchema.parse(await http.get(`${BASE}${fabricQueryString({ ...query })}`, signal)),
  });
}

/** One return, read afresh (a live change or the dealer's answer); `shown` is what the list held. */
export function useReturn(shown: Rma | null) {
  return useQuery({
    queryKey: [...rmaKey, 'one', shown?.order_number ?? null],
    queryFn: async ({ signal }) =>
      rmaAnswerSchema.parse(await http.get(`${BASE}${shown?.order_number}/`, signal)),
    enabled: shown !== null,
    ...(shown ? { placeholderData: shown } : {}),
  });
}

/** The dealer's answer to the manufacturer's question (the intent's key). */
export async function answerReturn(
  orderNumber: string,
  body: RmaInformationBody,
  key: string,
): Promise<Rma> {
  return rmaAnswerSchema.parse(
    await request(`${BASE}${orderNumber}/answer/`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    }),
  );
}

/** The returns read again whenever the desk changes one of the shop's returns (live stream). */
export function useLiveReturns() {
  const client = useQueryClient();
  useEffect(
    () =>
      listenLive((message) => {
        const changed =
          message.event === 'rma' && liveRmaEventSchema.safeParse(message.data).success;
        // The photos do not change with the state: they are not fetched again.
        if (changed || message.event === RESUMED) {
          void client.invalidateQueries({
            queryKey: rmaKey,
            predicate: (query) => query.queryKey[1] !== 'photo',
          });
        }
      }),
    [client],
  );
}

/** Orders whose articles can be returned (confirmed or delivered), newest first. */
export function useReturnableOrders(enabled: boolean) {
  return useQuery({
    queryKey: [...rmaKey, 'orders'],
    queryFn: async ({ signal }): Promise<OrderListItem[]> =>
      orderPageSchema.parse(
        await http.get(
          `api/orders/${fabricQueryString({ status: RETURNABLE_ORDER_TYPES.join(','), page_size: 100 })}`,
          signal,
        ),
      ).results,
    enabled,
  });
}

export function useReturnableOrder(orderId: number | null) {
  return useQuery({
    queryKey: [...rmaKey, 'order', orderId],
    queryFn: async ({ signal }): Promise<OrderAnswer> =>
      orderAnswerSchema.parse(await http.get(`api/orders/${orderId}/`, signal)),
    enabled: orderId !== null,
  });
}

export function useReturnTemplate(articleOrderNumber: string | null) {
  return useQuery({
    queryKey: [...rmaKey, 'template', articleOrderNumber],
    queryFn: async () =>
      rmaTemplateSchema.parse(
        await http.post(`${BASE}template/`, { article_order_number: articleOrderNumber }),
      ),
    enabled: articleOrderNumber !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function createReturn(body: RmaBody, key: string): Promise<Rma> {
  return rmaAnswerSchema.parse(
    await request(BASE, { method: 'POST', body, headers: { 'idempotency-key': key } }),
  );
}

export async function uploadReturnPhotos(
  orderNumber: string,
  files: readonly File[],
  key: string,
): Promise<Rma> {
  const form = new FormData();
  for (const file of files) form.append(RMA_PHOTO_FIELD, file, file.name);
  return rmaAnswerSchema.parse(
    await request(`${BASE}${orderNumber}/photos/`, {
      method: 'POST',
      form,
      headers: { 'idempotency-key': key },
    }),
  );
}

/** The return, then its photos, each under the key of this attempt (a retry is done once). */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    // The return stands once made: a refused photo is reported beside it, not as its failure.
    mutationFn: async (input: {
      body: RmaBody;
      photos: readonly File[];
      keys: { rma: string; photos: string };
    }): Promise<{ made: Rma; photoError: unknown }> => {
      const made = await createReturn(input.body, input.keys.rma);
      if (input.photos.length === 0) return { made, photoError: null };
      try {
        return {
          made: await uploadReturnPhotos(made.order_number, input.photos, input.keys.photos),
          photoError: null,
        };
      } catch (photoError) {
        return { made, photoError };
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: rmaKey });
    },
  });
}

/** More photos for a return made earlier (one key per attempt). */
export function useAddReturnPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderNumber: string; photos: readonly File[]; key: string }) =>
      uploadReturnPhotos(input.orderNumber, input.photos, input.key),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: rmaKey });
    },
  });
}

/** A photo of a return as a blob address for <img>, released when no longer shown. */
export function usePhotoUrl(url: string): { src: string | null; failed: boolean } {
  const photo = useQuery({
    queryKey: [...rmaKey, 'photo', url],
    queryFn: ({ signal }) => request<Blob>(url, { signal, blob: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) return undefined;
    const address = URL.createObjectURL(photo.data);
    setSrc(address);
    return () => URL.revokeObjectURL(address);
  }, [photo.data]);
  return { src, failed: photo.isError };
}

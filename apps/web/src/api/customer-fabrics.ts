// `api/customer-fabrics/…`: a dealer's own fabrics, their suppliers and the colour-photo upload.
import {
  CUSTOMER_FABRIC_IMAGE_FIELD,
  type CustomerFabricAnswer,
  type CustomerFabricBody,
  type CustomerFabricListQuery,
  customerFabricAnswerSchema,
  customerFabricPageSchema,
  type FabricDeliveryAnswer,
  type FabricDeliveryBody,
  fabricDeliveriesAnswerSchema,
  fabricDeliveryAnswerSchema,
  type Supplier,
  suppliersAnswerSchema,
} from '@atelier/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { HttpError, requestLanguage } from '../lib/fetch-json';
import { http, request } from '../lib/http';
import { getAccessToken, refreshSession } from '../lib/session';
import { fabricQueryString } from './fabrics';

export type CustomerFabricPage = z.infer<typeof customerFabricPageSchema>;

/** Portal §3: when the suppliers cannot be loaded, the one supplier every account has is used. */
export const FALLBACK_SUPPLIERS: readonly Supplier[] = [{ id: 1, name: '' }];

const base = 'api/customer-fabrics/';
const one = (uuid: string) => `${base}${encodeURIComponent(uuid)}/`;

export async function fetchCustomerFabrics(query: CustomerFabricListQuery, signal?: AbortSignal) {
  return customerFabricPageSchema.parse(
    await http.get(`${base}${fabricQueryString(query)}`, signal),
  );
}

export async function fetchCustomerFabric(uuid: string, signal?: AbortSignal) {
  return customerFabricAnswerSchema.parse(await http.get(one(uuid), signal));
}

/** The suppliers a customer fabric may name; supplier 1 alone when the call fails. */
export async function fetchSuppliers(signal?: AbortSignal): Promise<Supplier[]> {
  try {
    return suppliersAnswerSchema.parse(await http.get(`${base}suppliers/`, signal));
  } catch (error) {
    if (signal?.aborted) throw error;
    return [...FALLBACK_SUPPLIERS];
  }
}

export const customerFabricsKey = ['customer-fabrics'] as const;

export function useCustomerFabrics(query: CustomerFabricListQuery, enabled = true) {
  return useQuery({
    queryKey: [...customerFabricsKey, 'list', query],
    queryFn: ({ signal }) => fetchCustomerFabrics(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCustomerFabric(uuid: string | null) {
  return useQuery({
    queryKey: [...customerFabricsKey, 'one', uuid],
    queryFn: ({ signal }) => fetchCustomerFabric(uuid ?? '', signal),
    enabled: uuid !== null,
  });
}

export function useSuppliers() {
  return useQuery({
    queryKey: [...customerFabricsKey, 'suppliers'],
    queryFn: ({ signal }) => fetchSuppliers(signal),
    staleTime: 10 * 60_000,
  });
}

function useFabricMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customerFabricsKey });
    },
  });
}

export function useSaveCustomerFabric() {
  return useFabricMutation(
    async ({ uuid, body }: { uuid: string | null; body: CustomerFabricBody }) =>
      customerFabricAnswerSchema.parse(
        uuid ? await http.put(one(uuid), body) : await http.post(base, body),
      ),
  );
}

export function useDuplicateCustomerFabric() {
  return useFabricMutation(async (uuid: string) =>
    customerFabricAnswerSchema.parse(await http.post(`${one(uuid)}duplicate/`)),
  );
}

/** How a fabric comes to the factory: its announcements (decision 093). */
export function useFabricDeliveries(uuid: string | null) {
  return useQuery({
    queryKey: [...customerFabricsKey, 'deliveries', uuid],
    queryFn: async ({ signal }) =>
      fabricDeliveriesAnswerSchema.parse(await http.get(`${one(uuid ?? '')}deliveries/`, signal)),
    enabled: uuid !== null,
  });
}

/** Announces a delivery once per idempotency key. */
export async function announceFabricDelivery(
  uuid: string,
  body: FabricDeliveryBody,
  key: string,
): Promise<FabricDeliveryAnswer> {
  return fabricDeliveryAnswerSchema.parse(
    await request(`${one(uuid)}deliveries/`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    }),
  );
}

export async function withdrawFabricDelivery(uuid: string, id: number): Promise<void> {
  await http.delete(`${one(uuid)}deliveries/${id}/`);
}

export function useDeleteCustomerFabric() {
  return useFabricMutation((uuid: string) => http.delete(one(uuid)));
}

export interface ImageUpload {
  uuid: string;
  articleNumber: string;
  file: File;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
}

function sendImage({ uuid, articleNumber, file, onProgress }: ImageUpload) {
  return new Promise<unknown>((resolve, reject) => {
    // fetch reports no upload progress; XMLHttpRequest does.
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', `/${one(uuid)}update-image/`);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', requestLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new HttpError(xhr.status, body));
    };
    xhr.onerror = () => reject(new HttpError(0, null));
    const form = new FormData();
    // The API reads the colour before the file, so the field order matters.
    form.append('article_number', articleNumber);
    form.append(CUSTOMER_FABRIC_IMAGE_FIELD, file, file.name);
    xhr.send(form);
  });
}

/** Uploads a colour photo; one refresh and retry when the access token has just expired. */
export async function uploadColourImage(upload: ImageUpload): Promise<CustomerFabricAnswer> {
  try {
    return customerFabricAnswerSchema.parse(await sendImage(upload));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401 || !(await refreshSession())) {
      throw error;
    }
    return customerFabricAnswerSchema.parse(await sendImage(upload));
  }
}

export function useUploadColourImage() {
  return useFabricMutation(uploadColourImage);
}

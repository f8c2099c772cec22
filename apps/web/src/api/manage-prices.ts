// `api/manage/price-lists/…`: the back office's price lists, their versions, an upload's line
// errors or difference, the schedule, and the CSV of the list in force (docs/price-lists.md).
import {
  managedPriceListsSchema,
  type PriceListCsvErrorAnswer,
  type PriceListSchedule,
  priceListInvalidSchema,
  priceListVersionDifferenceSchema,
  priceListVersionSchema,
} from '@atelier/domain';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, http, request } from '../lib/http';

const BASE = 'api/manage/price-lists';
export const managePricesKey = ['manage', 'price-lists'] as const;

export const priceListsQuery = () =>
  queryOptions({
    queryKey: managePricesKey,
    queryFn: async ({ signal }) =>
      managedPriceListsSchema.parse(await http.get(`${BASE}/`, signal)),
  });

export const versionDifferenceQuery = (listId: string, versionId: number) =>
  queryOptions({
    queryKey: [...managePricesKey, listId, versionId, 'difference'],
    queryFn: async ({ signal }) =>
      priceListVersionDifferenceSchema.parse(
        await http.get(
          `${BASE}/${encodeURIComponent(listId)}/versions/${versionId}/difference/`,
          signal,
        ),
      ),
  });

/** The CSV of the list in force today, as a blob to save. */
export async function fetchCurrentCsv(listId: string): Promise<Blob> {
  return request<Blob>(`${BASE}/${encodeURIComponent(listId)}/csv/`, { blob: true });
}

/** An upload refused for its lines: every line's error, nothing stored. */
export class PriceListRejected extends Error {
  constructor(readonly errors: PriceListCsvErrorAnswer[]) {
    super('price list invalid');
    this.name = 'PriceListRejected';
  }
}

export async function uploadPriceList(listId: string, content: string, key: string) {
  try {
    const answer = await request(`${BASE}/${encodeURIComponent(listId)}/versions/`, {
      method: 'POST',
      text: { type: 'text/csv; charset=utf-8', content },
      headers: { 'idempotency-key': key },
    });
    return priceListVersionDifferenceSchema.parse(answer);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'price_list_invalid') {
      const parsed = priceListInvalidSchema.safeParse(error.body);
      if (parsed.success) throw new PriceListRejected(parsed.data.errors);
    }
    throw error;
  }
}

export async function scheduleVersion(
  listId: string,
  versionId: number,
  body: PriceListSchedule,
  key: string,
) {
  return priceListVersionSchema.parse(
    await request(`${BASE}/${encodeURIComponent(listId)}/versions/${versionId}/schedule/`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    }),
  );
}

export async function cancelVersion(listId: string, versionId: number, key: string) {
  return priceListVersionSchema.parse(
    await request(`${BASE}/${encodeURIComponent(listId)}/versions/${versionId}/cancel/`, {
      method: 'POST',
      headers: { 'idempotency-key': key },
    }),
  );
}

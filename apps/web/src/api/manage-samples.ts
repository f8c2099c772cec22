// `api/manage/samples/`: the back office's samples desk.
import {
  sampleDeskSummarySchema,
  samplePickListSchema,
  sampleRequestSchema,
  sampleStockFabricSchema,
  sampleStockListSchema,
} from '@atelier/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../lib/http';

export const manageSamplesKey = ['manage', 'samples'] as const;

export const pickListQuery = (day: string | null) =>
  queryOptions({
    queryKey: [...manageSamplesKey, 'pick-list', day],
    queryFn: async ({ signal }) =>
      samplePickListSchema.parse(
        await http.get(`api/manage/samples/pick-list/${day ? `?day=${day}` : ''}`, signal),
      ),
    refetchOnWindowFocus: true,
  });

export const sampleDeskSummaryQuery = () =>
  queryOptions({
    queryKey: [...manageSamplesKey, 'summary'],
    queryFn: async ({ signal }) =>
      sampleDeskSummarySchema.parse(await http.get('api/manage/samples/summary/', signal)),
  });

export async function shipSampleRequest(id: number, trackingReference: string) {
  return sampleRequestSchema.parse(
    await http.post(`api/manage/samples/${id}/ship/`, { tracking_reference: trackingReference }),
  );
}

/** The overview's count: sample requests to pick today. */
export async function samplesToPick(): Promise<number> {
  return sampleDeskSummarySchema.parse(await http.get('api/manage/samples/summary/')).to_pick;
}

/** Catalogue colours and their sample stock, by article number, collection or colour number. */
export const sampleStockQuery = (search: string) =>
  queryOptions({
    queryKey: [...manageSamplesKey, 'stock', search],
    queryFn: async ({ signal }) =>
      sampleStockListSchema.parse(
        await http.get(`api/manage/samples/fabrics/?search=${encodeURIComponent(search)}`, signal),
      ),
    enabled: search.length >= 2,
  });

/** Marks a colour's samples out of stock (false) or back in stock (true). */
export async function setSampleStock(fabricUuid: string, samplesInStock: boolean) {
  return sampleStockFabricSchema.parse(
    await http.put(`api/manage/samples/fabrics/${encodeURIComponent(fabricUuid)}/stock/`, {
      samples_in_stock: samplesInStock,
    }),
  );
}

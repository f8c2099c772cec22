// `api/manage/samples/`: the back office's samples desk.
import {
  sampleDeskSummarySchema,
  samplePickListSchema,
  sampleRequestSchema,
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

// `api/samples/`: the shop's sample requests (portal §2 `sampleservice`).
import {
  type SampleListQuery,
  type SampleRequest,
  type SampleRequestBody,
  samplePageSchema,
  sampleRequestSchema,
} from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { http, request } from '../lib/http';
import { fabricQueryString } from './fabrics';

export const samplesKey = ['samples'] as const;
const BASE = 'api/samples/';

export function useSampleRequests(query: SampleListQuery, enabled = true) {
  return useQuery({
    queryKey: [...samplesKey, query],
    queryFn: async ({ signal }) =>
      samplePageSchema.parse(await http.get(`${BASE}${fabricQueryString({ ...query })}`, signal)),
    enabled,
  });
}

/** Sends a request under the key of this attempt: a retry after a lost answer sends it once. */
/** Sends a sample request once per idempotency key. */
export async function requestSamples(body: SampleRequestBody, key: string): Promise<SampleRequest> {
  return sampleRequestSchema.parse(
    await request(BASE, { method: 'POST', body, headers: { 'idempotency-key': key } }),
  );
}

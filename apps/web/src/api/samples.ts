// `api/samples/`: the shop's sample requests (portal §2 `sampleservice`).
import {
  type SampleListQuery,
  type SampleRequest,
  type SampleRequestBody,
  samplePageSchema,
  sampleRequestSchema,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
export function useRequestSamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      key,
    }: {
      body: SampleRequestBody;
      key: string;
    }): Promise<SampleRequest> =>
      sampleRequestSchema.parse(
        await request(BASE, { method: 'POST', body, headers: { 'idempotency-key': key } }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: samplesKey });
    },
  });
}

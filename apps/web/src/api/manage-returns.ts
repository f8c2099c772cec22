// `api/manage/returns/`: the returns desk. Its photos are served to staff only, so they are
// fetched with the session's token (as the dealer's are) and shown from a blob address.
import {
  type ManageReturn,
  type ManageReturnsQuery,
  manageReturnPageSchema,
  manageReturnSchema,
  manageReturnsWaitingSchema,
  type RmaAcceptBody,
  type RmaAskBody,
  type RmaReceiveBody,
  type RmaRefuseBody,
  type RmaResolveBody,
} from '@atelier/domain';
import { queryOptions } from '@tanstack/react-query';
import { http, request } from '../lib/http';
import { fabricQueryString } from './fabrics';

export const manageReturnsKey = ['manage', 'returns'] as const;
const BASE = 'api/manage/returns/';

export const manageReturnsQuery = (query: ManageReturnsQuery) =>
  queryOptions({
    queryKey: [...manageReturnsKey, 'list', query],
    queryFn: async ({ signal }) =>
      manageReturnPageSchema.parse(
        await http.get(`${BASE}${fabricQueryString({ ...query })}`, signal),
      ),
  });

export const manageReturnQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: [...manageReturnsKey, 'one', orderNumber],
    queryFn: async ({ signal }) =>
      manageReturnSchema.parse(await http.get(`${BASE}${orderNumber}/`, signal)),
  });

/** The overview's count of returns waiting for a decision. */
export const manageReturnsWaitingQuery = () =>
  queryOptions({
    queryKey: [...manageReturnsKey, 'waiting'],
    queryFn: async ({ signal }) =>
      manageReturnsWaitingSchema.parse(await http.get(`${BASE}waiting/`, signal)).count,
  });

/** The count alone, for the back office's overview (the route table loads it lazily). */
export async function fetchReturnsWaiting(): Promise<number> {
  return manageReturnsWaitingSchema.parse(await http.get(`${BASE}waiting/`)).count;
}

export type DeskDecision =
  | { action: 'accept'; body: RmaAcceptBody }
  | { action: 'refuse'; body: RmaRefuseBody }
  | { action: 'ask'; body: RmaAskBody }
  | { action: 'receive'; body: RmaReceiveBody }
  | { action: 'resolve'; body: RmaResolveBody };

export async function decideReturn(
  orderNumber: string,
  decision: DeskDecision,
  key: string,
): Promise<ManageReturn> {
  return manageReturnSchema.parse(
    await request(`${BASE}${orderNumber}/${decision.action}/`, {
      method: 'POST',
      body: decision.body,
      headers: { 'idempotency-key': key },
    }),
  );
}

// `api/manage/errors/`: the errors desk (the browsers' error reports the portal keeps).
import {
  type ErrorGroupAction,
  errorEventSchema,
  errorGroupDetailSchema,
  errorGroupPageSchema,
  errorGroupSchema,
  errorReplaySchema,
  errorSummarySchema,
  type ManageErrorsQuery,
  replayStillArriving,
} from '@atelier/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../lib/http';
import { fabricQueryString } from './fabrics';

export const manageErrorsKey = ['manage', 'errors'] as const;
const BASE = 'api/manage/errors/';

export const errorGroupsQuery = (query: ManageErrorsQuery) =>
  queryOptions({
    queryKey: [...manageErrorsKey, 'list', query],
    queryFn: async ({ signal }) =>
      errorGroupPageSchema.parse(
        await http.get(`${BASE}${fabricQueryString({ ...query })}`, signal),
      ),
    placeholderData: keepPreviousData,
    // New reports arrive all the time: read afresh when shown again.
    staleTime: 0,
  });

export const errorGroupQuery = (id: number) =>
  queryOptions({
    queryKey: [...manageErrorsKey, 'group', id],
    queryFn: async ({ signal }) =>
      errorGroupDetailSchema.parse(await http.get(`${BASE}${id}/`, signal)),
    staleTime: 0,
  });

export const errorEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...manageErrorsKey, 'event', eventId],
    queryFn: async ({ signal }) =>
      errorEventSchema.parse(await http.get(`${BASE}events/${eventId}/`, signal)),
    // A kept report does not change, except that its replay may arrive after it: while it may
    // still be on its way, the report is asked for again.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) =>
      query.state.data && replayStillArriving(query.state.data, Date.now())
        ? REPLAY_POLL_MS
        : false,
  });

/** How often a report whose replay is on its way is asked for again. */
const REPLAY_POLL_MS = 3_000;

export const errorReplayQuery = (replayId: string) =>
  queryOptions({
    queryKey: [...manageErrorsKey, 'replay', replayId],
    queryFn: async ({ signal }) =>
      errorReplaySchema.parse(await http.get(`${BASE}replays/${replayId}/`, signal)),
    staleTime: 60_000,
  });

export const errorSummaryQuery = () =>
  queryOptions({
    queryKey: [...manageErrorsKey, 'summary'],
    queryFn: async ({ signal }) =>
      errorSummarySchema.parse(await http.get(`${BASE}summary/`, signal)),
  });

/** The overview's count: error groups open. */
export async function openErrorGroups(): Promise<number> {
  return errorSummarySchema.parse(await http.get(`${BASE}summary/`)).open;
}

/** Resolves, ignores or reopens a group (audited); the answer is the group as it is now. */
export async function decideErrorGroup(id: number, action: ErrorGroupAction) {
  return errorGroupSchema.parse(await http.post(`${BASE}${id}/${action}/`, {}));
}

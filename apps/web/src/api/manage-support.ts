// `api/manage/support/`: the back office's support inbox.
import {
  type ManageSupportListQuery,
  type ManageSupportReplyBody,
  type ManageSupportThreadPatch,
  manageSupportSummarySchema,
  staffMembersSchema,
  staffMeSchema,
  supportThreadDetailSchema,
  supportThreadPageSchema,
} from '@atelier/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../lib/http';

export const manageSupportKey = ['manage', 'support'] as const;

function queryString(query: ManageSupportListQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const inboxQuery = (query: ManageSupportListQuery) =>
  queryOptions({
    queryKey: [...manageSupportKey, 'threads', query],
    queryFn: async ({ signal }) =>
      supportThreadPageSchema.parse(
        await http.get(`api/manage/support/threads/${queryString(query)}`, signal),
      ),
    // Read afresh each time shown: a dealer may have written since the last look.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const inboxThreadQuery = (id: number) =>
  queryOptions({
    queryKey: [...manageSupportKey, 'thread', id],
    queryFn: async ({ signal }) =>
      supportThreadDetailSchema.parse(await http.get(`api/manage/support/threads/${id}/`, signal)),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const inboxSummaryQuery = () =>
  queryOptions({
    queryKey: [...manageSupportKey, 'summary'],
    queryFn: async ({ signal }) =>
      manageSupportSummarySchema.parse(await http.get('api/manage/support/summary/', signal)),
  });

export const staffListQuery = () =>
  queryOptions({
    queryKey: ['manage', 'staff'],
    queryFn: async ({ signal }) =>
      staffMembersSchema.parse(await http.get('api/manage/staff/', signal)),
    staleTime: 300_000,
  });

export async function replyAsStaff(id: number, body: ManageSupportReplyBody) {
  return supportThreadDetailSchema.parse(
    await http.post(`api/manage/support/threads/${id}/messages/`, body),
  );
}

export async function updateInboxThread(id: number, body: ManageSupportThreadPatch) {
  return supportThreadDetailSchema.parse(
    await http.patch(`api/manage/support/threads/${id}/`, body),
  );
}

/** Who the member of staff is (for "assign to me"). */
export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['manage', 'me'],
    queryFn: async ({ signal }) => staffMeSchema.parse(await http.get('api/manage/me/', signal)),
    staleTime: 300_000,
  });

/** The overview's count: conversations open on the desk. */
export async function openConversations(): Promise<number> {
  return manageSupportSummarySchema.parse(await http.get('api/manage/support/summary/')).open;
}

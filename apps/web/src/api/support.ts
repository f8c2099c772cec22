// `api/support/`: a message to customer support opens a conversation; the shop's conversations,
// one with its messages, the dealer's answer, and the unread count of the help entry's badge.
import {
  type SupportMessageBody,
  supportMessageSentSchema,
  supportThreadDetailSchema,
  supportThreadPageSchema,
  supportUnreadSchema,
} from '@atelier/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../lib/http';

export const supportKey = ['support'] as const;

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SupportMessageBody) =>
      supportMessageSentSchema.parse(await http.post('api/support/messages/', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKey }),
  });
}

// A conversation is read afresh each time it is shown: support may have answered since (a list
// or a conversation kept from an earlier look would hide the answer its badge announces).
export const supportThreadsQuery = () =>
  queryOptions({
    queryKey: [...supportKey, 'threads'],
    queryFn: async ({ signal }) =>
      supportThreadPageSchema.parse(await http.get('api/support/threads/?page_size=100', signal)),
    staleTime: 0,
  });

export const supportThreadQuery = (id: number) =>
  queryOptions({
    queryKey: [...supportKey, 'thread', id],
    queryFn: async ({ signal }) =>
      supportThreadDetailSchema.parse(await http.get(`api/support/threads/${id}/`, signal)),
    staleTime: 0,
  });

/** The help entry's badge: conversations with an answer the dealer has not read. */
export function useSupportUnread(enabled: boolean) {
  return useQuery({
    queryKey: [...supportKey, 'unread'],
    queryFn: async ({ signal }) =>
      supportUnreadSchema.parse(await http.get('api/support/unread/', signal)).unread,
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}

export async function replyToSupport(id: number, text: string) {
  return supportThreadDetailSchema.parse(
    await http.post(`api/support/threads/${id}/messages/`, { text }),
  );
}

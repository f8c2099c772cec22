// The shop's conversations with customer support on the help page (docs/decisions/085): the list
// with a badge on those with an unread answer, and one conversation (`?thread=`) with its answer
// box. Opening a conversation marks support's answers read; the sidebar's badge follows.
import { formatMoment, type SupportThread } from '@atelier/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import {
  replyToSupport,
  supportKey,
  supportThreadQuery,
  supportThreadsQuery,
} from '../../api/support';
import { ConversationMessages, ReplyBox } from '../../components/conversation';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { currentLocale } from '../../lib/i18n';

const STATUS_COLOR = { open: 'blue', waiting: 'teal', closed: 'gray' } as const;

export function StatusBadge({ thread }: { thread: SupportThread }) {
  const { t } = useTranslation('support');
  return (
    <Badge variant="light" tt="none" color={STATUS_COLOR[thread.status]}>
      {t(`status.${thread.status}`)}
    </Badge>
  );
}

function Conversation({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const thread = useQuery(supportThreadQuery(id));
  // Reading it changed the unread marks: the list and the badge read afresh.
  const read = thread.dataUpdatedAt;
  useEffect(() => {
    if (read) void queryClient.invalidateQueries({ queryKey: [...supportKey, 'unread'] });
  }, [read, queryClient]);
  const reply = useIdempotentMutation(
    (text: string) => replyToSupport(id, text),
    { success: t('conversations.sent'), failure: t('conversations.failed') },
    { invalidate: [supportKey] },
  );
  if (thread.isPending) return <LoadingState />;
  if (thread.isError) {
    return <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  }
  const data = thread.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          {t('conversations.back')}
        </Button>
        <StatusBadge thread={data} />
      </Group>
      <Title order={3} fz="h5">
        {data.subject}
      </Title>
      <ConversationMessages
        label={data.subject}
        locale={currentLocale()}
        lines={data.messages.map((message) => ({
          id: message.id,
          mine: message.author === 'dealer',
          author: message.author === 'dealer' ? message.author_name : t('conversations.support'),
          text: message.text,
          at: message.at,
        }))}
      />
      <ReplyBox
        label={t('conversations.reply')}
        sendLabel={t('conversations.send')}
        pending={reply.isPending}
        onSend={async (text) => (await reply.run(text)) !== null}
      />
    </Stack>
  );
}

function ThreadRow({ thread, onOpen }: { thread: SupportThread; onOpen: () => void }) {
  const { t } = useTranslation('support');
  return (
    <UnstyledButton onClick={onOpen} p="xs" style={{ borderRadius: 8 }} className="thread-row">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={thread.unread ? 700 : 500} truncate>
            {thread.subject}
          </Text>
          <Text size="xs" c="dimmed">
            {t('conversations.last', {
              date: formatMoment(thread.last_activity_at, currentLocale()),
            })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {thread.unread ? (
            <Badge color="red.9" variant="filled" tt="none">
              {t('conversations.unread')}
            </Badge>
          ) : null}
          <StatusBadge thread={thread} />
        </Group>
      </Group>
    </UnstyledButton>
  );
}

export function HelpConversations() {
  const { t } = useTranslation('support');
  const [search, setSearch] = useSearchParams();
  const threads = useQuery({ ...supportThreadsQuery(), refetchOnWindowFocus: true });
  const shown = Number(search.get('thread')) || null;
  const show = (id: number | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('thread');
        else next.set('thread', String(id));
        return next;
      },
      { replace: false },
    );
  const unread = threads.data?.results.filter((thread) => thread.unread).length ?? 0;
  let body: React.ReactNode;
  if (shown !== null) body = <Conversation id={shown} onBack={() => show(null)} />;
  else if (threads.isPending) body = <LoadingState />;
  else if (threads.isError) {
    body = <ErrorState error={threads.error} onRetry={() => void threads.refetch()} />;
  } else if (threads.data.results.length === 0) {
    body = <EmptyState>{t('conversations.empty')}</EmptyState>;
  } else {
    body = (
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {threads.data.results.map((thread) => (
          <li key={thread.id}>
            <ThreadRow thread={thread} onOpen={() => show(thread.id)} />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="conversations-title"
      id="conversations"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="conversations-title">
            {t('conversations.title')}
          </Title>
          {unread > 0 ? (
            <Badge color="red.9" variant="filled" tt="none">
              {t('conversations.unreadCount', { count: unread })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('conversations.intro')}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}

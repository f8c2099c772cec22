// One conversation in the inbox: its messages, who has it (assign to self or another member of
// staff), its status, and the answer box with the status the answer leaves (domain
// `statusAfterReply`: `waiting` on the dealer unless chosen otherwise).
import {
  type ManageSupportThreadPatch,
  SUPPORT_THREAD_STATUSES,
  type SupportThreadStatus,
  statusAfterReply,
} from '@atelier/domain';
import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import {
  inboxThreadQuery,
  manageSupportKey,
  replyAsStaff,
  staffListQuery,
  staffMeQuery,
  updateInboxThread,
} from '../../api/manage-support';
import { ConversationMessages, ReplyBox } from '../../components/conversation';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { currentLocale } from '../../lib/i18n';
import { ThreadStatusBadge } from './thread-status-badge';

export function InboxThread({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('manageSupport');
  const thread = useQuery(inboxThreadQuery(id));
  const staff = useQuery(staffListQuery());
  const [replyStatus, setReplyStatus] = useState<SupportThreadStatus>(statusAfterReply('staff'));
  const update = useIdempotentMutation(
    (patch: ManageSupportThreadPatch) => updateInboxThread(id, patch),
    { success: t('thread.updated'), failure: t('thread.updateFailed') },
    { invalidate: [manageSupportKey] },
  );
  const reply = useIdempotentMutation(
    (body: { text: string; status: SupportThreadStatus }) => replyAsStaff(id, body),
    { success: t('thread.sent'), failure: t('thread.failed') },
    { invalidate: [manageSupportKey] },
  );
  const back = (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onBack}
    >
      {t('thread.back')}
    </Button>
  );
  if (thread.isPending) return <LoadingState />;
  if (thread.isError) {
    return (
      <Stack>
        {back}
        <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />
      </Stack>
    );
  }
  const data = thread.data;
  const staffOptions = (staff.data ?? []).map((member) => ({
    value: String(member.id),
    label: member.username,
  }));
  const statusOptions = SUPPORT_THREAD_STATUSES.map((value) => ({
    value,
    label: t(`status.${value}`),
  }));
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={data.subject}
        description={t('thread.openedBy', {
          user: data.opened_by,
          debtor: data.debtor_name,
          number: data.debtor_number,
        })}
        actions={<ThreadStatusBadge status={data.status} />}
      />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('thread.assignee')}
            data={staffOptions}
            value={data.assignee_id === null ? null : String(data.assignee_id)}
            placeholder={t('thread.nobody')}
            clearable
            onChange={(value) =>
              void update.run({ assignee_id: value === null ? null : Number(value) })
            }
            w={220}
          />
          <MeButton
            onTake={(staffId) => void update.run({ assignee_id: staffId })}
            disabled={update.isPending}
            taken={data.assignee_id}
          />
          <Select
            label={t('thread.status')}
            data={statusOptions}
            value={data.status}
            allowDeselect={false}
            onChange={(value) => {
              if (value && value !== data.status) {
                void update.run({ status: value as SupportThreadStatus });
              }
            }}
            w={220}
          />
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Title order={2} fz="h5">
            {t('thread.messages', { subject: data.subject })}
          </Title>
          <ConversationMessages
            label={t('thread.messages', { subject: data.subject })}
            locale={currentLocale()}
            lines={data.messages.map((message) => ({
              id: message.id,
              mine: message.author === 'staff',
              author: message.author_name,
              text: message.text,
              at: message.at,
            }))}
          />
          <ReplyBox
            label={t('thread.reply')}
            sendLabel={t('thread.send')}
            pending={reply.isPending}
            onSend={async (text) => (await reply.run({ text, status: replyStatus })) !== null}
            extra={
              <Select
                label={t('thread.replyStatus')}
                data={statusOptions}
                value={replyStatus}
                allowDeselect={false}
                onChange={(value) => value && setReplyStatus(value as SupportThreadStatus)}
                w={200}
              />
            }
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** "Assign to me": hidden once the conversation is the caller's. */
function MeButton({
  onTake,
  disabled,
  taken,
}: {
  onTake: (staffId: number) => void;
  disabled: boolean;
  taken: number | null;
}) {
  const { t } = useTranslation('manageSupport');
  const me = useQuery(staffMeQuery());
  if (!me.data || me.data.id === taken) return null;
  const id = me.data.id;
  return (
    <Button
      variant="light"
      leftSection={<IconUserCheck size={16} aria-hidden />}
      disabled={disabled}
      onClick={() => onTake(id)}
    >
      {t('thread.takeIt')}
    </Button>
  );
}

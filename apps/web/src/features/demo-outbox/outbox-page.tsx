// The demo's mailbox (docs/decisions/034-demo-mailbox.md, 064-accounts-hardening.md): what the portal would have mailed,
// newest first, with links that open.
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailOff, IconRefresh } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../api/outbox';
import { ErrorState, LoadingState } from '../../components/state-views';
import { useLabelled } from '../../components/use-labelled';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The text split into plain runs and addresses, each keyed by where it starts in the text. */
function textParts(text: string): { at: number; part: string; link: boolean }[] {
  const parts: { at: number; part: string; link: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > at) parts.push({ at, part: text.slice(at, match.index), link: false });
    parts.push({ at: match.index, part: match[0], link: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ at, part: text.slice(at), link: false });
  return parts;
}

/** The text part with its addresses as links (the reset link is the point of the page). */
function MailText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {textParts(text).map(({ at, part, link }) =>
        link ? (
          <Anchor key={at} href={part}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={at}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

export function OutboxPage() {
  const { t, i18n } = useTranslation('account');
  const { labelled } = useLabelled();
  const outbox = useOutbox();
  const mails = outbox.data;
  let body: React.ReactNode;
  if (outbox.isError) {
    body = <ErrorState error={outbox.error} onRetry={outbox.refetch} />;
  } else if (outbox.isPending || mails === undefined) body = <LoadingState />;
  else if (mails === null) {
    body = (
      <Alert color="gray" icon={<IconMailOff size={18} aria-hidden />}>
        {t('outbox.closed')}
      </Alert>
    );
  } else if (mails.length === 0) {
    body = <Text c="dimmed">{t('outbox.empty')}</Text>;
  } else {
    const when = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    body = (
      <Stack gap="sm">
        {mails.map((mail) => (
          <Card key={mail.id} withBorder radius="md" component="article">
            <Stack gap={6}>
              <Title order={2} fz="h5">
                {mail.subject}
              </Title>
              <Text size="xs" c="dimmed">
                {labelled(t('outbox.to'), mail.to)} ·{' '}
                {labelled(t('outbox.sent'), when.format(new Date(mail.created_at)))}
              </Text>
              <MailText text={mail.text} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('outbox.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('outbox.intro')}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
        >
          {t('outbox.refresh')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}

import { type AccountSettings, conversationToContinue } from '@atelier/domain';
import { Button, Divider, Popover, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { supportThreadsQuery } from '../api/support';
import { LoadingState } from '../components/state-views';
import { SupportContacts } from '../components/support-contacts';

// The form (with the form library and its validation) loads when the panel first opens: every
// account page draws the top bar, few open the panel.
const SupportMessageForm = lazy(() =>
  import('../components/support-message-form').then((m) => ({ default: m.SupportMessageForm })),
);

const HELP = '/account/help';

/** The latest conversation that is not closed (domain `conversationToContinue`), to go on with. */
function ContinueConversation({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('support');
  const threads = useQuery(supportThreadsQuery());
  const latest = threads.data ? conversationToContinue(threads.data.results) : null;
  return (
    <>
      {latest ? (
        <Button
          component={Link}
          to={`${HELP}?thread=${latest.id}`}
          variant="light"
          leftSection={<IconMessages size={16} aria-hidden />}
          onClick={onOpen}
        >
          {t('conversations.continueChat')}
        </Button>
      ) : null}
      <Divider label={latest ? t('conversations.newOne') : undefined} />
    </>
  );
}

/**
 * The chat-support entry of the top bar (portal §1: Dutch, not tracking-only): who to call, the
 * latest open conversation with support to continue, or a new one (docs/decisions/085).
 */
export function SupportPanel({ account }: { account: AccountSettings }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const openThread = (id: number) => {
    setOpened(false);
    void navigate(`${HELP}?thread=${id}`);
  };
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={340}
      withinPortal
      trapFocus
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          aria-label={t('support.button')}
          onClick={() => setOpened((open) => !open)}
          leftSection={<IconMessageCircle size={18} aria-hidden />}
        >
          <Text span size="sm" visibleFrom="md">
            {t('support.button')}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600}>{t('support.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('support.body')}
          </Text>
          <SupportContacts account={account} />
          <Suspense fallback={<LoadingState />}>
            <ContinueConversation onOpen={() => setOpened(false)} />
            <SupportMessageForm compact onSent={openThread} />
          </Suspense>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

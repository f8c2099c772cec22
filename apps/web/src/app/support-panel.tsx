import type { AccountSettings } from '@atelier/domain';
import { Button, Divider, Popover, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../components/state-views';
import { SupportContacts } from '../components/support-contacts';

// The form (with the form library and its validation) loads when the panel first opens: every
// account page draws the top bar, few open the panel.
const SupportMessageForm = lazy(() =>
  import('../components/support-message-form').then((m) => ({ default: m.SupportMessageForm })),
);

/** The chat-support entry of the top bar: who to call, and a message to support (docs/decisions/036-support-message.md). */
export function SupportPanel({ account }: { account: AccountSettings }) {
  const { t } = useTranslation('shell');
  return (
    <Popover position="bottom-end" shadow="md" width={340} withinPortal trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          aria-label={t('support.button')}
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
          <Divider />
          <Suspense fallback={<LoadingState />}>
            <SupportMessageForm compact />
          </Suspense>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

// The member of staff's own menu in the back office's top bar: who they are, their role, log out.
// (The language is the top bar's picker, saved on the account as a dealer's is.)
import type { StaffMe } from '@atelier/domain';
import {
  Avatar,
  Button,
  Divider,
  Group,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/** The badge's letter is drawn by the style sheet: decoration, not a word of the button's name. */
function Initial({ name, size }: { name: string; size: number }) {
  return (
    <Avatar color="brand" radius="xl" size={size} aria-hidden>
      <span className="atelier-letter" data-letter={initialOf(name)} />
    </Avatar>
  );
}

export function StaffMenu({ me, onLogout }: { me: StaffMe; onLogout: () => void }) {
  const { t } = useTranslation('manage');
  const role = t(`roles.${me.staff_role}`);
  return (
    <Popover position="bottom-end" shadow="md" width={300} withinPortal trapFocus>
      <Popover.Target>
        <UnstyledButton
          // The name holds what the button shows: the user name and the role.
          aria-label={t('staffMenu.open', { name: me.username, role })}
          px="xs"
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Initial name={me.username} size={32} />
            <Stack gap={0} visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2} truncate maw={220}>
                {me.username}
              </Text>{' '}
              <Text size="xs" c="dimmed" lh={1.2}>
                {role}
              </Text>
            </Stack>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('staffMenu.title')}>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Initial name={me.username} size={44} />
            <Stack gap={0}>
              <Text fw={600}>{me.username}</Text>
              <Text size="xs" c="dimmed">
                {role}
              </Text>
              {me.email ? (
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                  {me.email}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <Divider />
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={onLogout}
          >
            {t('shell:account.logout')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

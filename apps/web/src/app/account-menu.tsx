import type { AccountSettings } from '@atelier/domain';
import { countryName, listOf, weekdayName } from '@atelier/domain';
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
import { currentLocale } from '../lib/i18n';

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/**
 * The round badge with the account's first letter. The letter is drawn by the style sheet, not
 * written in the page: it is decoration, and as text it would be the first word the account button
 * shows, a word its accessible name (the account's name and city) does not hold.
 */
function Initial({ name, size }: { name: string; size: number }) {
  return (
    <Avatar color="brand" radius="xl" size={size} aria-hidden>
      <span className="atelier-letter" data-letter={initialOf(name)} />
    </Avatar>
  );
}

export function AccountMenu({
  account,
  onLogout,
}: {
  account: AccountSettings;
  onLogout: () => void;
}) {
  const { t } = useTranslation('shell');
  const debtor = account.debtor;
  const name = account.is_service_account ? account.username : (debtor?.name ?? account.username);

  return (
    <Popover position="bottom-end" shadow="md" width={340} withinPortal trapFocus>
      <Popover.Target>
        <UnstyledButton
          // The name holds what the button shows, the city too (speech control and axe).
          aria-label={t('account.open', {
            name: [name, account.is_service_account ? null : debtor?.city]
              .filter(Boolean)
              .join(', '),
          })}
          px="xs"
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Initial name={name} size={32} />
            <Stack gap={0} visibleFrom="sm">
              {/* Shortened only where the top bar is short of room. */}
              <Text size="sm" fw={600} lh={1.2} truncate maw={{ base: 180, md: 260, lg: 360 }}>
                {name}
              </Text>
              {/* A space between name and city, as a reader of the page's text (axe too) needs. */}{' '}
              {!account.is_service_account && debtor?.city ? (
                <Text size="xs" c="dimmed" lh={1.2}>
                  {debtor.city}
                </Text>
              ) : null}
            </Stack>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('account.title')}>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Initial name={debtor?.name ?? name} size={44} />
            <Stack gap={0}>
              <Text fw={600}>{debtor?.name ?? name}</Text>
              <Text size="xs" c="dimmed">
                {account.username}
              </Text>
            </Stack>
          </Group>
          <Divider />
          {debtor ? (
            <DebtorDetails account={account} debtor={debtor} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('debtor.none')}
            </Text>
          )}
          <Divider />
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={onLogout}
          >
            {t('account.logout')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The debtor's address and delivery days, drawn only while the menu is open: naming the country and
 * the weekdays builds the browser's date and region formatters, which costs a phone a noticeable
 * part of every page's first render.
 */
function DebtorDetails({
  account,
  debtor,
}: {
  account: AccountSettings;
  debtor: NonNullable<AccountSettings['debtor']>;
}) {
  const { t } = useTranslation('shell');
  const locale = currentLocale();
  const days = (debtor.delivery_trips ?? []).map((trip) => weekdayName(trip.delivery_day, locale));
  const row = (label: string, value: string | undefined) =>
    value ? (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed" w={110} style={{ flexShrink: 0 }}>
          {label}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {value}
        </Text>
      </Group>
    ) : null;
  return (
    <Stack gap={6}>
      {row(t('account.address'), debtor.address)}
      {row(t('account.postalCode'), debtor.postalcode)}
      {row(t('account.city'), debtor.city)}
      {row(t('account.country'), debtor.country && countryName(debtor.country, locale))}
      {row(t('account.phone'), debtor.phone || debtor.telephone)}
      {row(t('account.email'), debtor.email || account.email)}
      {row(
        t('account.deliveryDays'),
        days.length > 0 ? listOf(days, locale) : t('account.noDeliveryDays'),
      )}
    </Stack>
  );
}

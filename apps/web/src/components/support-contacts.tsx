import type { AccountSettings } from '@atelier/domain';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';

/** The manufacturer's support e-mail and phone for this account, as links. */
export function SupportContacts({ account }: { account: AccountSettings }) {
  const phoneHref = `tel:${account.customer_support_phone.replace(/[^+\d]/g, '')}`;
  return (
    <Stack gap={6}>
      <Anchor href={`mailto:${account.customer_support_email}`} size="sm">
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden />
          {account.customer_support_email}
        </Group>
      </Anchor>
      <Anchor href={phoneHref} size="sm">
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden />
          {account.customer_support_phone}
        </Group>
      </Anchor>
    </Stack>
  );
}

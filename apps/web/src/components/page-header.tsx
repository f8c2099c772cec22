import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  badge,
  description,
  actions,
}: {
  /** Null while the page has not named itself yet (an account page's frame): its place is held. */
  title: string | null;
  /** A short state beside the title (an order's type). */
  badge?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const heading =
    title === null ? (
      <Skeleton height={34} width={220} radius="sm" />
    ) : (
      <Title order={1} fz="h2">
        {title}
      </Title>
    );
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4}>
        {badge ? (
          <Group gap="sm" align="center" wrap="wrap">
            {heading}
            {badge}
          </Group>
        ) : (
          heading
        )}
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}

import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  actions,
}: {
  /** Null while the page has not named itself yet (an account page's frame): its place is held. */
  title: string | null;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4}>
        {title === null ? (
          <Skeleton height={34} width={220} radius="sm" />
        ) : (
          <Title order={1} fz="h2">
            {title}
          </Title>
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

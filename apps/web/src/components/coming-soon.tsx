import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';
import { useRouteTitle } from './route-title';

/** The body of a route whose page a later release fills: its title and a calm note. */
export function ComingSoon() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm" py="lg" maw={480} mx="auto" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconHammer size={26} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz="h4">
            {t('coming.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('coming.body')}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}

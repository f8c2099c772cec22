import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { isChunkLoadError, reloadOnce } from './chunk-reload';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunkFailure = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkFailure);
  useEffect(() => {
    if (chunkFailure) setReloading(reloadOnce());
  }, [chunkFailure]);
  if (reloading) return <PageLoader />;
  return (
    <Center py="xl" px="md">
      <Paper withBorder p="xl" radius="md" maw={520} role="alert">
        <Stack gap="sm">
          <Title order={1} fz="h3">
            {chunkFailure ? t('failure.chunkTitle') : t('failure.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {chunkFailure ? t('failure.chunkBody') : t('failure.body')}
          </Text>
          <Button onClick={() => window.location.reload()} style={{ alignSelf: 'flex-start' }}>
            {t('actions.reload')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

import { Button, Center, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { reportError } from '../lib/error-tracing';
import { isChunkLoadError, reloadOnce } from './chunk-reload';

/**
 * A route's error boundary: the page that failed is replaced by this, in the user's language, with
 * "try again" and the reference of the error report (support finds the report by it on the errors
 * page). A route's code that failed to load reloads once instead (portal §8).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunkFailure = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkFailure);
  const [reference, setReference] = useState<string | null>(null);
  useEffect(() => {
    if (chunkFailure) {
      setReloading(reloadOnce());
      return;
    }
    let current = true;
    void reportError(error).then((found) => {
      if (current) setReference(found);
    });
    return () => {
      current = false;
    };
  }, [chunkFailure, error]);
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
          {reference && (
            <Text size="sm" data-testid="error-reference">
              {t('failure.reference')}{' '}
              <Code fz="sm" style={{ userSelect: 'all' }}>
                {reference}
              </Code>
            </Text>
          )}
          <Button onClick={() => window.location.reload()} style={{ alignSelf: 'flex-start' }}>
            {chunkFailure ? t('actions.reload') : t('actions.retry')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

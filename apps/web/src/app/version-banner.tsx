import { VERSION_CHECK_INTERVAL_MS } from '@atelier/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLatestVersion } from '../api/version';
import { checkForNewVersion, reloadToNewVersion } from '../lib/version-check';

function useNewVersion(): string | null {
  const [latest, setLatest] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    const check = () =>
      void checkForNewVersion(fetchLatestVersion).then((found) => {
        if (active && found) setLatest(found);
      });
    check();
    const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);
  return latest;
}

export function VersionBanner() {
  const { t } = useTranslation('shell');
  const latest = useNewVersion();
  if (!latest) return null;
  return (
    <Alert color="brand" variant="light" mb="md" role="status" py="xs">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('version.available', { version: latest })}</Text>
        <Button
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void reloadToNewVersion()}
        >
          {t('version.get')}
        </Button>
      </Group>
    </Alert>
  );
}

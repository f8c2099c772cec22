import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { ComingSoon } from '../../components/coming-soon';
import { SupportContacts } from '../../components/support-contacts';

export function HelpPage() {
  const { t } = useTranslation('shell');
  const settings = useAccountSettings();
  return (
    <Stack gap="lg">
      <div>
        <ComingSoon />
      </div>
      {settings.data ? (
        <Paper withBorder p="lg" radius="md" id="contact">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('support.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('support.body')}
            </Text>
            <SupportContacts account={settings.data} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

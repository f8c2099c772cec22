// The kiosk's full-screen button (browsers allow full screen only on a gesture) and the question
// before an idle reset.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function FullscreenButton() {
  const { t } = useTranslation('shop');
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  return (
    <Button
      variant="default"
      size="lg"
      leftSection={<IconMaximize size={20} aria-hidden />}
      onClick={() => {
        if (document.fullscreenElement) void document.exitFullscreen();
        else void document.documentElement.requestFullscreen().catch(() => {});
      }}
    >
      {t('kiosk.fullscreen')}
    </Button>
  );
}

export function IdleWarning({
  opened,
  onStillHere,
  seconds,
}: {
  opened: boolean;
  onStillHere: () => void;
  seconds: number;
}) {
  const { t } = useTranslation('shop');
  return (
    <Modal
      opened={opened}
      onClose={onStillHere}
      title={t('kiosk.idleTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="lg">
        <Text size="lg">{t('kiosk.idleBody', { seconds })}</Text>
        <Group justify="flex-end">
          <Button size="xl" onClick={onStillHere}>
            {t('kiosk.stillHere')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

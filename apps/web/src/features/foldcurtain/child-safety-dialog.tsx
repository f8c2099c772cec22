// The child-safety dialog (configurators §2): a blind worked by a chain is about to be ordered
// without child safety. The dealer adds it with one click or confirms leaving it off.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from '../../components/layered-modal';

export function ChildSafetyDialog({
  opened,
  onAdd,
  onKeepOff,
}: {
  opened: boolean;
  onAdd: () => void;
  onKeepOff: () => void;
}) {
  const { t } = useTranslation('foldcurtain');
  return (
    <LayeredModal opened={opened} onClose={onKeepOff} title={t('childSafety.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('childSafety.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepOff}>
            {t('childSafety.keepOff')}
          </Button>
          <Button onClick={onAdd} data-autofocus>
            {t('childSafety.add')}
          </Button>
        </Group>
      </Stack>
    </LayeredModal>
  );
}

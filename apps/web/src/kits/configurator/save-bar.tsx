// The save row of a configurator: save (or save changes), start over, and the outcome — the
// server's message when it refused, the order number when it stored the article.
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocked } from './locked';

export function SaveBar({
  onSave,
  onReset,
  saving,
  errorMessage,
  isUpdate,
  disabled,
  disabledReason,
  savedOrderNumber,
}: {
  onSave: () => void;
  onReset?: () => void;
  saving: boolean;
  errorMessage: string | null;
  isUpdate: boolean;
  disabled?: boolean;
  /** Why saving is not possible yet (shown under the button). */
  disabledReason?: string | null;
  savedOrderNumber?: string | null;
}) {
  const { t } = useTranslation('configurator');
  // An article that can no longer change has nothing to save (the page says why).
  if (useLocked()) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        {errorMessage ? (
          <Alert color="red" variant="light" role="alert" title={t('save.failed')}>
            {errorMessage}
          </Alert>
        ) : null}
        {savedOrderNumber && !errorMessage ? (
          <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />}>
            <Group justify="space-between" gap="sm">
              <Text size="sm" role="status">
                {t('save.saved', { orderNumber: savedOrderNumber })}
              </Text>
              <Button component={Link} to="/account/offer" variant="subtle" size="compact-sm">
                {t('save.toOrder')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Group justify="space-between">
          {onReset ? (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => {
                if (window.confirm(t('save.resetConfirm'))) onReset();
              }}
            >
              {t('save.reset')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={onSave}
            loading={saving}
            disabled={disabled}
          >
            {saving ? t('save.saving') : isUpdate ? t('save.update') : t('save.save')}
          </Button>
        </Group>
        {disabled && disabledReason ? (
          <Text size="xs" c="dimmed" ta="right">
            {disabledReason}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

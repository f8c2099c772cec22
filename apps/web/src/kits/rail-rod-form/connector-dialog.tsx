// The connector dialog (portal §2 "Dialogs": connector): a rail longer than one bar is either joined
// with connectors or delivered as loose bars. The same choice stays editable beside the width.

import type { ConnectorNeed } from '@atelier/domain';
import { formatLength, type UnitSystem } from '@atelier/domain';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from '../../components/layered-modal';
import { currentLocale } from '../../lib/i18n';

function useConnectorTexts(need: ConnectorNeed, unitSystem: UnitSystem) {
  const { t } = useTranslation('railrod');
  const locale = currentLocale();
  const cm = (mm: number) => formatLength(mm, locale, unitSystem, 'cm');
  return {
    explanation: t('connector.explanation', {
      length: cm(need.lengthMm),
      max: cm(need.maxBarMm),
      bars: need.bars,
    }),
    count: t('connector.count', { count: need.connectors }),
  };
}

export function ConnectorDialog({
  need,
  opened,
  unitSystem,
  onChoose,
  onClose,
}: {
  need: ConnectorNeed | null;
  opened: boolean;
  unitSystem: UnitSystem;
  onChoose: (withConnector: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('railrod');
  return (
    <LayeredModal
      opened={opened && need !== null}
      onClose={onClose}
      title={t('connector.title')}
      centered
      closeButtonProps={{ 'aria-label': t('connector.later') }}
    >
      {need ? (
        <ConnectorDialogBody need={need} unitSystem={unitSystem} onChoose={onChoose} />
      ) : null}
    </LayeredModal>
  );
}

function ConnectorDialogBody({
  need,
  unitSystem,
  onChoose,
}: {
  need: ConnectorNeed;
  unitSystem: UnitSystem;
  onChoose: (withConnector: boolean) => void;
}) {
  const { t } = useTranslation('railrod');
  const texts = useConnectorTexts(need, unitSystem);
  return (
    <Stack gap="md">
      <Text size="sm">{texts.explanation}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('connector.with')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('connector.withHint')} {texts.count}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('connector.without')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('connector.withoutHint')}
        </Text>
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onChoose(false)}>
          {t('connector.without')}
        </Button>
        <Button onClick={() => onChoose(true)}>{t('connector.with')}</Button>
      </Group>
    </Stack>
  );
}

/** The choice beside the width once the rail is longer than one bar, with the connectors it takes. */
export function ConnectorChoice({
  need,
  value,
  unitSystem,
  onChange,
  error,
}: {
  need: ConnectorNeed;
  value: unknown;
  unitSystem: UnitSystem;
  onChange: (withConnector: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation(['railrod', 'articleFields']);
  const id = useId();
  const texts = useConnectorTexts(need, unitSystem);
  return (
    <Stack gap={4}>
      <Text component="span" id={`${id}-label`} size="sm" fw={500}>
        {t('articleFields:labels.with_connector')}
        <Text component="span" c="red" aria-hidden>
          {' *'}
        </Text>
      </Text>
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        data={[
          { value: 'with', label: t('railrod:connector.with') },
          { value: 'without', label: t('railrod:connector.without') },
        ]}
        value={value === true ? 'with' : value === false ? 'without' : ''}
        onChange={(next) => onChange(next === 'with')}
        fullWidth
      />
      <Text size="xs" c="dimmed">
        {texts.explanation}
        {value === false ? '' : ` ${texts.count}`}
      </Text>
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

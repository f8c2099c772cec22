// A fabric field: shows the chosen fabric and opens the picker dialog. The configurators hold the
// choice in their own state; this only reports it.
import type { FabricListKind } from '@atelier/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconColorSwatch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FabricPickerDialog, type PickedFabric } from './fabric-picker-dialog';

export type { PickedFabric } from './fabric-picker-dialog';

export function FabricPicker({
  kind,
  value,
  onChange,
  label,
}: {
  kind: FabricListKind;
  value: PickedFabric | null;
  onChange: (fabric: PickedFabric) => void;
  /** The button's text when "Choose a fabric" would be ambiguous (a lining beside a fabric). */
  label?: string;
}) {
  const { t } = useTranslation('fabrics');
  const [opened, setOpened] = useState(false);
  return (
    <Group gap="md" align="center">
      <Button
        leftSection={<IconColorSwatch size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {label ?? t('picker.open')}
      </Button>
      <Text size="sm" role="status" aria-live="polite">
        {value ? t('picker.chosen', { name: value.name }) : t('picker.none')}
      </Text>
      {opened ? (
        <FabricPickerDialog
          opened={opened}
          onClose={() => setOpened(false)}
          kind={kind}
          onPick={onChange}
        />
      ) : null}
    </Group>
  );
}

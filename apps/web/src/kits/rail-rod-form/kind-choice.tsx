// The rail/rod kind as cards: a dealer recognises a track, a decorative rail or a rod by its name
// and one line of what it is for.

import { isRailRodArticleType, type RailRodArticleType } from '@atelier/domain';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function RailRodKindChoice({
  kinds,
  value,
  onChange,
  disabled,
  label,
}: {
  kinds: readonly RailRodArticleType[];
  value: RailRodArticleType | null;
  onChange: (kind: RailRodArticleType) => void;
  disabled?: boolean;
  label?: string;
}) {
  const { t } = useTranslation(['railrod', 'enums', 'configurator']);
  if (kinds.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('configurator:empty.noRodTypes')}
      </Text>
    );
  }
  return (
    <Radio.Group
      value={value}
      onChange={(next) => {
        if (isRailRodArticleType(next)) onChange(next);
      }}
      label={label ?? t('railrod:model.heading')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {kinds.map((kind) => (
          <Radio.Card
            key={kind}
            value={kind}
            radius="md"
            p="md"
            disabled={disabled && kind !== value}
            aria-label={t(`enums:railRodKinds.${kind}`)}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator disabled={disabled && kind !== value} />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {t(`enums:railRodKinds.${kind}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`railrod:kinds.${kind}`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

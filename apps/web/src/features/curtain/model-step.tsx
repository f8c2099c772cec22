// Step 1: the curtain model (as far as the account may order it) and, for sewn curtains, the quality
// level (configurators §3 "Type: luxury").
import type {
  AccountSettings,
  CurtainDraft,
  CurtainFieldName,
  CurtainType,
  Issue,
} from '@atelier/domain';
import { allowedCurtainTypes, isCurtainType, schemaFields } from '@atelier/domain';
import { Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/state-views';
import { ChoiceField } from '../../kits/configurator';
import { ModelIcon } from './model-icons';

export function ModelStep({
  account,
  articleType,
  onChoose,
  parameters,
  onChange,
  issues,
}: {
  account: AccountSettings;
  articleType: CurtainType | null;
  onChoose: (type: CurtainType) => void;
  parameters: Readonly<CurtainDraft>;
  onChange: (name: CurtainFieldName, value: unknown) => void;
  issues: readonly Issue[];
}) {
  const { t } = useTranslation(['curtain', 'enums', 'configurator']);
  const types = allowedCurtainTypes(account);
  if (types.length === 0) {
    return <EmptyState>{t('configurator:empty.noCurtains')}</EmptyState>;
  }
  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {t('curtain:model.title')}
      </Title>
      <Radio.Group
        value={articleType}
        onChange={(value) => {
          if (isCurtainType(value)) onChoose(value);
        }}
        label={t('curtain:model.models')}
        description={t('curtain:model.hint')}
      >
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" mt="xs">
          {types.map((type) => (
            <Radio.Card
              key={type}
              value={type}
              radius="md"
              p="sm"
              aria-label={t(`enums:articleTypes.${type}`)}
            >
              <Group gap="xs" wrap="nowrap" align="center">
                <Radio.Indicator size="xs" />
                <Text size="sm" fw={500} lh={1.2}>
                  {t(`enums:articleTypes.${type}`)}
                </Text>
              </Group>
              <Group justify="center" mt="xs" c={articleType === type ? 'brand.7' : 'gray.7'}>
                <ModelIcon type={type} />
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {articleType && schemaFields(articleType).has('luxury') ? (
        <ChoiceField
          name="luxury"
          parameters={parameters}
          onChange={onChange}
          issues={issues}
          options={account.luxuries}
          enumKey="luxuryTypes"
          variant="segmented"
          required
        />
      ) : null}
    </Stack>
  );
}

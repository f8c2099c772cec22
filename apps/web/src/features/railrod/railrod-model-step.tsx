// The model step of the rail/rod configurator: the kind to configure, fixed once the article is stored.
import { type ArticleType, isRailRodArticleType, type RailRodArticleType } from '@atelier/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RailRodKindChoice } from '../../kits/rail-rod-form';

export function RailrodModelStep({
  isEdit,
  articleType,
  kinds,
  onChooseKind,
}: {
  isEdit: boolean;
  articleType: ArticleType | null;
  kinds: readonly RailRodArticleType[];
  onChooseKind: (kind: RailRodArticleType) => void;
}) {
  const { t } = useTranslation(['railrod', 'enums']);
  return (
    <Stack gap="sm">
      {isEdit && articleType && !isRailRodArticleType(articleType) ? (
        <Text fw={600}>{t(`enums:articleTypes.${articleType}`)}</Text>
      ) : (
        <RailRodKindChoice
          kinds={isEdit && articleType ? [articleType as RailRodArticleType] : kinds}
          value={articleType && isRailRodArticleType(articleType) ? articleType : null}
          onChange={onChooseKind}
          disabled={isEdit}
        />
      )}
      {isEdit ? (
        <Text size="sm" c="dimmed">
          {t('railrod:model.locked')}
        </Text>
      ) : null}
    </Stack>
  );
}

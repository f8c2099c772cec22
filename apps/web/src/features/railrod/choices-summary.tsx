// The confirmation step: everything the dealer chose, in words, before it goes into the order.
import {
  type ArticleType,
  formatSize,
  type RailRodDraft,
  type RailRodField,
  railRodFieldsOf,
  type UnitSystem,
} from '@atelier/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FactRow, FactsTable } from '../../kits/configurator';
import { currentLocale } from '../../lib/i18n';

export function ChoicesSummary({
  articleType,
  parameters,
  unitSystem,
}: {
  articleType: ArticleType | null;
  parameters: Readonly<RailRodDraft>;
  unitSystem: UnitSystem;
}) {
  const { t } = useTranslation(['railrod', 'articleFields', 'enums', 'configurator']);
  const locale = currentLocale();
  if (!articleType) {
    return (
      <Text size="sm" c="dimmed">
        {t('railrod:summary.nothing')}
      </Text>
    );
  }
  const show = (value: unknown, field: RailRodField): string => {
    if (field.kind === 'flag')
      return t(value === true ? 'configurator:fields.yes' : 'configurator:fields.no');
    if (field.kind === 'length' && typeof value === 'number') {
      return formatSize(value, locale, unitSystem);
    }
    if (field.kind === 'choice' && field.enumKey)
      return t(`enums:${field.enumKey}.${String(value)}`, { defaultValue: String(value) });
    return String(value);
  };
  // The domain decides which rows the article shows and in which order (a rod has no runners).
  const rows = railRodFieldsOf(articleType, parameters).filter((field) => {
    const value = parameters[field.name];
    return value !== undefined && value !== null && value !== '';
  });
  return (
    <FactsTable
      verticalSpacing={6}
      labelWidth="45%"
      caption={t('railrod:summary.heading')}
      rows={[
        [t('railrod:summary.kind'), t(`enums:articleTypes.${articleType}`)],
        ...rows.map(
          (field): FactRow => [
            t(`articleFields:labels.${field.name}`),
            show(parameters[field.name], field),
          ],
        ),
      ]}
    />
  );
}

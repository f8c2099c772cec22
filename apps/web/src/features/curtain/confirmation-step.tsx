// Step 7: everything chosen, in words a dealer can read back to the customer, with the price as the
// account shows prices and the cut list; saving is below.
import {
  type AccountSettings,
  ADD_ON_IDS,
  type ArticleEvaluation,
  type CurtainField,
  type CurtainFormState,
  formatSize,
  type Locale,
  leadTimeWeeks,
  lengthChoiceLabel,
  pricesShown,
  type UnitSystem,
  visibleFields,
} from '@atelier/domain';
import { Alert, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  type ChosenFabric,
  CutListView,
  type ExtraArticle,
  FactsTable,
  FieldGroup,
  PriceView,
} from '../../kits/configurator';
import { currentLocale } from '../../lib/i18n';

type Row = [label: string, value: string];

function formatValue(
  field: CurtainField,
  value: unknown,
  t: TFunction,
  locale: Locale,
  unitSystem: UnitSystem,
): string | null {
  if (value === undefined || value === null || value === '') return null;
  const number = (n: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  switch (field.kind) {
    case 'flag':
      return value === true ? t('configurator:fields.yes') : null;
    case 'length':
      return typeof value === 'number' ? formatSize(value, locale, unitSystem) : null;
    case 'whole':
    case 'halfSteps':
      return typeof value === 'number' ? number(value) : null;
    case 'choice':
      return (
        lengthChoiceLabel(field.enumKey ?? '', String(value), locale, unitSystem) ??
        t(`enums:${field.enumKey}.${String(value)}`, { defaultValue: String(value) })
      );
    default:
      return String(value);
  }
}

export function ConfirmationStep({
  account,
  state,
  mainFabric,
  liningFabric,
  evaluation,
  extras,
  priceEnabled,
}: {
  account: AccountSettings;
  state: CurtainFormState;
  mainFabric: ChosenFabric | null;
  liningFabric: ChosenFabric | null;
  evaluation: ArticleEvaluation | null;
  extras: readonly ExtraArticle[];
  priceEnabled: boolean;
}) {
  const { t } = useTranslation(['curtain', 'configurator', 'articleFields', 'enums', 'calc']);
  const locale = currentLocale();
  const unitSystem = account.unit_system;
  const { articleType: type, parameters } = state;

  const general: Row[] = [];
  if (type) general.push([t('curtain:confirmation.model'), t(`enums:articleTypes.${type}`)]);
  if (typeof parameters.luxury === 'string') {
    general.push([t('articleFields:labels.luxury'), t(`enums:luxuryTypes.${parameters.luxury}`)]);
  }
  if (mainFabric) general.push([t('articleFields:labels.main_fabric'), mainFabric.preview.name]);
  if (liningFabric)
    general.push([t('articleFields:labels.lining_fabric'), liningFabric.preview.name]);
  if (typeof parameters.room === 'string') {
    general.push([t('articleFields:labels.room'), t(`enums:rooms.${parameters.room}`)]);
  }

  const specification: Row[] = [];
  if (type) {
    for (const field of visibleFields(type, account, parameters)) {
      const text = formatValue(field, parameters[field.name], t, locale, unitSystem);
      if (text !== null) specification.push([t(`articleFields:labels.${field.name}`), text]);
    }
    const sizes: readonly (number | string | null)[] = Array.isArray(parameters.sizes)
      ? parameters.sizes
      : [];
    if (sizes.length > 0) {
      specification.push([
        t('articleFields:labels.sizes'),
        sizes
          .filter((size): size is number => typeof size === 'number')
          .map((size) => formatSize(size, locale, unitSystem))
          .join(', '),
      ]);
    }
  }

  const addOns: Row[] = ADD_ON_IDS.flatMap((id): Row[] => {
    const addOn = state.addOns[id];
    if (!addOn.enabled) return [];
    if (!addOn.articleType)
      return [[t(`configurator:steps.${id}`), t('configurator:fields.choose')]];
    const facts = [t(`enums:articleTypes.${addOn.articleType}`)];
    if (typeof addOn.parameters.color === 'string')
      facts.push(t(`enums:colors.${addOn.parameters.color}`));
    const size = addOn.parameters.width ?? addOn.parameters.length;
    if (typeof size === 'number') facts.push(formatSize(size, locale, unitSystem));
    return [[t(`configurator:steps.${id}`), facts.join(' · ')]];
  });

  const parts = [
    ...(evaluation?.price
      ? [{ label: t(`enums:articleTypes.${type ?? 'pleatcurtain'}`), price: evaluation.price }]
      : []),
    ...extras.flatMap((extra) =>
      extra.evaluation?.price ? [{ label: extra.label, price: extra.evaluation.price }] : [],
    ),
  ];
  const shown = pricesShown(account.price_type);
  const leadWeeks = leadTimeWeeks(type);

  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {t('curtain:confirmation.title')}
      </Title>
      {leadWeeks !== null ? (
        <Alert color="blue" variant="light" data-testid="lead-time">
          {t('curtain:confirmation.panelLeadTime', { weeks: leadWeeks })}
        </Alert>
      ) : null}
      {general.length + specification.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('curtain:confirmation.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <FieldGroup title={t('curtain:confirmation.general')}>
            <FactsTable
              labelWidth="50%"
              rows={general}
              caption={t('curtain:confirmation.general')}
            />
          </FieldGroup>
          <FieldGroup title={t('configurator:steps.specification')}>
            <FactsTable
              labelWidth="50%"
              rows={specification}
              caption={t('configurator:steps.specification')}
            />
          </FieldGroup>
        </SimpleGrid>
      )}
      <FieldGroup title={t('curtain:confirmation.addOns')}>
        {addOns.length > 0 ? (
          <FactsTable labelWidth="50%" rows={addOns} caption={t('curtain:confirmation.addOns')} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('curtain:confirmation.noAddOns')}
          </Text>
        )}
      </FieldGroup>
      {(shown.sales || shown.wholesale) && priceEnabled ? (
        <FieldGroup title={t('configurator:summary.price')}>
          <PriceView parts={evaluation?.price ? parts : []} />
        </FieldGroup>
      ) : null}
      {evaluation?.cutList ? (
        <>
          <Divider />
          <FieldGroup title={t('calc:cutList.title')}>
            <CutListView cutList={evaluation.cutList} quantity={evaluation.quantities?.quantity} />
          </FieldGroup>
        </>
      ) : null}
    </Stack>
  );
}

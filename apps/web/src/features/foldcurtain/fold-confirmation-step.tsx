// The confirmation step: the blind as it will be ordered, field by field in the dealer's words,
// with a link back to the step that holds each value.
import { formatSize, type Locale } from '@atelier/domain';
import { Anchor, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAccountDefaults, useFabricFacts } from '../../kits/configurator';
import { currentLocale } from '../../lib/i18n';
import { FOLD_ENUM_KEYS, stepOfField } from './fold-layout';

const LENGTH_FIELDS = new Set(['width', 'height', 'control_length']);
/** Shown first, in this order; the rest follow as the form has them. */
const LEAD_FIELDS = ['fold_type', 'main_fabric', 'lining_fabric', 'width', 'height', 'quantity'];

function FabricName({ uuid }: { uuid: string }) {
  const { fabric } = useFabricFacts(uuid);
  return <>{fabric?.preview.name ?? uuid}</>;
}

function valueText(
  name: string,
  value: unknown,
  t: TFunction,
  locale: Locale,
  unitSystem: 'metric' | 'imperial',
) {
  if (name === 'main_fabric' || name === 'lining_fabric') {
    return typeof value === 'string' ? <FabricName uuid={value} /> : null;
  }
  if (typeof value === 'boolean')
    return t(value ? 'configurator:fields.yes' : 'configurator:fields.no');
  if (typeof value === 'number' && LENGTH_FIELDS.has(name)) {
    return formatSize(value, locale, unitSystem);
  }
  const enumKey = FOLD_ENUM_KEYS[name];
  if (enumKey) return t(`enums:${enumKey}.${String(value)}`, { defaultValue: String(value) });
  return String(value);
}

export function FoldConfirmationStep({
  parameters,
  onEdit,
}: {
  parameters: Readonly<Record<string, unknown>>;
  onEdit: (step: 'model' | 'fabric' | 'specification') => void;
}) {
  const { t } = useTranslation(['foldcurtain', 'articleFields', 'enums', 'configurator']);
  const locale = currentLocale();
  const unitSystem = useAccountDefaults()?.unit_system ?? 'metric';
  const names = [
    ...LEAD_FIELDS.filter((name) => parameters[name] !== undefined),
    ...Object.keys(parameters).filter((name) => !LEAD_FIELDS.includes(name)),
  ].filter((name) => parameters[name] !== undefined && parameters[name] !== null);
  if (names.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('foldcurtain:confirmation.empty')}
      </Text>
    );
  }
  return (
    <Table fz="sm" verticalSpacing={6} data-testid="fold-overview">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('foldcurtain:confirmation.field')}</Table.Th>
          <Table.Th>{t('foldcurtain:confirmation.value')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {names.map((name) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" fw={500}>
              {t(`articleFields:labels.${name}`, { defaultValue: name })}
            </Table.Th>
            <Table.Td>{valueText(name, parameters[name], t, locale, unitSystem)}</Table.Td>
            <Table.Td ta="right">
              {name === 'room' ? null : (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => onEdit(stepOfField(name))}
                >
                  {t('foldcurtain:confirmation.change')}
                </Anchor>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

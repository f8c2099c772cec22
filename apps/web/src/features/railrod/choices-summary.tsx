// The confirmation step: everything the dealer chose, in words, before it goes into the order.
import { type ArticleType, formatSize, kindTraits, type UnitSystem } from '@atelier/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FactRow, FactsTable } from '../../kits/configurator';
import { currentLocale } from '../../lib/i18n';

/** The fields of a rail, rod or pull rod in the order a fitter reads them, with their option labels. */
const FIELDS: readonly (readonly [
  field: string,
  kind: 'cm' | 'flag' | 'number' | 'text' | string,
])[] = [
  ['room', 'rooms'],
  ['color', 'colors'],
  ['track_type', 'trackTypes'],
  ['rail_type', 'decorativeRailTypes'],
  ['rod_size', 'rodSizes'],
  ['width', 'cm'],
  ['length', 'cm'],
  ['with_connector', 'flag'],
  ['curve_type', 'curveTypes'],
  ['curve_left_edge_length', 'cm'],
  ['curve_left_length', 'cm'],
  ['curve_center_length', 'cm'],
  ['curve_right_length', 'cm'],
  ['curve_right_edge_length', 'cm'],
  ['support_type', 'supportTypes'],
  ['support_size', 'cm'],
  ['additional_support_type', 'supportTypes'],
  ['additional_support_size', 'cm'],
  ['with_runner', 'flag'],
  ['runner_type', 'runnerTypes'],
  ['runner_color', 'colors'],
  ['wave_runner_distance', 'runnerDistances'],
  ['end_knob', 'endKnobs'],
  ['with_inside_frame_end_knob', 'flag'],
  ['inside_frame_end_knob_position', 'endKnobPositions'],
  ['with_stopper', 'flag'],
  ['with_retarder', 'flag'],
  ['power_type', 'powerTypes'],
  ['battery_option', 'batteryOptions'],
  ['motor_color', 'colors'],
  ['motor_side', 'motorSides'],
  ['with_remote_control', 'flag'],
  ['remote_type', 'remoteTypes'],
  ['with_hub', 'flag'],
  ['quantity', 'number'],
  ['order_memo', 'text'],
];

const ROD_LESS = new Set([
  'with_runner',
  'runner_type',
  'runner_color',
  'wave_runner_distance',
  'with_stopper',
  'with_retarder',
]);

export function ChoicesSummary({
  articleType,
  parameters,
  unitSystem,
}: {
  articleType: ArticleType | null;
  parameters: Readonly<Record<string, unknown>>;
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
  const show = (value: unknown, kind: string): string => {
    if (kind === 'flag')
      return t(value === true ? 'configurator:fields.yes' : 'configurator:fields.no');
    if (kind === 'cm' && typeof value === 'number') {
      return formatSize(value, locale, unitSystem);
    }
    if (kind === 'number' || kind === 'text' || kind === 'cm') return String(value);
    return t(`enums:${kind}.${String(value)}`, { defaultValue: String(value) });
  };
  // A rod has no runners, stops or retarders: their "no" would only puzzle the reader.
  const isRod = kindTraits(articleType, parameters).railOrRod === 'rod';
  const rows = FIELDS.filter(([field]) => {
    if (isRod && ROD_LESS.has(field)) return false;
    const value = parameters[field];
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
          ([field, kind]): FactRow => [
            t(`articleFields:labels.${field}`),
            show(parameters[field], kind),
          ],
        ),
      ]}
    />
  );
}

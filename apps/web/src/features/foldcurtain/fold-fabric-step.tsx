// The fabric step: what the chosen main fabric means for the blind (width, pattern, ironing), the
// optional lining, and the width type and nap direction where the fabric makes them a choice.
import {
  type FoldDraft,
  type FoldFieldName,
  fabricSourceOf,
  formatLength,
  type Issue,
  NAP_ORIENTATIONS,
} from '@atelier/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FabricPicker } from '../../kits/catalogue/fabric-picker/fabric-picker';
import {
  ChoiceField,
  type ChosenFabric,
  FabricConfectionNotice,
  FabricDirectionField,
  FactsTable,
  FieldGroup,
  useAccountDefaults,
  useFabricFacts,
} from '../../kits/configurator';
import { currentLocale } from '../../lib/i18n';

function FabricFactsTable({ fabric }: { fabric: ChosenFabric }) {
  const { t } = useTranslation(['foldcurtain', 'enums']);
  const locale = currentLocale();
  const unitSystem = useAccountDefaults()?.unit_system ?? 'metric';
  const { facts } = fabric;
  const rows: [string, string][] = [
    [t('foldcurtain:fabric.name'), facts.name],
    [t('foldcurtain:fabric.width'), formatLength(facts.widthMm, locale, unitSystem, 'cm')],
    [t('foldcurtain:fabric.widthType'), t(`enums:widthTypes.${facts.widthType}`)],
    [
      t('foldcurtain:fabric.patternRepeat'),
      facts.patternRepeatMm > 0
        ? formatLength(facts.patternRepeatMm, locale, unitSystem, 'cm')
        : t('enums:patternTypes.plain'),
    ],
    [t('foldcurtain:fabric.ironingPoints'), String(facts.ironingPoints)],
  ];
  return <FactsTable rows={rows} labelWidth="40%" data-testid="fold-fabric-facts" />;
}

export function FoldFabricStep({
  mainFabric,
  lining,
  onLiningChange,
  parameters,
  onChange,
  issues,
}: {
  mainFabric: ChosenFabric | null;
  lining: string | null;
  onLiningChange: (uuid: string | null) => void;
  parameters: Readonly<FoldDraft>;
  onChange: (name: FoldFieldName, value: unknown) => void;
  issues: readonly Issue[];
}) {
  const { t } = useTranslation(['foldcurtain', 'articleFields', 'configurator']);
  const account = useAccountDefaults();
  const liningFacts = useFabricFacts(lining).fabric;
  const field = { parameters, onChange, issues };
  const picked = lining
    ? {
        fabric_uuid: lining,
        name: liningFacts?.preview.name ?? lining,
        source: fabricSourceOf(lining),
      }
    : null;
  return (
    <Stack gap="md">
      <FieldGroup title={t('articleFields:labels.main_fabric')}>
        {mainFabric ? (
          <FabricFactsTable fabric={mainFabric} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('foldcurtain:fabric.none')}
          </Text>
        )}
        <FabricDirectionField
          name="main_fabric_width_type"
          fabric={mainFabric?.facts ?? null}
          allowEmpty
          hint={t('foldcurtain:fabric.widthTypeHint')}
          {...field}
        />
        <FabricConfectionNotice
          articleType="foldcurtain"
          mainFabric={mainFabric?.facts ?? null}
          liningFabric={liningFacts?.facts ?? null}
        />
        {(account?.show_nap_orientation ?? true) ? (
          <ChoiceField
            name="nap_orientation"
            options={NAP_ORIENTATIONS}
            enumKey="napOrientations"
            allowEmpty
            {...field}
          />
        ) : null}
      </FieldGroup>
      <FieldGroup title={t('articleFields:groups.lining')}>
        <Text size="sm" c="dimmed">
          {t('foldcurtain:fabric.liningHint')}
        </Text>
        <Group gap="sm">
          <FabricPicker
            kind="linings"
            label={t('configurator:header.chooseLining')}
            value={picked}
            onChange={(next) => onLiningChange(next.fabric_uuid)}
          />
          {lining ? (
            <Button variant="subtle" size="compact-sm" onClick={() => onLiningChange(null)}>
              {t('configurator:header.noLining')}
            </Button>
          ) : null}
        </Group>
        {lining ? (
          <FabricDirectionField
            name="lining_fabric_width_type"
            fabric={liningFacts?.facts ?? null}
            allowEmpty
            {...field}
          />
        ) : null}
      </FieldGroup>
    </Stack>
  );
}

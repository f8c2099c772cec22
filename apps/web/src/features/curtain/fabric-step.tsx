// Step 2: the chosen main fabric (picked in the order header) with the facts that matter for making
// it up, the width type when the fabric can be used either way, and the lining.
import {
  type CurtainDraft,
  type CurtainFieldName,
  type CurtainType,
  fabricSourceOf,
  fabricWidthAssumed,
  formatLength,
  type Issue,
  type Luxury,
  schemaFields,
  takesLining,
} from '@atelier/domain';
import { Box, Button, Group, Image, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/state-views';
import { FabricPicker } from '../../kits/catalogue/fabric-picker/fabric-picker';
import { fileSrc } from '../../kits/catalogue/fabric-swatch';
import {
  type ChosenFabric,
  FabricConfectionNotice,
  FabricDirectionField,
  FactsTable,
  FieldGroup,
  usePriceDefaults,
  useUnitSystem,
} from '../../kits/configurator';
import { currentLocale } from '../../lib/i18n';

/**
 * The note that the make-up price assumes a narrower fabric (configurators §9: 140 cm for basic
 * and comfort, 150 cm for haute couture, from the price list), for a curtain with a luxury.
 */
function useWidthAssumption(
  fabric: ChosenFabric | null,
  chosenLuxury: Luxury | null | undefined,
): string | null {
  const { t } = useTranslation(['curtain', 'enums']);
  const defaults = usePriceDefaults();
  const unitSystem = useUnitSystem();
  if (!fabric || !defaults || chosenLuxury === null) return null;
  const luxury = chosenLuxury ?? defaults.defaultLuxury;
  const assumedMm = fabricWidthAssumed(fabric.facts, luxury, defaults);
  if (assumedMm === null) return null;
  const locale = currentLocale();
  return t('curtain:fabric.widthAssumption', {
    luxury: t(`enums:luxuryTypes.${luxury}`),
    assumed: formatLength(assumedMm, locale, unitSystem, 'cm'),
    width: formatLength(fabric.facts.widthMm, locale, unitSystem, 'cm'),
  });
}

function FabricFacts({ fabric }: { fabric: ChosenFabric }) {
  const { t } = useTranslation(['curtain', 'enums']);
  const locale = currentLocale();
  const { facts, preview } = fabric;
  const src = fileSrc(preview.swatchUrl ?? null);
  const unitSystem = useUnitSystem();
  const cm = (mm: number) => formatLength(mm, locale, unitSystem, 'cm');
  const rows: [string, string][] = [
    [t('curtain:fabric.width'), cm(facts.widthMm)],
    [t('curtain:fabric.widthType'), t(`enums:widthTypes.${facts.widthType}`)],
    [
      t('curtain:fabric.pattern'),
      facts.patternRepeatMm > 0
        ? t('curtain:fabric.repeat', { repeat: cm(facts.patternRepeatMm) })
        : t(`enums:patternTypes.${facts.patternType}`),
    ],
    [t('curtain:fabric.ironing'), String(facts.ironingPoints)],
  ];
  if (facts.fabricType)
    rows.push([t('curtain:fabric.type'), t(`enums:fabricTypes.${facts.fabricType}`)]);
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      {src ? (
        <Image
          src={src}
          alt=""
          w={96}
          h={96}
          radius="md"
          fit="cover"
          bg={preview.colour ?? 'gray.2'}
        />
      ) : (
        <Box
          w={96}
          h={96}
          bg={preview.colour ?? 'gray.2'}
          style={{ borderRadius: 8, flexShrink: 0 }}
          aria-hidden
        />
      )}
      <Stack gap={4} style={{ flex: 1 }}>
        <Text fw={600}>{preview.name}</Text>
        <FactsTable rows={rows} verticalSpacing={2} withRowBorders={false} labelWidth="45%" />
      </Stack>
    </Group>
  );
}

export function FabricStep({
  articleType,
  parameters,
  onChange,
  issues,
  mainFabric,
  mainFabricLoading,
  liningFabric,
  withLining,
  onWithLiningChange,
}: {
  articleType: CurtainType | null;
  parameters: Readonly<CurtainDraft>;
  onChange: (name: CurtainFieldName, value: unknown) => void;
  issues: readonly Issue[];
  mainFabric: ChosenFabric | null;
  mainFabricLoading: boolean;
  liningFabric: ChosenFabric | null;
  withLining: boolean;
  onWithLiningChange: (withLining: boolean) => void;
}) {
  const { t } = useTranslation(['curtain', 'articleFields', 'configurator']);
  const mainUuid = parameters.main_fabric ?? null;
  const liningUuid = parameters.lining_fabric ?? null;
  const fields = articleType ? schemaFields(articleType) : new Set<string>();
  const assumption = useWidthAssumption(
    mainFabric,
    fields.has('luxury') ? parameters.luxury : null,
  );
  // Only a model whose lining is calculated and charged takes one (the domain's takesLining); an
  // article saved with a lining it may not have shows the switch, so the lining can be taken off.
  const hasLining = articleType === null || takesLining(articleType) || withLining;
  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {t('curtain:fabric.title')}
      </Title>
      <FieldGroup title={t('articleFields:labels.main_fabric')}>
        {mainUuid === null ? (
          <Text size="sm" c="dimmed">
            {t('curtain:fabric.none')}
          </Text>
        ) : mainFabric ? (
          <FabricFacts fabric={mainFabric} />
        ) : mainFabricLoading ? (
          <LoadingState label={t('curtain:fabric.loading')} />
        ) : null}
        {assumption ? (
          <Text size="sm" c="dimmed" data-testid="width-assumption">
            {assumption}
          </Text>
        ) : null}
        {fields.has('main_fabric_width_type') ? (
          <FabricDirectionField
            name="main_fabric_width_type"
            fabric={mainFabric?.facts ?? null}
            parameters={parameters}
            onChange={onChange}
            issues={issues}
            variant="segmented"
          />
        ) : null}
        <FabricConfectionNotice
          articleType={articleType}
          mainFabric={mainFabric?.facts ?? null}
          liningFabric={liningFabric?.facts ?? null}
        />
      </FieldGroup>
      {hasLining ? (
        <FieldGroup title={t('articleFields:groups.lining')}>
          <Switch
            label={t('curtain:fabric.withLining')}
            checked={withLining}
            onChange={(event) => onWithLiningChange(event.currentTarget.checked)}
          />
          {withLining ? (
            <Paper withBorder radius="md" p="sm">
              <Stack gap="sm">
                <Group gap="sm">
                  <FabricPicker
                    kind="linings"
                    label={t('configurator:header.chooseLining')}
                    value={
                      liningUuid
                        ? {
                            fabric_uuid: liningUuid,
                            name: liningFabric?.preview.name ?? liningUuid,
                            source: fabricSourceOf(liningUuid),
                          }
                        : null
                    }
                    onChange={(picked) => onChange('lining_fabric', picked.fabric_uuid)}
                  />
                  {liningUuid ? (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => onChange('lining_fabric', null)}
                    >
                      {t('configurator:header.noLining')}
                    </Button>
                  ) : null}
                </Group>
                {liningFabric ? <FabricFacts fabric={liningFabric} /> : null}
              </Stack>
            </Paper>
          ) : null}
        </FieldGroup>
      ) : null}
    </Stack>
  );
}

// Step 3: the specification, grouped as the trade reads it (measurements, details, finish, lining,
// memo). Which fields appear follows the article type's schema and the account's show_* flags; every
// field shows its own issue from the live evaluation.
import {
  type AccountSettings,
  type CurtainDraft,
  type CurtainField,
  type CurtainFieldName,
  type CurtainType,
  type FabricFacts,
  IRONING_MIN_POINTS,
  type Issue,
  ironingNeedsIroningPoints,
  isRequiredField,
  offeredPleatTypes,
  PARAMETER_LIMITS,
  type SpecGroup,
  visibleFields,
} from '@atelier/domain';
import { ActionIcon, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  FabricDirectionField,
  FieldGroup,
  issuesOf,
  SizeInput,
  useAfterFirstCommit,
  useIssueText,
  useUnitInText,
} from '../../kits/configurator';
import { FieldControl } from './field-control';

const GROUPS: readonly SpecGroup[] = ['measurements', 'details', 'finish', 'lining', 'memo'];
/**
 * The groups drawn in the step's first commit; the rest follow in a render of their own right
 * after. A curtain has up to forty fields, and creating all of them in one go was the longest stretch
 * of main-thread work on a phone (where the later groups are below the fold anyway).
 */
const FIRST_DRAWN = 2;

/** Choices laid out in a row and the memo take the full width; the rest go two by two. */
const isWide = (field: CurtainField) =>
  field.kind === 'memo' || field.variant === 'segmented' || field.variant === 'radio';

/** The cut sizes of cut yardage: one length per piece, added and removed by the dealer. */
function SizesField({
  parameters,
  onChange,
  issues,
}: {
  parameters: Readonly<CurtainDraft>;
  onChange: (name: CurtainFieldName, value: unknown) => void;
  issues: readonly Issue[];
}) {
  const { t } = useTranslation(['curtain', 'articleFields', 'configurator']);
  const unit = useUnitInText();
  const issueText = useIssueText();
  const sizes: readonly (number | string | null)[] = Array.isArray(parameters.sizes)
    ? parameters.sizes
    : [];
  const listIssue = issuesOf(issues, 'sizes').find((found) => found.severity === 'error');
  const set = (next: (number | string | null)[]) => onChange('sizes', next);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} component="span">
        {t('articleFields:labels.sizes')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('articleFields:hints.sizes', { unit })}
      </Text>
      {sizes.map((size, index) => {
        const error = issuesOf(issues, `sizes.${index}`).find(
          (found) => found.severity === 'error',
        );
        return (
          // Sizes are plain numbers without identity; the position is what the dealer edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: a size is identified by its place in the list
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <SizeInput
              style={{ flex: 1 }}
              label={t('curtain:specification.size', { index: index + 1 })}
              value={size ?? undefined}
              onChange={(next) =>
                set(sizes.map((old, at) => (at === index ? (next ?? null) : old)))
              }
              issue={error}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={t('curtain:specification.removeSize', { index: index + 1 })}
              onClick={() => set(sizes.filter((_, at) => at !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {listIssue ? (
        <Text size="xs" c="red" role="alert">
          {issueText(listIssue)}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => set([...sizes, null])}
          disabled={sizes.length >= PARAMETER_LIMITS.cutSizesCount.max}
        >
          {t('curtain:specification.addSize')}
        </Button>
      </Group>
    </Stack>
  );
}

export function SpecificationStep({
  account,
  articleType,
  parameters,
  onChange,
  issues,
  mainFabric,
  liningFabric,
}: {
  account: AccountSettings;
  articleType: CurtainType | null;
  parameters: Readonly<CurtainDraft>;
  onChange: (name: CurtainFieldName, value: unknown) => void;
  issues: readonly Issue[];
  mainFabric: FabricFacts | null;
  liningFabric: FabricFacts | null;
}) {
  const { t } = useTranslation(['curtain', 'articleFields']);
  const issueText = useIssueText();
  const allDrawn = useAfterFirstCommit();
  if (!articleType) {
    return (
      <Text size="sm" c="dimmed">
        {t('curtain:specification.chooseModel')}
      </Text>
    );
  }
  const fields = visibleFields(articleType, account, parameters);
  const ironingAllowed = mainFabric !== null && mainFabric.ironingPoints >= IRONING_MIN_POINTS;
  const ironingRule = mainFabric
    ? ironingNeedsIroningPoints(articleType, { ironing: true }, { mainFabric })[0]
    : undefined;
  const ironingHint = !mainFabric
    ? t('curtain:specification.ironingNeedsFabric')
    : ironingRule
      ? issueText(ironingRule)
      : undefined;
  const pleatOptions = offeredPleatTypes(account);
  const current = parameters.pleat_type;
  if (current && !pleatOptions.includes(current)) {
    // An article saved before the account changed its pleat types still shows its own.
    pleatOptions.push(current);
  }

  const control = (field: CurtainField) => {
    const required = isRequiredField(articleType, field.name);
    if (field.name === 'lining_fabric_width_type') {
      // Only the uses the lining allows (rules/fabric-use.ts).
      return (
        <FabricDirectionField
          name={field.name}
          fabric={liningFabric}
          parameters={parameters}
          onChange={onChange}
          issues={issues}
          variant="segmented"
        />
      );
    }
    return (
      <FieldControl
        field={field}
        parameters={parameters}
        onChange={onChange}
        issues={issues}
        required={required}
        options={field.name === 'pleat_type' ? pleatOptions : undefined}
        disabled={field.name === 'ironing' ? !ironingAllowed : undefined}
        hint={field.name === 'ironing' && !ironingAllowed ? ironingHint : undefined}
      />
    );
  };

  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {t('curtain:specification.title')}
      </Title>
      {GROUPS.slice(0, allDrawn ? GROUPS.length : FIRST_DRAWN).map((group) => {
        const inGroup = fields.filter((field) => field.group === group);
        const showSizes = group === 'measurements' && articleType === 'cutyardage';
        if (inGroup.length === 0 && !showSizes) return null;
        return (
          <FieldGroup key={group} title={t(`articleFields:groups.${group}`)}>
            {showSizes ? (
              <SizesField parameters={parameters} onChange={onChange} issues={issues} />
            ) : null}
            <Grid gap="sm" align="flex-end">
              {inGroup.map((field) => (
                <Grid.Col key={field.name} span={{ base: 12, sm: isWide(field) ? 12 : 6 }}>
                  {control(field)}
                </Grid.Col>
              ))}
            </Grid>
          </FieldGroup>
        );
      })}
    </Stack>
  );
}

// Every field of a rail or rod (configurators §3 "Rail and rod article, by step"), shown as its kind
// needs them: profile, width, bend, brackets, runners, knobs, options and, for electric rails, the
// motor. Used by the rail/rod configurator and by the curtain flow's rail and rod steps.
//
// `onChange` is called once per field, sometimes several times in a row (a new kind resets runner
// fields): the owner must apply each change to the latest parameters (a functional state update).
import {
  type AccountSettings,
  type ArticleType,
  COLORS,
  type CurtainType,
  connectorNeed,
  draftFields,
  earlyRailIssues,
  formatLength,
  type Issue,
  isBasicTrack,
  isRailRodArticleType,
  kindChangePatch,
  kindTraits,
  PARAMETER_LIMITS as L,
  type RailRodArticleType,
  type RailRodDraft,
  type RailRodFieldName,
  type RailRodMode,
  RUNNER_TYPES,
  railRodKindsFor,
  SIDE_MARGIN_MIN_MM,
  type SplitType,
  WALL_CLEARANCE_MIN_MM,
} from '@atelier/domain';
import { Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePricingContext } from '../../api/orders';
import { currentLocale } from '../../lib/i18n';
import {
  FieldGroup,
  FlagField,
  issuesOf,
  LengthField,
  MemoField,
  useIssueText,
  useUnitInText,
  WholeNumberField,
} from '../configurator';
import { ConnectorChoice, ConnectorDialog } from './connector-dialog';
import { CurveFields } from './curve-fields';
import { RailRodKindChoice } from './kind-choice';
import {
  KnobsGroup,
  ModelGroup,
  MotorGroup,
  RunnersGroup,
  SupportsGroup,
} from './rail-rod-field-groups';

export interface RailRodFieldsProps {
  /** The chosen kind (also the article type); null before the dealer chose one. */
  articleType: ArticleType | null;
  onArticleTypeChange: (articleType: RailRodArticleType) => void;
  parameters: Readonly<RailRodDraft>;
  onChange: (name: RailRodFieldName, value: unknown) => void;
  issues: readonly Issue[];
  account: AccountSettings | undefined;
  /** The curtain this rail carries (curtain flow): its runner defaults and split. */
  curtainType?: CurtainType | null;
  curtainSplitType?: SplitType | null;
  /** Limits the kinds offered: the curtain flow has a rail step and a rod step. */
  mode?: RailRodMode;
  /** The rail/rod configurator asks the kind in a step of its own. */
  showKindChoice?: boolean;
  /** A stored article keeps its kind (its article type is in its address). */
  kindLocked?: boolean;
}

const WAVE_RUNNERS = RUNNER_TYPES.filter((type) => type.startsWith('waverunner'));
const PLAIN_RUNNERS = RUNNER_TYPES.filter((type) => !type.startsWith('waverunner'));

/** The form's own early issues first, the evaluation's after; one message per field and code. */
function mergeIssues(own: readonly Issue[], evaluated: readonly Issue[]): Issue[] {
  const seen = new Set<string>();
  const merged: Issue[] = [];
  for (const found of [...own, ...evaluated]) {
    const key = `${found.field}|${found.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(found);
  }
  return merged;
}

export function RailRodFields(props: RailRodFieldsProps) {
  const {
    articleType,
    parameters,
    onChange,
    account,
    curtainType,
    curtainSplitType,
    mode = 'both',
    showKindChoice = true,
  } = props;
  const { t } = useTranslation(['railrod', 'articleFields', 'configurator']);

  const issueText = useIssueText();
  const kinds = railRodKindsFor(account, mode, curtainSplitType);
  const traits = kindTraits(articleType, parameters);
  const issues = useMemo(
    () => mergeIssues(earlyRailIssues(articleType, parameters), props.issues),
    [articleType, parameters, props.issues],
  );
  const field = { parameters, onChange, issues };

  const pricing = usePricingContext(account?.debtor?.id);
  const need = connectorNeed(articleType, parameters, pricing.data?.price_list.defaults);
  const unitSystem = account?.unit_system ?? 'metric';
  const unit = useUnitInText(unitSystem);
  const locale = currentLocale();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [settled, setSettled] = useState(0);
  const needKey = need ? `${need.lengthMm}/${need.maxBarMm}` : null;
  const undecided = parameters.with_connector === undefined;
  // The dialog waits until the dealer leaves a field (not halfway through typing 650) or picks a
  // colour with shorter bars; once answered or dismissed for this length it does not come back.
  const pricingLoaded = pricing.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: leaving a field, the colour and the price list arriving are the triggers
  useEffect(() => {
    if (needKey !== null && undecided && dismissed !== needKey) setDialogOpen(true);
  }, [settled, parameters.color, pricingLoaded]);
  // A rail that fits one bar again has nothing to join: the old answer would only confuse.
  useEffect(() => {
    if (needKey === null && !undecided && pricing.data) onChange('with_connector', undefined);
  }, [needKey, undecided, pricing.data, onChange]);

  const chooseKind = (next: RailRodArticleType) => {
    props.onArticleTypeChange(next);
    const patch = kindChangePatch(parameters, next, curtainType);
    for (const name of draftFields(patch)) {
      if (parameters[name] !== patch[name]) onChange(name, patch[name]);
    }
  };

  const wave = parameters.rail_curtain_type === 'wavecurtain' || curtainType === 'wavecurtain';
  const runnerTypes = wave ? WAVE_RUNNERS : PLAIN_RUNNERS;
  // Champagne runners are refused on the A-track only (calculation.md §6), as the rule says.
  const runnerColours =
    articleType !== null && isBasicTrack(articleType, parameters)
      ? COLORS.filter((colour) => colour !== 'champagne' || parameters.runner_color === colour)
      : COLORS;
  const connectorIssue = issuesOf(issues, 'with_connector')[0];

  return (
    <Stack gap="md" onBlur={() => setSettled((count) => count + 1)}>
      {showKindChoice ? (
        <RailRodKindChoice
          kinds={kinds}
          value={
            isRailRodArticleType(traits.kind) && kinds.includes(traits.kind) ? traits.kind : null
          }
          onChange={chooseKind}
          disabled={props.kindLocked}
          label={t(`configurator:steps.${mode === 'rod' ? 'rod' : 'rail'}`)}
        />
      ) : null}
      {traits.kind === null ? null : (
        <>
          <ModelGroup
            {...field}
            profileField={traits.profileField}
            profileRequired={traits.profileRequired}
          />

          <FieldGroup title={t('articleFields:groups.dimensions')}>
            <LengthField
              name="width"
              {...field}
              min={L.railWidthCm.min}
              max={L.railWidthCm.max}
              hint={`${t(`railrod:hints.width.${traits.railOrRod}`, { unit })} ${t(
                'railrod:hints.guidance',
                {
                  clearance: formatLength(WALL_CLEARANCE_MIN_MM, locale, unitSystem, 'cm'),
                  margin: formatLength(SIDE_MARGIN_MIN_MM, locale, unitSystem, 'cm'),
                },
              )}`}
              required
            />
            <WholeNumberField
              name="quantity"
              {...field}
              min={L.quantity.min}
              max={L.quantity.max}
              required
            />
            {need ? (
              <ConnectorChoice
                need={need}
                value={parameters.with_connector}
                unitSystem={unitSystem}
                onChange={(next) => onChange('with_connector', next)}
                error={connectorIssue ? issueText(connectorIssue) : undefined}
              />
            ) : null}
          </FieldGroup>

          <CurveFields
            parameters={parameters}
            onChange={onChange}
            issues={issues}
            showDisclaimer={account?.has_rail_curve_disclaimer ?? true}
          />

          <SupportsGroup {...field} />

          {traits.runners ? (
            <RunnersGroup
              {...field}
              runnerTypes={runnerTypes}
              runnerColours={runnerColours}
              wave={wave}
            />
          ) : null}

          {traits.basicTrack ? null : <KnobsGroup {...field} />}

          {traits.railOrRod === 'rail' ? (
            <FieldGroup title={t('articleFields:groups.options')}>
              <FlagField name="with_stopper" {...field} />
              <FlagField name="with_retarder" {...field} />
            </FieldGroup>
          ) : null}

          {traits.electric ? <MotorGroup {...field} /> : null}

          {account?.show_order_memo === false ? null : (
            <FieldGroup title={t('articleFields:groups.memo')}>
              <MemoField name="order_memo" {...field} />
            </FieldGroup>
          )}
        </>
      )}
      <ConnectorDialog
        need={need}
        opened={dialogOpen}
        unitSystem={unitSystem}
        onChoose={(withConnector) => {
          onChange('with_connector', withConnector);
          setDialogOpen(false);
        }}
        onClose={() => {
          setDismissed(needKey);
          setDialogOpen(false);
        }}
      />
    </Stack>
  );
}

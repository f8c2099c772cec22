// The rail/rod configurator (configurators §1 "Rail/rod flow: model, type, confirmation"): the kind,
// then every field of that kind, then the dealer's choices and the save into the draft order, with
// the live preview, issues, price and parts beside it all the way.
import {
  type ArticleType,
  draftFields,
  flowHeaderDefaults,
  type Issue,
  isCurtainType,
  isRailRodArticleType,
  kindChangePatch,
  parametersOfType as parametersForSave,
  type RailRodArticleType,
  type RailRodDraft,
  type RailRodFieldName,
  railOrRodFor,
  railRodKindsFor,
  resetRailRodParameters,
  setDraftField,
} from '@atelier/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticlePreview } from '../../kits/article-preview';
import {
  ConfiguratorLayout,
  FlowHeader,
  type FlowHeaderValue,
  headerProblems,
  LiveSummary,
  SaveBar,
  Steps,
  UNSAVED_ARTICLE,
  useAccountDefaults,
  useArticleFlow,
  useCommissionOrderId,
  useFlowMemory,
  useLiveEvaluation,
  useLiveMeasurement,
  usePriceDefaults,
  useUnsavedChanges,
} from '../../kits/configurator';
import { PullRodFields } from '../../kits/pull-rod-form';
import { RailRodFields } from '../../kits/rail-rod-form';
import { ChoicesSummary } from './choices-summary';
import { RailrodModelStep } from './railrod-model-step';
import type { RailrodFlowStart } from './railrod-start';

type StepId = 'model' | 'type' | 'confirmation';

const EMPTY_ISSUES: readonly Issue[] = [];

export function RailrodFlow({ start }: { start: RailrodFlowStart }) {
  const { t } = useTranslation(['railrod', 'configurator', 'enums']);
  const account = useAccountDefaults();
  const memory = useFlowMemory();
  const flow = useArticleFlow(start);
  const isEdit = start.orderNumber !== null;
  const [articleType, setArticleType] = useState<ArticleType | null>(start.articleType);
  const [parameters, setParameters] = useState<RailRodDraft>(start.parameters);
  // The header's defaults (the employee) from the first draw, when the account is there.
  const [header, setHeader] = useState<FlowHeaderValue>(() => {
    return flowHeaderDefaults<FlowHeaderValue>(
      { fabric: null, employee: null, room: start.room ?? memory.room },
      account,
    );
  });
  const [step, setStep] = useState<StepId>(isEdit ? 'type' : 'model');
  const [priceEnabled, setPriceEnabled] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  // What would be saved (the header's employee and room aside): leaving with it unsaved asks.
  const changes = useUnsavedChanges({ articleType, parameters });

  const onChange = useCallback((name: RailRodFieldName, value: unknown) => {
    setParameters((previous) => setDraftField(previous, name, value));
  }, []);
  const changeHeader = useCallback(
    (next: FlowHeaderValue) => {
      if (next.room !== header.room) memory.setRoom(next.room);
      setHeader(next);
    },
    [header.room, memory],
  );

  // The room of the header is a parameter of the article (portal §3 "Article order").
  const full = useMemo(
    () => (header.room ? { ...parameters, room: header.room } : parameters),
    [parameters, header.room],
  );
  const priceDefaults = usePriceDefaults();
  const { evaluation } = useLiveEvaluation({ articleType, parameters: full });
  const issues = evaluation?.issues ?? EMPTY_ISSUES;
  const hasErrors = issues.some((found) => found.severity === 'error');
  // A fresh form is not wrong, only empty: "required" shows beside a field once the dealer has
  // moved on from the step or tried to save (the summary lists what is missing all along).
  const [attempted, setAttempted] = useState(isEdit);
  // The measurement check, as the curtain configurator runs it: the rail or pull rod as typed among
  // the commission's stored articles (a rail shorter than its curtain is asked about at its width).
  const articleKey = start.orderNumber ?? UNSAVED_ARTICLE;
  const linkedCurtain = parameters.curtain_order_number;
  const measuredArticle = useMemo(
    () =>
      articleType
        ? {
            orderNumber: articleKey,
            articleType,
            room: header.room,
            curtainOrderNumber:
              typeof linkedCurtain === 'string' && linkedCurtain !== '' ? linkedCurtain : null,
            parameters: full,
          }
        : null,
    [articleType, articleKey, header.room, linkedCurtain, full],
  );
  const measurement = useLiveMeasurement({
    orderId: useCommissionOrderId(start.orderId),
    article: measuredArticle,
  });
  const fieldIssues = [
    ...(attempted ? issues : issues.filter((found) => found.code !== 'required')),
    ...measurement.issuesOf(articleKey),
  ];
  const kinds = account?.has_rail_rod === false ? [] : railRodKindsFor(account, 'both');
  const railOrRod = railOrRodFor(
    articleType && isRailRodArticleType(articleType) ? articleType : null,
  );

  const chooseKind = (kind: RailRodArticleType) => {
    setArticleType(kind);
    const patch = kindChangePatch(parameters, kind);
    for (const name of draftFields(patch)) onChange(name, patch[name]);
  };

  const save = async () => {
    if (!articleType) return;
    setAttempted(true);
    if (headerProblems(header, account, false).length > 0) {
      setProblem(t('railrod:headerMissing'));
      return;
    }
    if (hasErrors) {
      setProblem(t('configurator:save.invalid'));
      return;
    }
    setProblem(null);
    const saved = await flow.save({
      articleType,
      parameters: parametersForSave(articleType, full),
      employee: header.employee,
    });
    if (saved) changes.markSaved();
  };

  const reset = () => {
    // A rail ordered with a curtain keeps that curtain's runner defaults.
    const curtainType = isCurtainType(parameters.rail_curtain_type)
      ? parameters.rail_curtain_type
      : null;
    const kept = { ...resetRailRodParameters(parameters, curtainType), quantity: 1 };
    const next =
      articleType && isRailRodArticleType(articleType)
        ? { ...kept, ...kindChangePatch(kept, articleType) }
        : kept;
    setParameters(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)),
    );
    setProblem(null);
    flow.clearError();
    flow.clearSaved();
    if (!isEdit) {
      flow.startOver();
      setArticleType(null);
      setStep('model');
    }
    changes.markSaved();
  };

  const linkedTo = parameters.curtain_order_number;
  const steps = [
    { id: 'model', label: t('configurator:steps.model') },
    {
      id: 'type',
      label: t('configurator:steps.type'),
      description: articleType ? t(`configurator:steps.${railOrRod}`) : undefined,
      hasErrors: problem !== null && hasErrors,
    },
    { id: 'confirmation', label: t('configurator:steps.confirmation') },
  ];

  return (
    <ConfiguratorLayout
      title={isEdit ? t('railrod:editTitle') : t('railrod:title')}
      locked={start.locked}
      unsaved={changes.unsaved}
      description={
        isEdit
          ? t('configurator:flow.editing', { orderNumber: start.orderNumber })
          : t('railrod:description')
      }
      header={
        <Stack gap="sm">
          {linkedTo !== undefined && linkedTo !== null && linkedTo !== '' ? (
            <Group>
              <Badge
                variant="light"
                size="lg"
                tt="none"
                leftSection={<IconLink size={14} aria-hidden />}
              >
                {t('configurator:flow.linkedTo', { orderNumber: String(linkedTo) })}
              </Badge>
            </Group>
          ) : null}
          <FlowHeader
            value={header}
            onChange={changeHeader}
            showFabric={false}
            showErrors={problem !== null}
          />
        </Stack>
      }
      aside={
        <LiveSummary
          evaluation={evaluation}
          preview={
            <ArticlePreview
              articleType={articleType}
              parameters={full}
              evaluation={evaluation}
              defaults={priceDefaults}
            />
          }
          priceEnabled={priceEnabled}
          onPriceEnabledChange={setPriceEnabled}
        />
      }
    >
      <Steps
        steps={steps}
        active={step}
        onChange={(id) => {
          if (step === 'type' && id !== 'type') setAttempted(true);
          setStep(id as StepId);
        }}
      >
        {step === 'model' ? (
          <RailrodModelStep
            isEdit={isEdit}
            articleType={articleType}
            kinds={kinds}
            onChooseKind={chooseKind}
          />
        ) : null}
        {step === 'type' ? (
          articleType === 'pullrod' ? (
            <PullRodFields parameters={parameters} onChange={onChange} issues={fieldIssues} />
          ) : articleType ? (
            <RailRodFields
              articleType={articleType}
              onArticleTypeChange={chooseKind}
              parameters={parameters}
              onChange={onChange}
              issues={fieldIssues}
              account={account}
              curtainSplitType={null}
              showKindChoice={false}
              kindLocked={isEdit}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('railrod:summary.nothing')}
            </Text>
          )
        ) : null}
        {step === 'confirmation' ? (
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t('railrod:summary.heading')}
            </Title>
            <ChoicesSummary
              articleType={articleType}
              parameters={full}
              unitSystem={account?.unit_system ?? 'metric'}
            />
            <SaveBar
              onSave={() => void save()}
              onReset={reset}
              saving={flow.saving}
              errorMessage={problem ?? flow.errorMessage}
              isUpdate={flow.orderNumber !== null}
              disabled={!articleType}
              savedOrderNumber={flow.savedNumber}
            />
          </Stack>
        ) : null}
      </Steps>
    </ConfiguratorLayout>
  );
}

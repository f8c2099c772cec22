// The fold-curtain configurator itself: its steps, the live summary beside them and saving.
import {
  changeFoldParameter,
  type FoldDraft,
  type FoldFieldName,
  flowHeaderDefaults,
  foldArticleParameters,
  foldCurtainParameterDefaults,
  hasErrors,
  needsChildSafetyNotice,
  type RefusalCode,
  visibleFoldIssues as visibleIssues,
} from '@atelier/domain';
import { Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePricingContext } from '../../api/orders';
import { ArticlePreview } from '../../kits/article-preview';
import {
  ConfiguratorLayout,
  FlowHeader,
  type FlowHeaderValue,
  headerProblems,
  LiveSummary,
  measuredFabricOf,
  SaveBar,
  Steps,
  UNSAVED_ARTICLE,
  useAccountDefaults,
  useArticleFlow,
  useCommissionOrderId,
  useFabricFacts,
  useFlowMemory,
  useLiveEvaluation,
  useLiveMeasurement,
  usePriceDefaults,
  useUnsavedChanges,
} from '../../kits/configurator';
import { ChildSafetyDialog } from './child-safety-dialog';
import { FoldConfirmationStep } from './fold-confirmation-step';
import { FoldFabricStep } from './fold-fabric-step';
import { stepOfField } from './fold-layout';
import { availableFoldTypes, FoldModelStep } from './fold-model-step';
import { FoldSpecificationStep } from './fold-specification-step';

type StepId = 'model' | 'fabric' | 'specification' | 'confirmation';

/** What the form starts from when an article is opened for editing. */
export interface FoldStart {
  orderNumber: string | null;
  orderId: number | null;
  /** Why the article can no longer change (its order is confirmed, ...): it opens read-only. */
  locked: RefusalCode | null;
  header: FlowHeaderValue;
  lining: string | null;
  fields: FoldDraft;
}

export function FoldConfigurator({ start }: { start: FoldStart | null }) {
  const { t } = useTranslation(['foldcurtain', 'configurator', 'articleFields']);
  const account = useAccountDefaults();
  const memory = useFlowMemory();
  const flow = useArticleFlow({ orderNumber: start?.orderNumber, orderId: start?.orderId });
  const pricing = usePricingContext(account?.debtor?.id);

  const freshFields = useCallback(
    (): FoldDraft => ({
      ...(account ? foldCurtainParameterDefaults(account) : { quantity: 1 }),
    }),
    [account],
  );
  const [step, setStep] = useState<StepId>(start ? 'specification' : 'model');
  // The header's defaults (the employee) from the first draw, when the account is there.
  const [header, setHeader] = useState<FlowHeaderValue>(() => {
    return flowHeaderDefaults(
      start?.header ?? { fabric: null, employee: null, room: memory.room },
      account,
    );
  });
  const [lining, setLining] = useState<string | null>(start?.lining ?? null);
  const [fields, setFields] = useState<FoldDraft>(() => start?.fields ?? freshFields());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showErrors, setShowErrors] = useState(false);
  const [childSafetyAsked, setChildSafetyAsked] = useState(false);
  const [priceEnabled, setPriceEnabled] = useState(true);

  // What would be saved (the header's employee and room aside): leaving with it unsaved asks.
  const changes = useUnsavedChanges({ fields, lining, fabric: header.fabric });
  const main = useFabricFacts(header.fabric).fabric;
  const liningFabric = useFabricFacts(lining).fabric;
  const parameters = useMemo(
    () => foldArticleParameters(fields, header, lining),
    [fields, header, lining],
  );
  const priceDefaults = usePriceDefaults();
  const { evaluation } = useLiveEvaluation({
    articleType: 'foldcurtain',
    parameters,
    mainFabric: main?.facts ?? null,
    liningFabric: liningFabric?.facts ?? null,
  });
  const issues = useMemo(
    () => visibleIssues(evaluation, parameters, main?.facts ?? null),
    [evaluation, parameters, main],
  );
  // The measurement check: this fold curtain as typed, among the commission's articles.
  const measuredKey = flow.orderNumber ?? UNSAVED_ARTICLE;
  const measurement = useLiveMeasurement({
    orderId: useCommissionOrderId(start?.orderId ?? null),
    article: {
      orderNumber: measuredKey,
      articleType: 'foldcurtain',
      room: header.room,
      curtainOrderNumber: null,
      parameters,
      fabric: measuredFabricOf(main?.facts),
    },
  });
  // "Required" on a field the dealer has not reached yet is noise; every other message shows at once.
  const fieldIssues = useMemo(
    () => [
      ...(showErrors
        ? issues
        : issues.filter(
            (found) => found.code !== 'required' || touched.has(found.field?.split('.')[0] ?? ''),
          )),
      ...measurement.issuesOf(measuredKey),
    ],
    [issues, showErrors, touched, measurement, measuredKey],
  );

  const currency = pricing.data?.currency;
  const pricedTypes = useMemo(() => {
    const table = currency ? pricing.data?.price_list.prices[currency] : undefined;
    return table ? Object.keys(table.makeUpFoldPerM2) : null;
  }, [pricing.data, currency]);
  const foldTypes = availableFoldTypes(pricedTypes);

  // Stable while the remembered room stays, so the header is not drawn again on every keystroke.
  const { room: rememberedRoom, setRoom } = memory;
  const onHeaderChange = useCallback(
    (next: FlowHeaderValue) => {
      setHeader(next);
      if (next.room !== rememberedRoom) setRoom(next.room);
    },
    [rememberedRoom, setRoom],
  );

  const onFieldChange = (name: FoldFieldName, value: unknown) => {
    const next = changeFoldParameter(fields, name, value, freshFields());
    setFields(next);
    setTouched((known) => new Set(known).add(name));
    flow.clearError();
    // The dialog asks once when a chain comes without child safety; the notice stays visible after.
    if (
      (name === 'control_type' || name === 'with_child_safety') &&
      needsChildSafetyNotice(next) &&
      !needsChildSafetyNotice(fields)
    ) {
      setChildSafetyAsked(true);
    }
  };

  const missingHeader = headerProblems(header, account, true);
  const blocking = hasErrors(issues);

  const save = async () => {
    setShowErrors(true);
    if (missingHeader.length > 0 || blocking) return;
    const saved = await flow.save({
      articleType: 'foldcurtain',
      parameters,
      employee: header.employee,
    });
    if (saved) changes.markSaved();
  };

  const reset = () => {
    // Starting over keeps the room and the fabric (configurators §4) and makes a new article.
    setFields(freshFields());
    setLining(null);
    flow.startOver();
    setTouched(new Set());
    setShowErrors(false);
    setStep('model');
    flow.clearError();
    changes.markSaved();
  };

  const stepHasErrors = (id: StepId) =>
    showErrors &&
    issues.some((found) => found.severity === 'error' && stepOfField(found.field) === id);
  const steps = [
    { id: 'model', label: t('configurator:steps.model'), hasErrors: stepHasErrors('model') },
    { id: 'fabric', label: t('configurator:steps.fabric'), hasErrors: stepHasErrors('fabric') },
    {
      id: 'specification',
      label: t('configurator:steps.specification'),
      hasErrors: stepHasErrors('specification'),
    },
    { id: 'confirmation', label: t('configurator:steps.confirmation') },
  ];

  const disabledReason =
    missingHeader.length > 0
      ? t('configurator:save.headerMissing')
      : blocking
        ? t('configurator:save.invalid')
        : null;

  return (
    <ConfiguratorLayout
      title={t('foldcurtain:title')}
      locked={start?.locked ?? null}
      unsaved={changes.unsaved}
      description={
        start?.orderNumber
          ? t('configurator:flow.editing', { orderNumber: start.orderNumber })
          : t('foldcurtain:description')
      }
      header={<FlowHeader value={header} onChange={onHeaderChange} showErrors={showErrors} />}
      aside={
        <LiveSummary
          evaluation={evaluation}
          preview={
            <ArticlePreview
              articleType="foldcurtain"
              parameters={parameters}
              evaluation={evaluation}
              mainFabric={main?.preview ?? null}
              liningFabric={liningFabric?.preview ?? null}
              defaults={priceDefaults}
            />
          }
          priceEnabled={priceEnabled}
          onPriceEnabledChange={setPriceEnabled}
        />
      }
    >
      <Stack gap="md">
        <Steps
          steps={steps}
          active={step}
          onChange={(id) => setStep(id as StepId)}
          footer={
            <SaveBar
              onSave={() => void save()}
              onReset={start ? undefined : reset}
              saving={flow.saving}
              errorMessage={flow.errorMessage}
              isUpdate={flow.orderNumber !== null}
              disabled={showErrors && disabledReason !== null}
              disabledReason={disabledReason}
              savedOrderNumber={flow.savedNumber}
            />
          }
        >
          {step === 'model' ? (
            <FoldModelStep
              available={foldTypes}
              value={fields.fold_type ?? undefined}
              onChange={(type) => onFieldChange('fold_type', type)}
            />
          ) : null}
          {step === 'fabric' ? (
            <FoldFabricStep
              mainFabric={main}
              lining={lining}
              onLiningChange={(uuid) => {
                setLining(uuid);
                if (uuid === null) onFieldChange('lining_fabric_width_type', undefined);
              }}
              parameters={fields}
              onChange={onFieldChange}
              issues={fieldIssues}
            />
          ) : null}
          {step === 'specification' ? (
            <FoldSpecificationStep
              parameters={fields}
              onChange={onFieldChange}
              issues={fieldIssues}
              ironingPoints={main ? main.facts.ironingPoints : null}
            />
          ) : null}
          {step === 'confirmation' ? (
            <FoldConfirmationStep parameters={parameters} onEdit={setStep} />
          ) : null}
        </Steps>
      </Stack>
      <ChildSafetyDialog
        opened={childSafetyAsked}
        onAdd={() => {
          setChildSafetyAsked(false);
          onFieldChange('with_child_safety', true);
        }}
        onKeepOff={() => setChildSafetyAsked(false)}
      />
    </ConfiguratorLayout>
  );
}

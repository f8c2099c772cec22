// The curtain flow: order header, the seven steps, the live summary beside them and saving. The
// curtain is saved first; its rail, rod and pull rod follow with the curtain's order number.
import {
  type AccountSettings,
  ADD_ON_IDS,
  type AddOnId,
  type ArticleType,
  addOnWidthDiffers,
  type CurtainFieldName,
  type CurtainFormState,
  type CurtainType,
  changeParameter,
  chooseModel,
  disableAddOn,
  enableAddOn,
  hasErrors,
  IRONING_MIN_POINTS,
  type Issue,
  isRailRodArticleType,
  kindChangePatch,
  parametersOfType as parametersForSave,
  parametersForType,
  passCurtainOrderNumber,
  type RailRodFieldName,
  type RefusalCode,
  railRodKindsFor,
  resetCurtain,
  setWithLining,
  takesRailOrRod,
  updateAddOn,
  withDraftField,
} from '@atelier/domain';
import { Alert, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../components/route-title';
import { ArticlePreview } from '../../kits/article-preview';
import {
  ConfiguratorLayout,
  FlowHeader,
  type FlowHeaderValue,
  headerProblems,
  LiveSummary,
  measuredFabricOf,
  SaveBar,
  type StepDefinition,
  Steps,
  UNSAVED_ARTICLE,
  useCommissionOrderId,
  useFlowMemory,
  useLiveMeasurement,
  useOrderFlow,
  usePriceDefaults,
  useUnsavedChanges,
} from '../../kits/configurator';
import { AddOnStep } from './add-on-step';
import { ConfirmationStep } from './confirmation-step';
import { type StepId, stepHasErrors, useCurtainEvaluations } from './curtain-evaluations';
import { FabricStep } from './fabric-step';
import { ModelStep } from './model-step';
import { SpecificationStep } from './specification-step';

/** A missing value is only pointed out after the dealer tried to save; wrong values at once. */
const visible = (issues: readonly Issue[], showAll: boolean) =>
  showAll ? issues : issues.filter((found) => found.code !== 'required');

export function CurtainFlow({
  account,
  initial,
  editing,
  locked = null,
}: {
  account: AccountSettings;
  initial: CurtainFormState;
  editing: boolean;
  /** Why the article can no longer change: it opens read-only. */
  locked?: RefusalCode | null;
}) {
  const { t } = useTranslation(['curtain', 'configurator', 'enums']);
  const routeTitle = useRouteTitle();
  const memory = useFlowMemory();
  const flow = useOrderFlow();
  const [state, setState] = useState(initial);
  const [step, setStep] = useState<StepId>(editing ? 'specification' : 'model');
  const [priceEnabled, setPriceEnabled] = useState(true);
  const [showErrors, setShowErrors] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [savedOrderNumber, setSavedOrderNumber] = useState<string | null>(null);

  const type = state.articleType;
  const split = state.parameters.split_type ?? null;
  const { main, lining, curtain, addOnEvaluations, addOnInputs } = useCurtainEvaluations(state);
  // What would be saved (the header's employee and room aside): leaving with it unsaved asks.
  const { room: _room, ...content } = state.parameters;
  const changes = useUnsavedChanges({
    type,
    content,
    withLining: state.withLining,
    addOns: ADD_ON_IDS.map((id) =>
      state.addOns[id].enabled
        ? { type: state.addOns[id].articleType, parameters: state.addOns[id].parameters }
        : null,
    ),
  });
  const priceDefaults = usePriceDefaults();

  // Ironing is only made on fabric that takes it: a default "ironing" on such a fabric is dropped.
  const ironingPoints = main.fabric?.facts.ironingPoints;
  useEffect(() => {
    if (ironingPoints !== undefined && ironingPoints < IRONING_MIN_POINTS) {
      setState((current) =>
        current.parameters.ironing === true
          ? changeParameter(current, 'ironing', false, account)
          : current,
      );
    }
  }, [ironingPoints, account]);

  const change = useCallback(
    (name: CurtainFieldName, value: unknown) => {
      setSavedOrderNumber(null);
      setState((current) => changeParameter(current, name, value, account));
    },
    [account],
  );
  const changeAddOn = useCallback((id: AddOnId, name: RailRodFieldName, value: unknown) => {
    setSavedOrderNumber(null);
    setState((current) =>
      updateAddOn(current, id, {
        parameters: withDraftField(current.addOns[id].parameters, name, value),
      }),
    );
  }, []);

  const header: FlowHeaderValue = {
    fabric: state.parameters.main_fabric ?? null,
    employee: state.employee,
    room: state.parameters.room ?? null,
  };
  const { setRoom } = memory;
  const changeHeader = useCallback(
    (next: FlowHeaderValue) => {
      setState((current) => ({
        ...current,
        employee: next.employee,
        parameters: {
          ...current.parameters,
          main_fabric: next.fabric ?? undefined,
          room: next.room ?? undefined,
        },
      }));
      if (next.room) setRoom(next.room);
    },
    [setRoom],
  );

  const kindsFor = (id: AddOnId): ArticleType[] =>
    id === 'pullRod'
      ? account.has_pull_rod
        ? ['pullrod']
        : []
      : railRodKindsFor(account, id === 'rod' ? 'rod' : 'rail', split);

  const enable = (id: AddOnId) => {
    const kinds = kindsFor(id);
    setState((current) => {
      const [first = null] = kinds;
      const enabled = enableAddOn(current, id, first);
      const addOn = enabled.addOns[id];
      if (id === 'pullRod' || current.addOns[id].articleType !== null) return enabled;
      // One kind on offer is chosen at once; with several, the dealer picks one first.
      if (kinds.length !== 1 || !isRailRodArticleType(first)) {
        return updateAddOn(enabled, id, { articleType: null });
      }
      const patch = kindChangePatch(addOn.parameters, first, type);
      return updateAddOn(enabled, id, { parameters: { ...addOn.parameters, ...patch } });
    });
  };

  // The measurement check: the curtain and its add-ons as typed, among the commission's articles.
  const curtainKey = state.orderNumber ?? UNSAVED_ARTICLE;
  const addOnKey = (id: AddOnId) => state.addOns[id].orderNumber ?? `${UNSAVED_ARTICLE}-${id}`;
  const room = state.parameters.room ?? null;
  const measurement = useLiveMeasurement({
    orderId: useCommissionOrderId(state.orderId),
    article: type
      ? {
          orderNumber: curtainKey,
          articleType: type,
          room,
          curtainOrderNumber: null,
          parameters: state.parameters,
          fabric: measuredFabricOf(main.fabric?.facts),
        }
      : null,
    addOns: ADD_ON_IDS.flatMap((id) => {
      const addOn = state.addOns[id];
      if (!addOn.enabled || !addOn.articleType) return [];
      return [
        {
          orderNumber: addOnKey(id),
          articleType: addOn.articleType,
          room,
          curtainOrderNumber: curtainKey,
          parameters: addOnInputs[id],
        },
      ];
    }),
  });

  const curtainIssues = curtain.evaluation?.issues ?? [];
  const shownIssues = [...visible(curtainIssues, showErrors), ...measurement.issuesOf(curtainKey)];
  const stepIds: StepId[] = [
    'model',
    'fabric',
    'specification',
    ...(takesRailOrRod(type)
      ? ADD_ON_IDS.filter((id) => state.addOns[id].enabled || kindsFor(id).length > 0)
      : []),
    'confirmation',
  ];
  const steps: StepDefinition[] = stepIds.map((id) => ({
    id,
    label: t(`configurator:steps.${id}`),
    hasErrors:
      showErrors && stepHasErrors(id, { state, curtain: curtain.evaluation, addOnEvaluations }),
  }));

  const enabledAddOns = ADD_ON_IDS.filter((id) => state.addOns[id].enabled);
  const blocked =
    (curtain.evaluation !== null && hasErrors(curtain.evaluation.issues)) ||
    enabledAddOns.some(
      (id) =>
        state.addOns[id].articleType === null ||
        (addOnEvaluations[id] !== null && hasErrors(addOnEvaluations[id]?.issues ?? [])),
    );

  const save = async () => {
    setShowErrors(true);
    setNotice(null);
    setSavedOrderNumber(null);
    flow.clearError();
    if (!type || headerProblems(header, account).length > 0) {
      setNotice(t('configurator:save.headerMissing'));
      return;
    }
    if (blocked) {
      setNotice(t('configurator:save.invalid'));
      return;
    }
    const saved = await flow.save({
      articleType: type,
      parameters: parametersForType(type, state.parameters),
      orderNumber: state.orderNumber,
      orderId: state.orderId,
      employee: state.employee,
    });
    if (!saved) return;
    setState((current) => ({
      ...current,
      orderNumber: saved.order_number,
      orderId: saved.order_id,
    }));
    memory.setCurtainOrderNumber(saved.order_number);
    // An add-on saved before and taken off since goes out of the order with this save.
    for (const id of ADD_ON_IDS) {
      const addOn = state.addOns[id];
      if (addOn.enabled || !addOn.orderNumber || !addOn.articleType) continue;
      const removed = await flow.remove({
        articleType: addOn.articleType,
        orderNumber: addOn.orderNumber,
        orderId: saved.order_id,
      });
      if (!removed) return;
      setState((current) => updateAddOn(current, id, { orderNumber: null }));
    }
    for (const id of enabledAddOns) {
      const addOn = state.addOns[id];
      if (!addOn.articleType) continue;
      const linked = passCurtainOrderNumber(saved.order_number, addOnInputs[id], {}).railRod;
      const answer = await flow.save({
        articleType: addOn.articleType,
        parameters: parametersForSave(addOn.articleType, linked),
        orderNumber: addOn.orderNumber,
        orderId: saved.order_id,
        employee: state.employee,
      });
      if (!answer) return;
      setState((current) => updateAddOn(current, id, { orderNumber: answer.order_number }));
    }
    setSavedOrderNumber(saved.order_number);
    changes.markSaved();
  };

  const reset = () => {
    setState((current) => resetCurtain(current, account, editing));
    setShowErrors(false);
    setNotice(null);
    setSavedOrderNumber(null);
    flow.clearError();
    setStep('model');
    changes.markSaved();
  };

  const railForPreview = (['rail', 'rod'] as const).find((id) => state.addOns[id].enabled);
  const extras = enabledAddOns.map((id) => ({
    label: t(`configurator:steps.${id}`),
    evaluation: addOnEvaluations[id],
  }));
  const activeStep = stepIds.includes(step) ? step : 'confirmation';

  const body = (() => {
    switch (activeStep) {
      case 'model':
        return (
          <ModelStep
            account={account}
            articleType={type}
            onChoose={(next: CurtainType) => {
              setSavedOrderNumber(null);
              setState((current) => chooseModel(current, next, account));
            }}
            parameters={state.parameters}
            onChange={change}
            issues={shownIssues}
          />
        );
      case 'fabric':
        return (
          <FabricStep
            articleType={type}
            parameters={state.parameters}
            onChange={change}
            issues={shownIssues}
            mainFabric={main.fabric}
            mainFabricLoading={main.loading}
            liningFabric={lining.fabric}
            withLining={state.withLining}
            onWithLiningChange={(on) => setState((current) => setWithLining(current, on))}
          />
        );
      case 'specification':
        return (
          <SpecificationStep
            account={account}
            articleType={type}
            parameters={state.parameters}
            onChange={change}
            issues={shownIssues}
            mainFabric={main.fabric?.facts ?? null}
            liningFabric={lining.fabric?.facts ?? null}
          />
        );
      case 'confirmation':
        return (
          <ConfirmationStep
            account={account}
            state={state}
            mainFabric={main.fabric}
            liningFabric={lining.fabric}
            evaluation={curtain.evaluation}
            extras={extras}
            priceEnabled={priceEnabled}
          />
        );
      default: {
        const id = activeStep;
        return (
          <AddOnStep
            id={id}
            addOn={state.addOns[id]}
            parameters={addOnInputs[id]}
            issues={[
              ...visible(addOnEvaluations[id]?.issues ?? [], showErrors),
              ...measurement.issuesOf(addOnKey(id)),
            ]}
            account={account}
            curtainType={type}
            curtainSplitType={split}
            onEnable={() => enable(id)}
            onDisable={() => setState((current) => disableAddOn(current, id))}
            onSkip={() => {
              const next = stepIds[stepIds.indexOf(id) + 1];
              if (next) setStep(next);
            }}
            onArticleTypeChange={(next) =>
              setState((current) => updateAddOn(current, id, { articleType: next }))
            }
            onChange={(name, value) => changeAddOn(id, name, value)}
            widthDiffers={addOnWidthDiffers(state, id)}
          />
        );
      }
    }
  })();

  return (
    <ConfiguratorLayout
      title={
        editing && state.orderNumber
          ? t('configurator:flow.editing', { orderNumber: state.orderNumber })
          : routeTitle
      }
      description={t('curtain:intro')}
      locked={locked}
      unsaved={changes.unsaved}
      header={<FlowHeader value={header} onChange={changeHeader} showErrors={showErrors} />}
      aside={
        <LiveSummary
          evaluation={curtain.evaluation}
          preview={
            <ArticlePreview
              articleType={type}
              parameters={state.parameters}
              evaluation={curtain.evaluation}
              mainFabric={main.fabric?.preview ?? null}
              liningFabric={lining.fabric?.preview ?? null}
              railParameters={railForPreview ? addOnInputs[railForPreview] : null}
              railType={railForPreview ? state.addOns[railForPreview].articleType : null}
              defaults={priceDefaults}
            />
          }
          extra={extras}
          priceEnabled={priceEnabled}
          onPriceEnabledChange={setPriceEnabled}
          mainLabel={type ? t(`enums:articleTypes.${type}`) : undefined}
        />
      }
    >
      <Steps
        steps={steps}
        active={activeStep}
        onChange={(id) => setStep(id as StepId)}
        footer={
          <Stack gap="sm">
            {notice ? (
              <Alert color="orange" variant="light" role="alert">
                {notice}
              </Alert>
            ) : null}
            <SaveBar
              onSave={() => void save()}
              onReset={reset}
              saving={flow.saving}
              errorMessage={flow.errorMessage}
              isUpdate={state.orderNumber !== null}
              savedOrderNumber={savedOrderNumber}
            />
          </Stack>
        }
      >
        {body}
      </Steps>
    </ConfiguratorLayout>
  );
}

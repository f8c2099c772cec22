// The curtain flow: order header, the seven steps, the live summary beside them and saving. The
// curtain is saved first; its rail, rod and pull rod follow with the curtain's order number.
import {
  type AccountSettings,
  ADD_ON_IDS,
  type AddOnId,
  type ArticleType,
  type CurtainFieldName,
  type CurtainFormState,
  changeParameter,
  enableAddOn,
  flowHeaderDefaults,
  hasErrors,
  IRONING_MIN_POINTS,
  isRailRodArticleType,
  kindChangePatch,
  type RailRodFieldName,
  type RefusalCode,
  railRodKindsFor,
  takesRailOrRod,
  updateAddOn,
  withDraftField,
} from '@atelier/domain';
import { Alert, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteIntro, useRouteTitle } from '../../components/route-title';
import { ArticlePreview } from '../../kits/article-preview';
import {
  ConfiguratorLayout,
  FlowHeader,
  type FlowHeaderValue,
  LiveSummary,
  SaveBar,
  type StepDefinition,
  Steps,
  useFlowMemory,
  useOrderFlow,
  usePriceDefaults,
  useUnsavedChanges,
} from '../../kits/configurator';
import { type StepId, stepHasErrors, useCurtainEvaluations } from './curtain-evaluations';
import { CurtainStepBody, visible } from './curtain-steps';
import { useCurtainMeasurement } from './use-curtain-measurement';
import { useCurtainSave } from './use-curtain-save';

/** The order header's fields as the curtain's state holds them. */
function headerOf(state: CurtainFormState): FlowHeaderValue {
  return {
    fabric: state.parameters.main_fabric ?? null,
    employee: state.employee,
    room: state.parameters.room ?? null,
  };
}

/** The curtain's state with the order header's fields set. */
function withHeader(state: CurtainFormState, next: FlowHeaderValue): CurtainFormState {
  return {
    ...state,
    employee: next.employee,
    parameters: {
      ...state.parameters,
      main_fabric: next.fabric ?? undefined,
      room: next.room ?? undefined,
    },
  };
}

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
  const intro = useRouteIntro();
  const memory = useFlowMemory();
  const flow = useOrderFlow();
  // The header's defaults (the employee) are there from the first draw: filled in afterwards
  // they would draw the whole flow again.
  const [state, setState] = useState(() => {
    const header = headerOf(initial);
    const filled = flowHeaderDefaults(header, account);
    return filled === header ? initial : withHeader(initial, filled);
  });
  const [step, setStep] = useState<StepId>(editing ? 'specification' : 'model');
  const [priceEnabled, setPriceEnabled] = useState(true);
  const [showErrors, setShowErrors] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [savedOrderNumber, setSavedOrderNumber] = useState<string | null>(null);

  const type = state.articleType;
  const split = state.parameters.split_type ?? null;
  const evaluations = useCurtainEvaluations(state);
  const { main, lining, curtain, addOnEvaluations, addOnInputs } = evaluations;
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

  // One object while its three values stay, so the header is not drawn again on every keystroke.
  const fabric = state.parameters.main_fabric ?? null;
  const room = state.parameters.room ?? null;
  const header: FlowHeaderValue = useMemo(
    () => ({ fabric, employee: state.employee, room }),
    [fabric, state.employee, room],
  );
  const { setRoom } = memory;
  const changeHeader = useCallback(
    (next: FlowHeaderValue) => {
      setState((current) => withHeader(current, next));
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

  const { curtainKey, addOnKey, measurement } = useCurtainMeasurement(
    state,
    main.fabric?.facts,
    addOnInputs,
  );

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

  const { save, reset } = useCurtainSave({
    account,
    editing,
    state,
    setState,
    header,
    blocked,
    enabledAddOns,
    addOnInputs,
    flow,
    memory,
    changes,
    setShowErrors,
    setNotice,
    setSavedOrderNumber,
    setStep,
  });

  const railForPreview = (['rail', 'rod'] as const).find((id) => state.addOns[id].enabled);
  const extras = enabledAddOns.map((id) => ({
    label: t(`configurator:steps.${id}`),
    evaluation: addOnEvaluations[id],
  }));
  const activeStep = stepIds.includes(step) ? step : 'confirmation';

  return (
    <ConfiguratorLayout
      title={
        editing && state.orderNumber
          ? t('configurator:flow.editing', { orderNumber: state.orderNumber })
          : routeTitle
      }
      description={intro}
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
        <CurtainStepBody
          activeStep={activeStep}
          stepIds={stepIds}
          setStep={setStep}
          account={account}
          state={state}
          setState={setState}
          setSavedOrderNumber={setSavedOrderNumber}
          evaluations={evaluations}
          shownIssues={shownIssues}
          showErrors={showErrors}
          measuredIssuesOf={measurement.issuesOf}
          addOnKey={addOnKey}
          extras={extras}
          priceEnabled={priceEnabled}
          change={change}
          changeAddOn={changeAddOn}
          enable={enable}
        />
      </Steps>
    </ConfiguratorLayout>
  );
}

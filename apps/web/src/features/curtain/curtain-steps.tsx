// The body of the curtain flow's active step: model, fabric, specification, an add-on or confirmation.
import {
  type AccountSettings,
  type AddOnId,
  addOnWidthDiffers,
  type CurtainFieldName,
  type CurtainFormState,
  type CurtainType,
  chooseModel,
  disableAddOn,
  type Issue,
  type RailRodFieldName,
  setWithLining,
  updateAddOn,
} from '@atelier/domain';
import type { Dispatch, SetStateAction } from 'react';
import type { ExtraArticle } from '../../kits/configurator';
import { AddOnStep } from './add-on-step';
import { ConfirmationStep } from './confirmation-step';
import type { StepId, useCurtainEvaluations } from './curtain-evaluations';
import { FabricStep } from './fabric-step';
import { ModelStep } from './model-step';
import { SpecificationStep } from './specification-step';

/** A missing value is only pointed out after the dealer tried to save; wrong values at once. */
export const visible = (issues: readonly Issue[], showAll: boolean) =>
  showAll ? issues : issues.filter((found) => found.code !== 'required');

export interface CurtainStepBodyProps {
  activeStep: StepId;
  stepIds: readonly StepId[];
  setStep: (id: StepId) => void;
  account: AccountSettings;
  state: CurtainFormState;
  setState: Dispatch<SetStateAction<CurtainFormState>>;
  setSavedOrderNumber: (orderNumber: string | null) => void;
  evaluations: ReturnType<typeof useCurtainEvaluations>;
  /** The curtain's issues as shown (missing values only once the dealer tried to save). */
  shownIssues: readonly Issue[];
  showErrors: boolean;
  /** The measurement check's issues of an article, by its key. */
  measuredIssuesOf: (key: string) => Issue[];
  addOnKey: (id: AddOnId) => string;
  extras: readonly ExtraArticle[];
  priceEnabled: boolean;
  change: (name: CurtainFieldName, value: unknown) => void;
  changeAddOn: (id: AddOnId, name: RailRodFieldName, value: unknown) => void;
  enable: (id: AddOnId) => void;
}

export function CurtainStepBody({
  activeStep,
  stepIds,
  setStep,
  account,
  state,
  setState,
  setSavedOrderNumber,
  evaluations: { main, lining, curtain, addOnEvaluations, addOnInputs },
  shownIssues,
  showErrors,
  measuredIssuesOf,
  addOnKey,
  extras,
  priceEnabled,
  change,
  changeAddOn,
  enable,
}: CurtainStepBodyProps) {
  const type = state.articleType;
  const split = state.parameters.split_type ?? null;
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
            ...measuredIssuesOf(addOnKey(id)),
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
}

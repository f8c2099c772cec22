// The live evaluations of the curtain flow: the curtain with its fabrics, and each add-on (rail, rod,
// pull rod) with what it takes from the curtain; plus which step still holds errors.
import {
  type AddOnId,
  type ArticleEvaluation,
  addOnParameters,
  type CurtainFormState,
  hasErrors,
  type Issue,
  type RailRodDraft,
} from '@atelier/domain';
import { useMemo } from 'react';
import { useFabricFacts, useLiveEvaluation } from '../../kits/configurator';

export type StepId = 'model' | 'fabric' | 'specification' | AddOnId | 'confirmation';

export function useCurtainEvaluations(state: CurtainFormState) {
  const main = useFabricFacts(state.parameters.main_fabric);
  const lining = useFabricFacts(state.parameters.lining_fabric);
  const curtain = useLiveEvaluation({
    articleType: state.articleType,
    parameters: state.parameters,
    mainFabric: main.fabric?.facts ?? null,
    liningFabric: lining.fabric?.facts ?? null,
  });
  const railParameters = useMemo(() => addOnParameters(state, 'rail'), [state]);
  const rodParameters = useMemo(() => addOnParameters(state, 'rod'), [state]);
  const pullRodParameters = useMemo(() => addOnParameters(state, 'pullRod'), [state]);
  const typeOf = (id: AddOnId) => (state.addOns[id].enabled ? state.addOns[id].articleType : null);
  const rail = useLiveEvaluation({ articleType: typeOf('rail'), parameters: railParameters });
  const rod = useLiveEvaluation({ articleType: typeOf('rod'), parameters: rodParameters });
  const pullRod = useLiveEvaluation({
    articleType: typeOf('pullRod'),
    parameters: pullRodParameters,
  });
  const addOnEvaluations: Record<AddOnId, ArticleEvaluation | null> = {
    rail: rail.evaluation,
    rod: rod.evaluation,
    pullRod: pullRod.evaluation,
  };
  const addOnInputs: Record<AddOnId, RailRodDraft> = {
    rail: railParameters,
    rod: rodParameters,
    pullRod: pullRodParameters,
  };
  return { main, lining, curtain, addOnEvaluations, addOnInputs };
}

const FABRIC_FIELDS = new Set(['main_fabric', 'lining_fabric', 'main_fabric_width_type']);
const MODEL_FIELDS = new Set(['luxury']);

/** Whether a step still has an error to fix, so the stepper can mark it. */
export function stepHasErrors(
  id: StepId,
  {
    state,
    curtain,
    addOnEvaluations,
  }: {
    state: CurtainFormState;
    curtain: ArticleEvaluation | null;
    addOnEvaluations: Record<AddOnId, ArticleEvaluation | null>;
  },
): boolean {
  const errors = (curtain?.issues ?? []).filter((found) => found.severity === 'error');
  const field = (found: Issue) => found.field?.split('.')[0] ?? '';
  switch (id) {
    case 'model':
      return state.articleType === null || errors.some((found) => MODEL_FIELDS.has(field(found)));
    case 'fabric':
      return errors.some((found) => FABRIC_FIELDS.has(field(found)));
    case 'specification':
      return errors.some(
        (found) => !FABRIC_FIELDS.has(field(found)) && !MODEL_FIELDS.has(field(found)),
      );
    case 'confirmation':
      return false;
    default:
      return state.addOns[id].enabled && hasErrors(addOnEvaluations[id]?.issues ?? []);
  }
}

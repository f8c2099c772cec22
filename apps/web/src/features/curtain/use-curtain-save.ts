// The curtain flow's save and reset: the curtain first, then its rail, rod and pull rod with its
// order number.
import {
  type AccountSettings,
  ADD_ON_IDS,
  type AddOnId,
  type CurtainFormState,
  parametersOfType as parametersForSave,
  parametersForType,
  passCurtainOrderNumber,
  type RailRodDraft,
  resetCurtain,
  updateAddOn,
} from '@atelier/domain';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FlowHeaderValue,
  headerProblems,
  type useFlowMemory,
  type useOrderFlow,
  type useUnsavedChanges,
} from '../../kits/configurator';
import type { StepId } from './curtain-evaluations';

export interface CurtainSaveInput {
  account: AccountSettings;
  /** A stored article being changed: its reset keeps what makes it that article. */
  editing: boolean;
  state: CurtainFormState;
  setState: Dispatch<SetStateAction<CurtainFormState>>;
  header: FlowHeaderValue;
  /** An error in the curtain or an enabled add-on (or an add-on without its kind) holds the save. */
  blocked: boolean;
  enabledAddOns: readonly AddOnId[];
  addOnInputs: Record<AddOnId, RailRodDraft>;
  flow: ReturnType<typeof useOrderFlow>;
  memory: ReturnType<typeof useFlowMemory>;
  changes: ReturnType<typeof useUnsavedChanges>;
  setShowErrors: (show: boolean) => void;
  setNotice: (notice: string | null) => void;
  setSavedOrderNumber: (orderNumber: string | null) => void;
  setStep: (id: StepId) => void;
}

/** The save bar's two actions: save the curtain with its add-ons, or start it over. */
export function useCurtainSave({
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
}: CurtainSaveInput) {
  const { t } = useTranslation('configurator');
  const type = state.articleType;
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

  return { save, reset };
}

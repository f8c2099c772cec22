// The curtain flow's measurement check: the curtain and its add-ons as typed, among the commission's
// articles, each under its key (its order number, or a stand-in while it is not saved).
import {
  ADD_ON_IDS,
  type AddOnId,
  type CurtainFormState,
  type RailRodDraft,
} from '@atelier/domain';
import {
  measuredFabricOf,
  UNSAVED_ARTICLE,
  useCommissionOrderId,
  useLiveMeasurement,
} from '../../kits/configurator';

export function useCurtainMeasurement(
  state: CurtainFormState,
  mainFabric: Parameters<typeof measuredFabricOf>[0],
  addOnInputs: Record<AddOnId, RailRodDraft>,
) {
  const curtainKey = state.orderNumber ?? UNSAVED_ARTICLE;
  const addOnKey = (id: AddOnId) => state.addOns[id].orderNumber ?? `${UNSAVED_ARTICLE}-${id}`;
  const room = state.parameters.room ?? null;
  const measurement = useLiveMeasurement({
    orderId: useCommissionOrderId(state.orderId),
    article: state.articleType
      ? {
          orderNumber: curtainKey,
          articleType: state.articleType,
          room,
          curtainOrderNumber: null,
          parameters: state.parameters,
          fabric: measuredFabricOf(mainFabric),
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
  return { curtainKey, addOnKey, measurement };
}

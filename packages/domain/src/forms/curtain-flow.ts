// Curtain flow behaviours (configurators §4, portal §4): reset, fabric source, create-or-update, and
// passing the curtain's order number on to its rail/rod and pull rod.
import { CUSTOMER_FABRIC_MARKER, type FabricSource } from '../enums.js';

/** Resetting a curtain keeps the room and the main fabric; everything else starts over. */
export function resetCurtainParameters<
  D extends { room?: unknown; main_fabric?: unknown },
  E extends object = Record<never, never>,
>(params: Readonly<D>, defaults?: Readonly<E>) {
  const kept: Partial<Pick<D, 'room' | 'main_fabric'>> = {};
  if (params.room !== undefined) kept.room = params.room;
  if (params.main_fabric !== undefined) kept.main_fabric = params.main_fabric;
  return { ...defaults, ...kept };
}

export function isCustomerFabric(fabricUuid: string | null | undefined): boolean {
  return typeof fabricUuid === 'string' && fabricUuid.startsWith(CUSTOMER_FABRIC_MARKER);
}

/** The fabric source a chosen fabric belongs to: the marker tells customer fabrics apart. */
export function fabricSourceOf(fabricUuid: string | null | undefined): FabricSource {
  return isCustomerFabric(fabricUuid) ? 'EXISTING_CUSTOMER_FABRICS' : 'EXISTING_ATELIER_FABRICS';
}

export interface FabricPickerState<F> {
  source: FabricSource;
  fabrics: readonly F[];
}

/** Switching the source clears the list: fabrics of the other source must not stay selectable. */
export function switchFabricSource<F>(
  state: FabricPickerState<F>,
  source: FabricSource,
): FabricPickerState<F> {
  if (state.source === source) return state;
  return { source, fabrics: [] };
}

export type SaveAction = 'create' | 'update';
/** An article without an order number is created, otherwise updated. */
export function articleSaveAction(orderNumber: string | number | null | undefined): SaveAction {
  return orderNumber === undefined || orderNumber === null || orderNumber === ''
    ? 'create'
    : 'update';
}

/** After the curtain is saved, its rail/rod and pull rod refer to it by its order number. */
export function passCurtainOrderNumber<R extends object, P extends object>(
  orderNumber: string | number,
  railRod: R,
  pullRod: P,
): {
  railRod: R & { curtain_order_number: string | number };
  pullRod: P & { curtain_order_number: string | number };
} {
  return {
    railRod: { ...railRod, curtain_order_number: orderNumber },
    pullRod: { ...pullRod, curtain_order_number: orderNumber },
  };
}

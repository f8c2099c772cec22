// The samples desk (issue 29 §2): what to pick on a day and how a request becomes shipped. A
// request waits (`requested`) until staff ship it with a tracking reference (`sent`); the pick list
// of a day holds every request made on or before it that is still waiting.
import { z } from 'zod';
import type { IsoDate } from '../calendar/working-days.js';
import { integer } from '../integer.js';
import { lazySchema } from '../pure.js';

/** The longest tracking reference a carrier gives (and the desk accepts). */
export const TRACKING_REFERENCE_MAX_LENGTH = 64;

interface Pickable {
  state: 'requested' | 'sent';
  requested_on: IsoDate | string;
}

/** Whether a request belongs on the pick list of `day`: requested by then and not yet shipped. */
export function onPickList(request: Pickable, day: IsoDate | string): boolean {
  return request.state === 'requested' && request.requested_on <= day;
}

/** Whether a request may be marked shipped: only once, while it waits (else `sample_already_shipped`). */
export function sampleShippable(state: Pickable['state']): boolean {
  return state === 'requested';
}

/**
 * Whether samples of a colour can be cut now: the manufacturer's sample stock flag
 * (`samples_in_stock`, set on the samples desk), and a colour that left the catalogue is out too.
 */
export function samplesAvailable(fabric: {
  samples_in_stock: boolean;
  is_active: boolean;
}): boolean {
  return fabric.samples_in_stock && fabric.is_active;
}

export const pickListFabricsShape = lazySchema(() =>
  z.object({
    fabric_uuid: z.string(),
    name: z.string(),
    color: z.string(),
    /** Samples of this fabric to cut: one per request that asks for it. */
    quantity: integer.min(1),
    /** The catalogue's sample stock flag; false names the fabric as out of stock. */
    in_stock: z.boolean(),
  }),
);
export type PickListFabric = z.infer<typeof pickListFabricsShape>;

/**
 * The fabrics of a day's requests, one line per fabric with the samples summed, out-of-stock
 * fabrics first (someone has to act on them), then by name.
 */
export function pickListFabrics(
  requests: readonly { fabrics: readonly { fabric_uuid: string; name: string; color: string }[] }[],
  inStock: (fabricUuid: string) => boolean,
): PickListFabric[] {
  const lines = new Map<string, PickListFabric>();
  for (const request of requests) {
    for (const fabric of request.fabrics) {
      const line = lines.get(fabric.fabric_uuid);
      if (line) line.quantity += 1;
      else
        lines.set(fabric.fabric_uuid, {
          ...fabric,
          quantity: 1,
          in_stock: inStock(fabric.fabric_uuid),
        });
    }
  }
  return [...lines.values()].sort(
    (a, b) => Number(a.in_stock) - Number(b.in_stock) || a.name.localeCompare(b.name),
  );
}

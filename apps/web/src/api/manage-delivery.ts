// `api/manage/delivery/`: the driver's run of a day, proof photos, a stop delivered and a fabric
// picked up. A delivery sends its photo first and then the stop, both under the intent's key (a
// key is bound to its path, so one key serves both calls and a resend repeats neither).
import {
  type CollectPickupBody,
  DELIVERY_PHOTO_FIELD,
  type DeliveryRun,
  type DeliveryStop,
  deliveryPhotoSchema,
  deliveryRunSchema,
  deliveryStopSchema,
} from '@atelier/domain';
import { queryOptions } from '@tanstack/react-query';
import { http, request } from '../lib/http';

export const deliveryKey = ['manage', 'delivery'] as const;
const BASE = 'api/manage/delivery/';

/** The run of `date` (the manufacturer's today when absent). */
export function deliveryRunQuery(date?: string) {
  return queryOptions({
    queryKey: [...deliveryKey, 'run', date ?? 'today'],
    queryFn: async ({ signal }): Promise<DeliveryRun> =>
      deliveryRunSchema.parse(
        await http.get(`${BASE}run/${date ? `?date=${encodeURIComponent(date)}` : ''}`, signal),
      ),
  });
}

/** The overview's figure: today's stops with something left to do. */
export async function deliveryStopsLeft(): Promise<number> {
  return deliveryRunSchema.parse(await http.get(`${BASE}run/`)).left;
}

/**
 * Uploads the proof's photo. Its key is the write's own with a suffix: a key names one request, and
 * the photo and the delivery are two (the same key on both would be refused as reused).
 */
async function uploadPhoto(file: File, key: string): Promise<string> {
  const form = new FormData();
  form.append(DELIVERY_PHOTO_FIELD, file, file.name);
  const photo = deliveryPhotoSchema.parse(
    await request(`${BASE}photos/`, {
      method: 'POST',
      form,
      headers: { 'idempotency-key': `${key}.photo` },
    }),
  );
  return photo.id;
}

export interface DeliverInput {
  debtorId: number;
  orderNumbers: readonly string[];
  recipientName: string;
  photo: File;
}

export async function deliverStop(input: DeliverInput, key: string): Promise<DeliveryStop> {
  const photoId = await uploadPhoto(input.photo, key);
  return deliveryStopSchema.parse(
    await request(`${BASE}stops/${input.debtorId}/delivered/`, {
      method: 'POST',
      body: {
        recipient_name: input.recipientName,
        photo_id: photoId,
        order_numbers: input.orderNumbers,
      },
      headers: { 'idempotency-key': key },
    }),
  );
}

export interface CollectInput {
  pickupId: number;
  handedOverBy: string;
  photo: File | null;
}

export async function collectPickup(input: CollectInput, key: string): Promise<DeliveryStop> {
  const body: CollectPickupBody = {
    handed_over_by: input.handedOverBy,
    photo_id: input.photo ? await uploadPhoto(input.photo, key) : null,
  };
  return deliveryStopSchema.parse(
    await request(`${BASE}pickups/${input.pickupId}/collected/`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    }),
  );
}

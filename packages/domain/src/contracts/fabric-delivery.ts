// How a dealer's own fabric reaches the factory (portal enumeration "fabric delivery": driver,
// parcelservice, supplier; `inapplicable` is the answer for a fabric that needs no delivery and is
// never announced). The dealer announces it on the fabric; a `driver` announcement puts a pick-up
// on the delivery run from its date on (decision 093).
import { z } from 'zod';
import type { FABRIC_DELIVERY } from '../enums.js';
import { type Issue, issue } from '../issues.js';
import { addDays } from '../orders/actions.js';
import { lazySchema } from '../pure.js';
import { integer } from './text.js';

/** The ways a dealer can choose: every fabric delivery but `inapplicable`. */
export const FABRIC_DELIVERY_CHOICES = [
  'driver',
  'parcelservice',
  'supplier',
] as const satisfies readonly (typeof FABRIC_DELIVERY)[number][];
export type FabricDeliveryChoice = (typeof FABRIC_DELIVERY_CHOICES)[number];

/** How far ahead an announcement may be dated. */
export const FABRIC_DELIVERY_MAX_DAYS_AHEAD = 90;
export const FABRIC_DELIVERY_NOTE_MAX = 200;

/**
 * `POST api/customer-fabrics/{uuid}/deliveries/`: how and from when. `date` is the day the driver
 * may pick the fabric up from (`driver`), or the day it is sent (`parcelservice`, `supplier`).
 */
export const fabricDeliveryBodySchema = lazySchema(() =>
  z
    .object({
      delivery: z.enum(FABRIC_DELIVERY_CHOICES, 'required'),
      date: z.iso.date('required'),
      note: z.string().trim().max(FABRIC_DELIVERY_NOTE_MAX, 'max').default(''),
    })
    .strict(),
);
export type FabricDeliveryBody = z.input<typeof fabricDeliveryBodySchema>;
export type FabricDeliveryInput = z.output<typeof fabricDeliveryBodySchema>;

/** The date's problem, judged against the manufacturer's `today`: from today, up to 90 days on. */
export function fabricDeliveryDateIssue(date: string, today: string): Issue | null {
  if (date < today) return issue('date', 'min_value', { min: today });
  const last = addDays(today, FABRIC_DELIVERY_MAX_DAYS_AHEAD);
  if (date > last) return issue('date', 'max_value', { max: last });
  return null;
}

/** An announcement may be withdrawn until the driver has picked the fabric up. */
export function fabricDeliveryCancellable(announcement: { collected_at: string | null }): boolean {
  return announcement.collected_at === null;
}

export const fabricDeliveryAnswerSchema = lazySchema(() =>
  z.object({
    id: integer,
    delivery: z.enum(FABRIC_DELIVERY_CHOICES),
    date: z.string(),
    note: z.string(),
    /** When the driver picked it up (a `driver` announcement only), and who handed it over. */
    collected_at: z.string().nullable(),
    handed_over_by: z.string().nullable(),
    cancellable: z.boolean(),
  }),
);
export type FabricDeliveryAnswer = z.infer<typeof fabricDeliveryAnswerSchema>;
export const fabricDeliveriesAnswerSchema = lazySchema(() =>
  z.object({
    results: z.array(fabricDeliveryAnswerSchema),
  }),
);
export type FabricDeliveriesAnswer = z.infer<typeof fabricDeliveriesAnswerSchema>;

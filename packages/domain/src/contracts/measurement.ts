// The measurement check as the API answers it (domain measurement/check.ts): each warning with its
// stable id (what a confirm acknowledges), the fields it is about, the message in the caller's
// language and what the dealer probably meant.
import { z } from 'zod';
import { lazySchema } from '../pure.js';

/** What the check warns about (measurement/check.ts), one code per kind of slip. */
export const MEASUREMENT_CODES = [
  'unit_slip',
  'swapped_sizes',
  'room_outlier',
  'rail_too_short',
  'rod_too_short',
  'pull_rod_too_long',
  'unusual_size',
  'wider_than_room_rails',
] as const;
export type MeasurementCode = (typeof MEASUREMENT_CODES)[number];

export const measurementWarningAnswerSchema = lazySchema(() =>
  z.object({
    id: z.string().max(60),
    code: z.enum(MEASUREMENT_CODES),
    order_number: z.string(),
    fields: z.array(z.string()),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    /** What the dealer probably meant, in cm as typed; empty when the check cannot tell. */
    suggestions: z.array(z.object({ field: z.string(), value: z.number() })),
    message: z.string(),
    /**
     * Acknowledged when the order was confirmed (the order's trail names it): the dealer has said
     * this measurement is right. Absent or false while it is still to acknowledge.
     */
    acknowledged: z.boolean().optional(),
  }),
);
export type MeasurementWarningAnswer = z.infer<typeof measurementWarningAnswerSchema>;

/** Warnings as answered beside an article or an order; absent in answers recorded before them. */
export const measurementWarningsField = lazySchema(() =>
  z.array(measurementWarningAnswerSchema).default([]),
);

/** `409 measurement_unacknowledged`: the confirm names these warnings as not acknowledged. */
export const measurementRefusalSchema = lazySchema(() =>
  z.object({
    detail: z.string(),
    code: z.literal('measurement_unacknowledged'),
    warnings: z.array(measurementWarningAnswerSchema),
  }),
);
export type MeasurementRefusal = z.infer<typeof measurementRefusalSchema>;

// Response schemas shared by many routes, for validation of answers and the OpenAPI document.
import { errorSchema, fieldErrorsSchema } from '@atelier/domain';
import { z } from 'zod';

export const messageSchema = z.object({ detail: z.string() });

/** The `:orderId` of the order calls and of the calls on an order's articles and documents. */
export const orderIdParams = z.object({
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The error answers a route may give, keyed by status, for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      status === 400 ? z.union([fieldErrorsSchema, errorSchema]) : errorSchema,
    ]),
  );
}

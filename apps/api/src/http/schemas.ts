// Response schemas shared by many routes, for validation of answers and the OpenAPI document.
import { errorSchema, fieldErrorsSchema } from '@atelier/domain';
import { z } from 'zod';

export const messageSchema = z.object({ detail: z.string() });

/** The error answers a route may give, keyed by status, for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      status === 400 ? z.union([fieldErrorsSchema, errorSchema]) : errorSchema,
    ]),
  );
}

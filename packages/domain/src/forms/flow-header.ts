// The header of a configurator flow asks for fabric, employee and room, all required
// (configurators §2, §5). Shared by the flow form and the API that creates the article.
import { z } from 'zod';
import { ROOMS } from '../enums.js';
import { issue } from '../issues.js';
import { fabricReference, wholeNumber } from '../schemas/fields.js';
import type { ValidationResult } from '../schemas/index.js';
import { zodIssuesToIssues } from '../schemas/to-issues.js';

export const flowHeaderSchema = z.object({
  fabric: fabricReference,
  /** The employee (sales user) the order is taken by: an id of the account's employees. */
  employee: wholeNumber({ min: 1, max: 2_147_483_647 }),
  room: z.enum(ROOMS),
});
export type FlowHeader = z.infer<typeof flowHeaderSchema>;

export function validateFlowHeader(raw: unknown): ValidationResult<FlowHeader> {
  try {
    const result = flowHeaderSchema.safeParse(raw);
    if (result.success) return { ok: true, value: result.data };
    return { ok: false, issues: zodIssuesToIssues(result.error.issues, raw) };
  } catch {
    return { ok: false, issues: [issue(null, 'invalid_type', { expected: 'object' })] };
  }
}

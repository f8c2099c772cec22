// The header of a configurator flow asks for fabric, employee and room, all required
// (configurators §2, §5). Shared by the flow form and the API that creates the article.
import { z } from 'zod';
import type { AccountSettings } from '../contracts/account.js';
import { ROOMS } from '../enums.js';
import { issue } from '../issues.js';
import { lazySchema } from '../pure.js';
import { fabricReference, wholeNumber } from '../schemas/fields.js';
import type { ValidationResult } from '../schemas/index.js';
import { zodIssuesToIssues } from '../schemas/to-issues.js';

export const flowHeaderSchema = lazySchema(() =>
  z.object({
    fabric: fabricReference(),
    /** The employee (sales user) the order is taken by: an id of the account's employees. */
    employee: wholeNumber({ min: 1, max: 2_147_483_647 }),
    room: z.enum(ROOMS),
  }),
);
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

/** The header while a flow fills it in: each field may still be empty. */
export interface FlowHeaderDraft {
  fabric: string | null;
  employee: number | null;
  room: (typeof ROOMS)[number] | null;
}

/** The room an order is taken for when the account hides the room field. */
export const HIDDEN_ROOM: (typeof ROOMS)[number] = 'others';

/** The account's settings the header's defaults are taken from. */
export type HeaderDefaultSettings = Pick<
  AccountSettings,
  'employees' | 'default_employee_name' | 'show_room'
>;

/** The employee a new order starts with: the account's default, else the only active one. */
export function defaultEmployeeId(account: HeaderDefaultSettings): number | null {
  const active = account.employees.filter((employee) => !employee.is_archived);
  const byName = active.find((employee) => employee.name === account.default_employee_name);
  return byName?.id ?? (active.length === 1 ? (active[0]?.id ?? null) : null);
}

/**
 * The header with what a new flow starts with filled in: the default employee, and "other room"
 * when the account hides the room field. The same object when nothing is filled in, or while the
 * account is not there yet.
 */
export function flowHeaderDefaults<T extends FlowHeaderDraft>(
  value: T,
  account: HeaderDefaultSettings | undefined,
): T {
  if (!account) return value;
  const patch: Partial<FlowHeaderDraft> = {};
  if (value.employee === null) {
    const fallback = defaultEmployeeId(account);
    if (fallback !== null) patch.employee = fallback;
  }
  if (!(account.show_room ?? true) && value.room === null) patch.room = HIDDEN_ROOM;
  return Object.keys(patch).length > 0 ? { ...value, ...patch } : value;
}

// A group of error reports on the errors desk: open until staff resolve or ignore it. A new report
// of a resolved group opens it again (the fault came back: a regression); an ignored group stays
// ignored and only counts.

export const ERROR_GROUP_STATUSES = ['open', 'resolved', 'ignored'] as const;
export type ErrorGroupStatus = (typeof ERROR_GROUP_STATUSES)[number];

export const ERROR_GROUP_ACTIONS = ['resolve', 'ignore', 'reopen'] as const;
export type ErrorGroupAction = (typeof ERROR_GROUP_ACTIONS)[number];

const TRANSITIONS: Record<ErrorGroupStatus, Partial<Record<ErrorGroupAction, ErrorGroupStatus>>> = {
  open: { resolve: 'resolved', ignore: 'ignored' },
  resolved: { reopen: 'open', ignore: 'ignored' },
  ignored: { reopen: 'open', resolve: 'resolved' },
};

/** What staff may do with a group in `status`, in the table's order. */
export function errorGroupActions(status: ErrorGroupStatus): ErrorGroupAction[] {
  return ERROR_GROUP_ACTIONS.filter((action) => TRANSITIONS[status][action] !== undefined);
}

/** The status after `action`, or the refusal when `status` does not allow it. */
export function errorGroupTransition(
  status: ErrorGroupStatus,
  action: ErrorGroupAction,
): { ok: true; to: ErrorGroupStatus } | { ok: false; code: 'error_status_not_allowed' } {
  const to = TRANSITIONS[status][action];
  return to ? { ok: true, to } : { ok: false, code: 'error_status_not_allowed' };
}

/** A group's status once a new report of it arrived: a resolved fault that is back is open. */
export function statusAfterReport(status: ErrorGroupStatus): ErrorGroupStatus {
  return status === 'resolved' ? 'open' : status;
}

import { describe, expect, it } from 'vitest';
import {
  ERROR_GROUP_ACTIONS,
  ERROR_GROUP_STATUSES,
  errorGroupActions,
  errorGroupTransition,
  statusAfterReport,
} from './groups.js';

describe('a group’s status', () => {
  it('offers exactly the actions its transitions allow', () => {
    for (const status of ERROR_GROUP_STATUSES) {
      for (const action of ERROR_GROUP_ACTIONS) {
        expect(errorGroupTransition(status, action).ok).toBe(
          errorGroupActions(status).includes(action),
        );
      }
    }
    expect(errorGroupActions('open')).toEqual(['resolve', 'ignore']);
    expect(errorGroupTransition('open', 'reopen')).toEqual({
      ok: false,
      code: 'error_status_not_allowed',
    });
    expect(errorGroupTransition('ignored', 'reopen')).toEqual({ ok: true, to: 'open' });
  });

  it('opens a resolved group again on a new report, not an ignored one', () => {
    expect(statusAfterReport('resolved')).toBe('open');
    expect(statusAfterReport('ignored')).toBe('ignored');
    expect(statusAfterReport('open')).toBe('open');
  });
});

import { describe, expect, it } from 'vitest';
import { type FlowHeaderDraft, flowHeaderDefaults } from './flow-header.js';
import { accountSettings } from './test-account.js';

const EMPTY: FlowHeaderDraft = { fabric: null, employee: null, room: null };
const employees = [
  { id: 7, name: 'Anna', email: '', is_archived: false },
  { id: 8, name: 'Bram', email: '', is_archived: false },
];

describe('the order header’s defaults', () => {
  it('start with the account’s default employee, or the only active one', () => {
    const named = accountSettings({ employees, default_employee_name: 'Bram' });
    expect(flowHeaderDefaults(EMPTY, named).employee).toBe(8);
    const only = accountSettings({
      employees: [{ ...employees[0], is_archived: true }, employees[1]],
      default_employee_name: '',
    });
    expect(flowHeaderDefaults(EMPTY, only).employee).toBe(8);
    const none = accountSettings({ employees, default_employee_name: '' });
    expect(flowHeaderDefaults(EMPTY, none)).toBe(EMPTY);
  });

  it('fill in "other room" only where the account hides the room field', () => {
    const account = accountSettings({ employees: [], show_room: false });
    expect(flowHeaderDefaults(EMPTY, account)).toEqual({ ...EMPTY, room: 'others' });
    expect(flowHeaderDefaults({ ...EMPTY, room: 'living' }, account).room).toBe('living');
    expect(flowHeaderDefaults(EMPTY, accountSettings({ employees: [] })).room).toBeNull();
  });

  it('hand back the same header while the account is not there yet', () => {
    expect(flowHeaderDefaults(EMPTY, undefined)).toBe(EMPTY);
  });

  it('hand back the same header when there is nothing to fill in (the header would loop)', () => {
    const chosen: FlowHeaderDraft = { fabric: null, employee: 7, room: 'living' };
    expect(flowHeaderDefaults(chosen, accountSettings({ employees, show_room: false }))).toBe(
      chosen,
    );
  });
});

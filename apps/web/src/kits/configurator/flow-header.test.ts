import { describe, expect, it } from 'vitest';
import { accountSettings } from '../../test/account-fixture';
import { type FlowHeaderValue, headerDefaults } from './flow-header';

const EMPTY: FlowHeaderValue = { fabric: null, employee: null, room: null };
const employees = [
  { id: 7, name: 'Anna', email: '', is_archived: false },
  { id: 8, name: 'Bram', email: '', is_archived: false },
];

describe('the order header’s defaults', () => {
  it('start with the account’s default employee, or the only active one', () => {
    const named = accountSettings({ employees, default_employee_name: 'Bram' });
    expect(headerDefaults(EMPTY, named).employee).toBe(8);
    const only = accountSettings({
      employees: [{ ...employees[0], is_archived: true }, employees[1]],
      default_employee_name: '',
    });
    expect(headerDefaults(EMPTY, only).employee).toBe(8);
    const none = accountSettings({ employees, default_employee_name: '' });
    expect(headerDefaults(EMPTY, none)).toBe(EMPTY);
  });

  it('fill in "other room" only where the account hides the room field', () => {
    const account = accountSettings({ employees: [], show_room: false });
    expect(headerDefaults(EMPTY, account)).toEqual({ ...EMPTY, room: 'others' });
    expect(headerDefaults({ ...EMPTY, room: 'living' }, account).room).toBe('living');
    expect(headerDefaults(EMPTY, accountSettings({ employees: [] })).room).toBeNull();
  });

  it('hand back the same header when there is nothing to fill in (the header would loop)', () => {
    const chosen: FlowHeaderValue = { fabric: null, employee: 7, room: 'living' };
    expect(headerDefaults(chosen, accountSettings({ employees, show_room: false }))).toBe(chosen);
  });
});

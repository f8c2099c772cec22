import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { customerFabricScope, debtorScope, type Principal, requireCurrentDebtor } from './scope.js';

const base: Principal = {
  userId: 1,
  username: 'someone',
  email: '',
  preferredLanguage: 'nl',
  isServiceAccount: false,
  staffRole: null,
  ownDebtorId: null,
  assignedDebtorIds: [],
  servicingDebtorId: null,
  customerFabricDebtorIds: [],
  sessionFamilyId: null,
  access: {
    show_only_tracking_page: false,
    show_sidebar_track_button: true,
    show_sidebar_customer_fabrics_button: true,
    show_sidebar_service_account_button: true,
    show_sidebar_release_notes_button: true,
    show_sample_service_buttons: true,
    show_sidebar_settings_button: true,
  },
};

describe('debtorScope', () => {
  it('gives a shop account its own debtor and nothing else', () => {
    expect(debtorScope({ ...base, ownDebtorId: 7, servicingDebtorId: 9 })).toEqual({
      debtorIds: [7],
      current: 7,
    });
  });

  it('gives a service account its assigned debtors, acting for the chosen one', () => {
    const service = { ...base, isServiceAccount: true, assignedDebtorIds: [5, 3, 8] };
    expect(debtorScope(service)).toEqual({ debtorIds: [3, 5, 8], current: null });
    expect(debtorScope({ ...service, servicingDebtorId: 8 }).current).toBe(8);
  });

  it('ignores a servicing debtor that is no longer assigned', () => {
    const service = {
      ...base,
      isServiceAccount: true,
      assignedDebtorIds: [3],
      servicingDebtorId: 4,
    };
    expect(debtorScope(service).current).toBeNull();
    expect(() => requireCurrentDebtor(debtorScope(service))).toThrow(AppError);
  });

  it('gives an account without debtors nothing', () => {
    expect(debtorScope(base)).toEqual({ debtorIds: [], current: null });
  });
});

describe('customerFabricScope', () => {
  const service = {
    ...base,
    isServiceAccount: true,
    assignedDebtorIds: [5, 3, 8],
    customerFabricDebtorIds: [3, 8],
  };

  it('keeps only the shops granted customer fabrics', () => {
    expect(customerFabricScope(service)).toEqual({ debtorIds: [3, 8], current: null });
    expect(customerFabricScope({ ...service, servicingDebtorId: 8 })).toEqual({
      debtorIds: [3, 8],
      current: 8,
    });
  });

  it('has no current shop while acting for one without them', () => {
    expect(customerFabricScope({ ...service, servicingDebtorId: 5 }).current).toBeNull();
    expect(customerFabricScope({ ...base, ownDebtorId: 7 })).toEqual({
      debtorIds: [],
      current: null,
    });
  });

  it('never widens the debtor scope', () => {
    expect(customerFabricScope({ ...service, customerFabricDebtorIds: [3, 4] }).debtorIds).toEqual([
      3,
    ]);
  });
});

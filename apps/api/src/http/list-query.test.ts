import { describe, expect, it } from 'vitest';
import { debtorScope, listScope, type Principal } from '../tenancy/scope.js';
import { listWindow } from './list-query.js';

const principal = (overrides: Partial<Principal>): Principal => ({
  userId: 1,
  username: 'someone',
  email: '',
  preferredLanguage: 'nl',
  isServiceAccount: false,
  staffRole: null,
  ownDebtorId: 7,
  assignedDebtorIds: [],
  servicingDebtorId: null,
  customerFabricDebtorIds: [],
  sessionFamilyId: null,
  access: {} as Principal['access'],
  ...overrides,
});

describe('the list-query helper', () => {
  it('turns ordering, paging and search into what a repository needs', () => {
    expect(listWindow({ ordering: '-updated_at', page: 3, page_size: 20, q: '  Jansen ' })).toEqual(
      { sort: 'updated_at', descending: true, limit: 20, offset: 40, q: 'Jansen' },
    );
    expect(listWindow({ ordering: 'id', page: 1, page_size: 5, q: '   ' })).toMatchObject({
      sort: 'id',
      descending: false,
      offset: 0,
      q: undefined,
    });
  });

  it('scopes to the caller’s debtors, or the one named; another debtor is not found', () => {
    const service = principal({
      isServiceAccount: true,
      ownDebtorId: null,
      assignedDebtorIds: [3, 2],
    });
    expect(listScope(debtorScope(service), undefined).debtorIds).toEqual([2, 3]);
    expect(listScope(debtorScope(service), 3).debtorIds).toEqual([3]);
    expect(() => listScope(debtorScope(service), 7)).toThrow('not_found');
    expect(listScope(debtorScope(principal({})), undefined).debtorIds).toEqual([7]);
    expect(() => listScope(debtorScope(principal({})), 3)).toThrow('not_found');
  });
});

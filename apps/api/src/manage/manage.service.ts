// The back office's own use cases: who the member of staff is, the staff list, the audit trail,
// the search.
import { type AuditFilters, type ManageSearchQuery, staffPermissions } from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { listAudit, staffAccount, staffMembers } from './manage.repository.js';
import { searchEverything } from './search.repository.js';

export class ManageService {
  constructor(private readonly db: Db) {}

  async me(ctx: RequestContext) {
    const account = await staffAccount(this.db, ctx.principal.userId);
    if (!account?.staff_role) throw new AppError('staff_only');
    return {
      ...account,
      staff_role: account.staff_role,
      permissions: staffPermissions(account.staff_role),
    };
  }

  staff() {
    return staffMembers(this.db);
  }

  audit(query: AuditFilters) {
    return listAudit(this.db, query);
  }

  /** The search box: a few debtors, orders and returns matching the text, across every debtor. */
  search(query: ManageSearchQuery) {
    return searchEverything(this.db, query.q);
  }
}

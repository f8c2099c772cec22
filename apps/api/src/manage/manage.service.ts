// The back office's own use cases: who the member of staff is, the staff list, the audit trail.
import { type AuditFilters, staffPermissions } from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { listAudit, staffAccount, staffMembers } from './manage.repository.js';

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
}

import type { DEBTOR_ORDERINGS, Debtor } from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { type DebtorRow, debtorsInScope, listDebtors } from './debtors.repository.js';

export function toDebtor({ entitlements: _, ...debtor }: DebtorRow): Debtor {
  return debtor;
}

export class DebtorsService {
  constructor(private readonly db: Db) {}

  async list(
    ctx: RequestContext,
    options: {
      q?: string | undefined;
      ordering: (typeof DEBTOR_ORDERINGS)[number];
      limit: number;
      offset: number;
    },
  ) {
    const { count, rows } = await listDebtors(this.db, ctx.scope, options);
    return { count, results: rows.map(toDebtor) };
  }

  /** Another tenant's debtor answers 404, exactly like one that does not exist. */
  async get(ctx: RequestContext, id: number): Promise<Debtor> {
    const [row] = await debtorsInScope(this.db, ctx.scope, [id]);
    if (!row) throw new AppError('not_found');
    return toDebtor(row);
  }
}

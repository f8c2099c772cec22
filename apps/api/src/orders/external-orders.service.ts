// `update-external` (portal §4): where an external order link leads. Scoped to the debtor the
// caller acts for: another shop's external order is answered as unknown (`products`), and a claim
// works once.
import { createHash } from 'node:crypto';
import {
  type ExternalOrderResult,
  type ExternalOrderUpdateAnswer,
  type ExternalOrderUpdateBody,
  PREPARED_OFFERS_SHOWN,
  type PreparedOffersAnswer,
} from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { currentDebtorScope, requireCurrentDebtor } from '../tenancy/scope.js';
import { findExternalOrder, preparedOffersOf, useClaim } from './external-orders.repository.js';

export const hashClaim = (claim: string) => createHash('sha256').update(claim).digest('hex');

export class ExternalOrdersService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async update(
    ctx: RequestContext,
    body: ExternalOrderUpdateBody,
  ): Promise<ExternalOrderUpdateAnswer> {
    const debtorId = requireCurrentDebtor(ctx.scope);
    const results: ExternalOrderResult[] = [];
    for (const entry of body.external_orders) {
      results.push(
        await this.one(debtorId, entry.external_order_id, entry.external_order_id_claim),
      );
    }
    return { results };
  }

  /** The newest offers prepared for the shop the caller acts for that are still offers. */
  async prepared(ctx: RequestContext): Promise<PreparedOffersAnswer> {
    const rows = await preparedOffersOf(
      this.db,
      currentDebtorScope(ctx.scope),
      PREPARED_OFFERS_SHOWN,
    );
    return {
      results: rows.map((row) => ({
        order_id: row.orderId,
        external_order_id: row.externalOrderId,
        source: row.source!,
        end_customer_name: row.endCustomerName,
        created_at: row.createdAt.toISOString(),
        warnings: row.warnings.length,
        claimed: row.claimedAt !== null,
      })),
    };
  }

  private async one(
    debtorId: number,
    externalOrderId: string,
    claim: string | undefined,
  ): Promise<ExternalOrderResult> {
    const products: ExternalOrderResult = {
      external_order_id: externalOrderId,
      status: 'products',
      order_id: null,
      reference: externalOrderId,
      edit_single_order: false,
    };
    if (claim === undefined) return products;
    const row = await findExternalOrder(this.db, debtorId, externalOrderId);
    if (!row || row.orderId === null || row.claimHash !== hashClaim(claim)) return products;
    if (row.claimedAt !== null || !(await useClaim(this.db, row.id, row.claimHash, this.now()))) {
      return { ...products, status: 'claim_used', order_id: row.orderId };
    }
    return { ...products, status: 'offered', order_id: row.orderId, edit_single_order: true };
  }
}

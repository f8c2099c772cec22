// The back office's search: debtors, orders and returns across every debtor (staff act for all of
// them), a few of each, read only.
import { MANAGE_SEARCH_LIMIT, type ManageSearch } from '@atelier/domain';
import { asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { customerOrder, debtor, rma } from '../db/schema/index.js';

/** A whole number that fits an `integer` column, or null (a longer run of digits names no id). */
const idOf = (q: string) => (/^\d{1,9}$/.test(q) ? Number(q) : null);

export async function searchEverything(db: Db, q: string): Promise<ManageSearch> {
  const pattern = containsPattern(q);
  const id = idOf(q);
  const orderMatch: SQL[] = [
    ilike(customerOrder.commission, pattern),
    ilike(customerOrder.customerOrderNumber, pattern),
  ];
  if (id !== null) orderMatch.push(eq(customerOrder.id, id));
  const [debtors, orders, returns] = await Promise.all([
    db
      .select({ id: debtor.id, number: debtor.number, name: debtor.name, city: debtor.city })
      .from(debtor)
      .where(
        or(ilike(debtor.name, pattern), ilike(debtor.number, pattern), ilike(debtor.city, pattern)),
      )
      .orderBy(asc(debtor.name), asc(debtor.id))
      .limit(MANAGE_SEARCH_LIMIT),
    db
      .select({
        id: customerOrder.id,
        commission: customerOrder.commission,
        order_type: customerOrder.orderType,
        debtor_id: customerOrder.debtorId,
        debtor_name: debtor.name,
      })
      .from(customerOrder)
      .innerJoin(debtor, eq(debtor.id, customerOrder.debtorId))
      .where(or(...orderMatch))
      .orderBy(desc(customerOrder.updatedAt), desc(customerOrder.id))
      .limit(MANAGE_SEARCH_LIMIT),
    db
      .select({
        order_number: rma.orderNumber,
        rma_number: rma.rmaNumber,
        state: rma.state,
        customer_name: rma.customerName,
        debtor_id: rma.debtorId,
        debtor_name: debtor.name,
      })
      .from(rma)
      .innerJoin(debtor, eq(debtor.id, rma.debtorId))
      .where(
        or(ilike(rma.rmaNumber, pattern), eq(rma.orderNumber, q), eq(rma.articleOrderNumber, q)),
      )
      .orderBy(desc(rma.createdAt), desc(rma.orderNumber))
      .limit(MANAGE_SEARCH_LIMIT),
  ]);
  return { debtors, orders, returns };
}

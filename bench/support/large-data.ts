// The large data set of the scale bench, as plain SQL with `generate_series`: one statement per
// table, so 100,000 orders and 500,000 articles load in seconds rather than row by row. Each call
// adds orders to the database already seeded with the demo world:
//
//   - `debtors` bench debtors (numbers `B000001`…), made once;
//   - `dealerOrders` orders for the dealer `dealerDebtorId` (demo-shop's debtor);
//   - `otherOrders` orders spread over the bench debtors;
//   - `articlesPerOrder` articles on each new order, with prices in cents.
//
// Order types follow a plausible mix (10 % draft, 10 % offered, 30 % confirmed, 50 % delivered);
// `updated_at` is spread over two years; one commission in 50 names "Jansen" (a `q` search whose
// answer grows with the dealer's orders). "Visser" is a search whose answer does not grow: the
// first `dealerVissers` orders of the dealer made by a call name it, and one in ten of the other
// debtors' orders, so the dealer's matches stay as they were while other tenants' matches grow.
// Run the statements in order; each is one statement (PGlite's `query` takes one at a time).

export interface LargeDataSet {
  debtors: number;
  dealerDebtorId: number;
  dealerOrders: number;
  otherOrders: number;
  articlesPerOrder: number;
  /** The highest order id before this call (articles go to the orders made after it). */
  afterOrderId: number;
  /** How many of this call's dealer orders name "Visser" (0 when not given). */
  dealerVissers?: number;
}

const int = (value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a count: ${value}`);
  return String(value);
};

export function largeDataStatements(set: LargeDataSet): string[] {
  const debtors = int(set.debtors);
  const orderType = `(array['draft','offered','confirmed','confirmed','confirmed','delivered','delivered','delivered','delivered','delivered'])[1 + (g * 7) % 10]`;
  const commission = (visser: string) =>
    `case when ${visser} then 'Visser ' || g when g % 50 = 0 then 'Jansen ' || g else 'Commission ' || g end`;
  const updatedAt = `now() - ((g * 7919) % 1051200) * interval '1 minute'`;
  return [
    `insert into debtor (number, name, country, currency, customer_group_id)
     select 'B' || lpad(g::text, 6, '0'), 'Bench debtor ' || g, 'NL', 'EUR',
            (select min(id) from customer_group)
     from generate_series(1, ${debtors}) g
     on conflict (number) do nothing`,
    `insert into customer_order (debtor_id, order_type, commission, customer_order_number, memo,
                                 created_at, updated_at)
     select ${int(set.dealerDebtorId)}, ${orderType}, ${commission(`g <= ${int(set.dealerVissers ?? 0)}`)}, 'PO-' || g, '',
            ${updatedAt} - interval '1 day', ${updatedAt}
     from generate_series(1, ${int(set.dealerOrders)}) g`,
    `insert into customer_order (debtor_id, order_type, commission, customer_order_number, memo,
                                 created_at, updated_at)
     select ids[1 + g % array_length(ids, 1)], ${orderType}, ${commission('g % 10 = 3')}, 'PO-' || g, '',
            ${updatedAt} - interval '1 day', ${updatedAt}
     from generate_series(1, ${int(set.otherOrders)}) g,
          (select array_agg(id order by id) as ids from debtor where number like 'B%') bench`,
    `insert into article_order (order_id, debtor_id, article_type, parameters, wholesale_cents,
                                sales_cents, currency, position)
     select o.id, o.debtor_id, 'pleatcurtain', '{}'::jsonb, 10000 + (o.id * 31 + p) % 50000,
            20000 + (o.id * 17 + p) % 90000, 'EUR', p
     from customer_order o cross join generate_series(1, ${int(set.articlesPerOrder)}) p
     where o.id > ${int(set.afterOrderId)}`,
    // As a database in use has been: vacuumed (visibility map, no dead rows for autovacuum to
    // clean while the bench measures) and analysed.
    `vacuum analyze`,
  ];
}

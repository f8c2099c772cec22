// A transaction the database ends as a deadlock victim (40P01) or for a serialization failure
// (40001) runs once more; with an Idempotency-Key the second attempt claims the key afresh and
// stores one answer. On PostgreSQL a real deadlock between two connections is resolved this way.
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userId } from '../articles/test-support.js';
import { type Answer, claimedWrite, replayOf } from '../context/idempotency.js';
import { useTestApp } from '../test/app.js';
import { secondHandle } from '../test/database.js';
import type { Db } from './client.js';
import { customerOrder, debtor, idempotencyKey } from './schema/index.js';
import { isRetryable, transaction } from './transaction.js';

const ctx = useTestApp();

/** What node-postgres throws for a deadlock victim, wrapped as Drizzle wraps it. */
function failure(code: string): Error {
  const cause = Object.assign(new Error('deadlock detected'), { code });
  return Object.assign(new Error('Failed query: update …'), { cause });
}

async function commissionOf(id: number, db: Db = ctx.database.db) {
  const [row] = await db
    .select({ commission: customerOrder.commission })
    .from(customerOrder)
    .where(eq(customerOrder.id, id));
  return row?.commission;
}

async function newOrder(commission: string): Promise<number> {
  const [shop] = await ctx.database.db.select({ id: debtor.id }).from(debtor).limit(1);
  const [row] = await ctx.database.db
    .insert(customerOrder)
    .values({ debtorId: shop!.id, commission })
    .returning({ id: customerOrder.id });
  return row!.id;
}

describe('a transaction the database aborted runs once more', () => {
  it('knows a deadlock and a serialization failure, wrapped or not, and nothing else', () => {
    expect(isRetryable(failure('40P01'))).toBe(true);
    expect(isRetryable(failure('40001'))).toBe(true);
    expect(isRetryable(Object.assign(new Error('x'), { code: '40P01' }))).toBe(true);
    expect(isRetryable(failure('23505'))).toBe(false);
    expect(isRetryable(new Error('deadlock detected'))).toBe(false);
    expect(isRetryable(null)).toBe(false);
  });

  it('a deadlock victim is rolled back and run again; a second failure, or another error, is answered', async () => {
    const id = await newOrder('Voor');
    let attempts = 0;
    const result = await transaction(ctx.database.db, async (tx) => {
      attempts += 1;
      await tx
        .update(customerOrder)
        .set({ commission: `Poging ${attempts}` })
        .where(eq(customerOrder.id, id));
      if (attempts === 1) throw failure('40P01');
      return attempts;
    });
    expect(result).toBe(2);
    expect(await commissionOf(id)).toBe('Poging 2');

    attempts = 0;
    await expect(
      transaction(ctx.database.db, async (tx) => {
        attempts += 1;
        await tx.update(customerOrder).set({ commission: 'Nooit' }).where(eq(customerOrder.id, id));
        throw failure('40001');
      }),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(2);

    attempts = 0;
    await expect(
      transaction(ctx.database.db, async () => {
        attempts += 1;
        throw failure('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(1);
    expect(await commissionOf(id)).toBe('Poging 2');
  });

  it('with an Idempotency-Key: the retried write claims the key again and stores one answer', async () => {
    const id = await newOrder('Sleutel');
    const claim = {
      userId: await userId(ctx, 'demo-shop'),
      key: `retry-${Date.now()}`,
      method: 'POST',
      path: `/api/orders/${id}/offer/`,
      requestHash: 'a'.repeat(64),
    };
    let attempts = 0;
    const answer = await claimedWrite(ctx.database.db, claim, async (tx) => {
      attempts += 1;
      await tx
        .update(customerOrder)
        .set({ commission: `Sleutel ${attempts}` })
        .where(eq(customerOrder.id, id));
      if (attempts === 1) throw failure('40P01');
      return { status: 200, body: { attempts } };
    });
    expect(answer).toEqual({ status: 200, body: { attempts: 2 } });
    const [stored] = await ctx.database.db
      .select({ count: count() })
      .from(idempotencyKey)
      .where(eq(idempotencyKey.key, claim.key));
    expect(Number(stored!.count)).toBe(1);
    expect(await replayOf<{ attempts: number }>(ctx.database.db, claim)).toEqual<
      Answer<{ attempts: number }>
    >({ status: 200, body: { attempts: 2 } });
    expect(await commissionOf(id)).toBe('Sleutel 2');
  });

  // PGlite has one connection: its transactions run one after another and cannot deadlock.
  it.skipIf(process.env.TEST_DATABASE !== 'postgres')(
    'on PostgreSQL, two transactions locking two rows in opposite order both commit',
    async () => {
      const first = await newOrder('Eerste');
      const second = await newOrder('Tweede');
      const other = secondHandle(ctx.database);
      try {
        // Each holds its first row until the other holds its own: a deadlock, which PostgreSQL
        // resolves by aborting one of them; that one runs again once the other has committed.
        let holding = 0;
        let committed = 0;
        const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
        const bothHold = async () => {
          holding += 1;
          while (holding < 2) await pause();
        };
        const crossing = (db: Db, a: number, b: number, name: string) => {
          let attempt = 0;
          return transaction(db, async (tx) => {
            attempt += 1;
            // The run again starts once the other has committed: started at once, it could take
            // the row the other is about to lock and deadlock a second time (this test crosses
            // the locks on purpose; the actions take them in one order).
            if (attempt > 1) while (committed === 0) await pause();
            await tx.update(customerOrder).set({ commission: name }).where(eq(customerOrder.id, a));
            if (attempt === 1) await bothHold();
            await tx.execute(sql`select 1 from customer_order where id = ${b} for update`);
            await tx.update(customerOrder).set({ commission: name }).where(eq(customerOrder.id, b));
            return attempt;
          }).then((attempts) => {
            committed += 1;
            return attempts;
          });
        };
        const attempts = await Promise.all([
          crossing(ctx.database.db, first, second, 'A'),
          crossing(other.db, second, first, 'B'),
        ]);
        expect(attempts.sort()).toEqual([1, 2]);
        // The one run again committed last: both rows carry its name.
        expect(await commissionOf(first)).toBe(await commissionOf(second));
      } finally {
        await other.close();
      }
    },
  );
});

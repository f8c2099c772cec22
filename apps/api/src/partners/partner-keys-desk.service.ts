// The back office's side of the partner chains (permission `integrationKeys`, beside the
// factories' keys): the chains with their stores and keys, a new key shown once, a key revoked.
// Every write records its audit entry in its transaction.
import {
  type CreatedPartnerKey,
  type PartnerChain,
  type PartnerKey,
  type PartnerKeyCreate,
  partnerKeyCreateSchema,
} from '@atelier/domain';
import { recordAudit } from '../audit/audit.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { createPartnerKey } from './partner-keys.js';
import { chainsWithStores, listPartnerKeys, revokePartnerKey } from './partners.repository.js';

type KeyRow = Awaited<ReturnType<typeof listPartnerKeys>>[number];

const answerOf = (key: KeyRow): PartnerKey => ({
  id: key.id,
  chain_id: key.chainId,
  label: key.label,
  prefix: key.prefix,
  created_at: key.createdAt.toISOString(),
  created_by: key.createdBy,
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
  revoked_at: key.revokedAt?.toISOString() ?? null,
});

export class PartnerKeysDesk {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async chains(): Promise<PartnerChain[]> {
    const { chains, stores } = await chainsWithStores(this.db);
    const keys = await listPartnerKeys(this.db);
    return chains.map((chain) => ({
      id: chain.id,
      code: chain.code,
      name: chain.name,
      stores: stores
        .filter((store) => store.chainId === chain.id)
        .map((store) => ({ debtor_id: store.debtorId, number: store.number, name: store.name })),
      keys: keys.filter((key) => key.chainId === chain.id).map(answerOf),
    }));
  }

  private async key(id: number, db: Db = this.db): Promise<KeyRow> {
    const key = (await listPartnerKeys(db)).find((row) => row.id === id);
    if (!key) throw new AppError('not_found');
    return key;
  }

  /** A new key for a chain: the answer is the only place its secret ever appears. */
  async create(
    ctx: RequestContext,
    chainId: number,
    body: PartnerKeyCreate,
  ): Promise<CreatedPartnerKey> {
    const input = partnerKeyCreateSchema.parse(body);
    const { chains } = await chainsWithStores(this.db);
    if (!chains.some((chain) => chain.id === chainId)) throw new AppError('not_found');
    return this.db.transaction(async (tx) => {
      const { row, key } = await createPartnerKey(tx, chainId, input.label, ctx.principal.userId);
      await recordAudit(tx, ctx, {
        action: 'partnerKey.create',
        subject: 'partnerKey',
        subjectId: row.id,
        after: { chain_id: chainId, label: row.label, prefix: row.prefix },
      });
      return { ...answerOf(await this.key(row.id, tx)), key };
    });
  }

  /** Revoked: the chain's next call with it is refused like an unknown key's. */
  async revoke(ctx: RequestContext, id: number): Promise<PartnerKey> {
    const before = await this.key(id);
    if (before.revokedAt !== null) throw new AppError('conflict');
    return this.db.transaction(async (tx) => {
      if (!(await revokePartnerKey(tx, id, this.now()))) throw new AppError('conflict');
      const after = await this.key(id, tx);
      await recordAudit(tx, ctx, {
        action: 'partnerKey.revoke',
        subject: 'partnerKey',
        subjectId: id,
        before: { chain_id: before.chainId, label: before.label, revoked_at: null },
        after: { chain_id: after.chainId, label: after.label, revoked_at: after.revokedAt },
      });
      return answerOf(after);
    });
  }
}

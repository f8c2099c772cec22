// The partner API of retail chains (decision 096): a chain sends its stores' orders, each naming
// the store (its customer number) and the chain's own reference. Each order is read, checked and
// made on its own and answered on its own: `created` (a prepared offer of that store, with the
// one-time claim and the link that opens it), `duplicate` (the same reference and the same order
// again: nothing new, the first answer's data without the claim, which is kept only as a hash) or
// `refused` (its field errors, a store that is not the chain's, a reference reused for another
// order). The chain sees no prices.
import { createHash } from 'node:crypto';
import {
  externalOrderLink,
  type Locale,
  type PartnerOrder,
  type PartnerOrderBatch,
  type PartnerOrderBatchAnswer,
  type PartnerOrderResult,
  type PartnerOrderStatus,
  partnerOrderSchema,
  preparedOfferState,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { recordPartnerAudit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { externalOrderOfChain } from '../external-intake/external-intake.repository.js';
import {
  type ExternalIntakeService,
  intakeWarningsOf,
  newExternalOrderId,
} from '../external-intake/external-intake.service.js';
import { AppError } from '../http/errors.js';
import { issueMessage, issuesToFieldErrors } from '../http/issues.js';
import { fieldErrors } from '../http/validation.js';
import type { ChainCaller } from './partner-keys.js';
import { storeOfChain, touchPartnerKey } from './partners.repository.js';

/** The same order gives the same text: object keys sorted at every level. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const hashOrder = (order: PartnerOrder) =>
  createHash('sha256').update(canonical(order)).digest('hex');

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : null);

type Found = NonNullable<Awaited<ReturnType<typeof externalOrderOfChain>>>;

export class PartnerOrdersService {
  constructor(
    private readonly db: Db,
    private readonly intake: ExternalIntakeService,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Marks the key as used (after the answer; a failure here only costs the date). */
  touch(caller: ChainCaller): Promise<void> {
    return touchPartnerKey(this.db, caller.keyId, this.now());
  }

  /** 200 when no order was refused, 207 otherwise; each order answered in `results`. */
  async submit(
    caller: ChainCaller,
    batch: PartnerOrderBatch,
    locale: Locale,
  ): Promise<{ status: 200 | 207; body: PartnerOrderBatchAnswer }> {
    const results: PartnerOrderResult[] = [];
    for (const [index, raw] of batch.orders.entries()) {
      results.push(await this.one(caller, index, raw, locale));
    }
    const refused = results.some((result) => result.outcome === 'refused');
    return { status: refused ? 207 : 200, body: { results } };
  }

  private async one(
    caller: ChainCaller,
    index: number,
    raw: Record<string, unknown>,
    locale: Locale,
  ): Promise<PartnerOrderResult> {
    const base = {
      index,
      reference: textOf(raw.reference),
      store: textOf(raw.store),
      external_order_id: null,
      claim: null,
      open_url: null,
      state: null,
      warnings: [],
    };
    const invalid = (errors: Record<string, string[]>): PartnerOrderResult => ({
      ...base,
      outcome: 'refused',
      status: 400,
      code: 'validation_error',
      detail: translate(locale, 'errors:validation_error'),
      errors,
    });
    const parsed = partnerOrderSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) return invalid(fieldErrors(parsed.error.issues, locale));
    const order = parsed.data;
    const requestHash = hashOrder(order);
    const known = await externalOrderOfChain(this.db, caller.chainId, order.reference);
    if (known) return this.repeated(base, known, requestHash, locale);
    const store = await storeOfChain(this.db, caller.chainId, order.store);
    if (!store) {
      return invalid({
        store: [
          issueMessage(
            { field: 'store', code: 'partner_store_unknown', params: {}, severity: 'error' },
            locale,
          ),
        ],
      });
    }
    const priced = await this.intake.price(store.debtorId, order, locale);
    if (!priced.ok) return invalid(issuesToFieldErrors(priced.issues, locale));
    const externalOrderId = newExternalOrderId('intergamma');
    const outcome = await this.intake.store(
      {
        debtorId: store.debtorId,
        source: 'intergamma',
        externalOrderId,
        request: order,
        commission: `${caller.chainName} ${order.reference}`,
        endCustomerName: caller.chainName,
        endCustomerReference: order.reference,
        chain: { id: caller.chainId, reference: order.reference, requestHash },
      },
      priced.lines,
      (tx, made) =>
        recordPartnerAudit(tx, `${caller.chainName} (${caller.keyPrefix}…)`, {
          action: 'externalOrder.create',
          subject: 'externalOrder',
          subjectId: made.externalOrder.externalOrderId,
          debtorId: store.debtorId,
          after: {
            source: 'intergamma',
            chain_reference: order.reference,
            store: store.number,
            order_id: made.orderId,
            lines: order.lines.length,
            key_id: caller.keyId,
          },
        }),
    );
    if (!outcome.created) {
      // Made meanwhile by a concurrent call with the same reference.
      const made = await externalOrderOfChain(this.db, caller.chainId, order.reference);
      if (!made) throw new AppError('conflict');
      return this.repeated(base, made, requestHash, locale);
    }
    return {
      ...base,
      reference: order.reference,
      store: store.number,
      outcome: 'created',
      status: 201,
      external_order_id: externalOrderId,
      claim: outcome.claim,
      open_url: externalOrderLink(this.publicUrl, externalOrderId, outcome.claim),
      state: 'offered',
      warnings: intakeWarningsOf(outcome.warnings, locale),
    };
  }

  /** A reference sent before: the same order is a duplicate, another one is refused. */
  private repeated(
    base: Pick<PartnerOrderResult, 'index' | 'reference' | 'store'>,
    found: Found,
    requestHash: string,
    locale: Locale,
  ): PartnerOrderResult {
    const { external } = found;
    const answer = {
      ...base,
      external_order_id: null,
      claim: null,
      open_url: null,
      state: null,
      warnings: [],
    };
    if (external.requestHash !== requestHash) {
      return {
        ...answer,
        outcome: 'refused',
        status: 409,
        code: 'partner_reference_reused',
        detail: translate(locale, 'errors:partner_reference_reused'),
      };
    }
    return {
      ...answer,
      outcome: 'duplicate',
      status: 200,
      external_order_id: external.externalOrderId,
      state: preparedOfferState(found.orderType, external.claimedAt !== null),
      warnings: intakeWarningsOf(external.warnings, locale),
    };
  }

  /** One of the chain's orders as it stands; another chain's reference is not found. */
  async status(
    caller: ChainCaller,
    reference: string,
    locale: Locale,
  ): Promise<PartnerOrderStatus> {
    const found = await externalOrderOfChain(this.db, caller.chainId, reference);
    if (!found) throw new AppError('not_found');
    const { external } = found;
    return {
      reference,
      store: found.storeNumber,
      external_order_id: external.externalOrderId,
      state: preparedOfferState(found.orderType, external.claimedAt !== null),
      created_at: external.createdAt.toISOString(),
      warnings: intakeWarningsOf(external.warnings, locale),
    };
  }
}

// Prepared offers (decision 096): what a hosted shop, a kiosk or a chain's partner API asks for one
// dealer becomes an offer of that dealer, priced as the dealer's own article save prices it
// (ArticlesService: the domain's `evaluateArticle` with the dealer's pricing account), its
// measurement warnings kept, and an external order with a one-time claim that the dealer opens
// through the external order entry (`update-external`). Nobody is signed in: the order and its
// trail name no user, the external order names the source.
import { randomBytes } from 'node:crypto';
import {
  ACCESS_FLAGS,
  addDays,
  articleCallOfLine,
  contactMemo,
  EXTERNAL_ORDER_ID_PREFIX,
  type IntakeSource,
  type IntakeWarning,
  type Issue,
  isCustomerFabricUuid,
  issue,
  type Locale,
  lineFieldPath,
  OFFER_DEFAULT_VALIDITY_DAYS,
  type PreparedOfferRequest,
  type PricedArticleType,
  systemSettingsSchema,
  type UnitSystem,
} from '@atelier/domain';
import type { ArticlesService, StoredArticleValues } from '../articles/articles.service.js';
import { storeNewArticle } from '../articles/articles.service.js';
import { measurementMessage, measurementWarningsOf } from '../articles/measurement.js';
import { type RequestContext, requestContext } from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import type { StoredIntakeWarning } from '../db/schema/index.js';
import { readStored } from '../db/stored.js';
import { transaction } from '../db/transaction.js';
import { hashClaim } from '../orders/external-orders.service.js';
import { activeEmployees } from '../orders/orders.repository.js';
import { createCommission } from '../orders/orders.service.js';
import type { Principal } from '../tenancy/scope.js';
import {
  attachOrder,
  claimExternalOrder,
  type ExternalOrderRow,
  fabricUuidsByArticleNumber,
} from './external-intake.repository.js';

/** The order's header text fields hold this much (the orders contract's `commission`). */
const COMMISSION_LENGTH = 120;
const END_CUSTOMER_LENGTH = 120;

/** A new external order id of a source: `CHAIN-7K2M9QXD4R`. */
export function newExternalOrderId(source: IntakeSource): string {
  const code = randomBytes(10)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 10);
  return `${EXTERNAL_ORDER_ID_PREFIX[source]}-${code}`;
}

/** A new one-time claim code (only its hash is kept). */
export const newClaim = () => randomBytes(18).toString('base64url');

/**
 * The caller pricing runs as: the dealer's own scope, the account's default settings (sizes in
 * centimetres), no customer fabrics. It is no account (user 0 is never written: the writes below
 * name nobody) and it signs nothing in; it exists so that the dealer tool's pricing reads the
 * dealer's prices exactly as for the dealer's own save.
 */
function pricingCaller(debtorId: number, locale: Locale): RequestContext {
  const flags = readStored(systemSettingsSchema, {});
  const principal: Principal = {
    userId: 0,
    username: '',
    email: '',
    preferredLanguage: locale,
    isServiceAccount: false,
    staffRole: null,
    ownDebtorId: debtorId,
    assignedDebtorIds: [],
    servicingDebtorId: null,
    customerFabricDebtorIds: [],
    sessionFamilyId: null,
    access: {
      ...(Object.fromEntries(
        ACCESS_FLAGS.map((flag) => [flag, flags[flag]]),
      ) as Principal['access']),
      has_customer_fabrics: false,
    },
    stored: { settings: {}, systemSettings: {} },
  };
  return requestContext(principal, locale);
}

/** A line priced: its precise article type and what to store. */
export interface PricedLine {
  articleType: PricedArticleType;
  values: StoredArticleValues;
}

/** One line priced, or its issues under the article's field names (`main_fabric`, `width`). */
export type PricedLineResult = { ok: true; line: PricedLine } | { ok: false; issues: Issue[] };

/** Every line priced, or the issues of the request under its own field names (`lines.0.width`). */
export type PricedRequest = { ok: true; lines: PricedLine[] } | { ok: false; issues: Issue[] };

export interface PreparedOfferInput {
  debtorId: number;
  source: IntakeSource;
  externalOrderId: string;
  request: PreparedOfferRequest;
  /** The order's commission (what the dealer's list shows first). */
  commission: string;
  /** The offer's end customer when the request names no contact. */
  endCustomerName: string;
  /** The offer's end-customer reference (a chain's own reference). */
  endCustomerReference: string;
  /** From a chain: the chain, its reference and the hash of the order as sent. */
  chain?: { id: number; reference: string; requestHash: string };
  /**
   * The unit the sizes were measured in (they arrive in cm either way): the measurement check
   * reads slips in it. Metric unless the request came from an imperial dealer's shop.
   */
  unitSystem?: UnitSystem;
}

export type PreparedOfferOutcome =
  | {
      created: true;
      externalOrder: ExternalOrderRow;
      orderId: number;
      /** The one-time claim: the only time it is known. */
      claim: string;
      warnings: StoredIntakeWarning[];
    }
  /** The external order id, or the chain's reference, was taken: nothing was made. */
  | { created: false };

export class ExternalIntakeService {
  constructor(
    private readonly db: Db,
    private readonly articles: ArticlesService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Every line of the request priced for the dealer as the dealer's own create would price it.
   * A fabric is named by its catalogue article number (or uuid); a dealer's own fabric cannot be
   * named from outside.
   */
  async price(
    debtorId: number,
    request: PreparedOfferRequest,
    locale: Locale,
  ): Promise<PricedRequest> {
    const each = await this.priceEach(debtorId, request.lines, locale);
    const issues: Issue[] = [];
    const lines: PricedLine[] = [];
    for (const [index, line] of each.entries()) {
      if (line.ok) lines.push(line.line);
      else {
        for (const found of line.issues) {
          issues.push({ ...found, field: lineFieldPath(index, found.field) });
        }
      }
    }
    return issues.length > 0 ? { ok: false, issues } : { ok: true, lines };
  }

  /**
   * Each line priced on its own (a shop prices every line it can while the customer types): the
   * priced line, or its issues under the article's own field names (`main_fabric`; null for the
   * line as a whole). `lineFieldOfParameter` names them as the line does.
   */
  async priceEach(
    debtorId: number,
    requestLines: readonly PreparedOfferRequest['lines'][number][],
    locale: Locale,
  ): Promise<PricedLineResult[]> {
    const ctx = pricingCaller(debtorId, locale);
    const named = requestLines.flatMap((line) =>
      line.lining_fabric ? [line.fabric, line.lining_fabric] : [line.fabric],
    );
    const uuids = await fabricUuidsByArticleNumber(this.db, named);
    const results: PricedLineResult[] = [];
    for (const line of requestLines) {
      const own = (['fabric', 'lining_fabric'] as const).filter((field) => {
        const value = line[field];
        return value !== undefined && isCustomerFabricUuid(value);
      });
      if (own.length > 0) {
        results.push({ ok: false, issues: own.map((field) => issue(field, 'invalid_fabric')) });
        continue;
      }
      const { callType, parameters } = articleCallOfLine(line);
      for (const field of ['main_fabric', 'lining_fabric']) {
        const code = parameters[field];
        if (typeof code === 'string') parameters[field] = uuids.get(code) ?? code;
      }
      const priced = await this.articles.priceCall(ctx, debtorId, callType, parameters);
      if (priced.ok) {
        results.push({
          ok: true,
          line: { articleType: priced.articleType, values: priced.values },
        });
      } else if (priced.issues.length === 0) {
        results.push({ ok: false, issues: [issue(null, 'invalid_value')] });
      } else results.push({ ok: false, issues: priced.issues });
    }
    return results;
  }

  /**
   * The offer made in one transaction: the external order claimed first (so that a repeat, even a
   * concurrent one, makes nothing), then the order as an offer valid for the domain's default
   * days, its articles with their trail, and the measurement warnings of its lines. `within` runs
   * in the same transaction once the offer is made (an audit entry).
   */
  async store(
    input: PreparedOfferInput,
    lines: readonly PricedLine[],
    within?: (tx: Tx, made: { externalOrder: ExternalOrderRow; orderId: number }) => Promise<void>,
  ): Promise<PreparedOfferOutcome> {
    const claim = newClaim();
    const today = this.now().toISOString().slice(0, 10);
    const { request } = input;
    return transaction(this.db, async (tx) => {
      const claimed = await claimExternalOrder(tx, {
        debtorId: input.debtorId,
        externalOrderId: input.externalOrderId,
        claimHash: hashClaim(claim),
        source: input.source,
        contact: request.contact ?? null,
        chainId: input.chain?.id ?? null,
        chainReference: input.chain?.reference ?? null,
        requestHash: input.chain?.requestHash ?? null,
      });
      if (!claimed) return { created: false } as const;
      const [employee] = await activeEmployees(tx, input.debtorId);
      const header = {
        debtorId: input.debtorId,
        employeeId: employee?.id ?? null,
        commission: input.commission.slice(0, COMMISSION_LENGTH),
        customerOrderNumber: input.externalOrderId,
        memo: contactMemo(request.contact),
        orderType: 'offered' as const,
        endCustomerName: (request.contact?.name ?? input.endCustomerName).slice(
          0,
          END_CUSTOMER_LENGTH,
        ),
        endCustomerReference: input.endCustomerReference.slice(0, END_CUSTOMER_LENGTH),
        offerValidUntil: addDays(today, OFFER_DEFAULT_VALIDITY_DAYS),
      };
      const orderId = await createCommission(tx, null, header, {
        after: {
          order_type: header.orderType,
          employee: header.employeeId,
          commission: header.commission,
          customer_order_number: header.customerOrderNumber,
          end_customer_name: header.endCustomerName,
          end_customer_reference: header.endCustomerReference,
          offer_valid_until: header.offerValidUntil,
        },
        prepared_by: { source: input.source, external_order_id: input.externalOrderId },
      });
      const rows = [];
      for (const line of lines) {
        rows.push(
          await storeNewArticle(tx, {
            orderId,
            debtorId: input.debtorId,
            articleType: line.articleType,
            values: line.values,
            userId: null,
          }),
        );
      }
      // Sizes come in centimetres, measured in the request's unit: the check reads them so.
      const lineOf = new Map(rows.map((row, index) => [row.orderNumber, index]));
      const unitSystem = input.unitSystem ?? 'metric';
      const warnings = (await measurementWarningsOf(tx, rows, unitSystem)).map((found) => ({
        line: lineOf.get(found.orderNumber) ?? 0,
        code: found.code,
        fields: found.fields,
        params: found.params,
      }));
      await attachOrder(tx, claimed.id, orderId, warnings);
      const externalOrder = { ...claimed, orderId, warnings };
      await within?.(tx, { externalOrder, orderId });
      return { created: true, externalOrder, orderId, claim, warnings } as const;
    });
  }
}

/** Stored warnings as answered: fields as the request names them, the message in `locale`. */
export function intakeWarningsOf(
  warnings: readonly StoredIntakeWarning[],
  locale: Locale,
): IntakeWarning[] {
  return warnings.map((found) => ({
    line: found.line,
    code: found.code,
    fields: found.fields.map((field) => lineFieldPath(found.line, field)),
    message: measurementMessage(found.code, found.params, locale, 'metric'),
  }));
}

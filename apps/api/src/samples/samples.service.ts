// The sample service (portal §2 `sampleservice`): requests of at most five catalogue fabrics,
// sent to an address of the shop's address book, expected five working days later in the shop's
// country. Closed, like its page, when the account's `show_sample_service_buttons` is off or the
// account only follows its orders.
import {
  calendarDateIn,
  issue,
  type Locale,
  localized,
  pickListFabrics,
  SAMPLE_STOCK_SEARCH_LIMIT,
  type SamplePickList,
  type SampleRequest,
  type SampleRequestState,
  type SampleStockFabric,
  type SampleStockList,
  sampleDeliveryDates,
  type sampleRequestBodySchema,
  sampleSelectionIssues,
  sampleShippable,
  samplesAvailable,
} from '@atelier/domain';
import type { z } from 'zod';
import { findAddress } from '../address-book/address-book.repository.js';
import { recordAudit } from '../audit/audit.js';
import {
  type Answer,
  type RequestContext,
  type Write,
  writeOnce,
} from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { IssuesInvalid } from '../http/issues.js';
import { currentDebtorScope } from '../tenancy/scope.js';
import {
  catalogueFabrics,
  countToPick,
  debtorCountry,
  findAnySample,
  findSample,
  findStockFabric,
  insertSample,
  listSamples,
  requestsToPick,
  type SampleRow,
  type StockRow,
  sampleStock,
  searchSampleStock,
  setSamplesInStock,
  shipSample,
} from './samples.repository.js';

type SampleRequestValues = z.output<typeof sampleRequestBodySchema>;

function toStockFabric(row: StockRow, locale: Locale): SampleStockFabric {
  return {
    fabric_uuid: row.fabricUuid,
    article_number: row.articleNumber,
    // As a request names it (the collection and colour number, the colour in words beside it).
    name: `${row.collection} ${row.colorNumber}`,
    color: localized(row.color, locale),
    is_active: row.isActive,
    samples_in_stock: row.samplesInStock,
    in_stock: samplesAvailable({ samples_in_stock: row.samplesInStock, is_active: row.isActive }),
  };
}

/** The sample stock now of these requests' fabrics, read in one statement. */
function stockOf(db: Db | Tx, rows: readonly SampleRow[]) {
  return sampleStock(
    db,
    rows.flatMap((row) => row.fabrics.map((fabric) => fabric.fabric_uuid)),
  );
}

function toSampleRequest(row: SampleRow, stock: ReadonlyMap<string, boolean>): SampleRequest {
  return {
    id: row.id,
    article_type: 'sampleorder',
    debtor_id: row.debtorId,
    state: row.state,
    fabrics: row.fabrics.map((fabric) => ({
      ...fabric,
      in_stock: stock.get(fabric.fabric_uuid) ?? false,
    })),
    address: row.address,
    note: row.note,
    requested_on: row.requestedOn,
    expected_date: row.expectedDate,
    created_at: row.createdAt.toISOString(),
    tracking_reference: row.trackingReference,
    shipped_at: row.shippedAt ? row.shippedAt.toISOString() : null,
  };
}

export class SamplesService {
  constructor(
    private readonly db: Db,
    /** The clock of the request date; tests set it. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(
    ctx: RequestContext,
    filter: { state?: SampleRequestState | undefined; limit: number; offset: number },
  ) {
    const { count, rows } = await listSamples(this.db, currentDebtorScope(ctx.scope), filter);
    const stock = await stockOf(this.db, rows);
    return { count, results: rows.map((row) => toSampleRequest(row, stock)) };
  }

  async get(ctx: RequestContext, id: number): Promise<SampleRequest> {
    const row = await findSample(this.db, currentDebtorScope(ctx.scope), id);
    if (!row) throw new AppError('not_found');
    return toSampleRequest(row, await stockOf(this.db, [row]));
  }

  create(ctx: RequestContext, body: SampleRequestValues): Promise<Answer<SampleRequest>> {
    return writeOnce(ctx, this.db, () => this.createWrite(ctx, body));
  }

  /** What a sample request checks before its transaction, and the transaction. */
  private async createWrite(
    { principal, scope: callerScope }: RequestContext,
    body: SampleRequestValues,
  ): Promise<Write<SampleRequest>> {
    const scope = currentDebtorScope(callerScope);
    const debtorId = scope.current as number;

    const issues = sampleSelectionIssues(body.fabrics);
    const fabrics = issues.length === 0 ? await catalogueFabrics(this.db, body.fabrics) : [];
    if (issues.length === 0 && fabrics.length !== body.fabrics.length) {
      issues.push(issue('fabrics', 'invalid_fabric'));
    }
    // Another shop's address is no choice of this one: a field error, as an unknown one.
    const address = await findAddress(this.db, scope, body.address);
    if (!address) issues.push(issue('address', 'invalid_choice'));
    if (issues.length > 0 || !address) throw new IssuesInvalid(issues);

    const byUuid = new Map(fabrics.map((found) => [found.fabricUuid, found]));
    const dates = sampleDeliveryDates(this.now(), (await debtorCountry(this.db, debtorId)) ?? '');
    return async (tx) => {
      const row = await insertSample(tx, {
        debtorId,
        createdBy: principal.userId,
        addressBookEntryId: address.id,
        fabrics: body.fabrics.map((uuid) => {
          const found = byUuid.get(uuid);
          return {
            fabric_uuid: uuid,
            name: found ? `${found.collection} ${found.colorNumber}` : uuid,
            // The account's language: the request keeps a copy of what was asked for.
            color: found ? localized(found.color, principal.preferredLanguage) : '',
          };
        }),
        address: {
          id: address.id,
          name: address.name,
          company: address.company,
          street: address.street,
          house_number: address.houseNumber,
          postcode: address.postcode,
          city: address.city,
          country: address.country,
        },
        note: body.note,
        requestedOn: dates.requested_on,
        expectedDate: dates.expected_date,
      });
      return { status: 201, body: toSampleRequest(row, await stockOf(tx, [row])) };
    };
  }

  // --- The samples desk (issue 29 §2; docs/decisions/086-samples-desk-and-stock.md) ----------

  /** The manufacturer's day (the Netherlands), the pick list's default. */
  private today(): string {
    return calendarDateIn(this.now(), 'nl');
  }

  /** What to pick on `day`: the fabrics summed (out of stock named) and each request's address. */
  async pickList(_ctx: RequestContext, day: string | undefined): Promise<SamplePickList> {
    const on = day ?? this.today();
    const rows = await requestsToPick(this.db, on);
    const stock = await stockOf(
      this.db,
      rows.map((row) => row.request),
    );
    const requests = rows.map((row) => ({
      ...toSampleRequest(row.request, stock),
      debtor_name: row.debtorName,
      debtor_number: row.debtorNumber,
    }));
    return {
      day: on,
      fabrics: pickListFabrics(requests, (uuid) => stock.get(uuid) ?? false),
      requests,
    };
  }

  async deskSummary() {
    return { to_pick: await countToPick(this.db, this.today()) };
  }

  /** Catalogue colours to set the sample stock of, found by article or colour number, collection. */
  async stockSearch(ctx: RequestContext, search: string): Promise<SampleStockList> {
    const rows = await searchSampleStock(this.db, search, SAMPLE_STOCK_SEARCH_LIMIT);
    return { results: rows.map((row) => toStockFabric(row, ctx.locale)) };
  }

  /**
   * Marks a colour's samples out of stock or back in stock; audited as `fabric.sampleStock` with
   * the flag before and after. The pick list and the dealer's requests read it on their next load.
   */
  async setStock(
    ctx: RequestContext,
    fabricUuid: string,
    samplesInStock: boolean,
  ): Promise<SampleStockFabric> {
    return this.db.transaction(async (tx) => {
      const before = await findStockFabric(tx, fabricUuid, true);
      if (!before) throw new AppError('not_found');
      await setSamplesInStock(tx, fabricUuid, samplesInStock);
      const after = { ...before, samplesInStock };
      await recordAudit(tx, ctx, {
        action: 'fabric.sampleStock',
        subject: 'fabric',
        subjectId: fabricUuid,
        before: { article_number: before.articleNumber, samples_in_stock: before.samplesInStock },
        after: { article_number: after.articleNumber, samples_in_stock: after.samplesInStock },
      });
      return toStockFabric(after, ctx.locale);
    });
  }

  /** Marks a request shipped with the carrier's reference; audited as `sampleRequest.ship`. */
  async ship(ctx: RequestContext, id: number, trackingReference: string): Promise<SampleRequest> {
    const before = await findAnySample(this.db, id);
    if (!before) throw new AppError('not_found');
    if (!sampleShippable(before.state)) throw new AppError('sample_already_shipped');
    return this.db.transaction(async (tx) => {
      const row = await shipSample(tx, id, {
        trackingReference,
        shippedBy: ctx.principal.userId,
        at: this.now(),
      });
      if (!row) throw new AppError('sample_already_shipped');
      await recordAudit(tx, ctx, {
        action: 'sampleRequest.ship',
        subject: 'sampleRequest',
        subjectId: id,
        debtorId: row.debtorId,
        before: { state: before.state, tracking_reference: before.trackingReference },
        after: { state: row.state, tracking_reference: row.trackingReference },
      });
      return toSampleRequest(row, await stockOf(tx, [row]));
    });
  }
}

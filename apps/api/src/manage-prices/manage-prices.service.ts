// The back office's price lists (issue 29 §3, decision 089): the lists and their versions, the
// CSV of the version in force, an upload (validated line by line by the domain, stored as a draft
// only when every line is right), its difference against the version in force, and the schedule.
// Every write is audited in its own transaction.
import {
  canCancel,
  canSchedule,
  type ManagedPriceList,
  type PriceList,
  type PriceListSchedule,
  type PriceListVersion,
  type PriceListVersionDifference,
  parsePriceListCsv,
  priceListDifference,
  priceListRows,
  priceListSchema,
  priceListToCsv,
  versionInForce,
  versionState,
} from '@atelier/domain';
import { recordAudit } from '../audit/audit.js';
import type { Answer } from '../context/idempotency.js';
import { type RequestContext, writeOnce } from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { RequestValidationError } from '../http/validation.js';
import {
  PriceListUnavailable,
  pricingDay,
  readPriceListInForce,
} from '../price-lists/price-lists.repository.js';
import {
  findPriceList,
  findVersion,
  insertVersion,
  listPriceLists,
  lockVersion,
  setValidFrom,
  type VersionRow,
} from './manage-prices.repository.js';

function listOf(data: unknown, id: string): PriceList {
  const result = priceListSchema.safeParse(data);
  if (!result.success) throw new PriceListUnavailable(id);
  return result.data;
}

export class ManagePricesService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return pricingDay(this.now());
  }

  private answerOf(row: VersionRow, inForce: VersionRow | null, day: string): PriceListVersion {
    const list = listOf(row.data, row.priceListId);
    return {
      id: row.id,
      state: versionState(row, inForce, day),
      valid_from: row.validFrom,
      created_at: row.createdAt.toISOString(),
      created_by: row.createdByName,
      entries: priceListRows(list).length,
      currencies: Object.keys(list.prices).sort() as PriceListVersion['currencies'],
    };
  }

  async list(): Promise<{ results: ManagedPriceList[] }> {
    const day = this.today();
    const lists = await listPriceLists(this.db);
    return {
      results: lists.map((list) => {
        const inForce = versionInForce(list.versions, day);
        return {
          id: list.id,
          name: list.name,
          debtors: list.debtors,
          current_version_id: inForce?.id ?? null,
          versions: list.versions.map((version) => this.answerOf(version, inForce, day)),
        };
      }),
    };
  }

  /** The list in force today (an uploaded version, or the list's first stored data). */
  private async inForce(id: string): Promise<{ list: PriceList; versionId: number | null }> {
    const row = await readPriceListInForce(this.db, id, this.today());
    if (!row) throw new AppError('not_found');
    return { list: listOf(row.data, id), versionId: row.versionId };
  }

  /** The CSV of the list in force today, in the upload's format. */
  async currentCsv(id: string): Promise<string> {
    return priceListToCsv((await this.inForce(id)).list);
  }

  /** The CSV of one version (to start a change from a draft or see a past one). */
  async versionCsv(id: string, versionId: number): Promise<string> {
    const row = await findVersion(this.db, id, versionId);
    if (!row) throw new AppError('not_found');
    return priceListToCsv(listOf(row.data, id));
  }

  /** What `list` changes against the list in force today, and that list's version. */
  private async changesOf(priceListId: string, list: PriceList) {
    const current = await this.inForce(priceListId);
    const { changes, counts } = priceListDifference(current.list, list);
    return {
      against_version_id: current.versionId,
      counts,
      changes: changes.map((change) => ({
        change: change.change,
        kind: change.kind,
        key: change.key,
        currency: change.currency,
        before: change.before && {
          wholesale: change.before.wholesale,
          sales: change.before.sales,
          value: change.before.value,
        },
        after: change.after && {
          wholesale: change.after.wholesale,
          sales: change.after.sales,
          value: change.after.value,
        },
      })),
    };
  }

  private async difference(row: VersionRow): Promise<PriceListVersionDifference> {
    const lists = await listPriceLists(this.db);
    const versions = lists.find((list) => list.id === row.priceListId)?.versions ?? [];
    const day = this.today();
    return {
      version: this.answerOf(row, versionInForce(versions, day), day),
      ...(await this.changesOf(row.priceListId, listOf(row.data, row.priceListId))),
    };
  }

  /** What a version changes against the version in force today. */
  async versionDifference(id: string, versionId: number): Promise<PriceListVersionDifference> {
    const row = await findVersion(this.db, id, versionId);
    if (!row) throw new AppError('not_found');
    return this.difference(row);
  }

  /**
   * A file uploaded as a new draft version: 400 `price_list_invalid` with every line's error and
   * nothing stored, or 201 with its difference against the version in force.
   */
  upload(
    ctx: RequestContext,
    id: string,
    text: string,
  ): Promise<Answer<PriceListVersionDifference>> {
    return writeOnce(ctx, this.db, async () => {
      const found = await findPriceList(this.db, id);
      if (!found) throw new AppError('not_found');
      const parsed = parsePriceListCsv(text, found);
      if (!parsed.ok) {
        throw new AppError('price_list_invalid', {}, {}, { errors: parsed.errors });
      }
      // A new draft changes nothing in force: the difference is read before the write.
      const difference = await this.changesOf(id, parsed.list);
      const day = this.today();
      return async (tx: Tx) => {
        const row = await insertVersion(tx, {
          priceListId: id,
          data: parsed.list,
          createdBy: ctx.principal.userId,
          createdByName: ctx.principal.username,
        });
        await recordAudit(tx, ctx, {
          action: 'priceList.upload',
          subject: 'priceList',
          subjectId: id,
          before: null,
          after: { version_id: row.id, entries: priceListRows(parsed.list).length },
        });
        return { status: 201, body: { version: this.answerOf(row, null, day), ...difference } };
      };
    });
  }

  /** A draft or a scheduled version given its first day (today or later). */
  schedule(
    ctx: RequestContext,
    id: string,
    versionId: number,
    input: PriceListSchedule,
  ): Promise<Answer<PriceListVersion>> {
    return this.changeDate(ctx, id, versionId, 'schedule', input.valid_from);
  }

  /** A scheduled version that has not started goes back to being a draft. */
  cancel(ctx: RequestContext, id: string, versionId: number): Promise<Answer<PriceListVersion>> {
    return this.changeDate(ctx, id, versionId, 'cancel', null);
  }

  private changeDate(
    ctx: RequestContext,
    id: string,
    versionId: number,
    verb: 'schedule' | 'cancel',
    validFrom: string | null,
  ): Promise<Answer<PriceListVersion>> {
    return writeOnce(ctx, this.db, () => async (tx: Tx) => {
      const day = this.today();
      const row = await lockVersion(tx, id, versionId);
      if (!row) throw new AppError('not_found');
      if (verb === 'schedule' && validFrom !== null) {
        if (validFrom < day) {
          throw new RequestValidationError([
            { code: 'custom', path: ['valid_from'], message: 'date_not_past', input: validFrom },
          ]);
        }
        if (!canSchedule(row, validFrom, day)) throw new AppError('price_list_version_started');
      } else if (!canCancel(row, day)) {
        throw new AppError(row.validFrom === null ? 'conflict' : 'price_list_version_started');
      }
      const changed = await setValidFrom(tx, versionId, validFrom);
      await recordAudit(tx, ctx, {
        action: `priceList.${verb}`,
        subject: 'priceList',
        subjectId: id,
        before: { version_id: versionId, valid_from: row.validFrom },
        after: { version_id: versionId, valid_from: changed.validFrom },
      });
      const lists = await listPriceLists(tx as unknown as Db);
      const versions = lists.find((list) => list.id === id)?.versions ?? [];
      return { status: 200, body: this.answerOf(changed, versionInForce(versions, day), day) };
    });
  }
}

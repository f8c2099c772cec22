import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_FABRIC_MARKER,
  type Currency,
  type CustomerFabricAnswer,
  type CustomerFabricPrice,
  checkColourImageSize,
  type FabricDeliveriesAnswer,
  type FabricDeliveryAnswer,
  type FabricDeliveryInput,
  fabricDeliveryCancellable,
  fabricDeliveryDateIssue,
  issue,
  type Locale,
  MAX_COLOUR_IMAGE_BYTES,
  validateCustomerFabric,
} from '@atelier/domain';
import { type Answer, type RequestContext, writeOnce } from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import { loadPricingAccount } from '../fabrics/pricing-account.js';
import { insertFiles } from '../files/files.repository.js';
import { sniffImageType } from '../files/image-type.js';
import { type ReencodableType, reencodeImage } from '../files/reencode.js';
import { AppError } from '../http/errors.js';
import { IssuesInvalid } from '../http/issues.js';
import {
  customerFabricScope,
  type DebtorScope,
  requireCurrentDebtor,
  requireInScope,
} from '../tenancy/scope.js';
import {
  type CustomerFabricFilter,
  type CustomerFabricRecord,
  debtorCurrencies,
  deleteCustomerFabric,
  deleteUnshownPhotos,
  findCustomerFabric,
  insertCustomerFabric,
  listCustomerFabrics,
  listSuppliers,
  lockCustomerFabric,
  namesOfDebtor,
  setColourImage,
  supplierExists,
  touchCustomerFabric,
  updateCustomerFabric,
  upsertPrice,
} from './customer-fabrics.repository.js';
import {
  deleteFabricDelivery,
  deliveriesOfFabric,
  type FabricDeliveryRow,
  insertFabricDelivery,
  lockFabricDelivery,
} from './fabric-deliveries.repository.js';

const UPLOADABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);

function deliveryAnswer(row: FabricDeliveryRow): FabricDeliveryAnswer {
  const collected = row.collectedAt?.toISOString() ?? null;
  return {
    id: row.id,
    // Rows are written by the dealer's announcement only, which never stores `inapplicable`.
    delivery: row.delivery === 'inapplicable' ? 'supplier' : row.delivery,
    date: row.date,
    note: row.note,
    collected_at: collected,
    handed_over_by: row.handedOverBy,
    cancellable: fabricDeliveryCancellable({ collected_at: collected }),
  };
}

export class CustomerFabricsService {
  constructor(
    private readonly db: Db,
    /** The portal's clock: an announcement is dated from the manufacturer's today on. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async currencies(debtorIds: number[]): Promise<(debtorId: number) => Currency> {
    const rows = await debtorCurrencies(this.db, debtorIds);
    const map = new Map(rows.map((row) => [row.id, row.currency]));
    return (debtorId) => map.get(debtorId) ?? 'eur';
  }

  /**
   * One shop's fabrics: the named one (which must be the caller's), else the one the caller acts
   * for; a service account that has not chosen a shop lists all of its shops'.
   */
  async list(ctx: RequestContext, filter: CustomerFabricFilter) {
    const scope = customerFabricScope(ctx.principal);
    const debtorId =
      filter.debtorId !== undefined
        ? requireInScope(scope, filter.debtorId)
        : (scope.current ?? undefined);
    const { count, records } = await listCustomerFabrics(
      this.db,
      scope,
      await this.currencies(scope.debtorIds),
      { ...filter, debtorId },
      ctx.locale,
    );
    return { count, results: records.map((record) => record.answer) };
  }

  private async record(
    db: Db,
    scope: DebtorScope,
    uuid: string,
    locale: Locale = 'en',
  ): Promise<CustomerFabricRecord> {
    const record = await findCustomerFabric(
      db,
      scope,
      uuid,
      await this.currencies(scope.debtorIds),
      locale,
    );
    if (!record) throw new AppError('not_found');
    return record;
  }

  /**
   * The fabric read again inside a write's transaction, under its row lock: what a concurrent
   * writer committed meanwhile is seen. Only `tx` is queried (PGlite has one connection).
   */
  private async lockedRecord(tx: Tx, scope: DebtorScope, record: CustomerFabricRecord) {
    await lockCustomerFabric(tx, record.id);
    // Only its colours are read from it; the currency and language of its answer do not matter.
    const fresh = await findCustomerFabric(tx, scope, record.answer.fabric_uuid, () => 'eur', 'en');
    if (!fresh) throw new AppError('not_found');
    return fresh;
  }

  async get(ctx: RequestContext, uuid: string): Promise<CustomerFabricAnswer> {
    return this.read({ scope: customerFabricScope(ctx.principal), locale: ctx.locale }, uuid);
  }

  /** A fabric read within a scope its caller cut (an article's shop: articles/article-context). */
  async read(
    within: { scope: DebtorScope; locale: Locale },
    uuid: string,
  ): Promise<CustomerFabricAnswer> {
    return (await this.record(this.db, within.scope, uuid, within.locale)).answer;
  }

  private async validated(raw: unknown, debtorId: number) {
    const result = validateCustomerFabric(raw);
    if (!result.ok) throw new IssuesInvalid(result.issues);
    const account = await loadPricingAccount(this.db, debtorId);
    if (!(await supplierExists(this.db, result.value.supplier_id, account.supplierGroups))) {
      throw new IssuesInvalid([issue('supplier_id', 'invalid_choice')]);
    }
    return { fabric: result.value, currency: account.currency };
  }

  /** New fabrics belong to the debtor the caller acts for now. */
  async create(ctx: RequestContext, raw: unknown): Promise<CustomerFabricAnswer> {
    const scope = customerFabricScope(ctx.principal);
    const debtorId = requireCurrentDebtor(scope);
    const { fabric, currency } = await this.validated(raw, debtorId);
    const uuid = `${CUSTOMER_FABRIC_MARKER}${randomUUID()}`;
    await this.db.transaction(async (tx) => {
      await insertCustomerFabric(tx, { uuid, debtorId, currency, fabric });
    });
    return this.get(ctx, uuid);
  }

  async update(ctx: RequestContext, uuid: string, raw: unknown): Promise<CustomerFabricAnswer> {
    const scope = customerFabricScope(ctx.principal);
    const record = await this.record(this.db, scope, uuid);
    const { fabric, currency } = await this.validated(raw, record.debtorId);
    await this.db.transaction(async (db: Tx) => {
      // The photos a colour keeps are those stored when the lock is held.
      await updateCustomerFabric(db, await this.lockedRecord(db, scope, record), currency, fabric);
    });
    return this.get(ctx, uuid);
  }

  async remove(ctx: RequestContext, uuid: string): Promise<void> {
    const record = await this.record(this.db, customerFabricScope(ctx.principal), uuid);
    // Its photos go too (unless a copy of the fabric still shows them): no longer served.
    await this.db.transaction((tx) => deleteCustomerFabric(tx, record.id));
  }

  /** How the fabric comes to the factory: its announcements, the latest first (decision 093). */
  async deliveries(ctx: RequestContext, uuid: string): Promise<FabricDeliveriesAnswer> {
    const record = await this.record(this.db, customerFabricScope(ctx.principal), uuid);
    return { results: (await deliveriesOfFabric(this.db, record.id)).map(deliveryAnswer) };
  }

  /** Announces how and from when the fabric comes; with the `driver`, it is on the run then. */
  announceDelivery(
    ctx: RequestContext,
    uuid: string,
    body: FabricDeliveryInput,
  ): Promise<Answer<FabricDeliveryAnswer>> {
    return writeOnce(ctx, this.db, async () => {
      const record = await this.record(this.db, customerFabricScope(ctx.principal), uuid);
      const dateIssue = fabricDeliveryDateIssue(body.date, this.now().toISOString().slice(0, 10));
      if (dateIssue) throw new IssuesInvalid([dateIssue]);
      return async (tx) => {
        const row = await insertFabricDelivery(tx, {
          debtorId: record.debtorId,
          fabricId: record.id,
          delivery: body.delivery,
          date: body.date,
          note: body.note,
        });
        return { status: 201, body: deliveryAnswer(row) };
      };
    });
  }

  /** Withdraws an announcement the driver has not collected yet. */
  async withdrawDelivery(ctx: RequestContext, uuid: string, id: number): Promise<void> {
    const record = await this.record(this.db, customerFabricScope(ctx.principal), uuid);
    await this.db.transaction(async (tx) => {
      const row = await lockFabricDelivery(tx, record.id, id);
      if (!row) throw new AppError('not_found');
      if (!fabricDeliveryCancellable(deliveryAnswer(row))) {
        throw new AppError('fabric_delivery_collected');
      }
      await deleteFabricDelivery(tx, id);
    });
  }

  /** A copy for the same debtor, named like the original with the first free number after it. */
  async duplicate(ctx: RequestContext, uuid: string): Promise<CustomerFabricAnswer> {
    const scope = customerFabricScope(ctx.principal);
    const record = await this.record(this.db, scope, uuid);
    const { answer } = record;
    const taken = new Set(await namesOfDebtor(this.db, record.debtorId));
    let copy = 2;
    while (taken.has(`${answer.name} ${copy}`)) copy += 1;
    const currency = (await loadPricingAccount(this.db, record.debtorId)).currency;
    const result = validateCustomerFabric({
      ...answer,
      name: `${answer.name} ${copy}`.slice(0, 80),
      colors: answer.colors.map(({ article_number, color, user_image }) => ({
        article_number,
        color,
        ...(user_image ? { user_image } : {}),
      })),
      pattern_distance: answer.pattern_distance ?? undefined,
      pattern_width: answer.pattern_width ?? undefined,
      shrinkage_value: answer.shrinkage_value ?? undefined,
      wash_property: answer.wash_property ?? undefined,
      bleach_property: answer.bleach_property ?? undefined,
      dry_property: answer.dry_property ?? undefined,
      clear_property: answer.clear_property ?? undefined,
      total: undefined,
    });
    if (!result.ok) throw new IssuesInvalid(result.issues);
    const newUuid = `${CUSTOMER_FABRIC_MARKER}${randomUUID()}`;
    await this.db.transaction(async (db: Tx) => {
      const id = await insertCustomerFabric(db, {
        uuid: newUuid,
        debtorId: record.debtorId,
        currency,
        fabric: result.value,
      });
      for (const price of answer.prices) await upsertPrice(db, id, price);
      const copied = await findCustomerFabric(db, scope, newUuid, () => currency, ctx.locale);
      // The copy shows the same photos: stored files never change, so sharing them is safe.
      for (const colour of copied?.colours ?? []) {
        const original = record.colours.find((old) => old.articleNumber === colour.articleNumber);
        if (original?.imageId) await setColourImage(db, colour.id, original.imageId);
      }
    });
    return this.get(ctx, newUuid);
  }

  async addPrice(
    ctx: RequestContext,
    uuid: string,
    price: CustomerFabricPrice,
  ): Promise<CustomerFabricAnswer> {
    const record = await this.record(this.db, customerFabricScope(ctx.principal), uuid);
    await this.db.transaction(async (db: Tx) => {
      await lockCustomerFabric(db, record.id);
      await upsertPrice(db, record.id, price);
      await touchCustomerFabric(db, record.id);
    });
    return this.get(ctx, uuid);
  }

  /**
   * A colour's photo. Size and type are checked on the bytes: the name and declared type are
   * the sender's claim.
   */
  async updateImage(
    ctx: RequestContext,
    uuid: string,
    upload: { bytes: Buffer; truncated: boolean; articleNumber?: string | undefined },
  ): Promise<CustomerFabricAnswer> {
    const scope = customerFabricScope(ctx.principal);
    const record = await this.record(this.db, scope, uuid);
    const colourOf = (colours: CustomerFabricRecord['colours']) =>
      upload.articleNumber
        ? colours.find((candidate) => candidate.articleNumber === upload.articleNumber)
        : colours[0];
    if (!colourOf(record.colours)) {
      throw new IssuesInvalid([issue('article_number', 'invalid_choice')]);
    }
    if (upload.truncated || checkColourImageSize(upload.bytes.length).length > 0) {
      throw new AppError('image_too_large', { max: MAX_COLOUR_IMAGE_BYTES, unit: 'bytes' });
    }
    if (upload.bytes.length === 0) throw new AppError('file_empty');
    const type = sniffImageType(upload.bytes);
    if (!type || !UPLOADABLE.has(type)) throw new AppError('image_type_not_supported');
    const bytes = await reencodeImage(upload.bytes, type as ReencodableType);
    const fileId = randomUUID();
    await this.db.transaction(async (db: Tx) => {
      // A replace running meanwhile gave the colours new rows: find the colour again.
      const colour = colourOf((await this.lockedRecord(db, scope, record)).colours);
      if (!colour) throw new IssuesInvalid([issue('article_number', 'invalid_choice')]);
      await insertFiles(db, [{ id: fileId, contentType: type, bytes, debtorId: record.debtorId }]);
      await setColourImage(db, colour.id, fileId);
      // The photo it replaces is no longer served (unless a copy of the fabric shows it).
      await deleteUnshownPhotos(db, [colour.imageId]);
      await touchCustomerFabric(db, record.id);
    });
    return this.get(ctx, uuid);
  }

  /** The suppliers of the named debtor (one of the caller's), else of the one acted for. */
  async suppliers(ctx: RequestContext, debtorId: number | null) {
    const scope = customerFabricScope(ctx.principal);
    if (debtorId !== null && !scope.debtorIds.includes(debtorId)) throw new AppError('not_found');
    const account = await loadPricingAccount(this.db, debtorId ?? scope.current);
    return listSuppliers(this.db, account.supplierGroups, ctx.locale);
  }
}

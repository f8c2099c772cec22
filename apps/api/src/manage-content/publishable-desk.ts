// The life of a text the back office publishes to every dealer (release notes, curtain-breeze
// articles; decision 091): created as a draft, edited, published once every language is written,
// withdrawn, and removed only as a draft. One place for that life; each kind says how its rows are
// stored, checked and answered. Every write locks its row and records its audit entry, before and
// after, inside its own transaction.
import type { AuditSubject } from '@atelier/domain';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { RequestValidationError } from '../http/validation.js';

/** A field error of the form, in the shape the route's validation answers. */
export const formIssue = (path: (string | number)[], message: string) =>
  ({ code: 'custom', path, message, input: undefined }) as z.core.$ZodIssue;

/** The publish rule's refusal: each empty language as a `required` field error. */
export function refuseIncomplete(missing: readonly string[]): void {
  if (missing.length > 0) {
    throw new RequestValidationError(missing.map((path) => formIssue(path.split('.'), 'required')));
  }
}

export interface PublishableKind<Row extends { publishedAt: Date | null }, Form, Answer> {
  subject: AuditSubject;
  list(db: Db): Promise<Row[]>;
  /** One row; `lock` takes its row lock for the write. */
  read(db: Db | Tx, id: number, lock?: boolean): Promise<Row | null>;
  insert(tx: Tx, form: Form): Promise<number>;
  update(tx: Tx, id: number, form: Form, before: Row): Promise<void>;
  setPublished(tx: Tx, id: number, at: Date | null): Promise<void>;
  remove(tx: Tx, id: number): Promise<void>;
  /** Refuses with field errors what the form names that is taken or unknown (`id`: its own). */
  check(tx: Tx, form: Form, id: number | null): Promise<void>;
  answer(row: Row): Answer;
  /** What the audit trail keeps of a row. */
  audited(row: Row): Record<string, unknown>;
  /** The languages a form leaves empty that publishing needs (`title.de`, …). */
  missing(form: Form): string[];
  /** The same of a stored row. */
  missingOf(row: Row): string[];
}

export class PublishableDesk<Row extends { publishedAt: Date | null }, Form, Answer> {
  constructor(
    protected readonly db: Db,
    private readonly kind: PublishableKind<Row, Form, Answer>,
  ) {}

  async list(): Promise<Answer[]> {
    return (await this.kind.list(this.db)).map((row) => this.kind.answer(row));
  }

  async get(id: number): Promise<Answer> {
    const row = await this.kind.read(this.db, id);
    if (!row) throw new AppError('not_found');
    return this.kind.answer(row);
  }

  private async locked(tx: Tx, id: number): Promise<Row> {
    const row = await this.kind.read(tx, id, true);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** The row as it is now, its audit entry written: the answer of a write. */
  private async recorded(
    tx: Tx,
    ctx: RequestContext,
    verb: string,
    id: number,
    before: Row | null,
  ): Promise<Answer> {
    const after = await this.kind.read(tx, id);
    if (!after) throw new AppError('not_found');
    await recordAudit(tx, ctx, {
      action: `${this.kind.subject}.${verb}`,
      subject: this.kind.subject,
      subjectId: id,
      before: before ? this.kind.audited(before) : null,
      after: this.kind.audited(after),
    });
    return this.kind.answer(after);
  }

  /** A new text, always a draft. */
  async create(ctx: RequestContext, form: Form): Promise<Answer> {
    return this.db.transaction(async (tx) => {
      await this.kind.check(tx, form, null);
      const id = await this.kind.insert(tx, form);
      return this.recorded(tx, ctx, 'create', id, null);
    });
  }

  /** New texts; a published text stays published, so it must stay complete. */
  async update(ctx: RequestContext, id: number, form: Form): Promise<Answer> {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.publishedAt) refuseIncomplete(this.kind.missing(form));
      await this.kind.check(tx, form, id);
      await this.kind.update(tx, id, form, before);
      return this.recorded(tx, ctx, 'update', id, before);
    });
  }

  /** Out to every dealer, if every language is there; publishing a published text changes nothing. */
  async publish(ctx: RequestContext, id: number): Promise<Answer> {
    return this.setPublished(ctx, id, true);
  }

  /** Back to a draft: dealers no longer see it. */
  async withdraw(ctx: RequestContext, id: number): Promise<Answer> {
    return this.setPublished(ctx, id, false);
  }

  private async setPublished(ctx: RequestContext, id: number, publish: boolean) {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (Boolean(before.publishedAt) === publish) return this.kind.answer(before);
      if (publish) refuseIncomplete(this.kind.missingOf(before));
      await this.kind.setPublished(tx, id, publish ? new Date() : null);
      return this.recorded(tx, ctx, publish ? 'publish' : 'withdraw', id, before);
    });
  }

  /** Only a draft is removed; a published text is withdrawn first (409 `conflict`). */
  async remove(ctx: RequestContext, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.publishedAt) throw new AppError('conflict');
      await this.kind.remove(tx, id);
      await recordAudit(tx, ctx, {
        action: `${this.kind.subject}.delete`,
        subject: this.kind.subject,
        subjectId: id,
        before: this.kind.audited(before),
      });
    });
  }
}

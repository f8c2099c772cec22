// The back office's release notes (issue 29 §3 "Content"): staff write a note in seven languages,
// keep it as a draft, publish it, withdraw it, and remove a draft. Dealers read only published
// notes (`release-notes/`), afresh on every load, so a published edit shows on their next one.
// Every write records its audit entry, before and after, inside its own transaction.
import {
  LOCALES,
  type Locale,
  type ManageReleaseNote,
  missingForPublish,
  type ReleaseNoteForm,
  releaseNoteMessage,
  splitReleaseNoteMessage,
} from '@atelier/domain';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { RequestValidationError } from '../http/validation.js';
import {
  deleteReleaseNote,
  insertReleaseNote,
  type ReleaseNoteWrite,
  releaseNoteIdByVersion,
  type StaffReleaseNoteRow,
  setReleaseNotePublished,
  staffReleaseNote,
  staffReleaseNotes,
  updateReleaseNote,
} from './release-notes-desk.repository.js';

const issue = (path: string[], message: string) =>
  ({ code: 'custom', path, message, input: undefined }) as z.core.$ZodIssue;

/** Each language's title and body of a stored note (its markdown split at the first heading). */
function textsOf(row: StaffReleaseNoteRow) {
  const title = {} as Record<Locale, string>;
  const body = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const parts = splitReleaseNoteMessage(row.message[locale] ?? '');
    title[locale] = parts.title;
    body[locale] = parts.body;
  }
  return { title, body };
}

export function answerOf(row: StaffReleaseNoteRow): ManageReleaseNote {
  const { title, body } = textsOf(row);
  return {
    id: row.id,
    version: row.name,
    date: row.committedAt.toISOString().slice(0, 10),
    state: row.publishedAt ? 'published' : 'draft',
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    title,
    body,
    missing: missingForPublish({ title, body }),
  };
}

/** What the audit trail keeps of a note: its version, day, state and texts. */
function audited(row: StaffReleaseNoteRow | null) {
  if (!row) return null;
  const { id: _id, missing: _missing, updated_at: _updated, ...rest } = answerOf(row);
  return rest;
}

/** The stored row of a form: the markdown per language, the day kept at its time when unchanged. */
function writeOf(form: ReleaseNoteForm, before: StaffReleaseNoteRow | null): ReleaseNoteWrite {
  const message: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = releaseNoteMessage(form.title[locale], form.body[locale]);
    if (text) message[locale] = text;
  }
  const sameDay = before && before.committedAt.toISOString().slice(0, 10) === form.date;
  return {
    name: form.version,
    message,
    committedAt: sameDay ? before.committedAt : new Date(`${form.date}T00:00:00Z`),
  };
}

/** The publish rule's refusal: each empty language as a `required` field error. */
function refuseIncomplete(missing: string[]): void {
  if (missing.length > 0) {
    throw new RequestValidationError(missing.map((path) => issue(path.split('.'), 'required')));
  }
}

export class ReleaseNotesDeskService {
  constructor(private readonly db: Db) {}

  async list(): Promise<ManageReleaseNote[]> {
    return (await staffReleaseNotes(this.db)).map(answerOf);
  }

  async get(id: number): Promise<ManageReleaseNote> {
    const row = await staffReleaseNote(this.db, id);
    if (!row) throw new AppError('not_found');
    return answerOf(row);
  }

  private async versionFree(tx: Tx, version: string, id: number | null) {
    const holder = await releaseNoteIdByVersion(tx, version);
    if (holder !== null && holder !== id) {
      throw new RequestValidationError([issue(['version'], 'version_taken')]);
    }
  }

  private async locked(tx: Tx, id: number) {
    const row = await staffReleaseNote(tx, id, true);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** A new note, always a draft. */
  async create(ctx: RequestContext, form: ReleaseNoteForm): Promise<ManageReleaseNote> {
    return this.db.transaction(async (tx) => {
      await this.versionFree(tx, form.version, null);
      const id = await insertReleaseNote(tx, writeOf(form, null));
      const after = await staffReleaseNote(tx, id);
      await recordAudit(tx, ctx, {
        action: 'releaseNote.create',
        subject: 'releaseNote',
        subjectId: id,
        after: audited(after),
      });
      return answerOf(after!);
    });
  }

  /** New texts; a published note stays published, so it must stay complete. */
  async update(ctx: RequestContext, id: number, form: ReleaseNoteForm): Promise<ManageReleaseNote> {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.publishedAt) refuseIncomplete(missingForPublish(form));
      await this.versionFree(tx, form.version, id);
      await updateReleaseNote(tx, id, writeOf(form, before));
      const after = await staffReleaseNote(tx, id);
      await recordAudit(tx, ctx, {
        action: 'releaseNote.update',
        subject: 'releaseNote',
        subjectId: id,
        before: audited(before),
        after: audited(after),
      });
      return answerOf(after!);
    });
  }

  /** Out to every dealer, if every language is there; publishing a published note changes nothing. */
  async publish(ctx: RequestContext, id: number): Promise<ManageReleaseNote> {
    return this.setPublished(ctx, id, true);
  }

  /** Back to a draft: dealers no longer see it. */
  async withdraw(ctx: RequestContext, id: number): Promise<ManageReleaseNote> {
    return this.setPublished(ctx, id, false);
  }

  private async setPublished(ctx: RequestContext, id: number, publish: boolean) {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (Boolean(before.publishedAt) === publish) return answerOf(before);
      if (publish) refuseIncomplete(answerOf(before).missing);
      await setReleaseNotePublished(tx, id, publish ? new Date() : null);
      const after = await staffReleaseNote(tx, id);
      await recordAudit(tx, ctx, {
        action: publish ? 'releaseNote.publish' : 'releaseNote.withdraw',
        subject: 'releaseNote',
        subjectId: id,
        before: audited(before),
        after: audited(after),
      });
      return answerOf(after!);
    });
  }

  /** Only a draft is removed; a published note is withdrawn first (409 `conflict`). */
  async remove(ctx: RequestContext, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      if (before.publishedAt) throw new AppError('conflict');
      await deleteReleaseNote(tx, id);
      await recordAudit(tx, ctx, {
        action: 'releaseNote.delete',
        subject: 'releaseNote',
        subjectId: id,
        before: audited(before),
      });
    });
  }
}

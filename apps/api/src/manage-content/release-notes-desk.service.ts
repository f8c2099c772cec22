// The back office's release notes (issue 29 §3 "Content"): staff write a note in seven languages,
// keep it as a draft, publish it, withdraw it, and remove a draft. Dealers read only published
// notes (`release-notes/`), afresh on every load, so a published edit shows on their next one.
// Their life (draft, publish, withdraw, remove) is the publishable desk's (`publishable-desk.ts`).
import {
  LOCALES,
  type Locale,
  type ManageReleaseNote,
  missingForPublish,
  type ReleaseNoteForm,
  releaseNoteMessage,
  splitReleaseNoteMessage,
} from '@atelier/domain';
import type { Db } from '../db/client.js';
import { RequestValidationError } from '../http/validation.js';
import { formIssue, PublishableDesk, type PublishableKind } from './publishable-desk.js';
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
function audited(row: StaffReleaseNoteRow) {
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

const releaseNoteKind: PublishableKind<StaffReleaseNoteRow, ReleaseNoteForm, ManageReleaseNote> = {
  subject: 'releaseNote',
  list: (db) => staffReleaseNotes(db),
  read: (db, id, lock) => staffReleaseNote(db, id, lock),
  insert: (tx, form) => insertReleaseNote(tx, writeOf(form, null)),
  update: (tx, id, form, before) => updateReleaseNote(tx, id, writeOf(form, before)),
  setPublished: (tx, id, at) => setReleaseNotePublished(tx, id, at),
  remove: (tx, id) => deleteReleaseNote(tx, id),
  // A version names one note.
  async check(tx, form, id) {
    const holder = await releaseNoteIdByVersion(tx, form.version);
    if (holder !== null && holder !== id) {
      throw new RequestValidationError([formIssue(['version'], 'version_taken')]);
    }
  },
  answer: answerOf,
  audited,
  missing: (form) => missingForPublish(form),
  missingOf: (row) => missingForPublish(textsOf(row)),
};

export class ReleaseNotesDeskService extends PublishableDesk<
  StaffReleaseNoteRow,
  ReleaseNoteForm,
  ManageReleaseNote
> {
  constructor(db: Db) {
    super(db, releaseNoteKind);
  }
}

// The content desk (issue 29 §3 "Content"): downloads and videos per customer group, the
// production sites' integration keys and the mail log. Every write records its audit entry in the
// write's own transaction; the resent mail leaves through the mailer after that commit.
import {
  type CaptionBody,
  CONTENT_TYPES,
  DOWNLOAD_FILE_FIELD,
  type DownloadDetails,
  type DownloadUpload,
  downloadFileKind,
  fileFitsSection,
  type IntegrationKey,
  type IntegrationKeyCreate,
  integrationKeyCreateSchema,
  type Locale,
  type MailLogFilters,
  type MailLogMessage,
  type ManageDownload,
  type ManageDownloadsQuery,
  maxBytesOf,
} from '@atelier/domain';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { RequestValidationError } from '../http/validation.js';
import type { Mailer } from '../mail/mailer.js';
import { createIntegrationKey, listKeys, revokeKey } from '../production/integration-keys.js';
import {
  deleteDownload,
  downloadBytes,
  insertDownload,
  mailLog,
  mailMessage,
  nextPosition,
  type StaffDownloadRow,
  setCaptions,
  staffDownload,
  staffDownloads,
  updateDownload,
} from './manage-content.repository.js';

/** A file as the multipart reader got it: its bytes, its name, whether a limit cut it. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  truncated: boolean;
}

const MB = 1024 * 1024;

/** The file's problem as a field error: not the section's kind, or past its size. */
function fileIssues(section: string, file: UploadedFile | null): z.core.$ZodIssue[] {
  const issue = (message: string, extra: Record<string, unknown> = {}) =>
    ({
      code: 'custom',
      path: [DOWNLOAD_FILE_FIELD],
      message,
      input: undefined,
      ...extra,
    }) as z.core.$ZodIssue;
  if (!file || file.bytes.length === 0) return [issue('required')];
  if (file.truncated) {
    return [
      {
        code: 'too_big',
        origin: 'file',
        maximum: maxBytesOf(section) / MB,
        path: [DOWNLOAD_FILE_FIELD],
        message: 'file_too_large',
        input: undefined,
      } as unknown as z.core.$ZodIssue,
    ];
  }
  if (!fileFitsSection(section, downloadFileKind(file.bytes))) {
    return [issue(section === 'videos' ? 'file_not_video' : 'file_not_pdf')];
  }
  return [];
}

/** The record an audit entry keeps of a download: everything but the bytes. */
function audited(row: StaffDownloadRow | null) {
  if (!row) return null;
  return {
    customer_group: row.customerGroup,
    category: row.category,
    title: row.title,
    language: row.language,
    file_name: row.fileName,
    size: row.size,
    captions: row.captionLanguages,
  };
}

const subjectOf = (category: string) => (category === 'videos' ? 'video' : 'download');

function answerOf(row: StaffDownloadRow): ManageDownload {
  return {
    id: row.id,
    customer_group: row.customerGroup,
    category: row.category,
    title: row.title,
    language: row.language,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    captions: row.captionLanguages as Locale[],
    position: row.position,
    created_at: row.createdAt.toISOString(),
  };
}

/** A file name the Content-Disposition header and a file system both take. */
function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base.length > 0 && base.length <= 200 ? base : fallback;
}

export class ManageContentService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
  ) {}

  // Downloads and videos

  async downloads(query: ManageDownloadsQuery): Promise<ManageDownload[]> {
    const rows = await staffDownloads(this.db, {
      group: query.customer_group,
      category: query.category,
    });
    return rows.map(answerOf);
  }

  private async existing(id: number) {
    const row = await staffDownload(this.db, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  async file(id: number) {
    const row = await downloadBytes(this.db, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Checks the fields and the file together, so every field error shows at once. */
  checkUpload<T>(
    schema: z.ZodType<T>,
    fields: unknown,
    file: UploadedFile | null,
    section: string | null,
    fileRequired: boolean,
  ): T {
    const parsed = schema.safeParse(fields, { reportInput: true });
    const issues = parsed.success ? [] : [...parsed.error.issues];
    if (section !== null && (fileRequired || file !== null))
      issues.push(...fileIssues(section, file));
    if (issues.length > 0 || !parsed.success) throw new RequestValidationError(issues);
    return parsed.data;
  }

  /** One copy per customer group named; each is its own download from then on. */
  async upload(ctx: RequestContext, input: DownloadUpload, file: UploadedFile) {
    const kind = downloadFileKind(file.bytes);
    if (!kind) throw new AppError('validation_error');
    const fileName = safeFileName(file.fileName, `${input.category}.${kind}`);
    const code = `upload-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const groups = [...new Set(input.customer_groups)];
    const ids = await this.db.transaction(async (tx) => {
      const created: number[] = [];
      for (const group of groups) {
        const id = await insertDownload(tx, {
          customerGroup: group,
          category: input.category,
          code,
          title: input.title,
          language: input.language,
          fileName,
          contentType: CONTENT_TYPES[kind],
          size: file.bytes.length,
          bytes: file.bytes,
          position: await nextPosition(tx, group),
        });
        const after = await staffDownload(tx, id);
        await recordAudit(tx, ctx, {
          action: `${subjectOf(input.category)}.create`,
          subject: subjectOf(input.category),
          subjectId: id,
          after: audited(after),
        });
        created.push(id);
      }
      return created;
    });
    return (await staffDownloads(this.db, {})).filter((row) => ids.includes(row.id)).map(answerOf);
  }

  /** New details, and a new file when one is sent; the group stays. */
  async replace(
    ctx: RequestContext,
    id: number,
    input: DownloadDetails,
    file: UploadedFile | null,
  ): Promise<ManageDownload> {
    const before = await this.existing(id);
    const kind = file ? downloadFileKind(file.bytes) : null;
    await this.db.transaction(async (tx) => {
      await updateDownload(tx, id, {
        category: input.category,
        title: input.title,
        language: input.language,
        ...(file && kind
          ? {
              fileName: safeFileName(file.fileName, before.fileName),
              contentType: CONTENT_TYPES[kind],
              size: file.bytes.length,
              bytes: file.bytes,
            }
          : {}),
      });
      await recordAudit(tx, ctx, {
        action: `${subjectOf(input.category)}.replace`,
        subject: subjectOf(input.category),
        subjectId: id,
        before: audited(before),
        after: audited(await staffDownload(tx, id)),
      });
    });
    return answerOf(await this.existing(id));
  }

  async remove(ctx: RequestContext, id: number): Promise<void> {
    const before = await this.existing(id);
    await this.db.transaction(async (tx) => {
      await deleteDownload(tx, id);
      await recordAudit(tx, ctx, {
        action: `${subjectOf(before.category)}.remove`,
        subject: subjectOf(before.category),
        subjectId: id,
        before: audited(before),
      });
    });
  }

  /** A caption track of a video in one language (WebVTT, checked by its contract). */
  async setCaptions(
    ctx: RequestContext,
    id: number,
    language: Locale,
    body: CaptionBody | null,
  ): Promise<ManageDownload> {
    const before = await this.existing(id);
    if (before.category !== 'videos') throw new AppError('not_found');
    await this.db.transaction(async (tx) => {
      await setCaptions(tx, id, language, body?.text ?? null);
      await recordAudit(tx, ctx, {
        action: body ? 'video.captions' : 'video.captionsRemove',
        subject: 'video',
        subjectId: id,
        before: { captions: before.captionLanguages },
        after: { captions: (await staffDownload(tx, id))?.captionLanguages ?? [], language },
      });
    });
    return answerOf(await this.existing(id));
  }

  // Integration keys (the production module's key functions: its hashing, its table)

  async integrationKeys(): Promise<IntegrationKey[]> {
    const keys = await listKeys(this.db);
    return keys.map((key) => ({
      id: key.id,
      site: key.site,
      label: key.label,
      prefix: key.prefix,
      created_at: key.createdAt.toISOString(),
      last_used_at: key.lastUsedAt?.toISOString() ?? null,
      revoked_at: key.revokedAt?.toISOString() ?? null,
    }));
  }

  private async keyById(id: number, db: Db = this.db) {
    const key = (await listKeys(db)).find((row) => row.id === id);
    if (!key) throw new AppError('not_found');
    return key;
  }

  /** A new key for a site: the answer is the only place its secret ever appears. */
  async createIntegrationKey(ctx: RequestContext, body: IntegrationKeyCreate) {
    const input = integrationKeyCreateSchema.parse(body);
    return this.db.transaction(async (tx) => {
      const created = await createIntegrationKey(tx, input.site, input.label);
      const key = await this.keyById(created.id, tx);
      const after = { site: key.site, label: key.label, prefix: key.prefix };
      await recordAudit(tx, ctx, {
        action: 'integrationKey.create',
        subject: 'integrationKey',
        subjectId: key.id,
        after,
      });
      return {
        id: key.id,
        site: key.site,
        label: key.label,
        prefix: key.prefix,
        created_at: key.createdAt.toISOString(),
        last_used_at: null,
        revoked_at: null,
        key: created.key,
      };
    });
  }

  /** Revoked: the next integration call with it is refused like an unknown key's. */
  async revokeIntegrationKey(ctx: RequestContext, id: number): Promise<IntegrationKey> {
    const before = await this.keyById(id);
    if (before.revokedAt !== null) throw new AppError('conflict');
    await this.db.transaction(async (tx) => {
      if (!(await revokeKey(tx, id))) throw new AppError('conflict');
      const after = await this.keyById(id, tx);
      await recordAudit(tx, ctx, {
        action: 'integrationKey.revoke',
        subject: 'integrationKey',
        subjectId: id,
        before: { site: before.site, label: before.label, revoked_at: null },
        after: { site: after.site, label: after.label, revoked_at: after.revokedAt },
      });
    });
    const keys = await this.integrationKeys();
    return keys.find((key) => key.id === id)!;
  }

  // The mail log

  async mailLog(query: MailLogFilters) {
    const { count, rows } = await mailLog(this.db, query);
    return {
      count,
      rows: rows.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        kind: row.kind,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  async mailMessage(id: number): Promise<MailLogMessage> {
    const row = await mailMessage(this.db, id);
    if (!row) throw new AppError('not_found');
    return {
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      text: row.text,
      html: row.html,
    };
  }

  /** The same message again, as a new one through the mailer, once the audit entry committed. */
  async resend(ctx: RequestContext, id: number) {
    const message = await this.mailMessage(id);
    await this.db.transaction((tx) =>
      recordAudit(tx, ctx, {
        action: 'outboxMessage.resend',
        subject: 'outboxMessage',
        subjectId: id,
        after: { to: message.to, subject: message.subject, kind: message.kind },
      }),
    );
    await this.mailer.send({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      kind: message.kind,
    });
    return { resent_from: id, to: message.to };
  }
}

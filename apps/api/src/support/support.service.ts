// Conversations with customer support (docs/decisions/085-support-conversations.md; before it,
// 036: a message to support was a mail). The dealer's message opens a thread and still tells
// support by mail; staff answer from the back office's inbox and the dealer's account gets a mail
// in its language with a link to the conversation. Who may set which status and what a reply does
// are the domain's (`statusAfterReply`, `supportStatusAllowed`); unread is `supportThreadUnread`.
import {
  issue,
  type ManageSupportListFilters,
  SUPPLIER_BRAND,
  type SupportMessageValues,
  type SupportSide,
  type SupportThread,
  type SupportThreadDetail,
  type SupportThreadStatus,
  statusAfterReply,
  supportStatusAllowed,
  supportThreadUnread,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { recordAudit } from '../audit/audit.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { IssuesInvalid } from '../http/issues.js';
import type { Mailer } from '../mail/mailer.js';
import { brandHeader, brandLink, escapeHtml } from '../mail/templates.js';
import type { SettingsService } from '../settings/settings.service.js';
import { currentDebtorScope } from '../tenancy/scope.js';
import {
  activeStaffMember,
  addMessage,
  findThread,
  inboxMarks,
  insertThread,
  listInbox,
  listShopThreads,
  markRead,
  messagesOf,
  shopReadMarks,
  type ThreadRow,
  updateThread,
} from './support.repository.js';

function toThread(row: ThreadRow, side: SupportSide): SupportThread {
  return {
    id: row.id,
    subject: row.subject,
    debtor_id: row.debtorId,
    debtor_name: row.debtorName,
    debtor_number: row.debtorNumber,
    opened_by: row.openedBy ?? '',
    status: row.status,
    assignee_id: row.assigneeId,
    assignee_name: row.assigneeName,
    created_at: row.createdAt.toISOString(),
    last_activity_at: row.lastActivityAt.toISOString(),
    unread: supportThreadUnread(
      side === 'dealer'
        ? { lastFromOtherAt: row.lastStaffAt, readAt: row.dealerReadAt }
        : { lastFromOtherAt: row.lastDealerAt, readAt: row.staffReadAt },
    ),
  };
}

export class SupportService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly settings: SettingsService,
    /** Where the portal is reached (the link in a staff reply's mail). */
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // --- The dealer's side -------------------------------------------------------------------

  /** The dealer's message: a new conversation of the current shop, and the mail to support. */
  async send(ctx: RequestContext, values: SupportMessageValues) {
    const scope = currentDebtorScope(ctx.scope);
    const account = await this.settings.read(ctx);
    const at = this.now();
    const threadId = await this.db.transaction(async (tx) => {
      const id = await insertThread(tx, {
        debtorId: scope.current as number,
        openedBy: ctx.principal.userId,
        subject: values.subject,
      });
      await addMessage(tx, {
        threadId: id,
        author: 'dealer',
        authorId: ctx.principal.userId,
        authorName: ctx.principal.username,
        text: values.message,
        status: 'open',
        at,
      });
      return id;
    });
    const shop = account.debtor?.name ?? account.username;
    const params = {
      shop,
      subject: values.subject,
      username: account.username,
      email: account.email,
    };
    const from = translate(ctx.locale, 'support:contact.mailFrom', params);
    await this.mailer.send({
      to: account.customer_support_email,
      subject: translate(ctx.locale, 'support:contact.mailSubject', params),
      text: `${values.message}\n\n-- \n${from}`,
      html: `<!doctype html><html lang="${ctx.locale}"><body style="font-family:sans-serif"><p style="white-space:pre-wrap">${escapeHtml(values.message)}</p><hr><p>${escapeHtml(from)}</p></body></html>`,
      kind: 'support_message',
    });
    return { sent: true as const, to: account.customer_support_email, thread_id: threadId };
  }

  async shopThreads(ctx: RequestContext, window: { limit: number; offset: number }) {
    const { count, rows } = await listShopThreads(this.db, currentDebtorScope(ctx.scope), window);
    return { count, results: rows.map((row) => toThread(row, 'dealer')) };
  }

  async shopUnread(ctx: RequestContext) {
    const marks = await shopReadMarks(this.db, currentDebtorScope(ctx.scope));
    return {
      unread: marks.filter((mark) =>
        supportThreadUnread({ lastFromOtherAt: mark.lastStaffAt, readAt: mark.dealerReadAt }),
      ).length,
    };
  }

  /** One conversation of the shop; opening it marks the staff's answers read. */
  async shopThread(ctx: RequestContext, id: number): Promise<SupportThreadDetail> {
    const row = await findThread(this.db, id, currentDebtorScope(ctx.scope));
    if (!row) throw new AppError('not_found');
    await markRead(this.db, id, 'dealer', this.now());
    return this.detail(row, 'dealer');
  }

  /** The dealer's answer: the thread goes back to support (`open`). */
  async shopReply(ctx: RequestContext, id: number, text: string) {
    const row = await findThread(this.db, id, currentDebtorScope(ctx.scope));
    if (!row) throw new AppError('not_found');
    await this.db.transaction((tx) =>
      addMessage(tx, {
        threadId: id,
        author: 'dealer',
        authorId: ctx.principal.userId,
        authorName: ctx.principal.username,
        text,
        status: statusAfterReply('dealer'),
        at: this.now(),
      }),
    );
    return this.shopThread(ctx, id);
  }

  // --- The back office's inbox -------------------------------------------------------------

  async inbox(ctx: RequestContext, filters: ManageSupportListFilters) {
    const assigneeId =
      filters.assignee === undefined
        ? undefined
        : filters.assignee === 'none'
          ? null
          : filters.assignee === 'me'
            ? ctx.principal.userId
            : Number(filters.assignee);
    const { count, rows } = await listInbox(
      this.db,
      { q: filters.q, status: filters.status, assigneeId },
      { limit: filters.page_size, offset: (filters.page - 1) * filters.page_size },
    );
    return { count, results: rows.map((row) => toThread(row, 'staff')) };
  }

  async inboxSummary() {
    const marks = await inboxMarks(this.db);
    return {
      open: marks.filter((mark) => mark.status === 'open').length,
      unread: marks.filter((mark) =>
        supportThreadUnread({ lastFromOtherAt: mark.lastDealerAt, readAt: mark.staffReadAt }),
      ).length,
    };
  }

  async staffThread(_ctx: RequestContext, id: number): Promise<SupportThreadDetail> {
    const row = await findThread(this.db, id, null);
    if (!row) throw new AppError('not_found');
    await markRead(this.db, id, 'staff', this.now());
    return this.detail(row, 'staff');
  }

  /** A staff answer: `waiting` on the dealer unless staff chose a status; the dealer gets a mail. */
  async staffReply(
    ctx: RequestContext,
    id: number,
    body: { text: string; status?: SupportThreadStatus | undefined },
  ): Promise<SupportThreadDetail> {
    const row = await findThread(this.db, id, null);
    if (!row) throw new AppError('not_found');
    const status = statusAfterReply('staff', body.status);
    const message = await this.db.transaction(async (tx) => {
      const added = await addMessage(tx, {
        threadId: id,
        author: 'staff',
        authorId: ctx.principal.userId,
        authorName: ctx.principal.username,
        text: body.text,
        status,
        at: this.now(),
      });
      await recordAudit(tx, ctx, {
        action: 'supportThread.reply',
        subject: 'supportThread',
        subjectId: id,
        debtorId: row.debtorId,
        before: { status: row.status },
        after: { status, message_id: added.id, text: body.text },
      });
      return added;
    });
    if (row.openerEmail && row.openerLanguage) {
      await this.mailer.send(this.replyMail(row, message.text));
    }
    return this.staffThread(ctx, id);
  }

  /** A status, an assignee or both; each change checked and audited. */
  async updateThread(
    ctx: RequestContext,
    id: number,
    body: { status?: SupportThreadStatus | undefined; assignee_id?: number | null | undefined },
  ): Promise<SupportThreadDetail> {
    const row = await findThread(this.db, id, null);
    if (!row) throw new AppError('not_found');
    if (body.status !== undefined && !supportStatusAllowed('staff', row.status, body.status)) {
      throw new AppError('support_status_not_allowed');
    }
    if (typeof body.assignee_id === 'number') {
      const member = await activeStaffMember(this.db, body.assignee_id);
      if (!member) throw new IssuesInvalid([issue('assignee_id', 'invalid_choice')]);
    }
    const changes = {
      ...(body.status === undefined ? {} : { status: body.status }),
      ...(body.assignee_id === undefined ? {} : { assigneeId: body.assignee_id }),
    };
    await this.db.transaction(async (tx) => {
      await updateThread(tx, id, changes);
      await recordAudit(tx, ctx, {
        action: body.status === undefined ? 'supportThread.assign' : 'supportThread.update',
        subject: 'supportThread',
        subjectId: id,
        debtorId: row.debtorId,
        before: { status: row.status, assignee_id: row.assigneeId },
        after: {
          status: body.status ?? row.status,
          assignee_id: body.assignee_id === undefined ? row.assigneeId : body.assignee_id,
        },
      });
    });
    return this.staffThread(ctx, id);
  }

  private async detail(row: ThreadRow, side: SupportSide): Promise<SupportThreadDetail> {
    const messages = await messagesOf(this.db, row.id);
    return {
      ...toThread(row, side),
      // The caller has just read it.
      unread: false,
      messages: messages.map((message) => ({
        id: message.id,
        author: message.author,
        author_name: message.authorName,
        text: message.text,
        at: message.createdAt.toISOString(),
      })),
    };
  }

  /** The dealer's mail about a staff answer, in the language of the account that opened it. */
  private replyMail(row: ThreadRow, text: string) {
    const locale = row.openerLanguage ?? 'nl';
    const link = new URL('/account/help', this.publicUrl);
    link.searchParams.set('thread', String(row.id));
    const t = (key: string) =>
      translate(locale, `support:replyMail.${key}`, {
        subject: row.subject,
        brand: SUPPLIER_BRAND.name,
      });
    return {
      to: row.openerEmail ?? '',
      subject: t('subject'),
      text: [t('intro'), '', text, '', link.toString()].join('\n'),
      html: [
        `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">`,
        brandHeader(SUPPLIER_BRAND),
        `<p>${escapeHtml(t('intro'))}</p>`,
        `<blockquote style="white-space:pre-wrap">${escapeHtml(text)}</blockquote>`,
        brandLink(SUPPLIER_BRAND, link.toString(), t('button')),
        '</body></html>',
      ].join(''),
      kind: 'support_reply',
    };
  }
}

// A message to the manufacturer's customer support: mailed to the account's support address with
// the sender's e-mail to answer to. Without SMTP it lands in the outbox like every mail.
import type { SupportMessageValues } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { RequestContext } from '../context/request-context.js';
import type { Mailer } from '../mail/mailer.js';
import type { SettingsService } from '../settings/settings.service.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

export class SupportService {
  constructor(
    private readonly mailer: Mailer,
    private readonly settings: SettingsService,
  ) {}

  async send(ctx: RequestContext, values: SupportMessageValues) {
    const account = await this.settings.read(ctx);
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
    return { sent: true as const, to: account.customer_support_email };
  }
}

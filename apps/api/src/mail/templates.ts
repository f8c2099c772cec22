// Mail texts come from the i18n `mail` namespace in the recipient's language.
import type { Locale } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { MailMessage } from './mailer.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export function passwordResetMail(
  locale: Locale,
  to: string,
  values: { username: string; link: string },
): MailMessage {
  const t = (key: string) => translate(locale, `mail:password_reset.${key}`, values);
  const paragraphs = [t('intro'), t('action')];
  const after = [t('expiry'), t('ignore')];
  const text = [
    t('greeting'),
    '',
    ...paragraphs,
    '',
    values.link,
    '',
    ...after,
    '',
    t('signature'),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(t('greeting'))}</p>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(values.link)}" style="color:#b6735c">${escapeHtml(t('button'))}</a></p>`,
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(t('signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t('subject'), text, html, kind: 'password_reset' };
}

// Mail texts come from the i18n `mail` namespace in the recipient's language, under the brand of
// the recipient's customer group (domain `groupBrand`): the partner's for OBI Polska.
import { type Brand, type Locale, SUPPLIER_BRAND } from '@atelier/domain';
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

/** The top of every mail: the brand's mark (its letter on its colour) and its name. */
export function brandHeader(brand: Brand): string {
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" style="margin-bottom:16px"><tr>',
    `<td style="background:${brand.colour};color:#ffffff;font-weight:700;font-size:18px;width:32px;height:32px;text-align:center;border-radius:6px">${escapeHtml(brand.letter)}</td>`,
    `<td style="padding-left:8px;font-weight:700;font-size:18px">${escapeHtml(brand.name)}</td>`,
    '</tr></table>',
  ].join('');
}

/** The button-like link of a mail, in the brand's colour. */
export function brandLink(brand: Brand, href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="color:${brand.colour}">${escapeHtml(label)}</a></p>`;
}

export function passwordResetMail(
  locale: Locale,
  to: string,
  values: { username: string; link: string },
  brand: Brand = SUPPLIER_BRAND,
): MailMessage {
  const t = (key: string) =>
    translate(locale, `mail:password_reset.${key}`, { ...values, brand: brand.name });
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
    brandHeader(brand),
    `<p>${escapeHtml(t('greeting'))}</p>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    brandLink(brand, values.link, t('button')),
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(t('signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t('subject'), text, html, kind: 'password_reset' };
}

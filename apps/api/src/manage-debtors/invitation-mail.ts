// The invitation a new dealer account receives: a link to set its password (the reset mechanism,
// valid longer), in the account's language and under its customer group's brand.
import { type Brand, type Locale, SUPPLIER_BRAND } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { MailMessage } from '../mail/mailer.js';
import { brandHeader, brandLink, escapeHtml } from '../mail/templates.js';

export function invitationMail(
  locale: Locale,
  to: string,
  values: { username: string; shop: string; link: string; days: number },
  brand: Brand = SUPPLIER_BRAND,
): MailMessage {
  const t = (key: string) =>
    translate(locale, `manageDebtors:invitation.${key}`, { ...values, brand: brand.name });
  const paragraphs = [t('intro'), t('username'), t('action')];
  const text = [
    t('greeting'),
    '',
    ...paragraphs,
    '',
    values.link,
    '',
    t('expiry'),
    '',
    t('signature'),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">`,
    brandHeader(brand),
    `<p>${escapeHtml(t('greeting'))}</p>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    brandLink(brand, values.link, t('button')),
    `<p>${escapeHtml(t('expiry'))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t('subject'), text, html, kind: 'invitation' };
}

// The mail a shop's accounts get when an article has a problem, is ready to ship or is delivered
// (each account's setting `production_mail`; by default on for the shop's own account, off for
// staff). Sent after the event committed, in the background, in each recipient's language.
import {
  type Brand,
  formatDay,
  groupBrand,
  type Locale,
  productionMailWanted,
  SUPPLIER_BRAND,
  userSettingsSchema,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { Db } from '../db/client.js';
import type { BackgroundWork } from '../http/background.js';
import { groupOfDebtor } from '../mail/mail.repository.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { brandHeader, brandLink, escapeHtml } from '../mail/templates.js';
import { accountsOfDebtor } from './production.repository.js';
import type { MailedChange } from './production.service.js';

export function productionStatusMail(
  locale: Locale,
  to: string,
  values: {
    username: string;
    status: 'probleem' | 'gerverz' | 'bezorgd';
    orderNumber: string;
    orderId: number;
    message: string | null;
    plannedDate: string | null;
    link: string;
  },
  brand: Brand = SUPPLIER_BRAND,
): MailMessage {
  const params = {
    brand: brand.name,
    username: values.username,
    orderNumber: values.orderNumber,
    orderId: values.orderId,
    message: values.message ?? '',
    date: formatDay(values.plannedDate, locale),
  };
  const t = (key: string) => translate(locale, `productionMail:${key}`, params);
  const paragraphs = [
    t(`intro.${values.status}`),
    ...(values.message ? [t('message')] : []),
    ...(values.plannedDate && values.status !== 'bezorgd' ? [t('planned')] : []),
    t('action'),
  ];
  const text = [
    t('greeting'),
    '',
    ...paragraphs,
    values.link,
    '',
    t('settings'),
    '',
    t('signature'),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">`,
    brandHeader(brand),
    `<p>${escapeHtml(t('greeting'))}</p>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    brandLink(brand, values.link, t('button')),
    `<p style="color:#666">${escapeHtml(t('settings'))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: t(`subject.${values.status}`),
    text,
    html,
    kind: `production_${values.status}`,
  };
}

/** What the production service calls with the changes worth a mail. */
export function productionMail(
  db: Db,
  mailer: Mailer,
  background: BackgroundWork,
  publicUrl: string,
): (changes: readonly MailedChange[]) => void {
  return (changes) => {
    background.run('production-mail', async () => {
      for (const { change, orderNumber, message } of changes) {
        const status = change.status;
        if (status !== 'probleem' && status !== 'gerverz' && status !== 'bezorgd') continue;
        // The shop's group decides the brand, also for a service account acting for it.
        const brand = groupBrand(await groupOfDebtor(db, change.debtorId));
        for (const account of await accountsOfDebtor(db, change.debtorId)) {
          const settings = userSettingsSchema.partial().safeParse(account.settings);
          if (
            !productionMailWanted(settings.success ? settings.data : {}, account.isServiceAccount)
          ) {
            continue;
          }
          await mailer.send(
            productionStatusMail(
              account.preferredLanguage,
              account.email,
              {
                username: account.username,
                status,
                orderNumber,
                orderId: change.orderId,
                message,
                plannedDate: change.plannedDate,
                link: `${publicUrl.replace(/\/$/, '')}/account/track`,
              },
              brand,
            ),
          );
        }
      }
    });
  };
}

// What a return's change of state sets off once its transaction committed: the live stream of the
// shop's open returns pages (`event: rma`) and, for the desk's decisions and questions, a mail to
// each of the shop's accounts in its own language under the brand of the shop's group.
import {
  type Brand,
  groupBrand,
  type Locale,
  type RmaRefusalReason,
  type RmaSolution,
  type RmaState,
  SUPPLIER_BRAND,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { Db } from '../db/client.js';
import type { BackgroundWork } from '../http/background.js';
import type { LiveBus } from '../live/live-bus.js';
import { groupOfDebtor } from '../mail/mail.repository.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { brandHeader, brandLink, escapeHtml } from '../mail/templates.js';
import { mailAccountsOfDebtor } from './rma.repository.js';

/** A state change of a return, as the desk or the dealer made it. */
export interface RmaStateChange {
  debtorId: number;
  orderNumber: string;
  rmaNumber: string;
  articleOrderNumber: string;
  state: RmaState;
  resolution: RmaSolution | null;
  refusalReason: RmaRefusalReason | null;
  note: string;
  question: string | null;
  remakeOrderId: number | null;
  at: Date;
}

const MAILED: readonly RmaState[] = [
  'accepted',
  'rejected',
  'information_requested',
  'received',
  'resolved',
];
type MailedState = 'accepted' | 'rejected' | 'information_requested' | 'received' | 'resolved';

export function rmaStateMail(
  locale: Locale,
  to: string,
  username: string,
  change: RmaStateChange,
  link: string,
  brand: Brand = SUPPLIER_BRAND,
): MailMessage {
  const state = change.state as MailedState;
  const params = {
    brand: brand.name,
    username,
    rmaNumber: change.rmaNumber,
    article: change.articleOrderNumber,
    resolution: change.resolution
      ? translate(locale, `returns:solutions.${change.resolution}`)
      : '',
    reason: change.refusalReason
      ? translate(locale, `manageReturns:refusalReasons.${change.refusalReason}`)
      : '',
    note: change.note,
    question: change.question ?? '',
    orderId: change.remakeOrderId ?? '',
  };
  const t = (key: string) => translate(locale, `manageReturns:mail.${key}`, params);
  const paragraphs = [
    t(`intro.${state}`),
    ...(state === 'accepted' ? [t('resolution')] : []),
    ...(state === 'accepted' && change.resolution === 'remake' && change.remakeOrderId
      ? [t('remake')]
      : []),
    ...(state === 'rejected' ? [t('reason')] : []),
    ...(state === 'information_requested' ? [t('question')] : []),
    ...(change.note && state !== 'information_requested' && state !== 'received'
      ? [t('note')]
      : []),
    t('action'),
  ];
  const text = [t('greeting'), '', ...paragraphs, link, '', t('signature')].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">`,
    brandHeader(brand),
    `<p>${escapeHtml(t('greeting'))}</p>`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    brandLink(brand, link, t('button')),
    `<p>${escapeHtml(t('signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t(`subject.${state}`), text, html, kind: `rma_${state}` };
}

export class RmaNotifier {
  constructor(
    private readonly db: Db,
    private readonly live: LiveBus | undefined,
    private readonly mailer: Mailer | undefined,
    private readonly background: BackgroundWork | undefined,
    private readonly publicUrl: string,
  ) {}

  /** Call after the change's transaction committed. */
  changed(change: RmaStateChange): void {
    this.live?.publish([
      {
        type: 'rma',
        debtorId: change.debtorId,
        orderNumber: change.orderNumber,
        state: change.state,
        at: change.at.toISOString(),
      },
    ]);
    const { mailer, background } = this;
    if (!mailer || !background || !MAILED.includes(change.state)) return;
    background.run('rma-mail', async () => {
      const brand = groupBrand(await groupOfDebtor(this.db, change.debtorId));
      const link = `${this.publicUrl.replace(/\/$/, '')}/account/returns`;
      for (const account of await mailAccountsOfDebtor(this.db, change.debtorId)) {
        await mailer.send(
          rmaStateMail(
            account.preferredLanguage,
            account.email,
            account.username,
            change,
            link,
            brand,
          ),
        );
      }
    });
  }
}

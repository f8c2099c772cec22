// The mails of a shop's and a kiosk's requests (decision 101), in the style of the portal's other
// mails (mail/templates.ts): the customer's, in the language they used, under the shop's own name
// and colour (their link to the request, or the design made at the kiosk); the dealer's, in each
// account's language under the brand of its group, with the portal link that opens the offer.
import type { Brand, Locale } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { MailMessage } from '../mail/mailer.js';
import { brandHeader, brandLink, escapeHtml } from '../mail/templates.js';

/** The shop as its customer's mail shows it: its name, initial and colour. */
export interface ShopMark {
  title: string;
  colour: string;
  phone: string;
}

const markOf = (shop: ShopMark): Brand => ({
  name: shop.title,
  letter: shop.title.trim().charAt(0).toUpperCase() || '·',
  colour: shop.colour,
  partner: false,
});

function render(
  locale: Locale,
  brand: Brand,
  paragraphs: string[],
  link: { href: string; label: string } | null,
  after: string[],
): { text: string; html: string } {
  const text = [
    ...paragraphs.flatMap((line) => [line, '']),
    ...(link ? [link.href, ''] : []),
    ...after.flatMap((line) => [line, '']),
  ]
    .join('\n')
    .trimEnd();
  const paragraph = (line: string) => `<p>${line.split('\n').map(escapeHtml).join('<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">`,
    brandHeader(brand),
    ...paragraphs.map(paragraph),
    ...(link ? [brandLink(brand, link.href, link.label)] : []),
    ...after.map(paragraph),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

/** To the customer: their request arrived, and the link to see it. */
export function shopRequestMail(
  locale: Locale,
  to: string,
  shop: ShopMark,
  values: { name: string; link: string },
): MailMessage {
  const params = { shop: shop.title, name: values.name, phone: shop.phone };
  const t = (key: string) => translate(locale, `consumer:requestMail.${key}`, params);
  const { text, html } = render(
    locale,
    markOf(shop),
    [t('greeting'), t('intro'), t('action')],
    { href: values.link, label: t('button') },
    [...(shop.phone ? [t('phone')] : []), t('signature')],
  );
  return { to, subject: t('subject'), text, html, kind: 'shop_request' };
}

/** To the dealer's account: a request from its shop or kiosk is an offer now. */
export function shopDealerMail(
  locale: Locale,
  to: string,
  brand: Brand,
  values: { name: string; externalOrderId: string; lines: number; warnings: number; link: string },
): MailMessage {
  const params = {
    brand: brand.name,
    name: values.name,
    id: values.externalOrderId,
    count: values.lines,
  };
  const t = (key: string, extra: Record<string, string | number> = {}) =>
    translate(locale, `consumer:dealerMail.${key}`, { ...params, ...extra });
  const { text, html } = render(
    locale,
    brand,
    [
      t('greeting'),
      t('intro'),
      ...(values.warnings > 0 ? [t('warnings', { count: values.warnings })] : []),
      t('action'),
    ],
    { href: values.link, label: t('button') },
    [t('signature')],
  );
  return { to, subject: t('subject'), text, html, kind: 'shop_request_dealer' };
}

/** To the customer at a kiosk who asked for it: the design they made and its code. */
export function kioskDesignMail(
  locale: Locale,
  to: string,
  shop: ShopMark,
  values: { code: string; lines: number; total: string },
): MailMessage {
  const params = {
    shop: shop.title,
    phone: shop.phone,
    code: values.code,
    count: values.lines,
    total: values.total,
  };
  const t = (key: string) => translate(locale, `consumer:designMail.${key}`, params);
  const { text, html } = render(
    locale,
    markOf(shop),
    [t('greeting'), t('intro'), t('code')],
    null,
    [...(shop.phone ? [t('phone')] : []), t('signature')],
  );
  return { to, subject: t('subject'), text, html, kind: 'kiosk_design' };
}

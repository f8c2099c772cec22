// The mail a user of the partner group receives carries the partner's brand (domain `groupBrand`),
// everyone else's the supplier's: the password reset and the production mail, read from the outbox.
import { groupBrand, SUPPLIER_BRAND } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { debtor } from '../db/schema/index.js';
import { productionMail } from '../production/production-mail.js';
import { useTestApp } from '../test/app.js';
import { outboxFor } from './mail.repository.js';
import { createMailer } from './mailer.js';

const ctx = useTestApp();
const db = () => ctx.database.db;
const PARTNER = groupBrand('OBI Polska');

async function resetMailTo(email: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/recover-password/',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  await ctx.app.background.idle();
  const [mail] = await outboxFor(db(), email);
  expect(mail?.kind).toBe('password_reset');
  return mail!;
}

describe('the brand of mail', () => {
  it('gives the partner group’s user a password reset under the partner brand, in Polish', async () => {
    const mail = await resetMailTo('partner@atelier.example');
    expect(PARTNER.partner).toBe(true);
    expect(mail.subject).toBe(`Zresetuj hasło do ${PARTNER.name}`);
    expect(mail.text).toContain(`zespół ${PARTNER.name}`);
    expect(mail.html).toContain(`>${PARTNER.name}</td>`);
    expect(mail.html).toContain(`color:${PARTNER.colour}`);
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(SUPPLIER_BRAND.name);
  });

  it('gives everyone else the supplier’s brand', async () => {
    const mail = await resetMailTo('pl@atelier.example');
    expect(mail.subject).toBe(`Zresetuj hasło do ${SUPPLIER_BRAND.name}`);
    expect(mail.html).toContain(`>${SUPPLIER_BRAND.name}</td>`);
    expect(mail.html).not.toContain(`>${PARTNER.name}</td>`);
  });

  it('sends the production mail about a partner shop’s order under the partner brand', async () => {
    const [shop] = await db()
      .select({ id: debtor.id })
      .from(debtor)
      .where(eq(debtor.number, '500904'));
    const mailer = createMailer({ db: db(), from: 'portal@atelier.example', log: ctx.app.log });
    const before = (await outboxFor(db(), 'partner@atelier.example')).length;
    productionMail(
      db(),
      mailer,
      ctx.app.background,
      'https://portal.example',
    )([
      {
        change: {
          type: 'production',
          debtorId: shop!.id,
          orderId: 1,
          articleId: 1,
          status: 'gerverz',
          stockState: 'enoughstock',
          plannedDate: '2026-03-02',
          at: '2026-02-27T10:00:00Z',
        },
        orderNumber: '900001',
        message: null,
      },
    ]);
    await ctx.app.background.idle();
    const mails = await outboxFor(db(), 'partner@atelier.example');
    expect(mails).toHaveLength(before + 1);
    const mail = mails[0]!;
    expect(mail.kind).toBe('production_gerverz');
    expect(mail.text).toContain(PARTNER.name);
    expect(mail.html).toContain(`>${PARTNER.name}</td>`);
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(SUPPLIER_BRAND.name);
  });
});

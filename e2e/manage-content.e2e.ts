// The back office's content desk as the administrator uses it: a PDF uploaded for one customer
// group (its titles in seven language tabs, the missing ones flagged until typed) and seen by that
// group's dealer; an integration key created, shown once with its copy button, and revoked (the
// factory's next call refused); a message of the mail log opened in its sandboxed frame and sent
// again. Axe on every page, dialog and toast; screenshots at 1366 and 412 px.
import type { Locale } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, PHONE, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const TITLES: Record<Locale, string> = {
  en: 'Care instructions',
  'en-au': 'Care instructions',
  nl: 'Onderhoudsvoorschriften',
  de: 'Pflegehinweise',
  fr: 'Conseils d’entretien',
  pl: 'Instrukcja pielęgnacji',
  lt: 'Priežiūros instrukcija',
};

async function staffLogIn(page: Page, baseUrl: string, username: string) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/manage/, { timeout: 30_000 });
}

async function api(baseUrl: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function both(page: Page, name: string) {
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-412`);
  await page.setViewportSize({ width: 1366, height: 860 });
}

describe.skipIf(!CHROMIUM)('the content desk in Chromium', () => {
  const portal = usePortal({ env: { DEMO_OUTBOX: 'true' } });

  it('the administrator uploads a PDF for a group, handles a key and resends a mail', async () => {
    const baseUrl = portal.baseUrl;
    // A message in the mail log: a password reset asked for a dealer.
    await api(baseUrl, '/api/user/recover-password/', null, { username: 'demo-au' });

    const { page } = await portal.openBrowser('en-GB');
    await page.setViewportSize({ width: 1366, height: 860 });
    await staffLogIn(page, baseUrl, 'staff-admin');
    const locale: Locale = 'en';
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

    // Downloads: the Australian group, a new form for it.
    await page.goto(`${baseUrl}/manage/content/downloads?group=Australian`);
    await page.getByRole('heading', { name: tr('manageContent:routes.downloads') }).waitFor();
    await expectAccessible(page, 'downloads page');
    await both(page, 'manage-content-downloads');
    await page.getByRole('button', { name: tr('manageContent:downloads.upload') }).click();
    const upload = page.getByRole('dialog', { name: tr('manageContent:downloads.uploadTitle') });
    await upload.waitFor();
    await upload.getByRole('checkbox', { name: 'Default' }).uncheck();
    await upload.getByRole('checkbox', { name: 'Australian' }).check();
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'care.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    // Sent with one language missing: its tab is flagged and the API names the field.
    for (const [language, title] of Object.entries(TITLES)) {
      if (language === 'lt') continue;
      await upload.getByRole('tab', { name: new RegExp(`\\(${language}\\)`) }).click();
      await upload
        .getByRole('textbox', { name: new RegExp(`\\(${language}\\)$`) })
        .pressSequentially(title);
    }
    await upload.getByRole('button', { name: tr('manageContent:downloads.save') }).click();
    await expect.poll(() => upload.getByText(tr('validation:required')).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'upload dialog with a missing language');
    await both(page, 'manage-content-upload-missing');
    await upload.getByRole('tab', { name: /\(lt\)/ }).click();
    await upload.getByRole('textbox', { name: /\(lt\)$/ }).pressSequentially(TITLES.lt);
    await upload.getByRole('button', { name: tr('manageContent:downloads.save') }).click();
    await upload.waitFor({ state: 'detached' });
    await page.getByText(tr('manageContent:downloads.uploaded')).waitFor();
    await expectAccessible(page, 'uploaded toast');
    await page.getByRole('cell', { name: TITLES.en }).first().waitFor();

    // The Australian dealer's service answer lists it.
    const dealer = await api(baseUrl, '/easyorder/token/', null, {
      username: 'demo-au',
      password: DEMO_PASSWORD,
    });
    const list = await api(baseUrl, '/api/downloads/', dealer.body.access);
    expect(list.body.results.map((row: { title: string }) => row.title)).toContain(TITLES['en-au']);

    // Integration keys: a key for Helmond, shown once with its copy button, then revoked.
    await page.goto(`${baseUrl}/manage/content/integration-keys`);
    await page.getByRole('heading', { name: tr('manageContent:routes.integrationKeys') }).waitFor();
    await expectAccessible(page, 'integration keys page');
    const helmond = page.getByRole('region', { name: 'atelierhelmond' });
    await helmond.getByRole('button', { name: tr('manageContent:keys.create') }).click();
    const create = page.getByRole('dialog', {
      name: tr('manageContent:keys.createTitle', { site: 'atelierhelmond' }),
    });
    await create.getByRole('textbox').pressSequentially('MES Helmond');
    await create.getByRole('button', { name: tr('manageContent:keys.createSubmit') }).click();
    const shown = page.getByRole('dialog', { name: tr('manageContent:keys.shownTitle') });
    await shown.waitFor();
    const secret = await shown.getByRole('textbox').inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await expectAccessible(page, 'the new key, shown once');
    await both(page, 'manage-content-key-shown');
    await shown.getByRole('button', { name: tr('manageContent:keys.copy') }).click();
    await shown.getByRole('button', { name: tr('manageContent:keys.copied') }).waitFor();
    const works = await api(baseUrl, '/api/integration/v1/articles/', secret);
    expect(works.status).toBe(200);
    await shown.getByRole('button', { name: tr('manageContent:keys.done') }).click();
    await helmond
      .getByRole('button', { name: new RegExp(`^${tr('manageContent:keys.revoke')}`) })
      .first()
      .click();
    const revoke = page.getByRole('dialog', { name: tr('manageContent:keys.revokeTitle') });
    await expectAccessible(page, 'revoke dialog');
    await revoke.getByRole('button', { name: tr('manageContent:keys.revoke') }).click();
    await page.getByText(tr('manageContent:keys.revoked')).waitFor();
    await expectAccessible(page, 'revoked toast');
    expect((await api(baseUrl, '/api/integration/v1/articles/', secret)).status).toBe(401);

    // The mail log: the reset message found, opened, sent again.
    await page.goto(`${baseUrl}/manage/content/mail`);
    await page.getByRole('heading', { name: tr('manageContent:routes.mailLog') }).waitFor();
    await page
      .getByRole('searchbox', { name: tr('manageContent:mail.search') })
      .pressSequentially('password_reset');
    const row = page.getByRole('row').filter({ hasText: 'password_reset' }).first();
    await row.waitFor();
    await expectAccessible(page, 'mail log');
    await both(page, 'manage-content-mail-log');
    await row.click();
    const message = page.getByRole('dialog').filter({ has: page.locator('iframe[sandbox=""]') });
    await message.waitFor();
    await expectAccessible(page, 'a message in its sandboxed frame');
    await both(page, 'manage-content-mail-message');
    await page.keyboard.press('Escape');
    await message.waitFor({ state: 'detached' });
    await page
      .getByRole('button', {
        name: new RegExp(tr('manageContent:mail.actionsOf', { subject: '' })),
      })
      .first()
      .click();
    await page.getByRole('menuitem', { name: tr('manageContent:mail.resend') }).click();
    const resend = page.getByRole('dialog', { name: tr('manageContent:mail.resendTitle') });
    await expectAccessible(page, 'resend dialog');
    await resend.getByRole('button', { name: tr('manageContent:mail.resend') }).click();
    await page.getByText(tr('manageContent:mail.resent')).waitFor();
    await expectAccessible(page, 'resent toast');
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'password_reset' }).count())
      .toBe(2);
  });
});

// The back office's content desk as the administrator uses it: a PDF uploaded for one customer
// group (its titles in seven language tabs, the missing ones flagged until typed) and seen by that
// group's dealer; a video's Dutch captions replaced (a file that is not WebVTT refused first); an
// integration key created, shown once with its copy button, and revoked (the
// factory's next call refused); a message of the mail log opened in its sandboxed frame and sent
// again. Axe on every page, dialog and toast; screenshots at 1366 and 412 px.
import type { Locale } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, expectAccessible, screenshotBothWidths } from './support/browser.js';
import { DEMO_PASSWORD, text } from './support/journey.js';
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

describe.skipIf(!CHROMIUM)('the content desk in Chromium', () => {
  const portal = usePortal({ env: { DEMO_OUTBOX: 'true' } });

  let page: Page;
  const tr = (key: string, params?: Record<string, string | number>) => text('en', key, params);

  it('the administrator uploads a PDF for a group and captions a video', async () => {
    const baseUrl = portal.baseUrl;
    // A message in the mail log: a password reset asked for a dealer.
    const asked = await api(baseUrl, '/api/user/recover-password/', null, { login: 'demo-au' });
    expect(asked.status).toBeLessThan(300);

    ({ page } = await portal.openBrowser('en-GB'));
    // A step that does not come fails on its own line, not at the test's end.
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 1366, height: 860 });
    await staffLogIn(page, baseUrl, 'staff-admin');

    // Downloads: the Australian group, a new form for it.
    await page.goto(`${baseUrl}/manage/content/downloads?group=Australian`);
    await page.getByRole('heading', { name: tr('manageContent:routes.downloads') }).waitFor();
    await expectAccessible(page, 'downloads page');
    await screenshotBothWidths(page, 'manage-content-downloads');
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
    // Sent with one language missing: its tab is flagged and its field says it is required.
    for (const [language, title] of Object.entries(TITLES)) {
      if (language === 'lt') continue;
      await upload.getByRole('tab', { name: new RegExp(`\\(${language}\\)`) }).click();
      await upload
        .getByRole('textbox', { name: new RegExp(`\\(${language}\\)$`) })
        .pressSequentially(title);
    }
    await upload.getByRole('button', { name: tr('manageContent:downloads.save') }).click();
    const lithuanian = upload.getByRole('tab', { name: /\(lt\)/ });
    await expect
      .poll(() => lithuanian.textContent())
      .toContain(tr('manageContent:downloads.missing', { language: 'Lietuvių (lt)' }));
    await lithuanian.click();
    await upload.getByText(tr('validation:required'), { exact: true }).waitFor();
    await expectAccessible(page, 'upload dialog with a missing language');
    await screenshotBothWidths(page, 'manage-content-upload-missing');
    await upload.getByRole('textbox', { name: /\(lt\)$/ }).pressSequentially(TITLES.lt);
    await upload.getByRole('button', { name: tr('manageContent:downloads.save') }).click();
    await upload.waitFor({ state: 'detached' });
    await page.getByText(tr('manageContent:downloads.uploaded'), { exact: true }).waitFor();
    await expectAccessible(page, 'uploaded toast');
    await page.getByRole('cell', { name: TITLES.en }).first().waitFor();

    // The Australian dealer's service answer lists it.
    const dealer = await api(baseUrl, '/easyorder/token/', null, {
      username: 'demo-au',
      password: DEMO_PASSWORD,
    });
    const list = await api(baseUrl, '/api/downloads/', dealer.body.access);
    expect(list.body.results.map((row: { title: string }) => row.title)).toContain(TITLES['en-au']);

    // Captions: the Dutch track of one of Default's videos replaced; a text that is not WebVTT
    // is refused under its field first.
    await page.goto(`${baseUrl}/manage/content/downloads?group=Default&section=videos`);
    const videoActions = page
      .getByRole('button', {
        name: new RegExp(`^${tr('manageContent:downloads.actionsOf', { title: '' })}`),
      })
      .first();
    await videoActions.click();
    await page.getByRole('menuitem', { name: tr('manageContent:downloads.captions') }).waitFor();
    await expectAccessible(page, 'a video’s menu open');
    await page.getByRole('menuitem', { name: tr('manageContent:downloads.captions') }).click();
    const captions = page.getByRole('dialog', {
      name: new RegExp(tr('manageContent:downloads.captionsTitle', { title: '' })),
    });
    await captions.waitFor();
    const captionFile = captions.locator('input[type="file"]');
    await captionFile.setInputFiles({
      name: 'nl.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('Geen ondertitels\n'),
    });
    await captions
      .getByRole('button', { name: tr('manageContent:downloads.captionsSave') })
      .click();
    await expect.poll(() => captions.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'captions dialog with a field message');
    await screenshotBothWidths(page, 'manage-content-captions');
    await captionFile.setInputFiles({
      name: 'nl.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:04.000\nMeet de breedte van het raam.\n'),
    });
    await captions
      .getByRole('button', { name: tr('manageContent:downloads.captionsSave') })
      .click();
    await captions.waitFor({ state: 'detached' });
    await page.getByText(tr('manageContent:downloads.captionsSaved')).waitFor();
    await expectAccessible(page, 'captions saved, toast');
  });

  it('the administrator hands out a key once, revokes it and resends a mail', async () => {
    const baseUrl = portal.baseUrl;
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
    await screenshotBothWidths(page, 'manage-content-key-shown');
    await expectAccessible(page, 'the new key, shown once');
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
    await screenshotBothWidths(page, 'manage-content-mail-log');
    await row.click();
    const message = page.getByRole('dialog').filter({ has: page.locator('iframe[sandbox=""]') });
    await message.waitFor();
    // The frame shows the mail's own HTML (no script runs in it): the dialog around it is checked.
    await expectAccessible(page, 'a message in its sandboxed frame', {
      exclude: 'iframe[sandbox=""]',
    });
    await screenshotBothWidths(page, 'manage-content-mail-message');
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

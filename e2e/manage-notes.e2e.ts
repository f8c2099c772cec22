// A release note written by the manufacturer's administrator: typed in Dutch and English and saved
// as a draft, refused for publishing while five languages are missing, completed, previewed as a
// dealer will read it, published with a confirmation — and then read by a Dutch dealer. On the way,
// the administrator retitles a seeded curtain-breeze article in Dutch and previews it.

import { formatDay, LOCALES, type Locale } from '@atelier/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { DEMO_PASSWORD, expectTitle, htmlLang, logIn, PHONE, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const VERSION = '2026.12.1';
const TITLES: Record<Locale, string> = {
  nl: 'Snellere zoekfunctie',
  en: 'Faster search',
  'en-au': 'Faster search',
  de: 'Schnellere Suche',
  fr: 'Recherche plus rapide',
  pl: 'Szybsze wyszukiwanie',
  lt: 'Greitesnė paieška',
};
const BODIES: Record<Locale, string> = {
  nl: 'De zoekfunctie vindt **orders** terwijl u typt.',
  en: 'The search finds **orders** as you type.',
  'en-au': 'The search finds **orders** as you type.',
  de: 'Die Suche findet **Aufträge** schon beim Tippen.',
  fr: 'La recherche trouve les **commandes** pendant la saisie.',
  pl: 'Wyszukiwarka znajduje **zamówienia** już podczas pisania.',
  lt: 'Paieška randa **užsakymus** jums berenkant tekstą.',
};

/** Closes the toasts saying `message` and waits until they are gone. */
async function closeToast(page: Page, message: string, close: string) {
  const toast = page.getByRole('alert').filter({ hasText: message });
  await expect.poll(() => toast.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  // An earlier save's toast may still be there too: each is closed.
  // A toast closes itself after a few seconds, so it may leave while the
  // button is pressed: a press that finds it gone is what was wanted.
  for (let left = await toast.count(); left > 0; left = await toast.count()) {
    await toast
      .first()
      .getByRole('button', { name: close })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBeLessThan(left);
  }
}

describe.skipIf(!CHROMIUM)('release notes in Chromium', () => {
  const portal = usePortal();

  it('an administrator writes, previews and publishes a release note; a dealer reads it', async () => {
    const { page } = await portal.openBrowser('en-GB');
    const baseUrl = portal.baseUrl;
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="username"]').fill('staff-admin');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/manage/, { timeout: 30_000 });
    await page.goto(`${baseUrl}/manage/content/release-notes`);
    const locale: Locale = 'en';
    await expect.poll(() => htmlLang(page)).toBe(locale);
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    await expectTitle(page, tr('manageContent:routes.releaseNotes'));
    // The seeded notes, published.
    await expect
      .poll(() => page.getByRole('cell', { name: '2025.9.15', exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expectAccessible(page, 'release notes desk');
    await screenshot(page, 'manage-notes-list');

    // A new note, typed in Dutch and English, saved as a draft.
    await page.getByRole('button', { name: tr('manageContent:notes.new') }).click();
    const editor = page.getByRole('dialog', { name: tr('manageContent:notes.newTitle') });
    await editor.waitFor();
    await editor
      .getByRole('textbox', { name: tr('manageContent:notes.version') })
      .pressSequentially(VERSION);
    const typeIn = async (language: Locale) => {
      const name = `${text(language, 'common:language.self')} (${language})`;
      for (const [field, values] of [
        ['titleField', TITLES],
        ['body', BODIES],
      ] as const) {
        const label = tr(`manageContent:notes.${field}`);
        await editor
          .getByRole('tablist', { name: label })
          .getByRole('tab', { name: new RegExp(`\\(${language}\\)`) })
          .click();
        await editor
          .getByRole('textbox', { name: `${label} · ${name}` })
          .pressSequentially(values[language]);
      }
    };
    await typeIn('nl');
    await typeIn('en');
    await expectAccessible(page, 'release note editor');
    await screenshot(page, 'manage-notes-editor');
    await editor.getByRole('button', { name: tr('manageContent:notes.save') }).click();
    const saved = page.getByText(tr('manageContent:notes.saved'));
    await expect.poll(() => saved.count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'saved toast');
    await screenshot(page, 'manage-notes-saved-toast');
    const row = page.getByRole('row').filter({ hasText: VERSION });
    await expect.poll(() => row.getByText(tr('manageContent:notes.states.draft')).count()).toBe(1);

    // Five languages missing: publishing is refused and says why.
    const openMenu = async (item: string) => {
      await page
        .getByRole('button', { name: tr('manageContent:notes.actionsOf', { version: VERSION }) })
        .click();
      await page.getByRole('menuitem', { name: tr(`manageContent:notes.${item}`) }).click();
    };
    await openMenu('publish');
    const publishDialog = page.getByRole('dialog', {
      name: tr('manageContent:notes.publishTitle', { version: VERSION }),
    });
    await publishDialog.waitFor();
    await expect
      .poll(() =>
        publishDialog.getByText(tr('manageContent:notes.publishIncomplete', { count: 10 })).count(),
      )
      .toBe(1);
    expect(
      await publishDialog
        .getByRole('button', { name: tr('manageContent:notes.publish') })
        .isDisabled(),
    ).toBe(true);
    await publishDialog.getByRole('button', { name: tr('common:actions.cancel') }).click();

    // The other five languages, then the preview in Dutch.
    await openMenu('edit');
    const edit = page.getByRole('dialog', {
      name: tr('manageContent:notes.editTitle', { version: VERSION }),
    });
    await edit.waitFor();
    for (const language of LOCALES.filter((code) => code !== 'nl' && code !== 'en')) {
      const name = `${text(language, 'common:language.self')} (${language})`;
      for (const [field, values] of [
        ['titleField', TITLES],
        ['body', BODIES],
      ] as const) {
        const label = tr(`manageContent:notes.${field}`);
        await edit
          .getByRole('tablist', { name: label })
          .getByRole('tab', { name: new RegExp(`\\(${language}\\)`) })
          .click();
        await edit.getByRole('textbox', { name: `${label} · ${name}` }).fill(values[language]);
      }
    }
    await edit.getByRole('button', { name: tr('manageContent:notes.save') }).click();
    await expect
      .poll(() => row.getByText(tr('manageContent:notes.allLanguages')).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // Its toast is closed first: axe must not read it halfway through fading under the dialog.
    await closeToast(page, tr('manageContent:notes.saved'), tr('common:actions.close'));

    await openMenu('preview');
    const preview = page.getByRole('dialog', {
      name: tr('manageContent:notes.previewTitle', { version: VERSION }),
    });
    await preview.waitFor();
    await preview.getByText('nl', { exact: true }).click();
    const previewTable = preview.getByRole('table', {
      name: tr('manageContent:notes.previewTable'),
    });
    await expect.poll(() => previewTable.getByText(TITLES.nl).count()).toBe(1);
    expect(await previewTable.locator('strong').first().textContent()).toBe('orders');
    await expectAccessible(page, 'release note preview');
    await screenshot(page, 'manage-notes-preview');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'manage-notes-preview-412');
    await page.setViewportSize({ width: 1366, height: 900 });
    await preview
      .getByRole('button', { name: tr('common:actions.close') })
      .last()
      .click();

    // Published with a confirmation.
    await openMenu('publish');
    await publishDialog.waitFor();
    await publishDialog.getByRole('button', { name: tr('manageContent:notes.publish') }).click();
    const published = page.getByText(tr('manageContent:notes.publishDone', { version: VERSION }));
    await expect.poll(() => published.count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'published toast');
    await expect
      .poll(() => row.getByText(tr('manageContent:notes.states.published')).count())
      .toBe(1);
    await screenshot(page, 'manage-notes-published');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'release notes desk on a phone');
    await screenshot(page, 'manage-notes-published-412');

    // A seeded curtain-breeze article: its Dutch title typed anew, saved, previewed in Dutch.
    await page.setViewportSize({ width: 1366, height: 900 });
    await readArticleDesk(page, baseUrl, tr);

    // A Dutch dealer reads it, rendered as the preview showed it.
    const dealer = await portal.openBrowser('nl-NL');
    await readAsDealer(dealer.page, baseUrl);
  });
});

const ARTICLE = { slug: 'natural-linen-and-sheer-layers', en: 'Natural linen in layers' };
const ARTICLE_NL = 'Naturel linnen in zachte lagen';

async function readArticleDesk(
  page: Page,
  baseUrl: string,
  tr: (key: string, params?: Record<string, string | number>) => string,
) {
  await page.goto(`${baseUrl}/manage/content/articles`);
  await expectTitle(page, tr('manageContent:routes.articles'));
  const actions = page.getByRole('button', {
    name: tr('manageContent:articles.actionsOf', { title: ARTICLE.en }),
  });
  await expect.poll(() => actions.count(), { timeout: 15_000 }).toBe(1);
  await expectAccessible(page, 'articles desk');
  await screenshot(page, 'manage-articles-list');
  const openMenu = async (item: string) => {
    await actions.click();
    await page.getByRole('menuitem', { name: tr(`manageContent:articles.${item}`) }).click();
  };

  await openMenu('edit');
  const editor = page.getByRole('dialog', {
    name: tr('manageContent:articles.editTitle', { title: ARTICLE.slug }),
  });
  await editor.waitFor();
  const label = tr('manageContent:articles.titleField');
  await editor
    .getByRole('tablist', { name: label })
    .getByRole('tab', { name: /\(nl\)/ })
    .click();
  const dutch = editor.getByRole('textbox', {
    name: `${label} · ${text('nl', 'common:language.self')} (nl)`,
  });
  await dutch.fill('');
  await dutch.pressSequentially(ARTICLE_NL);
  await expect
    .poll(() => editor.getByText(tr('manageContent:articles.readyToPublish')).count())
    .toBe(1);
  // A new picture (a real PNG: a piece of the page itself) goes up at once.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
  await editor
    .locator('input[type="file"]')
    .setInputFiles({ name: 'linnen.png', mimeType: 'image/png', buffer: picture });
  await expect
    .poll(() => page.getByText(tr('manageContent:articles.imageSaved')).count(), {
      timeout: 15_000,
    })
    .toBe(1);
  await expect
    .poll(() => editor.getByRole('img', { name: tr('manageContent:articles.imageAlt') }).count())
    .toBe(1);
  await expectAccessible(page, 'article editor');
  await screenshot(page, 'manage-articles-editor');
  await editor.getByRole('button', { name: tr('manageContent:articles.save') }).click();
  const saved = page.getByText(tr('manageContent:articles.saved'));
  await expect.poll(() => saved.count(), { timeout: 15_000 }).toBe(1);
  await closeToast(page, tr('manageContent:articles.saved'), tr('common:actions.close'));

  await openMenu('preview');
  const preview = page.getByRole('dialog', {
    name: tr('manageContent:articles.previewTitle', { title: ARTICLE.slug }),
  });
  await preview.waitFor();
  await preview.getByText('nl', { exact: true }).click();
  const shown = preview.getByRole('article');
  await expect.poll(() => shown.getByRole('heading', { name: ARTICLE_NL }).count()).toBe(1);
  expect(await shown.locator('strong').first().textContent()).toBe('wijdebreedte vitrage');
  await expect.poll(() => shown.getByText('Lino', { exact: true }).count()).toBe(1);
  await expectAccessible(page, 'article preview');
  await screenshot(page, 'manage-articles-preview');
  await preview
    .getByRole('button', { name: tr('common:actions.close') })
    .last()
    .click();

  // On a phone: the list as cards, the preview full width.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect.poll(() => actions.count(), { timeout: 15_000 }).toBe(1);
  await expectAccessible(page, 'articles desk on a phone');
  await screenshot(page, 'manage-articles-list-412');
  await openMenu('preview');
  await preview.waitFor();
  await preview.getByText('nl', { exact: true }).click();
  await expect.poll(() => shown.getByRole('heading', { name: ARTICLE_NL }).count()).toBe(1);
  await screenshot(page, 'manage-articles-preview-412');
  await preview
    .getByRole('button', { name: tr('common:actions.close') })
    .last()
    .click();
}

async function readAsDealer(page: Page, baseUrl: string) {
  await logIn(page, baseUrl, 'demo-shop');
  await page.goto(`${baseUrl}/account/release-notes`);
  await expect.poll(() => htmlLang(page)).toBe('nl');
  const row = page.getByRole('row').filter({ hasText: VERSION });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  expect(await row.getByText(TITLES.nl).count()).toBe(1);
  expect(await row.locator('strong').first().textContent()).toBe('orders');
  expect(await row.getByText(formatDay(new Date().toISOString().slice(0, 10), 'nl')).count()).toBe(
    1,
  );
  await screenshot(page, 'manage-notes-dealer');
}

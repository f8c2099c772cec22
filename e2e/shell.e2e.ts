// The portal shell as its users meet it: logging in, the dashboard, switching language, the
// release notes, logging out; the tracking-only account; a service account choosing its shop.
import { describe, expect, it } from 'vitest';
import { DEMO_RELEASE_NOTES } from '../apps/api/src/db/seed/release-notes.js';
import {
  type Browser,
  CHROMIUM,
  expectAccessible,
  screenshot,
  screenshotBothWidths,
  settled,
} from './support/browser.js';
import { DEMO_PASSWORD, expectTitle, htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with `{{name}}` placeholders as a pattern matching any value of them. */
const pattern = (message: string) =>
  new RegExp(escapeRegExp(message).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.*'));

describe.skipIf(!CHROMIUM)('the portal shell in Chromium', () => {
  const portal = usePortal();
  let browser: Browser;

  it('a shop logs in, switches to Polish, reads the release notes and logs out', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    try {
      // Root and unknown paths lead to the login page, in Dutch, the interface default.
      await page.goto(`${portal.baseUrl}/`);
      await page.waitForURL(/\/login/);
      expect(await htmlLang(page)).toBe('nl');
      await expectTitle(page, text('nl', 'auth:login.title'));
      await expectAccessible(page, 'login');
      await screenshot(page, 'shell-login');

      await page.goto(`${portal.baseUrl}/no/such/page`);
      await page.waitForURL(/\/login/);

      // The forgot-password and recover-password pages.
      await page.getByRole('link', { name: text('nl', 'auth:login.forgot') }).click();
      await page.waitForURL(/\/forgot-password/);
      await expectAccessible(page, 'forgot password');
      await page.goto(`${portal.baseUrl}/recover-password?token=not-a-real-token`);
      await expectAccessible(page, 'recover password');

      // Wrong credentials keep the user on the login page with the message of configurators §8.
      await page.goto(`${portal.baseUrl}/login`);
      await page.locator('input[name="username"]').fill('demo-shop');
      await page.locator('input[name="password"]').fill('not-the-password');
      await page.locator('form button[type="submit"]').click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain(text('nl', 'auth:login.invalidCredentials'));

      // A login with `next` returns to the page asked for.
      await page.goto(`${portal.baseUrl}/account/release-notes`);
      await page.waitForURL(/\/login\?next=/);
      await page.locator('input[name="username"]').fill('demo-shop');
      await page.locator('input[name="password"]').fill('atelier-demo');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/account\/release-notes/);

      await page.goto(`${portal.baseUrl}/account`);
      await page.waitForURL(/\/account\/dashboard/);
      await expectTitle(page, text('nl', 'shell:routes.dashboard'));
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toBe(text('nl', 'shell:routes.dashboard'));
      await expectAccessible(page, 'dashboard');
      await screenshot(page, 'shell-dashboard-nl');

      // Loaders and placeholders hold still for their first second (decision 116), in the page's
      // stylesheets as served, whichever of them carries Mantine's own rule (its oval loader's and
      // skeleton's classes beside the static ones).
      const delays = await page.evaluate(() => {
        const made = [
          ['mantine-Loader-root m_b34414df m_5ae2e3c', {}],
          ['mantine-Skeleton-root m_18320242', { animate: '', visible: '' }],
        ] as const;
        return made.map(([className, data]) => {
          const element = document.createElement('span');
          element.className = className;
          Object.assign(element.dataset, data);
          document.body.append(element);
          const after = getComputedStyle(element, '::after');
          const delay = [after.animationName, after.animationDelay];
          element.remove();
          return delay;
        });
      });
      expect(delays).toEqual([
        [expect.not.stringMatching(/^none$/), '1s'],
        [expect.not.stringMatching(/^none$/), '1s'],
      ]);

      // Each production figure opens the list of the very articles it counts.
      for (const figure of ['problem', 'in_production'] as const) {
        const tile = page.getByTestId(`summary-${figure}`);
        await expect.poll(() => tile.count()).toBe(1);
        const shown = Number(await tile.textContent());
        expect(shown, figure).toBeGreaterThan(0);
        await tile.click();
        await page.waitForURL(new RegExp(`/account/track\\?filter=${figure}$`));
        await expect
          .poll(() => page.getByTestId('track-filter').textContent(), { timeout: 30_000 })
          .toContain(text('nl', `track:summary.${figure}`));
        const listed = page
          .getByRole('table', { name: text('nl', 'track:table') })
          .locator('tbody tr');
        await expect.poll(() => listed.count(), { timeout: 30_000 }).toBe(shown);
        await expectAccessible(page, `track list of the figure ${figure}`);
        await page.goBack();
        await page.waitForURL(/\/account\/dashboard/);
      }
      await page.setViewportSize({ width: 412, height: 915 });
      await expect.poll(() => page.getByTestId('summary-problem').count()).toBe(1);
      await screenshot(page, 'shell-dashboard-nl-412');
      await page.setViewportSize({ width: 1366, height: 860 });

      // Polish: the texts and <html lang> change, and the choice is kept by the account.
      await page.getByRole('button', { name: text('nl', 'common:language.label') }).click();
      await expectAccessible(page, 'language menu');
      await page.getByRole('menuitem', { name: /Polski/ }).click();
      await expect.poll(() => htmlLang(page)).toBe('pl');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
        .toBe(text('pl', 'shell:routes.dashboard'));
      await expectTitle(page, text('pl', 'shell:routes.dashboard'));
      await page.reload();
      await expect.poll(() => htmlLang(page)).toBe('pl');
      await expectAccessible(page, 'dashboard in Polish');
      await expect.poll(() => page.getByTestId('summary-problem').count()).toBe(1);
      await screenshot(page, 'shell-dashboard-pl');
      // The tiles' counts keep their width beside the long Polish titles (squeezed, the number's
      // room was 0 to 2 pixels wide).
      const counts = page.locator('.atelier-tile .mantine-Badge-label');
      await expect.poll(() => counts.count()).toBeGreaterThan(0);
      expect(
        await counts.evaluateAll((labels) =>
          labels.filter((label) => label.scrollWidth > label.clientWidth).map((l) => l.textContent),
        ),
      ).toEqual([]);
      await page.setViewportSize({ width: 412, height: 915 });
      await screenshot(page, 'shell-dashboard-pl-412');
      await page.setViewportSize({ width: 1366, height: 860 });

      // An account page's first HTML is its frame in the language on screen (decision 107): what a
      // phone shows before the code has arrived. With the code held back, the frame is all there
      // is: the page's title and description in Polish, a loading state, nothing to operate.
      await page.route('**/assets/**/*.js', (route) => route.abort());
      await page.goto(`${portal.baseUrl}/account/release-notes`);
      expect(await htmlLang(page)).toBe('pl');
      const frame = page.getByRole('main');
      expect(await frame.getByRole('heading', { level: 1 }).textContent()).toBe(
        text('pl', 'shell:routes.releaseNotes'),
      );
      expect(await frame.getByText(text('pl', 'releaseNotes:intro')).count()).toBe(1);
      expect(await page.getByRole('link').count()).toBe(0);
      await expectAccessible(page, 'account page frame');
      await screenshotBothWidths(page, 'shell-frame-pl');
      await page.unroute('**/assets/**/*.js');
      // With its code, the page takes the frame's place: one heading, the page's own.
      await page.goto(`${portal.baseUrl}/account/release-notes`);
      await expect.poll(() => page.getByRole('table').locator('tbody tr').count()).toBe(7);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await page.goto(`${portal.baseUrl}/account/dashboard`);

      // Release notes: 7 rows a page, case-insensitive search on the title, paging.
      await page
        .getByRole('navigation', { name: text('pl', 'shell:nav.main') })
        .getByRole('link', { name: text('pl', 'shell:routes.releaseNotes') })
        .click();
      await page.waitForURL(/\/account\/release-notes/);
      const rows = page.getByRole('table').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(7);
      await expectAccessible(page, 'release notes');
      await screenshot(page, 'shell-release-notes');
      // The list's "rows per page" menu (its button shows the number of rows).
      await page
        .locator('.mantine-datatable-pagination')
        .getByRole('button', { name: /: 7$/ })
        .click();
      await expect.poll(() => page.getByRole('menu').count()).toBe(1);
      await expectAccessible(page, 'rows per page menu');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
      await page.getByRole('button', { name: text('pl', 'lists:pagination.next') }).click();
      // The second page holds the seeded notes beyond the first seven (the seed grows with them).
      await expect.poll(() => rows.count()).toBe(Math.min(7, DEMO_RELEASE_NOTES.length - 7));
      // The notes speak the user's language: the search looks in the Polish texts, ignoring case.
      const tracking = DEMO_RELEASE_NOTES.filter((note) =>
        note.message.pl.toLocaleLowerCase('pl').includes('śledzenie'),
      ).length;
      expect(tracking).toBeGreaterThan(1);
      await page.getByLabel(text('pl', 'releaseNotes:search')).fill('ŚLEDZENIE');
      await expect.poll(() => rows.count()).toBe(tracking);
      await page.getByLabel(text('pl', 'releaseNotes:search')).fill('no such words');
      await expect
        .poll(() =>
          page.getByText(text('pl', 'releaseNotes:noMatch', { query: 'no such words' })).count(),
        )
        .toBe(1);

      // Log out from the account overlay.
      await page.getByRole('button', { name: pattern(text('pl', 'shell:account.open')) }).click();
      await expectAccessible(page, 'account overlay');
      await page.getByRole('button', { name: text('pl', 'shell:account.logout') }).click();
      await page.waitForURL(/\/login/);
      await page.goto(`${portal.baseUrl}/account/dashboard`);
      await page.waitForURL(/\/login\?next=/);
    } finally {
      await browser.close();
    }
  });

  it('a tracking-only account sees only tracking, and it is its default page', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    try {
      await logIn(page, portal.baseUrl, 'demo-tracking');
      await page.waitForURL(/\/account\/track/);
      const nav = page.getByRole('navigation', { name: text('nl', 'shell:nav.main') });
      await expect.poll(() => nav.getByRole('link').count()).toBe(1);
      expect(await nav.getByRole('link').textContent()).toContain(text('nl', 'shell:routes.track'));
      await page.goto(`${portal.baseUrl}/account`);
      await page.waitForURL(/\/account\/track/);
      await expectAccessible(page, 'tracking only');
      await screenshot(page, 'shell-tracking-only');
    } finally {
      await browser.close();
    }
  });

  it('a service account chooses the shop it works for', async () => {
    browser = await portal.openBrowser('en-GB');
    const { page } = browser;
    try {
      await logIn(page, portal.baseUrl, 'demo-service');
      const chooser = page.getByRole('button', { name: text('en', 'shell:debtor.choose') });
      await chooser.click();
      await expectAccessible(page, 'servicing debtor chooser');
      await page.getByPlaceholder(text('en', 'shell:debtor.placeholder')).click();
      const first = page.getByRole('option').first();
      const shop = ((await first.textContent()) ?? '').replace(/\s*\(.*\)\s*$/, '');
      await first.click();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: text('en', 'shell:debtor.open', { name: shop }) })
            .count(),
        )
        .toBe(1);
      // The choice is kept by the account: a new page load still works for that shop.
      await page.reload();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: text('en', 'shell:debtor.open', { name: shop }) })
            .count(),
        )
        .toBe(1);
      await screenshot(page, 'shell-service-account');
    } finally {
      await browser.close();
    }
  });

  it('a service account switches shop mid-page and every page shows the new shop', async () => {
    browser = await portal.openBrowser('en-GB');
    const { page } = browser;
    const en = (key: string, params?: Record<string, string | number>) => text('en', key, params);
    const from = 'Raamdecoratie Van Dijk';
    const to = 'Maison Lemaire';
    try {
      // Van Dijk has an address in its address book (the demo seeds none).
      const api = `${portal.baseUrl}/`;
      const token = await page.request.post(`${api}easyorder/token/`, {
        data: { username: 'demo-service', password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${(await token.json()).access}` };
      const account = await (
        await page.request.get(`${api}api/user/settings/`, { headers })
      ).json();
      const shopId = (name: string) =>
        (account.all_debtors as { id: number; name: string }[]).find((shop) => shop.name === name)
          ?.id;
      await page.request.patch(`${api}api/user/settings/`, {
        headers,
        data: { servicing_debtor_id: shopId(from) },
      });
      const added = await page.request.post(`${api}api/customers/address-book/`, {
        headers: { ...headers, 'idempotency-key': 'shop-switch-journey-1' },
        data: {
          name: 'Familie Brouwer',
          street: 'Utrechtseweg',
          house_number: '7',
          postcode: '3811 NB',
          city: 'Amersfoort',
          country: 'nl',
        },
      });
      expect(added.status()).toBe(201);

      await logIn(page, portal.baseUrl, 'demo-service');
      const nav = page.getByRole('navigation', { name: en('shell:nav.main') });
      const paths: Record<string, string> = {
        customerFabrics: 'customer-fabrics',
        settings: 'settings',
      };
      // Through the sidebar, as people go: the app is never loaded again.
      const go = async (route: string) => {
        await nav.getByRole('link', { name: en(`shell:routes.${route}`), exact: true }).click();
        await page.waitForURL(new RegExp(`/account/${paths[route] ?? route}`));
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), {
            timeout: 30_000,
          })
          .toBe(en(`shell:routes.${route}`));
      };
      // A mark the page keeps only as long as it is not loaded again.
      await page.evaluate(() => {
        (window as unknown as { sameLoad: boolean }).sameLoad = true;
      });
      const main = page.getByRole('main');

      // Van Dijk's own fabric and its address, as the pages first show them.
      await go('sampleservice');
      await main.getByRole('button', { name: en('samples:request.chooseAddress') }).click();
      const book = page.getByRole('dialog', { name: en('addressBook:title') });
      await expect.poll(() => book.getByText('Familie Brouwer').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => book.count()).toBe(0);
      await go('customerFabrics');
      await expect.poll(() => main.getByText('Velours Royal').count()).toBeGreaterThan(0);

      // The switch, by keyboard, from the top bar while the fabrics are on screen.
      const shopButton = page.getByRole('button', {
        name: en('shell:debtor.open', { name: from }),
      });
      await shopButton.focus();
      await page.keyboard.press('Enter');
      const search = page.getByRole('combobox', { name: en('shell:debtor.label') });
      await expect
        .poll(() => search.evaluate((field) => field === document.activeElement))
        .toBe(true);
      // The field holds the current shop: select it and type over it.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Maison');
      await expect
        .poll(() => page.getByRole('option', { name: /Maison Lemaire/ }).count(), {
          timeout: 30_000,
        })
        .toBe(1);
      await expectAccessible(page, 'shop menu open');
      await screenshot(page, 'shell-shop-menu-1366');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      // The chooser closes with the choice and hands the focus back to its button, which names
      // the new shop.
      const switched = page.getByRole('button', { name: en('shell:debtor.open', { name: to }) });
      await expect.poll(() => switched.count()).toBe(1);
      await expect.poll(() => search.count()).toBe(0);
      await expect
        .poll(() => switched.evaluate((button) => button === document.activeElement))
        .toBe(true);

      // The fabrics page shows Maison Lemaire's (none) at once, with no edit or delete of Van Dijk's.
      await expect.poll(() => main.getByText(en('customerFabrics:empty')).count()).toBe(1);
      expect(await main.getByText('Velours Royal').count()).toBe(0);
      await screenshot(page, 'shell-shop-switched-fabrics');

      // The address book of the new shop is empty: Van Dijk's address is not offered to use.
      await go('sampleservice');
      await main.getByRole('button', { name: en('samples:request.chooseAddress') }).click();
      await expect.poll(() => book.getByText(en('addressBook:empty')).count()).toBe(1);
      expect(await book.getByText('Familie Brouwer').count()).toBe(0);
      await page.keyboard.press('Escape');

      // The shop's own people and places, its country by name.
      await go('settings');
      await page.getByRole('tab', { name: en('account:tabs.employees') }).click();
      await expect.poll(() => main.getByText('Sophie Lemaire').count()).toBe(1);
      expect(await main.getByText('Eva van Dijk').count()).toBe(0);
      await page.getByRole('tab', { name: en('account:tabs.locations') }).click();
      await expect.poll(() => main.getByText('Veldstraat 88, 9000 Gent, Belgium').count()).toBe(1);
      expect(await main.getByText('Showroom').count()).toBe(0);
      await page.getByRole('button', { name: en('account:staff.locations.add') }).click();
      const newPlace = page.getByRole('dialog', { name: en('account:staff.locations.addTitle') });
      await expect
        .poll(() =>
          newPlace.getByRole('combobox', { name: en('account:staff.fields.country') }).inputValue(),
        )
        .toBe('Belgium');
      await expectAccessible(page, 'new location');
      await screenshot(page, 'shell-new-location-1366');
      await page.setViewportSize({ width: 412, height: 915 });
      await screenshot(page, 'shell-new-location-412');
      await page.keyboard.press('Escape');
      // The sidebar the walk goes through is folded away on a phone.
      await page.setViewportSize({ width: 1366, height: 860 });

      // The hosted shop's tab: Maison Lemaire's proposal; switched to Van Dijk while it is open,
      // the tab shows Van Dijk's, and back again, never the other shop's name in the form.
      const switchShop = async (current: string, typed: string, chosen: string) => {
        await page
          .getByRole('button', { name: en('shell:debtor.open', { name: current }) })
          .click();
        await expect
          .poll(() => search.evaluate((field) => field === document.activeElement))
          .toBe(true);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(typed);
        await expect
          .poll(() => page.getByRole('option', { name: new RegExp(chosen) }).count(), {
            timeout: 30_000,
          })
          .toBe(1);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect
          .poll(() =>
            page.getByRole('button', { name: en('shell:debtor.open', { name: chosen }) }).count(),
          )
          .toBe(1);
        await page.keyboard.press('Escape');
      };
      const shopName = () =>
        main.getByRole('textbox', { name: pattern(en('shop:settings.fields.title')) }).inputValue();
      await page.getByRole('tab', { name: en('shop:settings.tab') }).click();
      await expect.poll(shopName, { timeout: 30_000 }).toBe(to);
      expect(await main.getByText(en('shop:settings.proposal')).count()).toBe(1);
      await expectAccessible(page, 'a served shop’s shop tab');
      await switchShop(to, 'Van Dijk', from);
      await page.getByRole('tab', { name: en('shop:settings.tab') }).click();
      await expect.poll(shopName, { timeout: 30_000 }).toBe(from);
      await screenshotBothWidths(page, 'shell-shop-tab-switched');
      await switchShop(from, 'Maison', to);
      await page.getByRole('tab', { name: en('shop:settings.tab') }).click();
      await expect.poll(shopName, { timeout: 30_000 }).toBe(to);

      // Every other page of the shop loads for Maison Lemaire, none showing Van Dijk's name.
      for (const route of ['dashboard', 'order', 'offer', 'track', 'returns', 'customerFabrics']) {
        await go(route);
        expect(await main.getByText(from).count()).toBe(0);
      }
      await page.setViewportSize({ width: 412, height: 915 });
      // The top bar holds the shop, the language and the account on a phone: none cut at its edge.
      const accountButton = page.getByRole('button', { name: pattern(en('shell:account.open')) });
      await expect
        .poll(async () => {
          const box = await accountButton.boundingBox();
          return box ? Math.round(box.x + box.width) : Number.POSITIVE_INFINITY;
        })
        .toBeLessThanOrEqual(412);
      // The sidebar slides away as the screen narrows: the picture is of the page it leaves.
      await settled(page);
      await screenshot(page, 'shell-shop-switched-412');
      await page.setViewportSize({ width: 1366, height: 900 });
      expect(
        await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad),
      ).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

// The kiosk in the dealer's shop (issue 30): the dealer sets how long a kiosk may stand untouched
// and pairs a tablet with a one-time code from the settings; on the tablet the code is typed, a
// customer designs a roman blind with large touch targets and shows it to a salesperson (the
// hand-off code and its QR code); the salesperson opens the design in the portal from the QR's
// link as a prepared offer "from your kiosk". Left alone, the kiosk asks whether anyone is still
// there, then clears everything — the hand-off code too — and keeps nothing of the customer on the
// device but its own key. Revoked by the dealer, the tablet goes back to its pairing screen.
import { kioskRequestAnswerSchema, type Locale } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, expectAccessible, screenshot, screenshotBothWidths } from './support/browser.js';
import { escapeRegExp, typeSize } from './support/configurator.js';
import { htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

const KIOSK_NAME = 'Showroom ingang';
const IDLE_SECONDS = 45;
const WARNING_SECONDS = 15;

describe.skipIf(!CHROMIUM)('the kiosk in Chromium', () => {
  const portal = usePortal();

  it('pairs, hands a design over, idles out leaving nothing, and stops once revoked', async () => {
    const baseUrl = portal.baseUrl;
    const dealer = await portal.openBrowser('nl-NL');
    const { page } = dealer;
    await logIn(page, baseUrl, 'demo-shop');
    const locale = ((await htmlLang(page)) ?? 'nl') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

    // The shop tab of the settings: the idle time typed, saved with a toast.
    await page.goto(`${baseUrl}/account/settings`);
    await page.getByRole('tab', { name: tr('shop:settings.tab') }).click();
    const idle = page.getByRole('textbox', {
      name: new RegExp(`^${escapeRegExp(tr('shop:settings.fields.kiosk_idle_seconds'))}`),
    });
    await typeSize(idle, String(IDLE_SECONDS));
    await page.getByRole('button', { name: tr('shop:settings.save') }).click();
    await page.getByText(tr('shop:settings.saved')).waitFor();
    await expectAccessible(page, 'shop settings saved (toast)');
    await screenshotBothWidths(page, 'kiosk-settings');

    // A kiosk paired: named in a dialog, then its code shown once.
    await page.getByRole('button', { name: tr('shop:kiosks.pair') }).click();
    const naming = page.getByRole('dialog');
    await naming
      .getByRole('textbox', { name: new RegExp(`^${tr('shop:kiosks.name')}`) })
      .pressSequentially(KIOSK_NAME);
    await expectAccessible(page, 'naming a kiosk');
    await naming.getByRole('button', { name: tr('shop:kiosks.pairConfirm') }).click();
    const codeDialog = page.getByRole('dialog', {
      name: tr('shop:kiosks.codeTitle', { name: KIOSK_NAME }),
    });
    await codeDialog.waitFor();
    const code = (await codeDialog.getByTestId('pairing-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await expectAccessible(page, 'the pairing code');
    await codeDialog.getByRole('button', { name: tr('shop:kiosks.done') }).click();
    await codeDialog.waitFor({ state: 'hidden' });

    // The tablet: its clock is the journey's, so the idle time passes at once.
    const tablet = await portal.openBrowser('nl-NL');
    const kiosk = tablet.page;
    await kiosk.setViewportSize({ width: 1024, height: 768 });
    await kiosk.clock.install();
    const nl = (key: string, params?: Record<string, string | number>) => text('nl', key, params);
    await kiosk.goto(`${baseUrl}/kiosk`);
    const codeField = kiosk.getByRole('textbox', {
      name: new RegExp(`^${nl('shop:pairing.code')}`),
    });
    await codeField.waitFor();
    await expectAccessible(kiosk, 'kiosk pairing');
    // Typed as it is read out: in two groups of four, in lower case.
    await codeField.pressSequentially(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
    await kiosk.getByRole('button', { name: nl('shop:pairing.submit') }).click();
    await kiosk.getByRole('heading', { name: nl('shop:configurator.title') }).waitFor();

    // A roman blind designed and shown to a salesperson.
    await kiosk
      .getByRole('radio', { name: new RegExp(nl('enums:articleTypes.foldcurtain')) })
      .click();
    await kiosk
      .getByRole('radiogroup', { name: nl('shop:configurator.fabric') })
      .getByRole('radio')
      .first()
      .click();
    await typeSize(
      kiosk.getByRole('textbox', { name: new RegExp(`^${nl('shop:configurator.width')}`) }),
      '120',
    );
    await typeSize(
      kiosk.getByRole('textbox', { name: new RegExp(`^${nl('shop:configurator.heightFold')}`) }),
      '160',
    );
    await kiosk.getByText(/inclusief 21\s?% btw/i).waitFor();
    await kiosk.getByRole('button', { name: nl('shop:configurator.addWindow') }).click();
    await screenshot(kiosk, 'kiosk-basket');
    await expectAccessible(kiosk, 'kiosk with a window in its basket');
    await kiosk.getByRole('button', { name: nl('shop:kiosk.finish') }).click();
    const handedOver = kiosk.waitForResponse(
      (response) => response.url().includes('/api/kiosk/requests/') && response.ok(),
    );
    await kiosk.getByRole('button', { name: nl('shop:kiosk.show') }).click();
    const answer = kioskRequestAnswerSchema.parse(await (await handedOver).json());
    const handoff = kiosk.getByTestId('handoff-code');
    await handoff.waitFor();
    expect(await handoff.textContent()).toContain(answer.handoff_code);
    await kiosk.getByRole('img', { name: nl('shop:kiosk.qr') }).waitFor();
    await screenshot(kiosk, 'kiosk-handoff');
    await expectAccessible(kiosk, 'hand-off code and QR code');

    // The salesperson opens the QR code's link, signed in: the design is a prepared offer.
    expect(answer.open_url).toMatch(/external_order_id=KIOSK-/);
    // The link names the portal's public address; the journey's portal answers at baseUrl.
    const opened = new URL(answer.open_url ?? '');
    await page.goto(`${baseUrl}${opened.pathname}${opened.search}`);
    await page.waitForURL(/status=offered.*open=\d+/, { timeout: 30_000 });
    await page.getByText(tr('orders:list.preparedBy.kiosk')).first().waitFor();
    await screenshot(page, 'kiosk-prepared-offer');

    // Left alone, the kiosk asks, then clears everything and keeps only its key.
    await kiosk.clock.fastForward((IDLE_SECONDS - WARNING_SECONDS) * 1000 + 500);
    const stillThere = kiosk.getByRole('dialog', { name: nl('shop:kiosk.idleTitle') });
    await stillThere.waitFor();
    await expectAccessible(kiosk, 'are you still there?');
    await screenshot(kiosk, 'kiosk-idle-warning');
    await kiosk.clock.fastForward(WARNING_SECONDS * 1000 + 500);
    await stillThere.waitFor({ state: 'hidden' });
    await kiosk.getByRole('heading', { name: nl('shop:configurator.title') }).waitFor();
    expect(await handoff.count()).toBe(0);
    expect(await kiosk.getByText(answer.handoff_code).count()).toBe(0);
    await kiosk.getByText(nl('shop:basket.empty')).waitFor();
    const kept = await kiosk.evaluate(() => ({
      local: Object.keys(window.localStorage),
      session: Object.keys(window.sessionStorage),
    }));
    // Nothing in the tab's storage, not even a replay's session: the kiosk is never recorded.
    expect(kept.session).toEqual([]);
    // The kiosk's own key and the interface language; no customer, no basket, no code.
    expect(kept.local.filter((key) => !/kiosk|language|i18next/i.test(key))).toEqual([]);
    const values = await kiosk.evaluate(() =>
      JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
    );
    expect(values).not.toContain(answer.handoff_code);

    // Revoked in the settings, the tablet is refused at its next call and asks for a new code.
    await page.goto(`${baseUrl}/account/settings`);
    await page.getByRole('tab', { name: tr('shop:settings.tab') }).click();
    await page
      .getByRole('button', { name: tr('shop:kiosks.revokeFor', { name: KIOSK_NAME }) })
      .click();
    const confirm = page.getByRole('dialog', {
      name: tr('shop:kiosks.revokeTitle', { name: KIOSK_NAME }),
    });
    await confirm.waitFor();
    await expectAccessible(page, 'revoke a kiosk');
    await confirm.getByRole('button', { name: tr('shop:kiosks.revoke') }).click();
    await page.getByText(tr('shop:kiosks.states.revoked')).waitFor();
    await kiosk.reload();
    await kiosk.getByText(nl('shop:pairing.revoked')).waitFor();
    expect(
      await kiosk.evaluate(() =>
        Object.keys(window.localStorage).filter((key) => /kiosk/i.test(key)),
      ),
    ).toEqual([]);
  });
});

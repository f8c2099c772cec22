// The sample service as a shop meets it: "request a sample" in the catalogue's fabric
// information, four more fabrics from the picker (a sixth refused with the spec's message), a new
// address in the address book, and the request in the list with its expected date.
import { type Locale, MAX_SAMPLE_FABRICS, sampleDeliveryDates } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { type Browser, CHROMIUM, expectAccessible, screenshot } from './support/browser.js';
import { expectTitle, htmlLang, logIn, text } from './support/journey.js';
import { usePortal } from './support/portal.js';

describe.skipIf(!CHROMIUM)('the sample service in Chromium', () => {
  const portal = usePortal();
  let browser: Browser;

  it('a shop adds an address, chooses five fabrics and requests their samples', async () => {
    browser = await portal.openBrowser('nl-NL');
    const { page } = browser;
    await logIn(page, portal.baseUrl, 'demo-shop');
    await page.goto(`${portal.baseUrl}/account/fabrics`);
    const locale = ((await htmlLang(page)) ?? 'nl') as Locale;
    const tr = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

    // The catalogue's fabric information offers "request a sample".
    const grid = page.getByTestId('fabric-grid');
    await expect.poll(() => grid.getByRole('article').count()).toBeGreaterThan(0);
    const first = (await grid.getByRole('article').first().getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: tr('fabrics:swatch.info', { name: first }) }).click();
    const info = page.getByRole('dialog', { name: tr('fabrics:info.title') });
    await info.getByRole('button', { name: tr('samples:requestSample') }).click();
    await page.waitForURL(/\/account\/sampleservice/);
    await expectTitle(page, tr('shell:routes.sampleservice'));
    const counter = (count: number) =>
      page.getByText(tr('samples:request.count', { count, max: MAX_SAMPLE_FABRICS }));
    await expect.poll(() => counter(1).count()).toBe(1);
    await expectAccessible(page, 'sample-service page');

    // Four more from the picker, each one not chosen yet; then a sixth is refused.
    const chosen = new Set([first]);
    const pickAnother = async () => {
      await page.getByRole('button', { name: tr('samples:request.addFabric') }).click();
      const picker = page.getByRole('dialog', { name: tr('fabrics:picker.title') });
      const list = picker.getByTestId('picker-list');
      await expect.poll(() => list.getByRole('article').count()).toBeGreaterThan(6);
      const names = await list
        .getByRole('article')
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
      const name = names.find((candidate) => !chosen.has(candidate)) ?? '';
      chosen.add(name);
      await picker.getByRole('button', { name: tr('fabrics:picker.choose', { name }) }).click();
      await expect.poll(() => picker.count()).toBe(0);
      return name;
    };
    for (let n = 2; n <= MAX_SAMPLE_FABRICS; n += 1) {
      await pickAnother();
      await expect.poll(() => counter(n).count()).toBe(1);
    }
    const sixth = await pickAnother();
    const refusal = page.getByRole('alert').filter({
      hasText: tr('rules:too_many_samples', { max: MAX_SAMPLE_FABRICS }),
    });
    await expect.poll(() => refusal.count()).toBe(1);
    expect(await counter(MAX_SAMPLE_FABRICS).count()).toBe(1);
    expect(await page.getByText(sixth, { exact: true }).count()).toBe(0);
    await screenshot(page, 'samples-five-chosen');

    // A new address in the address book, chosen for the request.
    await page.getByRole('button', { name: tr('samples:request.chooseAddress') }).click();
    const book = page.getByRole('dialog', { name: tr('addressBook:title') });
    await expect.poll(() => book.getByText(tr('addressBook:empty')).count()).toBe(1);
    await expectAccessible(page, 'address-book dialog');
    await book.getByRole('button', { name: tr('addressBook:actions.add') }).click();
    const form = page.getByRole('form', { name: tr('addressBook:form.addTitle') });
    const field = (name: string) =>
      form.getByRole('textbox', { name: tr(`addressBook:fields.${name}`), exact: false });
    const name = 'Familie Jansen';
    await field('name').first().pressSequentially(name);
    await field('company').pressSequentially('Jansen Wonen');
    await field('street').pressSequentially('Dorpsstraat');
    await field('house_number').pressSequentially('12a');
    await field('postcode').pressSequentially('3811 AB');
    await field('city').pressSequentially('Amersfoort');
    await field('phone').pressSequentially('033 123 45 67');
    await field('email').pressSequentially('jansen@example.nl');
    // The country select, open.
    await form
      .getByLabel(new RegExp(`^${tr('addressBook:fields.country')}`))
      .first()
      .click();
    const option = page.getByRole('option', { name: tr('enums:countries.be') });
    await expect.poll(() => option.count()).toBe(1);
    await expectAccessible(page, 'country select, open');
    await screenshot(page, 'samples-address-form');
    await page.getByRole('option', { name: tr('enums:countries.nl') }).click();
    await form.getByRole('button', { name: tr('addressBook:form.save') }).click();
    const added = page.getByText(tr('addressBook:alerts.added', { name }));
    await expect.poll(() => added.count()).toBe(1);
    await expectAccessible(page, 'address added toast');
    await screenshot(page, 'samples-address-added');
    await book
      .getByRole('button', { name: tr('addressBook:actions.chooseLabel', { name }) })
      .click();
    await expect.poll(() => book.count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('chosen-address').textContent())
      .toContain('Dorpsstraat 12a, 3811 AB Amersfoort');

    // The request, and its line in the list with the expected date.
    await page
      .getByRole('textbox', { name: tr('samples:request.note') })
      .pressSequentially('Kleuren voor de woonkamer');
    await page.getByRole('button', { name: tr('samples:request.submit') }).click();
    const { expected_date: expected } = sampleDeliveryDates(new Date(), 'NL');
    const expectedText = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${expected}T00:00:00Z`));
    const sent = page.getByText(tr('samples:alerts.sent', { date: expectedText }));
    await expect.poll(() => sent.count()).toBe(1);
    await expectAccessible(page, 'sample request sent toast');
    const history = page.getByRole('table', { name: tr('samples:history.title') });
    const row = history.getByRole('row').filter({ hasText: first });
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toContain(tr('samples:states.requested'));
    expect(cells.at(-1)).toBe(expectedText);
    expect(cells.join(' ')).toContain('Familie Jansen, Dorpsstraat 12a, 3811 AB Amersfoort');
    await expect.poll(() => counter(0).count()).toBe(1);
    await expectAccessible(page, 'sample-service page with a request');
    await screenshot(page, 'samples-requested');
  });
});

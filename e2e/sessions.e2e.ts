// Two tabs of one remembered session stay logged in while their clocks run through 15 minutes of
// token refreshes (each tab refreshes about every 4.5 minutes, both with the same refresh token).
import { describe, expect, it } from 'vitest';
import { CHROMIUM, screenshot } from './support/browser.js';
import { DEMO_PASSWORD } from './support/journey.js';
import { usePortal } from './support/portal.js';

describe.skipIf(!CHROMIUM)('a session in two tabs', () => {
  const portal = usePortal();

  it('stays logged in in both tabs over 15 minutes of refreshes', async () => {
    const browser = await portal.openBrowser('en-GB');
    const { context, page } = browser;
    try {
      await context.clock.install();
      const refreshes: number[] = [];
      context.on('response', (response) => {
        if (response.url().endsWith('/easyorder/token/refresh/')) refreshes.push(response.status());
      });

      await page.goto(`${portal.baseUrl}/login`);
      await page.locator('input[name="username"]').fill('demo-shop');
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.locator('input[type="checkbox"]').first().check();
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/account\//, { timeout: 30_000 });

      const second = await context.newPage();
      await second.goto(`${portal.baseUrl}/account/order`);
      await second.waitForURL(/\/account\/order/);

      // 15 minutes in steps of one minute: both tabs' refresh timers fire on the same token.
      for (let minute = 0; minute < 15; minute += 1) {
        await context.clock.runFor(60_000);
        await page.waitForTimeout(150);
      }
      expect(refreshes.length).toBeGreaterThanOrEqual(3);
      expect(refreshes.every((status) => status === 200)).toBe(true);

      // Both tabs still work with the API: a fresh load reads the account and stays in the
      // account area. (Not "network idle": a page with live updates keeps its stream open.)
      for (const tab of [page, second]) {
        const account = tab.waitForResponse(
          (response) => response.url().includes('/api/user/settings/') && response.ok(),
        );
        await tab.reload();
        await account;
        await tab.getByRole('heading', { level: 1 }).first().waitFor();
        expect(new URL(tab.url()).pathname).toMatch(/^\/account\//);
      }
      await screenshot(second, 'sessions-two-tabs');
    } finally {
      await browser.close();
    }
  });
});

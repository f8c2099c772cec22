// The start and stop every journey file shares: `usePortal()` in a file's `describe` starts the
// built portal on a fresh database (a copy of the run's seeded one, `global-setup.ts`) before its
// journeys and stops it after them, and closes every browser its journeys opened through it first
// (a journey may close one sooner).
import { afterAll, beforeAll, inject } from 'vitest';
import { type Browser, openBrowser } from './browser.js';
import { type RunningPortal, startPortal } from './server.js';

export interface PortalSession {
  /** The running portal's address (while the file's journeys run). */
  readonly baseUrl: string;
  /** A fresh browser profile in `locale`, closed after the file's journeys at the latest. */
  openBrowser(locale?: string): Promise<Browser>;
}

export interface PortalOptions {
  /** Environment of the portal's process only (integration keys, the demo mailbox). */
  env?: Record<string, string>;
}

export function usePortal(options: PortalOptions = {}): PortalSession {
  let portal: RunningPortal | undefined;
  const browsers: Browser[] = [];

  beforeAll(async () => {
    portal = await startPortal({
      template: inject('portalTemplate'),
      ...(options.env ? { env: options.env } : {}),
    });
  });
  afterAll(async () => {
    for (const browser of browsers.splice(0)) await browser.close();
    await portal?.stop();
  });

  return {
    get baseUrl() {
      if (!portal) throw new Error('The portal is not running: call usePortal() in a describe.');
      return portal.baseUrl;
    },
    async openBrowser(locale) {
      const opened = await openBrowser(locale);
      let closed: Promise<void> | undefined;
      // Closed once, whether by the journey or at the end.
      const browser: Browser = { ...opened, close: () => (closed ??= opened.close()) };
      browsers.push(browser);
      return browser;
    },
  };
}

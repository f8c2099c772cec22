import { FILTERED, TRACE_IGNORED_RESOURCE_SPANS } from '@atelier/domain';
import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import { describe, expect, it, vi } from 'vitest';
import { beforeBreadcrumb, beforeSend, reportError, startSdk } from './error-tracing-sdk';

vi.mock('@sentry/react', async (original) => ({
  ...(await original<typeof import('@sentry/react')>()),
  captureException: vi.fn(() => '3f2a9c410b7e4d2a8c1b0e9f7a6d5c4b'),
  init: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}));

const event = (overrides: Partial<ErrorEvent>): ErrorEvent => ({ type: undefined, ...overrides });

describe('what the browser sends of an error', () => {
  it('sends nothing for the noise the spec names', () => {
    const aborted = event({
      exception: { values: [{ type: 'AbortError', value: 'signal is aborted without reason' }] },
    });
    const css = event({
      exception: { values: [{ type: 'Error', value: 'Unable to preload CSS for /assets/x.css' }] },
    });
    expect(beforeSend(aborted)).toBeNull();
    expect(beforeSend(css)).toBeNull();
  });

  it('keeps a real error, with the debtor id as its only user data', () => {
    const sent = beforeSend(
      event({
        exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
        user: { id: '17', email: 'dealer@example.com', username: 'dealer', ip_address: '1.2.3.4' },
      }),
    );
    expect(sent?.exception?.values?.[0]?.value).toBe('x is undefined');
    expect(sent?.user).toEqual({ id: '17' });
  });

  it('sends no cookie, header, body, token or claim', () => {
    const sent = beforeSend(
      event({
        message: 'refresh failed: Bearer abcdefgh12345678',
        request: {
          url: 'https://portal.example/account?external_order_id=E1&external_order_id_claim=c1a1m',
          cookies: { session: 'x' },
          headers: { Authorization: 'Bearer abcdefgh12345678' },
          data: { password: 'hunter22' },
        },
        extra: { body: { username: 'dealer', password: 'hunter22' } },
      }),
    );
    const text = JSON.stringify(sent);
    expect(text).not.toContain('hunter22');
    expect(text).not.toContain('abcdefgh12345678');
    expect(text).not.toContain('c1a1m');
    expect(sent?.request).toEqual({
      url: `https://portal.example/account?external_order_id=E1&external_order_id_claim=${FILTERED}`,
    });
  });
});

describe('breadcrumbs', () => {
  it('drop console lines, which may print data', () => {
    expect(beforeBreadcrumb({ category: 'console', message: 'customer Jansen' })).toBeNull();
  });

  it('name a clicked element without the words of its label', () => {
    const crumb: Breadcrumb = {
      category: 'ui.click',
      message: 'div.row > button[aria-label="Open the offer for Jansen"]',
    };
    expect(beforeBreadcrumb(crumb)?.message).toBe('div.row > button[aria-label]');
  });

  it('keep where a request went, without its secrets', () => {
    const crumb: Breadcrumb = {
      category: 'fetch',
      data: { method: 'GET', url: '/api/quotes/q-9a8b7c6d5e/', status_code: 500 },
    };
    expect(beforeBreadcrumb(crumb)?.data).toEqual({
      method: 'GET',
      url: `/api/quotes/${FILTERED}/`,
      status_code: 500,
    });
    const nav: Breadcrumb = {
      category: 'navigation',
      data: { from: '/login', to: '/recover-password?token=t0k3n' },
    };
    expect(beforeBreadcrumb(nav)?.data?.to).toBe(`/recover-password?token=${FILTERED}`);
  });
});

describe("a route's error page's report", () => {
  it("answers the reference support reads, in the domain's format", () => {
    expect(reportError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      '3F2A-9C41-0B7E',
    );
  });

  it('is not sent for noise, so the page shows no reference', async () => {
    const { captureException } = await import('@sentry/react');
    vi.mocked(captureException).mockClear();
    expect(reportError(new DOMException('The user aborted a request.', 'AbortError'))).toBeNull();
    expect(captureException).not.toHaveBeenCalled();
  });
});

describe('the page-load trace', () => {
  it('makes no span per loaded file: scripts, stylesheets, fonts and images are left out', async () => {
    const { browserTracingIntegration, init } = await import('@sentry/react');
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] });
    vi.useFakeTimers();
    try {
      startSdk('https://portal.example', null, []);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
    expect(init).toHaveBeenCalledTimes(1);
    expect(browserTracingIntegration).toHaveBeenCalledWith({
      ignoreResourceSpans: [...TRACE_IGNORED_RESOURCE_SPANS],
    });
    for (const op of ['script', 'link', 'css', 'img', 'other']) {
      expect(TRACE_IGNORED_RESOURCE_SPANS).toContain(`resource.${op}`);
    }
  });
});

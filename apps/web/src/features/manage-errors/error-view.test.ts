import { describe, expect, it } from 'vitest';
import {
  breadcrumbLine,
  frameLocation,
  framesInnermostFirst,
  recordedSize,
  replayClock,
  statusColor,
} from './error-view';

const crumb = (fields: Partial<Parameters<typeof breadcrumbLine>[0]>) => ({
  timestamp: null,
  category: null,
  type: null,
  level: null,
  message: null,
  data: null,
  ...fields,
});

describe('a report on the desk', () => {
  it('reads the stack from the failing call outwards, each frame where it is', () => {
    const outer = {
      filename: 'https://portal.example/assets/vendor.js',
      function: 'render',
      lineno: 1,
      colno: 900,
      in_app: false,
    };
    const inner = {
      filename: '/assets/order-page-Ab3dE_9x.js',
      function: 'OrderLines',
      lineno: 3,
      colno: null,
      in_app: true,
    };
    expect(framesInnermostFirst([outer, inner])).toEqual([inner, outer]);
    expect(frameLocation(outer)).toBe('/assets/vendor.js:1:900');
    expect(frameLocation(inner)).toBe('/assets/order-page-Ab3dE_9x.js:3');
    expect(frameLocation({ ...inner, lineno: null })).toBe('/assets/order-page-Ab3dE_9x.js');
  });

  it('says a breadcrumb in one line', () => {
    expect(
      breadcrumbLine(
        crumb({ category: 'navigation', data: { from: '/account', to: '/account/orders/7' } }),
      ),
    ).toBe('/account → /account/orders/7');
    expect(
      breadcrumbLine(
        crumb({
          category: 'fetch',
          data: { method: 'GET', url: '/api/orders/7/', status_code: 500 },
        }),
      ),
    ).toBe('GET /api/orders/7/ → 500');
    expect(breadcrumbLine(crumb({ category: 'ui.click', message: 'button[aria-label]' }))).toBe(
      'button[aria-label]',
    );
    expect(breadcrumbLine(crumb({ category: 'custom', data: { step: 2, ok: false } }))).toBe(
      'step: 2, ok: false',
    );
  });

  it('tells a replay’s position as a clock', () => {
    expect(replayClock(0)).toBe('0:00');
    expect(replayClock(65_400)).toBe('1:05');
    expect(replayClock(3_725_000)).toBe('1:02:05');
    expect(replayClock(-5)).toBe('0:00');
  });

  it('fits the player to the recorded page, or a common screen when none is named', () => {
    expect(
      recordedSize([{ type: 2 }, { type: 4, data: { href: '/', width: 390, height: 844 } }]),
    ).toEqual({
      width: 390,
      height: 844,
    });
    expect(recordedSize([{ type: 4, data: { width: 0, height: 1 } }])).toEqual({
      width: 1280,
      height: 720,
    });
  });

  it('colours the statuses apart', () => {
    expect(new Set(['open', 'resolved', 'ignored'].map((s) => statusColor(s as 'open'))).size).toBe(
      3,
    );
  });
});

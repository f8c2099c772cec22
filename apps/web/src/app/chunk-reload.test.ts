import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnce } from './chunk-reload';

const fakeLocation = (href: string) => ({ href, replace: vi.fn() }) as unknown as Location;

describe('reloading after a failed chunk load', () => {
  it('recognises the browsers’ chunk load failures and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once with a timestamp query, and not again from that reload', () => {
    const first = fakeLocation('https://portal.test/account/order?tab=draft');
    expect(reloadOnce(first)).toBe(true);
    const target = new URL(vi.mocked(first.replace).mock.calls[0]?.[0] as string);
    expect(target.pathname).toBe('/account/order');
    expect(target.searchParams.get('tab')).toBe('draft');
    expect(Number(target.searchParams.get('reload'))).toBeGreaterThan(0);

    const second = fakeLocation(target.toString());
    expect(reloadOnce(second)).toBe(false);
    expect(second.replace).not.toHaveBeenCalled();
  });
});

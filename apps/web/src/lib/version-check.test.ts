import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkForNewVersion, reloadToNewVersion } from './version-check';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-03-02T09:00:00Z');

afterEach(() => window.localStorage.clear());

describe('the version check', () => {
  it('reports a newer published version and nothing when it is this build', async () => {
    expect(await checkForNewVersion(async () => '2026.1.0', now, '2025.7.17')).toBe('2026.1.0');
    window.localStorage.clear();
    expect(await checkForNewVersion(async () => '2025.7.17', now, '2025.7.17')).toBeNull();
  });

  it('asks the server at most once an hour', async () => {
    const latest = vi.fn(async () => '2026.1.0');
    await checkForNewVersion(latest, now, '2025.7.17');
    expect(await checkForNewVersion(latest, now + HOUR - 1, '2025.7.17')).toBe('2026.1.0');
    expect(latest).toHaveBeenCalledTimes(1);
    await checkForNewVersion(latest, now + HOUR, '2025.7.17');
    expect(latest).toHaveBeenCalledTimes(2);
  });

  it('tries again next time when a check fails', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await checkForNewVersion(failing, now, '2025.7.17')).toBeNull();
    const latest = vi.fn(async () => '2026.1.0');
    expect(await checkForNewVersion(latest, now + 1000, '2025.7.17')).toBe('2026.1.0');
    expect(latest).toHaveBeenCalledOnce();
  });
});

describe('getting the new version', () => {
  it('fetches the page past the cache before reloading', async () => {
    const order: string[] = [];
    const location = {
      href: 'https://portal.test/account/order',
      reload: vi.fn(() => order.push('reload')),
    } as unknown as Location;
    const fetcher = vi.fn(async () => {
      order.push('fetch');
      return new Response('<html></html>');
    }) as unknown as typeof fetch;
    await reloadToNewVersion(location, fetcher);
    expect(fetcher).toHaveBeenCalledWith('https://portal.test/account/order', {
      cache: 'reload',
      credentials: 'same-origin',
    });
    expect(order).toEqual(['fetch', 'reload']);
  });

  it('still reloads when the fetch fails', async () => {
    const location = { href: 'https://portal.test/', reload: vi.fn() } as unknown as Location;
    await reloadToNewVersion(
      location,
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(location.reload).toHaveBeenCalledOnce();
  });
});

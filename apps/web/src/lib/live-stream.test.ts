import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/fake-api';
import { listenLive } from './live-stream';
import { clearTokens, setTokens } from './session';
import { beginViewAs, forgetViewAs } from './view-as';

/** A server whose streams stay open until the browser aborts them; what each opening sent. */
function openStreams() {
  const opened: Record<string, string>[] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    opened.push({ ...(init.headers as Record<string, string>), priority: String(init.priority) });
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode(': connected\n\n'));
        init.signal?.addEventListener('abort', () =>
          stream.error(new DOMException('', 'AbortError')),
        );
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return opened;
}

afterEach(() => {
  forgetViewAs();
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the live stream', () => {
  it('is heard as the dealer while staff view a shop, and opened anew when the view changes', async () => {
    setTokens({ access: makeToken(300), refresh: makeToken(3600) });
    const opened = openStreams();
    const stop = listenLive(() => undefined);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.['x-view-as-debtor']).toBeUndefined();

    beginViewAs({
      debtorId: 42,
      name: 'Shop',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]?.['x-view-as-debtor']).toBe('42');

    forgetViewAs();
    await vi.waitFor(() => expect(opened).toHaveLength(3));
    expect(opened[2]?.['x-view-as-debtor']).toBeUndefined();
    stop();
  });

  it('is asked at low priority: the code and first data of the page go first', async () => {
    setTokens({ access: makeToken(300), refresh: makeToken(3600) });
    const opened = openStreams();
    const stop = listenLive(() => undefined);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.priority).toBe('low');
    stop();
  });
});

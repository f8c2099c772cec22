import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/fetch-json';
import { initI18n } from '../lib/i18n';
import { useIdempotentMutation } from './idempotent-mutation';

beforeAll(() => initI18n('en'));
afterEach(() => vi.restoreAllMocks());

function setUp<V, R>(
  call: (variables: V, key: string) => Promise<R>,
  texts: Parameters<typeof useIdempotentMutation<V, R>>[1] = {},
  invalidate: readonly (readonly unknown[])[] = [],
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const spent = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useIdempotentMutation(call, texts, { invalidate }), { wrapper });
  const run = (variables: V) => act(() => hook.result.current.run(variables));
  return { hook, run, show, spent };
}

describe('useIdempotentMutation', () => {
  it('sends a retry of the same intent with the same key, and a new intent with a new one', async () => {
    const keys: string[] = [];
    let fail = true;
    const { run } = setUp(async (body: { name: string }, key: string) => {
      keys.push(key);
      if (fail) throw new TypeError('Failed to fetch');
      return body.name;
    });
    expect(await run({ name: 'Jansen' })).toBeNull();
    fail = false;
    expect(await run({ name: 'Jansen' })).toBe('Jansen');
    // Done: the same body again is a new intent.
    expect(await run({ name: 'Jansen' })).toBe('Jansen');
    await run({ name: 'Smit' });
    expect(keys[0]).toMatch(/^web-/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });

  it('takes a changed body, a refusal or a reset as a new intent', async () => {
    const keys: string[] = [];
    let answer: () => never = () => {
      throw new HttpError(503, {});
    };
    const { run, hook } = setUp(async (_body: { name: string }, key: string) => {
      keys.push(key);
      return answer();
    });
    await run({ name: 'Jansen' });
    await run({ name: 'Jansens' });
    expect(keys[1]).not.toBe(keys[0]);
    await run({ name: 'Jansens' });
    expect(keys[2]).toBe(keys[1]);
    act(() => hook.result.current.reset());
    await run({ name: 'Jansens' });
    expect(keys[3]).not.toBe(keys[2]);
    answer = () => {
      throw new HttpError(409, { code: 'order_confirmed', detail: 'Confirmed.' });
    };
    await run({ name: 'Jansens' });
    expect(keys[4]).toBe(keys[3]);
    await run({ name: 'Jansens' });
    expect(keys[5]).not.toBe(keys[4]);
  });

  it('says the success, and a failure with the API’s own words', async () => {
    let refuse = false;
    const { run, show } = setUp(
      async (name: string) => {
        if (refuse) throw new HttpError(409, { code: 'order_confirmed', detail: 'Confirmed.' });
        return name.length;
      },
      {
        success: (length, name) => `Saved ${name} (${length}).`,
        failure: (name) => `Could not save ${name}.`,
      },
    );
    await run('Jansen');
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'teal', message: 'Saved Jansen (6).' }),
    );
    refuse = true;
    await run('Smit');
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'red', message: 'Could not save Smit. Confirmed.' }),
    );
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('says nothing without texts', async () => {
    const { run, show } = setUp(async () => {
      throw new HttpError(500, {});
    });
    expect(await run(1)).toBeNull();
    expect(show).not.toHaveBeenCalled();
  });

  it('reads afresh only the queries it names, after success and after failure', async () => {
    let fail = false;
    const { run, spent } = setUp(
      async () => {
        if (fail) throw new HttpError(500, {});
        return true;
      },
      {},
      [['orders'], ['address-book', 'list']],
    );
    await run(1);
    expect(spent.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['orders'],
      ['address-book', 'list'],
    ]);
    fail = true;
    await run(2);
    expect(spent).toHaveBeenCalledTimes(4);
  });
});

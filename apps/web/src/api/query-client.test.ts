import { keepPreviousData, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { accountSettingsKey } from './account-key';
import { createQueryClient, followLanguage, shopOf, shopOfKey } from './query-client';

function emitter() {
  const listeners: ((language: string) => void)[] = [];
  return {
    on: (_event: 'languageChanged', listener: (language: string) => void) =>
      listeners.push(listener),
    emit: (language: string) => {
      for (const listener of listeners) listener(language);
    },
  };
}

describe('followLanguage', () => {
  it('fetches cached answers again when the language changes, not when it stays', async () => {
    const client = createQueryClient();
    const fetchNotes = vi.fn(async () => 'notes');
    await client.fetchQuery({ queryKey: ['release-notes'], queryFn: fetchNotes });
    const events = emitter();
    followLanguage(client, events, 'nl');
    events.emit('nl');
    expect(client.getQueryState(['release-notes'])?.isInvalidated).toBe(false);
    events.emit('pl');
    expect(client.getQueryState(['release-notes'])?.isInvalidated).toBe(true);
  });
});

describe('the shop in every query key', () => {
  const account = (debtor: number | null) => ({ debtor: debtor === null ? null : { id: debtor } });

  it('files each answer under the shop the account acts for, and keeps the shops apart', async () => {
    const client = createQueryClient();
    client.setQueryData(accountSettingsKey, account(7));
    const fetchAddresses = vi.fn(async () => `addresses of ${shopOf(client)}`);
    await client.fetchQuery({ queryKey: ['address-book', { page: 1 }], queryFn: fetchAddresses });
    expect(client.getQueryCache().findAll({ queryKey: ['address-book'] })[0]?.queryKey).toEqual([
      'address-book',
      { page: 1 },
      { shop: 7 },
    ]);
    expect(client.getQueryData(['address-book', { page: 1 }])).toBe('addresses of 7');

    // The switch: the same key now names another cache entry, fetched afresh.
    client.setQueryData(accountSettingsKey, account(8));
    expect(client.getQueryData(['address-book', { page: 1 }])).toBeUndefined();
    await client.fetchQuery({ queryKey: ['address-book', { page: 1 }], queryFn: fetchAddresses });
    expect(fetchAddresses).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(['address-book', { page: 1 }])).toBe('addresses of 8');

    // An optimistic write lands in the current shop's entry only.
    client.setQueryData(['address-book', { page: 1 }], 'written for 8');
    client.setQueryData(accountSettingsKey, account(7));
    expect(client.getQueryData(['address-book', { page: 1 }])).toBe('addresses of 7');

    // A mutation's invalidation by the key's start reaches every shop's entry.
    await client.invalidateQueries({ queryKey: ['address-book'], refetchType: 'none' });
    const states = client
      .getQueryCache()
      .findAll({ queryKey: ['address-book'] })
      .map((query) => [shopOfKey(query.queryKey), query.state.isInvalidated]);
    expect(states).toEqual([
      [7, true],
      [8, true],
    ]);
  });

  it('leaves the account query, which names the shop, without one', () => {
    const client = createQueryClient();
    client.setQueryData(accountSettingsKey, account(7));
    expect(client.getQueryCache().findAll({ queryKey: accountSettingsKey })[0]?.queryKey).toEqual([
      'account-settings',
    ]);
    expect(shopOf(client)).toBe(7);
    client.setQueryData(accountSettingsKey, account(null));
    expect(shopOf(client)).toBeNull();
  });

  it('never shows the previous shop’s answer while the next shop’s loads', async () => {
    const client = createQueryClient();
    client.setQueryData(accountSettingsKey, account(7));
    const keep = keepPreviousData;
    const first = new QueryObserver<string, Error, string, string, unknown[]>(client, {
      queryKey: ['customer-fabrics', 'list', 1],
      queryFn: async () => 'fabrics of 7',
      placeholderData: keep,
    });
    const stop = first.subscribe(() => {});
    await vi.waitFor(() => expect(first.getCurrentResult().data).toBe('fabrics of 7'));
    // Another page of the same shop keeps the rows on screen while it loads…
    first.setOptions({
      queryKey: ['customer-fabrics', 'list', 2],
      queryFn: () => new Promise<string>(() => {}),
      placeholderData: keep,
    });
    expect(first.getCurrentResult().data).toBe('fabrics of 7');
    // …another shop's list does not.
    client.setQueryData(accountSettingsKey, account(8));
    first.setOptions({
      queryKey: ['customer-fabrics', 'list', 2],
      queryFn: () => new Promise<string>(() => {}),
      placeholderData: keep,
    });
    expect(first.getCurrentResult().data).toBeUndefined();
    stop();
  });
});

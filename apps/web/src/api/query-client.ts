import type { AccountSettings } from '@atelier/domain';
import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import i18next from 'i18next';
import { HttpError } from '../lib/fetch-json';
import { accountSettingsKey } from './account-key';

/** The last part of every cached query's key but the account's: the shop the answer is for. */
export interface ShopScope {
  shop: number | null;
}

const isAccountKey = (key: QueryKey) => key.length === 1 && key[0] === accountSettingsKey[0];

/**
 * The shop the account acts for (portal §6): its debtor as the account query last answered, null
 * before a service account has chosen one and on the public pages.
 */
export function shopOf(client: QueryClient): number | null {
  return client.getQueryData<AccountSettings>(accountSettingsKey)?.debtor?.id ?? null;
}

/** The shop a cached query was fetched for; undefined for the account query itself. */
export function shopOfKey(key: QueryKey): number | null | undefined {
  const last = key.at(-1);
  return typeof last === 'object' && last !== null && 'shop' in last
    ? (last as ShopScope).shop
    : undefined;
}

/**
 * A service account orders for several shops and the API answers for the one it acts for, so
 * every answer belongs to a shop. The client adds that shop to every query's key in this one place
 * (the options every query, prefetch, read and optimistic write of the cache pass through), so a
 * page cannot forget it: after a switch the same hook asks for another cache entry and fetches
 * the new shop's answer. Filters by a leading part of a key (`invalidateQueries`) reach every
 * shop's entries. Only the account query, which says which shop that is, is left as it is.
 */
class ShopQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    if (options._defaulted || isAccountKey(options.queryKey)) {
      return super.defaultQueryOptions(options);
    }
    const shop = shopOf(this);
    const scope: ShopScope = { shop };
    type Placeholder = (
      previous: unknown,
      previousQuery: { queryKey: QueryKey } | undefined,
    ) => unknown;
    const placeholderData = options.placeholderData as unknown;
    return super.defaultQueryOptions({
      ...options,
      queryKey: [...options.queryKey, scope] as unknown as TQueryKey,
      // The answer shown while the next one loads (`keepPreviousData`) never crosses shops: the
      // previous shop's rows, with their edit and delete buttons, are not this shop's.
      placeholderData: (typeof placeholderData === 'function'
        ? (previous: unknown, previousQuery: { queryKey: QueryKey } | undefined) =>
            previousQuery && shopOfKey(previousQuery.queryKey) !== shop
              ? undefined
              : (placeholderData as Placeholder)(previous, previousQuery)
        : placeholderData) as typeof options.placeholderData,
    });
  }
}

export function createQueryClient() {
  return new ShopQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; only transient failures are worth a second try.
        retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 1,
      },
    },
  });
}

interface LanguageEvents {
  on(event: 'languageChanged', listener: (language: string) => void): unknown;
}

/**
 * Answers carry texts in the request's language (release notes, colour and accessory names,
 * download titles): when the language changes, everything cached is fetched again in the new one.
 */
export function followLanguage(client: QueryClient, events: LanguageEvents, initial?: string) {
  let current = initial;
  events.on('languageChanged', (language) => {
    if (language === current) return;
    current = language;
    void client.invalidateQueries();
  });
}

/**
 * The account area's cache. It lives here, not in the app root, so the login page does not load
 * TanStack Query; it outlives the account layout so navigating keeps what was fetched.
 */
export const queryClient = createQueryClient();
followLanguage(queryClient, i18next, i18next.language);

import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { HttpError } from '../lib/fetch-json';

export function createQueryClient() {
  return new QueryClient({
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

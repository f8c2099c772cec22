import { QueryClient } from '@tanstack/react-query';
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

/**
 * The account area's cache. It lives here, not in the app root, so the login page does not load
 * TanStack Query; it outlives the account layout so navigating keeps what was fetched.
 */
export const queryClient = createQueryClient();

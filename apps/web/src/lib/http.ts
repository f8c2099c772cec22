// The authenticated client every endpoint file uses. A 401 (except on the token calls) triggers
// one refresh and one retry; when that fails the user is sent to login, with `next` pointing back.
import { fetchJson, HttpError, type JsonRequest } from './fetch-json';
import {
  clearTokens,
  getAccessToken,
  onTokensChange,
  refreshSession,
  TOKEN_PATHS,
} from './session';
import { viewAsHeaders } from './view-as';

export { HttpError } from './fetch-json';

let sessionLost: (next: string) => void = (next) => {
  window.location.assign(loginPath(next));
};

export function loginPath(next?: string | null): string {
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/** Where the user is now, as `next` for the login page. */
export function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The app replaces the default full-page redirect with a router navigation. */
export function setSessionLostHandler(handler: (next: string) => void) {
  sessionLost = handler;
}

function isTokenCall(path: string): boolean {
  const clean = path.replace(/^\//, '');
  return Object.values(TOKEN_PATHS).some((tokenPath) => clean.startsWith(tokenPath));
}

function withBearer(path: string, init: JsonRequest): JsonRequest {
  const token = getAccessToken();
  if (!token) return init;
  // A staff member viewing a shop's portal read-only asks as that shop (lib/view-as.ts).
  const headers = { ...init.headers, ...viewAsHeaders(path), authorization: `Bearer ${token}` };
  return { ...init, headers };
}

export async function request<T>(path: string, init: JsonRequest = {}): Promise<T> {
  try {
    return await fetchJson<T>(path, withBearer(path, init));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401 || isTokenCall(path)) throw error;
  }
  if (await refreshSession()) {
    try {
      return await fetchJson<T>(path, withBearer(path, init));
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 401) throw error;
    }
  }
  clearTokens();
  sessionLost(currentLocation());
  throw new HttpError(401, { code: 'not_authenticated' });
}

/** How long an answer asked for early waits to be read; older, it is asked for again. */
export const EARLY_ANSWER_MS = 10_000;

interface EarlyAnswer {
  token: string | null;
  at: number;
  answer: Promise<unknown>;
}

/**
 * Answers asked for before the code that reads them has loaded (app/early-start.ts), by path.
 * Each is read once, by the first GET of its path with the same session, soon after; a write of
 * any kind or another session forgets them all, so no answer older than a change is read.
 */
const early = new Map<string, EarlyAnswer>();
onTokensChange(() => early.clear());

/** Sends a GET now whose answer the first `http.get` of the same path takes (see `early`). */
export function askEarly(path: string): void {
  if (early.has(path)) return;
  const answer = fetchJson<unknown>(path, withBearer(path, {}));
  // Read by its GET, which asks again on a failure; never a rejection nobody handles.
  answer.catch(() => undefined);
  early.set(path, { token: getAccessToken(), at: Date.now(), answer });
}

function takeEarly(path: string): Promise<unknown> | null {
  const kept = early.get(path);
  if (!kept) return null;
  early.delete(path);
  if (kept.token !== getAccessToken() || Date.now() - kept.at > EARLY_ANSWER_MS) return null;
  return kept.answer;
}

function get<T>(path: string, signal?: AbortSignal): Promise<T> {
  const kept = takeEarly(path);
  if (!kept) return request<T>(path, { signal });
  // A failed early answer (an expired token, the network) is asked again with the usual care.
  return kept.then(
    (answer) => answer as T,
    () => request<T>(path, { signal }),
  );
}

function write<T>(path: string, init: JsonRequest): Promise<T> {
  early.clear();
  return request<T>(path, init);
}

export const http = {
  get,
  post: <T>(path: string, body?: unknown) => write<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => write<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => write<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => write<T>(path, { method: 'DELETE' }),
};

// The authenticated client every endpoint file uses. A 401 (except on the token calls) triggers
// one refresh and one retry; when that fails the user is sent to login, with `next` pointing back.
import { fetchJson, HttpError, type JsonRequest } from './fetch-json';
import { clearTokens, getAccessToken, refreshSession, TOKEN_PATHS } from './session';
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

export const http = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};

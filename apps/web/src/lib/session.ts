// The session: the token pair, where it is kept, and keeping it fresh. Remember-me decides the
// storage: localStorage outlives the browser, sessionStorage ends with it. Refresh rotates the
// pair, so every refresh stores the new refresh token too.
import type { StaffRole, TokenPair } from '@atelier/domain';
import { fetchJson, HttpError } from './fetch-json';
import { tokenExpiry, tokenLifetime, tokenStaffRole } from './jwt';
import { forgetViewAs } from './view-as';

const STORAGE_KEY = 'atelier.session';
/** Refresh this long before the access token expires, so no call goes out with a dead token. */
export const REFRESH_MARGIN_MS = 30_000;

export const TOKEN_PATHS = {
  obtain: 'easyorder/token/',
  refresh: 'easyorder/token/refresh/',
  verify: 'easyorder/token/verify/',
  logout: 'easyorder/token/logout/',
} as const;

interface Session extends TokenPair {
  remember: boolean;
}

type Listener = (tokens: TokenPair | null) => void;

let current: Session | null = null;
/** When this device received the current pair (null for a pair restored from storage). */
let receivedAt: number | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inflightRefresh: Promise<boolean> | null = null;
const listeners = new Set<Listener>();
let onExpired: () => void = () => {};

/** The token answer's shape, checked by hand: zod stays out of the first page's bundle. */
function asTokenPair(value: unknown): TokenPair | null {
  if (typeof value !== 'object' || value === null) return null;
  const { access, refresh } = value as Record<string, unknown>;
  return typeof access === 'string' && access && typeof refresh === 'string' && refresh
    ? { access, refresh }
    : null;
}

function storageFor(remember: boolean): Storage {
  return remember ? window.localStorage : window.sessionStorage;
}

function readStored(storage: Storage): TokenPair | null {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
    return asTokenPair(JSON.parse(raw));
  } catch {
    return null;
  }
}

function persist(session: Session | null) {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    storage.removeItem(STORAGE_KEY);
  }
  if (session) {
    storageFor(session.remember).setItem(
      STORAGE_KEY,
      JSON.stringify({ access: session.access, refresh: session.refresh }),
    );
  }
}

function schedule() {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  if (!current) return;
  // Timed from receipt by the token's lifetime, so a device clock that is off does not refresh
  // too late or in a loop; a restored pair has only its expiry to go by.
  const lifetime = tokenLifetime(current.access);
  const exp = tokenExpiry(current.access);
  const expiresAt =
    lifetime !== null && receivedAt !== null
      ? receivedAt + lifetime * 1000
      : exp !== null
        ? exp * 1000
        : null;
  if (expiresAt === null) return;
  const delay = Math.max(0, expiresAt - Date.now() - REFRESH_MARGIN_MS);
  refreshTimer = setTimeout(() => {
    void refreshSession().then((ok) => {
      if (!ok && !current) onExpired();
    });
  }, delay);
}

function notify() {
  const tokens = current ? { access: current.access, refresh: current.refresh } : null;
  for (const listener of listeners) listener(tokens);
}

export function getTokens(): TokenPair | null {
  return current ? { access: current.access, refresh: current.refresh } : null;
}

export function getAccessToken(): string | null {
  return current?.access ?? null;
}

/** The session's staff role by its token's hint; null for a dealer or without a session. */
export function sessionStaffRole(): StaffRole | null {
  return current ? tokenStaffRole(current.access) : null;
}

/** Stores a pair; without `remember`, keeps the choice made at login (refresh rotation). */
export function setTokens(pair: TokenPair, remember?: boolean) {
  current = { ...pair, remember: remember ?? current?.remember ?? false };
  receivedAt = Date.now();
  persist(current);
  schedule();
  notify();
}

export function clearTokens() {
  // A view as dealer belongs to the session that opened it.
  forgetViewAs();
  current = null;
  persist(null);
  schedule();
  notify();
}

export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What happens when a scheduled refresh finds the session gone (the app sends the user to login). */
export function setSessionExpiredHandler(handler: () => void) {
  onExpired = handler;
}

/** Takes the pair another tab stored, when it differs from ours. True when it did. */
function adoptStoredPair(): boolean {
  if (!current) return false;
  const stored = readStored(storageFor(current.remember));
  if (!stored || stored.refresh === current.refresh) return false;
  current = { ...stored, remember: current.remember };
  receivedAt = Date.now();
  schedule();
  notify();
  return true;
}

let watchingOtherTabs = false;

/** Tabs of a remembered session share localStorage: a pair one tab rotates, the others take. */
function watchOtherTabs() {
  if (watchingOtherTabs) return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    // A removal is part of every write (persist); a log-out elsewhere shows at the next call.
    if (event.key === STORAGE_KEY && event.newValue !== null) adoptStoredPair();
  });
}

/** Restores the pair kept by an earlier visit and schedules its refresh. */
export function restoreSession() {
  watchOtherTabs();
  const remembered = readStored(window.localStorage);
  const pair = remembered ?? readStored(window.sessionStorage);
  if (pair) {
    current = { ...pair, remember: remembered !== null };
    schedule();
    notify();
  }
}

export function accessTokenExpired(now = Date.now()): boolean {
  if (!current) return true;
  const exp = tokenExpiry(current.access);
  return exp !== null && exp * 1000 <= now;
}

/**
 * Exchanges the refresh token for a new pair. Concurrent callers share one call, so a burst of
 * 401s does not spend the (single-use) refresh token twice. False, and the session is cleared,
 * when the API refuses the refresh token; false, but the session kept, when the API is unreachable.
 */
export function refreshSession(): Promise<boolean> {
  if (inflightRefresh) return inflightRefresh;
  // Another tab of a remembered session may have rotated the pair already: use its pair.
  if (adoptStoredPair() && !accessTokenExpired(Date.now() + REFRESH_MARGIN_MS)) {
    return Promise.resolve(true);
  }
  const refresh = current?.refresh;
  if (!refresh) return Promise.resolve(false);
  inflightRefresh = fetchJson<unknown>(TOKEN_PATHS.refresh, { method: 'POST', body: { refresh } })
    .then((body) => {
      const pair = asTokenPair(body);
      if (!pair) {
        clearTokens();
        return false;
      }
      setTokens(pair);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) clearTokens();
      return false;
    })
    .finally(() => {
      inflightRefresh = null;
    });
  return inflightRefresh;
}

/** A check of the restored token sent as the entry runs (checkSessionEarly), read once. */
let earlyCheck: { token: string; answer: Promise<boolean> } | null = null;

/**
 * Sends the check of a restored, unexpired access token now, before the route's guard that reads
 * it has loaded; the guard's `verifyToken` of the same token takes its answer instead of asking.
 */
export function checkSessionEarly(): void {
  if (!current || accessTokenExpired()) return;
  const token = current.access;
  const answer = askVerify(token);
  // Read by the guard, which handles a failure; never a rejection nobody handles.
  answer.catch(() => undefined);
  earlyCheck = { token, answer };
}

/** True when the API accepts the token; false when it refuses it. Network failures throw. */
export function verifyToken(token: string): Promise<boolean> {
  const early = earlyCheck;
  earlyCheck = null;
  return early?.token === token ? early.answer : askVerify(token);
}

async function askVerify(token: string): Promise<boolean> {
  try {
    await fetchJson(TOKEN_PATHS.verify, { method: 'POST', body: { token } });
    return true;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 400)) return false;
    throw error;
  }
}

export async function logIn(username: string, password: string, remember: boolean) {
  const body = await fetchJson<unknown>(TOKEN_PATHS.obtain, {
    method: 'POST',
    body: { username, password },
  });
  const pair = asTokenPair(body);
  if (!pair) throw new Error('The token answer carries no token pair');
  setTokens(pair, remember);
}

/**
 * Ends the session here and on the server: the API revokes the refresh token's session, so its
 * access tokens stop working at once. The local pair is gone even when the API cannot be reached.
 */
export async function logOut(): Promise<void> {
  const refresh = current?.refresh;
  clearTokens();
  if (!refresh) return;
  await fetchJson(TOKEN_PATHS.logout, { method: 'POST', body: { refresh } }).catch(() => {});
}

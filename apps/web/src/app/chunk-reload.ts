// After a deployment the old chunk names disappear; a tab still running the old build then fails
// to load a route. One reload (marked by a timestamp query so it cannot loop) picks up the new build.
// It goes to the page that was being opened, not the one the click came from, and the marker
// leaves the address bar once the new build has loaded (this tab remembers the reload instead).
// A route's code that has not arrived after the spec's time-out counts as failed to load.
import { CHUNK_LOAD_TIMEOUT_MS } from '@atelier/domain';
import type { RouteObject } from 'react-router';

const RELOAD_PARAM = 'reload';
const STORAGE_KEY = 'atelier.chunkReloadAt';
/** A second failure this soon after a reload is not fixed by reloading again. */
export const RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

let navigationTarget: () => string | null = () => null;

/** Tells the reload where a navigation in progress is going (the router's pending location). */
export function trackNavigationTarget(target: () => string | null) {
  navigationTarget = target;
}

function recentlyReloaded(storage: Storage, now: number): boolean {
  const at = Number(storage.getItem(STORAGE_KEY));
  return Number.isFinite(at) && at > 0 && now - at < RELOAD_GUARD_MS;
}

/**
 * Reloads into `target` (default: the page being navigated to, else this one) with
 * `?reload=<timestamp>`, unless this page already is such a reload or one happened just now.
 */
export function reloadOnce(
  location: Location = window.location,
  target: string | null = navigationTarget(),
  storage: Storage = window.sessionStorage,
  now = Date.now(),
): boolean {
  const current = new URL(location.href);
  if (current.searchParams.has(RELOAD_PARAM) || recentlyReloaded(storage, now)) return false;
  const url = new URL(target ?? location.href, current);
  url.searchParams.set(RELOAD_PARAM, String(now));
  storage.setItem(STORAGE_KEY, String(now));
  location.replace(url.toString());
  return true;
}

/** Takes the reload marker out of the address bar once the page has loaded. */
export function clearReloadMarker(
  location: Location = window.location,
  history: History = window.history,
) {
  const url = new URL(location.href);
  if (!url.searchParams.has(RELOAD_PARAM)) return;
  url.searchParams.delete(RELOAD_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Vite announces every failure of a lazily imported module as `vite:preloadError`: a chunk that
 * did not arrive, but also a module that threw while it ran. Only the first is mended by a reload;
 * the second is a defect that goes to the route's error page and is reported.
 */
export function onPreloadError(event: Event & { payload?: unknown }) {
  if (isChunkLoadError(event.payload) && reloadOnce()) event.preventDefault();
}

export function installChunkErrorReload() {
  clearReloadMarker();
  window.addEventListener('vite:preloadError', onPreloadError);
}

/** A route's code that has not arrived in this time failed to load (portal §8: 120 s). */
export class ChunkLoadTimeout extends Error {
  constructor(ms: number) {
    super(`ChunkLoadError: a page's code did not arrive within ${Math.round(ms / 1000)} s`);
    this.name = 'ChunkLoadError';
  }
}

/** `loading`, or a chunk-load failure once `ms` have passed without it. */
export function withChunkTimeout<T>(loading: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeout(ms)), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The routes with every `lazy` loader (and their children's) bounded by the chunk time-out: a
 * page whose code hangs on a bad line ends on the error page, which reloads it once.
 *
 * A loader that fails (its code missing, or throwing while it runs) gives the route a page that
 * throws the same error as it draws. React Router keeps a failed `lazy` on the route and then
 * draws nothing below its parent: the main area stayed empty instead of showing the route's error
 * page, and the error went unreported.
 */
export function timedRoutes(routes: RouteObject[], ms = CHUNK_LOAD_TIMEOUT_MS): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    const timed = { ...route } as RouteObject;
    if (typeof lazy === 'function') {
      timed.lazy = (async () => {
        try {
          return await withChunkTimeout(lazy(), ms);
        } catch (error) {
          // biome-ignore lint/correctness/noComponentHookFactories: it holds no hooks or state, it only throws the load's error
          return { Component: () => failedToLoad(error) };
        }
      }) as RouteObject['lazy'];
    }
    if (route.children) timed.children = timedRoutes(route.children, ms);
    return timed;
  });
}

/** The page of a route whose code failed to load: it throws, so the route's error page shows. */
function failedToLoad(error: unknown): never {
  throw error;
}

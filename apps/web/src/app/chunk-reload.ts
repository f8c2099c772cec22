// After a deployment the old chunk names disappear; a tab still running the old build then fails
// to load a route. One reload (marked by a timestamp query so it cannot loop) picks up the new build.
const RELOAD_PARAM = 'reload';

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Reloads with `?reload=<timestamp>` unless this page already is such a reload. */
export function reloadOnce(location: Location = window.location): boolean {
  const url = new URL(location.href);
  if (url.searchParams.has(RELOAD_PARAM)) return false;
  url.searchParams.set(RELOAD_PARAM, String(Date.now()));
  location.replace(url.toString());
  return true;
}

export function installChunkErrorReload() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}

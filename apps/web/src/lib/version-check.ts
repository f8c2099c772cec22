// Portal §4 "Version check": at most once per interval the published version is compared with
// this build's. The time and result of the last successful check survive reloads, so opening
// many pages does not multiply the checks; a failed check is not recorded and so runs again.
import { APP_VERSION, VERSION_CHECK_INTERVAL_MS } from '@atelier/domain';

const STORAGE_KEY = 'atelier.versionCheck';

interface LastCheck {
  at: number;
  version: string;
}

function readLast(): LastCheck | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (
      parsed &&
      typeof parsed === 'object' &&
      'at' in parsed &&
      typeof parsed.at === 'number' &&
      'version' in parsed &&
      typeof parsed.version === 'string'
    ) {
      return { at: parsed.at, version: parsed.version };
    }
  } catch {
    // Unreadable record: check again.
  }
  return null;
}

/** The newer version to offer, or null when this build is current (or the check was skipped/failed). */
export async function checkForNewVersion(
  fetchLatest: () => Promise<string>,
  now: number = Date.now(),
  current: string = APP_VERSION,
): Promise<string | null> {
  const last = readLast();
  let latest: string;
  if (last && now - last.at < VERSION_CHECK_INTERVAL_MS) {
    latest = last.version;
  } else {
    try {
      latest = await fetchLatest();
    } catch {
      return null;
    }
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ at: now, version: latest }));
  }
  return latest && latest !== current ? latest : null;
}

/**
 * Loads the new version: the page is first fetched past the HTTP cache (so the cached copy of
 * the old index, with the old build's script names, is replaced), then reloaded. A failed fetch
 * still reloads.
 */
export async function reloadToNewVersion(
  location: Location = window.location,
  fetcher: typeof fetch = window.fetch.bind(window),
): Promise<void> {
  await fetcher(location.href, { cache: 'reload', credentials: 'same-origin' }).catch(() => {});
  location.reload();
}

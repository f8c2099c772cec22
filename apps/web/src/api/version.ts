import { latestTagSchema } from '@atelier/domain';
import { fetchJson } from '../lib/fetch-json';
import { getAccessToken } from '../lib/session';

/**
 * The version the server publishes now. Sent without the 401-refresh dance: a failed check only
 * means "try again next time", never a trip to the login page.
 */
export async function fetchLatestVersion(): Promise<string> {
  const token = getAccessToken();
  const body = await fetchJson('api/latest-tag/', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return latestTagSchema.parse(body).version;
}

// Setting up what a bench measures, through the portal's own API where a dealer would: a confirmed
// order of curtains, and many dealer accounts of one shop logged in (each a session of its own).
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import type { Database } from '../../apps/api/src/db/client.js';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-data.js';

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export const rawClient = (database: Database) =>
  (database.db as unknown as { $client: RawClient }).$client;

async function call(url: string, init: RequestInit, expected: number) {
  const response = await fetch(url, init);
  if (response.status !== expected) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  }
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * An order of `articles` pleated curtains made by the caller through the API, confirmed unless
 * `confirm` is false: its id and its articles' numbers.
 */
export async function curtainOrder(
  apiUrl: string,
  access: string,
  {
    articles,
    commission,
    confirm = true,
  }: { articles: number; commission: string; confirm?: boolean },
): Promise<{ id: number; numbers: string[] }> {
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const fabrics = await call(
    `${apiUrl}/api/atelier-fabrics/?page_size=1&kind=fabrics`,
    { headers },
    200,
  );
  const fabric = (fabrics.results as { fabric_uuid: string }[])[0];
  if (!fabric) throw new Error('the seed has no fabric');
  const order = await call(
    `${apiUrl}/api/orders/`,
    { method: 'POST', headers, body: JSON.stringify({ commission }) },
    201,
  );
  const id = Number(order.id);
  const numbers: string[] = [];
  for (let index = 0; index < articles; index += 1) {
    const article = await call(
      `${apiUrl}/api/orders/${id}/articles/pleatcurtain/`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          main_fabric: fabric.fabric_uuid,
          ...EXAMPLE_CURTAIN,
          width: EXAMPLE_CURTAIN.width + (index % 20) * 10,
        }),
      },
      201,
    );
    numbers.push(String(article.order_number));
  }
  if (confirm) {
    await call(`${apiUrl}/api/orders/${id}/confirm/`, { method: 'POST', headers, body: '{}' }, 200);
  }
  return { id, numbers };
}

/** `count` more accounts of demo-shop's shop (`<prefix>1`…): its password, settings and flags. */
export async function addShopAccounts(
  database: Database,
  count: number,
  prefix = 'bench-user-',
): Promise<void> {
  await rawClient(database).query(
    `insert into app_user (username, password_hash, email, preferred_language, debtor_id,
                           settings, system_settings)
     select $1 || g, u.password_hash, '', u.preferred_language, u.debtor_id, u.settings,
            u.system_settings
     from app_user u, generate_series(1, $2::int) g
     where u.username = 'demo-shop'
     on conflict (username) do nothing`,
    [prefix, count],
  );
}

/**
 * Logs the accounts `<prefix>1`…`<prefix><count>` in through the API, each once: their access
 * tokens. Two at a time (each hash check holds 19 MiB); a successful log-in clears its attempt,
 * so the address's throttle is not met.
 */
export async function logIn(
  apiUrl: string,
  count: number,
  prefix = 'bench-user-',
): Promise<string[]> {
  const tokens: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const answer = await call(
        `${apiUrl}/easyorder/token/`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `${prefix}${index + 1}`, password: DEMO_PASSWORD }),
        },
        200,
      );
      tokens[index] = String(answer.access);
    }
  };
  await Promise.all([worker(), worker()]);
  return tokens;
}

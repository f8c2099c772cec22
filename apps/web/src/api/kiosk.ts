// The kiosk in the dealer's own shop (`api/kiosk/…`): paired once with a code typed on the
// tablet, it then asks with its own key (`kio_…`, a bearer token) — the one thing the kiosk keeps
// on the device. A 401 means the dealer revoked it: the key is dropped and the tablet asks to be
// paired again.
import {
  type IntakeLine,
  type KioskRequest,
  type KioskRequestAnswer,
  kioskPairAnswerSchema,
  kioskRequestAnswerSchema,
  type PublicShop,
  publicShopSchema,
  type ShopFabric,
  type ShopModel,
  type ShopPriceAnswer,
  shopFabricSchema,
  shopPriceAnswerSchema,
} from '@atelier/domain';
import { z } from 'zod';
import { fetchJson, HttpError, type JsonRequest } from '../lib/fetch-json';
import { fabricsQuery } from './shop';

export type { KioskRequestAnswer };

/** Where the kiosk's key is kept (localStorage: it survives a restart of the tablet). */
export const KIOSK_TOKEN_KEY = 'atelier.kiosk.token';

export function kioskToken(): string | null {
  try {
    return window.localStorage.getItem(KIOSK_TOKEN_KEY);
  } catch {
    return null;
  }
}

function keepToken(token: string | null) {
  try {
    if (token === null) window.localStorage.removeItem(KIOSK_TOKEN_KEY);
    else window.localStorage.setItem(KIOSK_TOKEN_KEY, token);
  } catch {
    // Without storage the kiosk stays paired until the page is reloaded.
  }
}

/** Thrown when the kiosk's key was refused (revoked or unknown): it has been forgotten. */
export class KioskRevoked extends Error {
  constructor() {
    super('kiosk revoked');
    this.name = 'KioskRevoked';
  }
}

async function kioskCall<T>(path: string, init: JsonRequest = {}): Promise<T> {
  const token = kioskToken();
  if (!token) throw new KioskRevoked();
  try {
    return await fetchJson<T>(`api/kiosk/${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token}` },
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      keepToken(null);
      throw new KioskRevoked();
    }
    throw error;
  }
}

/** Pairs this device with the code the dealer's settings showed; keeps the key it answers. */
export async function pairKiosk(code: string): Promise<PublicShop> {
  const answer = kioskPairAnswerSchema.parse(
    await fetchJson('api/kiosk/pair/', { method: 'POST', body: { code } }),
  );
  keepToken(answer.token);
  return answer.shop;
}

export async function fetchKioskShop(signal?: AbortSignal): Promise<PublicShop> {
  return publicShopSchema.parse(await kioskCall('', { signal }));
}

export async function fetchKioskFabrics(
  model: ShopModel,
  search: string,
  signal?: AbortSignal,
): Promise<ShopFabric[]> {
  return z.array(shopFabricSchema).parse(await kioskCall(fabricsQuery(model, search), { signal }));
}

export async function priceKioskLines(
  lines: IntakeLine[],
  signal?: AbortSignal,
): Promise<ShopPriceAnswer> {
  return shopPriceAnswerSchema.parse(
    await kioskCall('price/', { method: 'POST', body: { lines }, signal }),
  );
}

export async function sendKioskRequest(request: KioskRequest): Promise<KioskRequestAnswer> {
  return kioskRequestAnswerSchema.parse(
    await kioskCall('requests/', { method: 'POST', body: request }),
  );
}

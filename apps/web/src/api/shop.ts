// The dealer's hosted shop as anyone sees it (`api/shop/{slug}/…`): no account, no session, no
// token refresh. Its answers never carry a wholesale figure (the API has none for the public).
// Refusals: 404 `shop_not_found` (also a shop switched off), 429 `throttled`, 400
// `validation_error` with `errors` per field.
import type {
  IntakeLine,
  PublicShop,
  ShopChallenge,
  ShopFabric,
  ShopModel,
  ShopPriceAnswer,
  ShopRequest,
  ShopRequestAnswer,
  ShopRequestView,
} from '@atelier/domain';
import { type FieldErrors, fetchJson, HttpError } from '../lib/fetch-json';

export type {
  PublicShop,
  ShopChallenge,
  ShopFabric,
  ShopPriceAnswer,
  ShopRequest,
  ShopRequestAnswer,
  ShopRequestView,
};

const base = (slug: string) => `api/shop/${encodeURIComponent(slug)}/`;

/**
 * The answers' schemas, asked for beside the call: the shop's page paints without zod, and the
 * schemas arrive while the first answer is on its way.
 */
const schemas = () => import('./shop-answers');

/** The answer of `request`, read with the schema `pick` chooses once both have arrived. */
async function read<T>(
  request: Promise<unknown>,
  pick: (module: Awaited<ReturnType<typeof schemas>>) => { parse: (body: unknown) => T },
): Promise<T> {
  const [body, module] = await Promise.all([request, schemas()]);
  return pick(module).parse(body);
}

export async function fetchShop(slug: string, signal?: AbortSignal): Promise<PublicShop> {
  return read(fetchJson(base(slug), { signal }), (module) => module.publicShopSchema);
}

/** `?model=&search=`: the fabrics a model can be made of in this shop. */
export function fabricsQuery(model: ShopModel, search: string): string {
  const query = new URLSearchParams({ model });
  if (search.trim()) query.set('search', search.trim());
  return `fabrics/?${query}`;
}

export async function fetchShopFabrics(
  slug: string,
  model: ShopModel,
  search: string,
  signal?: AbortSignal,
): Promise<ShopFabric[]> {
  return read(
    fetchJson(`${base(slug)}${fabricsQuery(model, search)}`, { signal }),
    (module) => module.shopFabricsSchema,
  );
}

export async function priceShopLines(
  slug: string,
  lines: IntakeLine[],
  signal?: AbortSignal,
): Promise<ShopPriceAnswer> {
  return read(
    fetchJson(`${base(slug)}price/`, { method: 'POST', body: { lines }, signal }),
    (module) => module.shopPriceAnswerSchema,
  );
}

export async function fetchChallenge(slug: string, signal?: AbortSignal): Promise<ShopChallenge> {
  return read(
    fetchJson(`${base(slug)}challenge/`, { signal }),
    (module) => module.shopChallengeSchema,
  );
}

export async function sendShopRequest(
  slug: string,
  request: ShopRequest,
): Promise<ShopRequestAnswer> {
  return read(
    fetchJson(`${base(slug)}requests/`, { method: 'POST', body: request }),
    (module) => module.shopRequestAnswerSchema,
  );
}

export async function fetchShopRequest(
  slug: string,
  token: string,
  signal?: AbortSignal,
): Promise<ShopRequestView> {
  return read(
    fetchJson(`${base(slug)}requests/${encodeURIComponent(token)}/`, { signal }),
    (module) => module.shopRequestViewSchema,
  );
}

/**
 * A refusal's field errors: the shop's calls answer `{code: 'validation_error', errors}`, the
 * portal's other calls `{field: [messages]}`; both read the same here.
 */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  if (error.fieldErrors) return error.fieldErrors;
  const body = error.body && typeof error.body === 'object' ? (error.body as FieldErrorsBody) : {};
  const errors = body.errors;
  if (!errors || typeof errors !== 'object') return null;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
type FieldErrorsBody = { errors?: Record<string, unknown> };

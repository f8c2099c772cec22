// The hosted shop and the kiosk (decision 101). `api/shop-settings/…`: the dealer's settings and
// kiosks (signed in, the shop acted for, the settings page's permission). `api/shop/{slug}/…`:
// the shop's public calls (no account; limits per address; an unknown and a disabled shop are the
// same 404). `api/kiosk/…`: the kiosk's calls with its own key; `api/kiosk/pair/` gives it one.
import {
  KIOSK_PAIRING_MINUTES,
  kioskCreateSchema,
  kioskPairAnswerSchema,
  kioskPairingAnswerSchema,
  kioskPairSchema,
  kioskRequestAnswerSchema,
  kioskRequestSchema,
  kioskSchema,
  publicShopSchema,
  SHOP_CHALLENGE_MINUTES,
  SHOP_LIMITS,
  SHOP_PROOF_BITS,
  shopChallengeSchema,
  shopFabricQuerySchema,
  shopFabricSchema,
  shopPriceAnswerSchema,
  shopPriceRequestSchema,
  shopRequestAnswerSchema,
  shopRequestSchema,
  shopRequestTokenSchema,
  shopRequestViewSchema,
  shopSettingsAnswerSchema,
  shopSettingsSchema,
  shopSlugSchema,
} from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesBelongTo } from '../auth/auth.hook.js';
import { contextOf } from '../context/request-context.js';
import { guardWithKeys } from '../http/api-keys.js';
import { AppError } from '../http/errors.js';
import { MemoryThrottle } from '../http/rate-limit.js';
import { errorResponses } from '../http/schemas.js';
import { type HostedShopService, publicShopOf } from './hosted-shop.service.js';
import type { KioskRow, KioskService } from './kiosk.service.js';
import type { ShopSettingsService } from './shop-settings.service.js';

const SETTINGS = '/api/shop-settings';
const SHOP = '/api/shop';
const KIOSK = '/api/kiosk';

const slugParams = z.object({ slug: shopSlugSchema });
const tokenParams = slugParams.extend({ token: shopRequestTokenSchema });
const kioskParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const SHOP_HELP =
  'No account. An unknown shop and a switched-off one are the same 404 `shop_not_found`.';
const LIMIT_HELP = (what: string) =>
  `${what} per caller’s address; past it 429 \`throttled\` with \`Retry-After\`.`;
const PRICE_HELP =
  'Each line is priced as the dealer’s own article save prices it: its sales price by the dealer’s margin type (`net`), the tax of the dealer’s country per line, rounded half up (`tax`), and both (`gross`), all in cents; never a wholesale figure. A line with errors answers them in `errors` (fields as the line names them: `width`, `fabric`) with null amounts, and the other lines are priced. `warnings`: the measurement check of the priced lines, worded for the customer who measured. Sizes in cm.';

export const shopSettingsRoutes: FastifyPluginAsyncZod<{ settings: ShopSettingsService }> = async (
  app,
  { settings },
) => {
  // The settings page's: a dealer (a service account for the shop it acts for), not staff.
  routesBelongTo(app, 'settings');
  const tags = ['shop'];
  const ACTED_FOR =
    'The shop acted for: a service account works in the shop it has chosen (409 `debtor_required` until it has); staff viewing a shop as its dealer read only.';

  app.get(
    `${SETTINGS}/`,
    {
      schema: {
        tags,
        summary: 'The hosted shop’s settings (a proposal until first saved)',
        description: `Before the first save \`saved: false\` and a proposal: the address from the shop’s name (numbered when another dealer has it), the brand’s colour, the dealer’s language, every model. \`url\` is the shop’s public address. A partner group’s dealer shows the partner’s colour (\`partner_brand: true\`). ${ACTED_FOR}`,
        response: { 200: shopSettingsAnswerSchema, ...errorResponses(401, 403, 409) },
      },
    },
    (request) => settings.read(contextOf(request)),
  );

  app.put(
    `${SETTINGS}/`,
    {
      schema: {
        tags,
        summary: 'Save the hosted shop’s settings',
        description: `An address (\`slug\`) another dealer’s shop has answers 400 \`shop_slug_taken\` on \`slug\`. A partner group’s dealer may send a colour; the partner’s colour is shown all the same. ${ACTED_FOR}`,
        body: shopSettingsSchema,
        response: { 200: shopSettingsAnswerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (request) => settings.update(contextOf(request), request.body),
  );

  app.get(
    `${SETTINGS}/kiosks/`,
    {
      schema: {
        tags,
        summary: 'The shop’s kiosks: pairing, paired, expired (code not used in time) or revoked',
        description: ACTED_FOR,
        response: { 200: z.array(kioskSchema), ...errorResponses(401, 403, 409) },
      },
    },
    (request) => settings.kiosks(contextOf(request)),
  );

  app.post(
    `${SETTINGS}/kiosks/`,
    {
      schema: {
        tags,
        summary: 'A new kiosk and its one-time pairing code',
        description: `The code (8 characters) is answered once and pairs within ${KIOSK_PAIRING_MINUTES} minutes (\`POST api/kiosk/pair/\` on the tablet). ${ACTED_FOR}`,
        body: kioskCreateSchema,
        response: { 201: kioskPairingAnswerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await settings.createKiosk(contextOf(request), request.body.name)),
  );

  app.post(
    `${SETTINGS}/kiosks/:id/pairing/`,
    {
      schema: {
        tags,
        summary: 'A new pairing code for a kiosk not paired yet',
        description: `The old code pairs no more. A paired or revoked kiosk: 409 \`conflict\`; another shop’s kiosk: 404. ${ACTED_FOR}`,
        params: kioskParams,
        response: { 200: kioskPairingAnswerSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => settings.renewPairing(contextOf(request), request.params.id),
  );

  app.delete(
    `${SETTINGS}/kiosks/:id/`,
    {
      schema: {
        tags,
        summary: 'Revoke a kiosk: its next call is refused (401 `kiosk_revoked`)',
        description: `Another shop’s kiosk: 404. ${ACTED_FOR}`,
        params: kioskParams,
        response: { 200: kioskSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => settings.revokeKiosk(contextOf(request), request.params.id),
  );
};

/** Counts a call of the caller's address in `throttle` (429 past its limit). */
const byAddress = (throttle: MemoryThrottle) => async (request: FastifyRequest) => {
  throttle.take(request.ip, Date.now());
};

/** The shop's reads per address: its calls and its page's first HTML (first-page.ts) share them. */
export const shopReadThrottle = () => new MemoryThrottle(SHOP_LIMITS.readsPerMinute, MINUTE);

export const publicShopRoutes: FastifyPluginAsyncZod<{
  shops: HostedShopService;
  reads: MemoryThrottle;
}> = async (app, { shops, reads: readThrottle }) => {
  const tags = ['shop'];
  const reads = byAddress(readThrottle);
  const challenges = byAddress(new MemoryThrottle(SHOP_LIMITS.challengesPerMinute, MINUTE));
  const requests = byAddress(new MemoryThrottle(SHOP_LIMITS.requestsPerHour, HOUR));
  const READS = LIMIT_HELP(`${SHOP_LIMITS.readsPerMinute} reads and prices a minute`);

  app.get(
    `${SHOP}/:slug/`,
    {
      config: { public: true },
      preHandler: reads,
      schema: {
        tags,
        summary: 'A dealer’s hosted shop as its visitors see it',
        description: `Its name, colour, logo, contact and opening hours, languages and models; the dealer’s unit, currency and tax (prices include it; null: without tax), and a partner group’s brand. ${SHOP_HELP} ${READS}`,
        params: slugParams,
        response: { 200: publicShopSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => publicShopOf(await shops.open(request.params.slug)),
  );

  app.get(
    `${SHOP}/:slug/fabrics/`,
    {
      config: { public: true },
      preHandler: reads,
      schema: {
        tags,
        summary: 'The fabrics a model can be made of in this shop (never a price)',
        description: `Active curtain fabrics of the catalogue the dealer can price, by collection and colour, at most 100 (\`search\` narrows them by collection, colour or article number). A model the shop does not offer: an empty list. ${SHOP_HELP} ${READS}`,
        params: slugParams,
        querystring: shopFabricQuerySchema,
        response: { 200: z.array(shopFabricSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      shops.fabrics(
        await shops.open(request.params.slug),
        request.query.model,
        request.query.search || undefined,
        request.locale,
      ),
  );

  app.post(
    `${SHOP}/:slug/price/`,
    {
      config: { public: true },
      bodyLimit: SHOP_LIMITS.bodyBytes,
      preHandler: reads,
      schema: {
        tags,
        summary: 'Price a basket’s lines in the dealer’s sales prices with tax',
        description: `${PRICE_HELP} A body over ${SHOP_LIMITS.bodyBytes} bytes: 413. ${SHOP_HELP} ${READS}`,
        params: slugParams,
        body: shopPriceRequestSchema,
        response: { 200: shopPriceAnswerSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request) =>
      shops.price(await shops.open(request.params.slug), request.body.lines, request.locale),
  );

  app.get(
    `${SHOP}/:slug/challenge/`,
    {
      config: { public: true },
      preHandler: challenges,
      schema: {
        tags,
        summary: 'A proof-of-work challenge for one request',
        description: `Find a \`nonce\` whose SHA-256 of \`challenge:nonce\` starts with \`bits\` (${SHOP_PROOF_BITS}) zero bits and send both with the request, within ${SHOP_CHALLENGE_MINUTES} minutes. Signed for this shop only; it answers one request. ${SHOP_HELP} ${LIMIT_HELP(`${SHOP_LIMITS.challengesPerMinute} challenges a minute`)}`,
        params: slugParams,
        response: { 200: shopChallengeSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return shops.challenge(await shops.open(request.params.slug));
    },
  );

  app.post(
    `${SHOP}/:slug/requests/`,
    {
      config: { public: true },
      bodyLimit: SHOP_LIMITS.bodyBytes,
      preHandler: requests,
      schema: {
        tags,
        summary: 'Send a customer’s request: it becomes an offer of the dealer',
        description: `The customer’s contact, consent and lines with a solved challenge (\`proof\`). 201: made a prepared offer of the dealer (source \`hostedshop\`), priced as the dealer’s own save; \`request_url\` is the customer’s page of it (mailed to them too) and the dealer is mailed the portal link that opens it. 200 \`duplicate: true\`: this \`idempotency_key\` was sent before — nothing new. 202: accepted and nothing kept (the hidden \`website\` field was filled in). 400 \`shop_proof_invalid\`: the challenge is not this shop’s, has expired or answered a request before, or the nonce does not answer it — fetch a new one. 400 \`validation_error\` with \`errors\` per field (\`lines.0.width\`). Nothing is kept of a refused request. A body over ${SHOP_LIMITS.bodyBytes} bytes: 413. ${SHOP_HELP} ${LIMIT_HELP(`${SHOP_LIMITS.requestsPerHour} requests an hour`)}`,
        params: slugParams,
        body: shopRequestSchema,
        response: {
          200: shopRequestAnswerSchema,
          201: shopRequestAnswerSchema,
          202: shopRequestAnswerSchema,
          ...errorResponses(400, 404, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const opened = await shops.open(request.params.slug);
      const { status, answer } = await shops.request(opened, request.body);
      return reply.status(status).send(answer);
    },
  );

  app.get(
    `${SHOP}/:slug/requests/:token/`,
    {
      config: { public: true },
      preHandler: reads,
      schema: {
        tags,
        summary: 'The customer’s page of their request, by the token of its link',
        description: `What was sent, its prices with tax as they were when sent and its measurement warnings, and where it stands (\`offered\`, \`claimed\`: the dealer opened it, \`ordered\`, \`withdrawn\`). A token of another shop, or none: 404. ${SHOP_HELP} ${READS}`,
        params: tokenParams,
        response: { 200: shopRequestViewSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return shops.view(
        await shops.open(request.params.slug),
        request.params.token,
        request.locale,
      );
    },
  );
};

const kiosks = new WeakMap<FastifyRequest, KioskRow>();

function kioskOfRequest(request: FastifyRequest): KioskRow {
  const found = kiosks.get(request);
  if (!found) throw new AppError('kiosk_key_invalid');
  return found;
}

/** Calls without a valid kiosk key one address may make per minute. */
const REFUSED_KIOSK_CALLS_PER_ADDRESS = 30;

export const kioskRoutes: FastifyPluginAsyncZod<{
  shops: HostedShopService;
  kiosk: KioskService;
}> = async (app, { shops, kiosk }) => {
  const tags = ['kiosk'];
  const security = [{ kioskKey: [] }];
  const KEY_HELP = `Send the kiosk’s key as \`Authorization: Bearer kio_…\`. Without a valid key: 401 \`kiosk_key_invalid\`; a revoked kiosk: 401 \`kiosk_revoked\`; after ${REFUSED_KIOSK_CALLS_PER_ADDRESS} calls without a valid key from one address within a minute, 429. A kiosk’s own limit: ${SHOP_LIMITS.readsPerMinute} calls a minute. Its dealer’s shop switched off: 404 \`shop_closed\`.`;

  // Pairing needs no key: its own scope, limited per address.
  await app.register(async (scope) => {
    const open = scope.withTypeProvider<ZodTypeProvider>();
    const pairings = byAddress(new MemoryThrottle(SHOP_LIMITS.pairingsPerHour, HOUR));
    open.post(
      `${KIOSK}/pair/`,
      {
        config: { public: true },
        bodyLimit: SHOP_LIMITS.bodyBytes,
        preHandler: pairings,
        schema: {
          tags,
          summary: 'Pair a tablet with the one-time code from the dealer’s settings',
          description: `Answers the kiosk’s own key (kept on the tablet; only its hash is kept here) and its shop. A wrong, expired or used code: 400 \`kiosk_pairing_invalid\`; the dealer’s shop switched off: 404 \`shop_closed\` (the code stays valid). ${LIMIT_HELP(`${SHOP_LIMITS.pairingsPerHour} attempts an hour`)}`,
          body: kioskPairSchema,
          response: { 200: kioskPairAnswerSchema, ...errorResponses(400, 404, 413, 429) },
        },
      },
      (request) => kiosk.pair(request.body.code),
    );
  });

  await app.register(async (scope) => {
    const guarded = scope.withTypeProvider<ZodTypeProvider>();
    guardWithKeys(guarded, {
      find: (secret) => kiosk.ofSecret(secret),
      idOf: (row) => row.id,
      admit: (request, row) => {
        kiosks.set(request, row);
      },
      realm: 'kiosk',
      refusal: 'kiosk_key_invalid',
      rateLimit: SHOP_LIMITS.readsPerMinute,
      refusedPerAddress: REFUSED_KIOSK_CALLS_PER_ADDRESS,
    });
    // A revoked kiosk's key is known, and told so.
    guarded.addHook('onRequest', async (request, reply) => {
      const row = kiosks.get(request);
      if (row?.revokedAt) {
        kiosks.delete(request);
        reply.header('www-authenticate', 'Bearer realm="kiosk"');
        throw new AppError('kiosk_revoked');
      }
    });
    guarded.addHook('onResponse', async (request) => {
      const row = kiosks.get(request);
      if (row) guarded.background.run('kiosk-seen', () => kiosk.touch(row));
    });

    guarded.get(
      `${KIOSK}/`,
      {
        schema: {
          tags,
          security,
          summary: 'The kiosk’s shop',
          description: KEY_HELP,
          response: { 200: publicShopSchema, ...errorResponses(401, 404, 429) },
        },
      },
      async (request) => publicShopOf(await shops.openForKiosk(kioskOfRequest(request))),
    );

    guarded.get(
      `${KIOSK}/fabrics/`,
      {
        schema: {
          tags,
          security,
          summary: 'The fabrics a model can be made of in the kiosk’s shop (never a price)',
          description: `As \`GET api/shop/{slug}/fabrics/\`. ${KEY_HELP}`,
          querystring: shopFabricQuerySchema,
          response: { 200: z.array(shopFabricSchema), ...errorResponses(400, 401, 404, 429) },
        },
      },
      async (request) =>
        shops.fabrics(
          await shops.openForKiosk(kioskOfRequest(request)),
          request.query.model,
          request.query.search || undefined,
          request.locale,
        ),
    );

    guarded.post(
      `${KIOSK}/price/`,
      {
        bodyLimit: SHOP_LIMITS.bodyBytes,
        schema: {
          tags,
          security,
          summary: 'Price a design’s lines in the dealer’s sales prices with tax',
          description: `${PRICE_HELP} ${KEY_HELP}`,
          body: shopPriceRequestSchema,
          response: { 200: shopPriceAnswerSchema, ...errorResponses(400, 401, 404, 413, 429) },
        },
      },
      async (request) =>
        shops.price(
          await shops.openForKiosk(kioskOfRequest(request)),
          request.body.lines,
          request.locale,
        ),
    );

    guarded.post(
      `${KIOSK}/requests/`,
      {
        bodyLimit: SHOP_LIMITS.bodyBytes,
        schema: {
          tags,
          security,
          summary: 'Hand a design over: it becomes an offer of the dealer to open in the portal',
          description: `201: a prepared offer of the dealer (source \`kiosk\`, no customer kept), priced as the dealer’s own save; \`handoff_code\` to say and \`open_url\` (the QR code’s content) open it once in the portal. With \`email\` and \`consent: true\` the design is mailed to the customer (\`mailed\`). 200 \`duplicate: true\`: this \`idempotency_key\` was sent before — nothing new, no link. 400 with \`errors\` per field (\`lines.0.width\`). ${KEY_HELP}`,
          body: kioskRequestSchema,
          response: {
            200: kioskRequestAnswerSchema,
            201: kioskRequestAnswerSchema,
            ...errorResponses(400, 401, 404, 413, 429),
          },
        },
      },
      async (request, reply) => {
        const row = kioskOfRequest(request);
        const opened = await shops.openForKiosk(row);
        const { status, answer } = await shops.kioskRequest(opened, row, request.body);
        return reply.status(status).send(answer);
      },
    );
  });
};

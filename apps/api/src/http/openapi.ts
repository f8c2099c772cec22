// The OpenAPI document as strict clients and generators read it: every operation named, the
// error answers each one can give, a server to call, and request bodies a validator can use.
import {
  APP_VERSION,
  articleBodySchema,
  articleParameterSchemas,
  PRICED_ARTICLE_TYPES,
  partnerOrderBatchDocument,
  partnerOrderBatchSchema,
} from '@atelier/domain';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from './schemas.js';

/**
 * What the article calls document as their body: the parameters of each article type, as the
 * domain's schemas define them. The route itself reads any object and the service validates it
 * against the type named in the path (so the answer names the fields of that type).
 */
const articleBodyDocument = z.union(
  PRICED_ARTICLE_TYPES.map((type) =>
    (articleParameterSchemas[type] as z.ZodType).meta({ title: type }),
  ) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
);

/**
 * Bodies whose route reads less than it documents: the route passes each part on to a service that
 * validates it and answers per field (an article by the type in its path, a partner's orders one
 * by one), while the document shows clients the whole contract.
 */
const DOCUMENTED_BODIES = new Map<unknown, z.ZodType>([
  [articleBodySchema, articleBodyDocument],
  [partnerOrderBatchSchema, partnerOrderBatchDocument],
]);

/** `get /api/orders/:orderId/articles/` → `getOrdersByOrderIdArticles`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]!.toUpperCase() + word.slice(1)),
  ].join('');
}

type Json = Record<string, unknown>;

/**
 * A `oneOf` whose options share no property that each requires with its own value is written as
 * `anyOf`: its options may well exclude each other (the settings update: `is_system_settings` true,
 * or false or left out), but a client cannot pick one by a required discriminator, and strict
 * validators and generators reject an ambiguous `oneOf`.
 */
function clarifyOneOf(node: unknown): void {
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) {
      stack.push(...current);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const schema = current as Json;
    const options = schema.oneOf as Json[] | undefined;
    if (Array.isArray(options) && !hasRequiredDiscriminator(options)) {
      schema.anyOf = options;
      delete schema.oneOf;
    }
    stack.push(...Object.values(schema));
  }
}

function hasRequiredDiscriminator(options: Json[]): boolean {
  const first = options[0];
  if (!first || typeof first.properties !== 'object') return false;
  return Object.keys(first.properties as Json).some((name) => {
    const values = options.map((option) => {
      const required = Array.isArray(option.required) && option.required.includes(name);
      const property = (option.properties as Json | undefined)?.[name] as Json | undefined;
      const value = property?.const ?? (property?.enum as unknown[] | undefined)?.[0];
      return required && value !== undefined ? JSON.stringify(value) : null;
    });
    return values.every((value) => value !== null) && new Set(values).size === values.length;
  });
}

/** The statuses every operation can answer by how it is reached, beside those it declares. */
function statusesOf(route: { config?: { public?: boolean } }, schema: Json): number[] {
  const statuses: number[] = [];
  if (schema.body || schema.querystring) statuses.push(400);
  if (!route.config?.public) statuses.push(401);
  if (schema.params) statuses.push(404);
  return statuses;
}

const transform: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || (schema as Json).hide) return jsonSchemaTransform(input);
  const own = schema as Json;
  const declared = (own.response ?? {}) as Json;
  const missing = statusesOf(route, own).filter((status) => !(status in declared));
  const documented = {
    ...own,
    operationId: own.operationId ?? operationIdOf(String(route.method), url),
    body: DOCUMENTED_BODIES.get(own.body) ?? own.body,
    response: { ...declared, ...errorResponses(...missing) },
  };
  const result = jsonSchemaTransform({ ...input, schema: documented } as typeof input);
  clarifyOneOf(result.schema);
  return result;
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atelier API',
        version: APP_VERSION,
        description:
          'The ordering portal API. Send `accept-language` for messages in nl, en, en-au, de, fr, pl or lt (default en-au). Errors answer `{detail, code}` or, for validation, `{field: [messages]}` with 400.',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The factories' calls (tag `integration`): a production site's key, not a log-in.
          integrationKey: { type: 'http', scheme: 'bearer', bearerFormat: 'API key' },
          // The retail chains' calls (tag `partner`): a chain's partner key.
          partnerKey: { type: 'http', scheme: 'bearer', bearerFormat: 'API key' },
          // The kiosk's calls (tag `kiosk`): the key a kiosk got when it paired.
          kioskKey: { type: 'http', scheme: 'bearer', bearerFormat: 'API key' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
  });
}

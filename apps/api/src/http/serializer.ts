// Answers are written from their declared zod schema. Where the schema has a plain JSON Schema
// form (objects, arrays, records, primitives, enums, nullable), it is compiled once per route with
// fast-json-stringify, which writes only the declared properties: a column a query reads but the
// contract does not name never reaches the caller, without a zod parse of every answer. Any other
// schema (unions, intersections, transforms, recursion, dates as objects) keeps the zod parse
// before JSON.stringify, which strips the same way.

import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Json = Record<string, unknown>;

/** Keywords fast-json-stringify would resolve at run time or not at all: those keep zod. */
const UNSUPPORTED = new Set([
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  '$ref',
  '$defs',
  'definitions',
  'patternProperties',
  'dependentSchemas',
  'dependencies',
  'prefixItems',
  'unevaluatedProperties',
  'contains',
]);

const isJson = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `schema` made plain for fast-json-stringify, or null when it holds something only zod can
 * write faithfully. Nullable members (`anyOf: [X, {type: 'null'}]`, as zod writes `.nullable()`
 * of an object) become `X` with `nullable: true`; a property zod would leave out when undefined
 * (any value, or one with a default that fast-json-stringify fills in) is not required.
 */
export function plainSchema(schema: unknown): Json | null {
  if (!isJson(schema)) return null;
  let node: Json = { ...schema };
  if (Array.isArray(node.anyOf)) {
    const members = node.anyOf as unknown[];
    const other = members.filter((member) => !(isJson(member) && member.type === 'null'));
    if (members.length !== 2 || other.length !== 1) return null;
    const { anyOf: _, ...rest } = node;
    const inner = plainSchema(other[0]);
    if (!inner) return null;
    return { ...rest, ...inner, nullable: true };
  }
  for (const key of Object.keys(node)) if (UNSUPPORTED.has(key)) return null;
  // `type: [X, 'null']` (zod's nullable primitive) as one type that may be null: the writer's
  // fast path, where a list of types is decided by a check per value.
  if (Array.isArray(node.type) && node.type.length === 2 && node.type.includes('null')) {
    node.type = node.type.find((type) => type !== 'null');
    node.nullable = true;
  }
  const { $schema: _, ...withoutDialect } = node;
  node = withoutDialect;
  if (isJson(node.properties)) {
    const properties: Json = {};
    for (const [name, property] of Object.entries(node.properties)) {
      const plain = plainSchema(property);
      if (!plain) return null;
      properties[name] = plain;
    }
    node.properties = properties;
    if (Array.isArray(node.required)) {
      node.required = (node.required as string[]).filter((name) => {
        const property = properties[name] as Json;
        return Object.keys(property).length > 0 && !('default' in property);
      });
    }
  }
  if (node.type === 'object' && node.additionalProperties === undefined) {
    // zod's own default for a plain object: unknown keys are dropped.
    node.additionalProperties = false;
  }
  if (isJson(node.additionalProperties)) {
    const plain = plainSchema(node.additionalProperties);
    if (!plain) return null;
    node.additionalProperties = plain;
  }
  if (node.propertyNames !== undefined) {
    // Only constrains keys; the writer has nothing to do with it.
    delete node.propertyNames;
  }
  if (Array.isArray(node.items)) {
    const items = (node.items as unknown[]).map(plainSchema);
    if (items.some((item) => item === null)) return null;
    node.items = items;
  } else if (node.items !== undefined) {
    const plain = plainSchema(node.items);
    if (!plain) return null;
    node.items = plain;
  }
  if (isJson(node.additionalItems)) return null;
  return node;
}

/** A writer compiled once from a zod schema, or null when the schema needs zod at run time. */
export function compileFastWriter(schema: z.ZodType): ((data: unknown) => string) | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  const plain = plainSchema(json);
  if (!plain) return null;
  try {
    return fastJson(plain as unknown as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  if (schema instanceof z.core.$ZodType) {
    const writer = compileFastWriter(schema as z.ZodType);
    if (writer) return writer;
  }
  return zodSerializerCompiler(route);
};

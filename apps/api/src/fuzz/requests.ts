// Generated bad requests for every operation of the app's own OpenAPI document. Values follow
// each operation's schemas most of the time and are replaced by odd ones (wrong types, huge and
// negative numbers, NUL, lone surrogates, builtin names, deep nesting) at random places, so the
// requests reach past the first validation into the services.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  contentTypes: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Event streams stay open until the token expires: `inject` would wait for their end. They are
 * tested on a listening server instead (live/live.test.ts).
 */
export const STREAMING_PATHS: readonly string[] = ['/api/live/'];

/** Every operation of the document, with its parameters and its JSON body schema. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (STREAMING_PATHS.includes(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema,
        contentTypes: Object.keys(content),
      });
    }
  }
  return operations;
}

const BUILTIN_NAMES = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__proto__',
  'prototype',
  '__defineGetter__',
];

export const oddStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '..',
    '../../etc/passwd',
    '%00',
    '%',
    '_',
    '\\',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '1e308',
    'null',
    'true',
    '[]',
    '{}',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '\u202e\u0301',
    '😀',
    ...BUILTIN_NAMES,
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'binary-ascii', minLength: 200, maxLength: 2000 }),
);

const oddNumbers: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2147483647,
    2147483648,
    -2147483649,
    9007199254740991,
    -9007199254740991,
    1e308,
    -1,
    0,
    0.5,
    -0.0001,
    1e-300,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** JSON nested `depth` levels deep, built without recursion. */
export function deepJson(depth: number, open = '[', close = ']'): string {
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

function deepValue(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

export const oddValues: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddStrings },
  { weight: 3, arbitrary: oddNumbers },
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(oddStrings, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...BUILTIN_NAMES, 'a', 'x'), oddStrings, { maxKeys: 2 }),
  fc.integer({ min: 20, max: 200 }).map(deepValue),
);

function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return document.components?.schemas?.[name] ?? {};
}

/** A value that mostly follows `schema`, with odd values at random places. */
export function valueFor(
  schema: JsonSchema,
  document: OpenApiDocument,
  level = 0,
): fc.Arbitrary<unknown> {
  const node = resolve(schema, document);
  const odd = level > 6 ? fc.constant(null) : oddValues;
  return fc.oneof(
    { weight: 1, arbitrary: odd },
    { weight: 5, arbitrary: fitting(node, document, level) },
  );
}

function fitting(
  node: JsonSchema,
  document: OpenApiDocument,
  level: number,
): fc.Arbitrary<unknown> {
  const choices = node.anyOf ?? node.oneOf ?? node.allOf;
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => valueFor(choice, document, level + 1)));
  }
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum);
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(node.minimum ?? -1000, -1_000_000),
        max: Math.min(node.maximum ?? 100_000, 1_000_000),
      });
    case 'number':
      return fc.double({ min: node.minimum ?? -1000, max: node.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (node.format === 'date') return fc.constantFrom('2026-01-31', '2026-02-30', '0000-00-00');
      if (node.format === 'email') return fc.constantFrom('a@b.example', 'x@', '@');
      return fc.string({ maxLength: Math.min(node.maxLength ?? 20, 40) });
    case 'array':
      return level > 6 || !node.items
        ? fc.constant([])
        : fc.array(valueFor(node.items, document, level + 1), { maxLength: 3 });
    case 'object':
      return objectFor(node, document, level);
    default:
      return oddValues;
  }
}

function objectFor(
  node: JsonSchema,
  document: OpenApiDocument,
  level: number,
): fc.Arbitrary<unknown> {
  const properties = Object.entries(node.properties ?? {});
  const known = fc.record(
    Object.fromEntries(
      properties.map(([name, property]) => [name, valueFor(property, document, level + 1)]),
    ),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(fc.constantFrom(...BUILTIN_NAMES, 'unknown_field'), oddValues, {
    maxKeys: 2,
  });
  return fc
    .tuple(known, fc.option(extra, { freq: 4 }))
    .map(([fields, more]) => (more ? Object.assign(Object.create(null), fields, more) : fields));
}

export interface Caller {
  name: string;
  headers: Record<string, string>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The operation's path template, for the report. */
  operation: string;
  /** Who sends it (`shop`, `service`, …): a long run renews their access tokens. */
  caller: string;
}

/** Values a path parameter of that name takes when it is not an odd one: real records. */
export type KnownValues = Record<string, (string | number)[]>;

function paramValue(parameter: Parameter, known: KnownValues): fc.Arbitrary<string> {
  const real = known[parameter.name] ?? [];
  const fromSchema = parameter.schema?.enum?.map(String) ?? [];
  const good = [...real.map(String), ...fromSchema];
  const odd = fc.oneof(
    oddStrings,
    oddNumbers.map(String),
    fc.constantFrom('1', '999999', 'x'.repeat(150), '9'.repeat(600)),
  );
  return good.length > 0 ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...good) }, odd) : odd;
}

/** Percent-encodes any string, a lone surrogate as its three WTF-8 bytes (what a sloppy client sends). */
export function encodePart(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

const LANGUAGES = ['nl', 'en', 'en-au', 'de', 'fr', 'pl', 'lt', 'xx', '*', ''];

function bodyFor(operation: Operation, document: OpenApiDocument) {
  const schema = operation.body ?? { type: 'object' };
  const json = valueFor(schema, document).map((value) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value),
  }));
  const raw = fc.oneof(
    fc.integer({ min: 200, max: 20_000 }).map((depth) => deepJson(depth, '{"a":', '}')),
    fc.integer({ min: 200, max: 20_000 }).map((depth) => deepJson(depth)),
    fc.constantFrom(
      '{"username": "a", ',
      '{',
      '',
      'null',
      '"text"',
      '[1,2]',
      '{"__proto__": {"admin": true}}',
      '{"constructor": {"prototype": {"x": 1}}}',
      '{"a": 1, "a": 2}',
      '{"text": "\\u0000"}',
      '{"text": "\\ud800"}',
      '{"n": 1e999}',
    ),
  );
  const rawJson = raw.map((payload) => ({ contentType: 'application/json', payload }));
  const multipart = fc
    .constantFrom(
      '--XX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
      '--XX\r\nContent-Disposition: form-data; name="image"\r\n\r\n\u0000\r\n--XX--',
      '--XX\r\n\r\n--XX--',
      'not multipart at all',
      '--XX\r\nContent-Disposition: form-data; name="article_number"\r\n\r\n\u0000\ud800\r\n--XX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n\r\n--XX--\r\n',
    )
    .map((payload) => ({ contentType: 'multipart/form-data; boundary=XX', payload }));
  const wrongType = fc
    .tuple(
      fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'x/y'),
      fc.constantFrom('a=1', '<a/>', '{"a":1}'),
    )
    .map(([contentType, payload]) => ({ contentType, payload }));
  return fc.oneof(
    { weight: 8, arbitrary: json },
    { weight: 2, arbitrary: rawJson },
    { weight: 1, arbitrary: multipart },
    { weight: 1, arbitrary: wrongType },
  );
}

function queryFor(operation: Operation, known: KnownValues) {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pairs = fc.array(
    fc.oneof(
      ...(declared.length > 0
        ? [
            fc
              .constantFrom(...declared)
              .chain((parameter) =>
                fc.tuple(fc.constant(parameter.name), paramValue(parameter, known)),
              ),
          ]
        : []),
      fc.tuple(fc.constantFrom(...BUILTIN_NAMES, 'page', 'ordering', 'q'), oddStrings),
    ),
    { maxLength: 4 },
  );
  return pairs.map((list) =>
    list.map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`).join('&'),
  );
}

/** A valid request body of an operation (`POST /api/orders/`), with the path values it needs. */
export interface Example {
  params?: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * A valid example with one thing wrong: a field replaced by an odd value, a field left out, or a
 * field named like an object builtin added. Such requests pass the schema's first checks and
 * reach the service, the domain and the database.
 */
function mutated(
  example: Example,
): fc.Arbitrary<{ params: Record<string, string>; body: unknown }> {
  const keys = Object.keys(example.body);
  const edit = fc.oneof(
    fc.tuple(fc.constant('replace'), fc.constantFrom(...keys), oddValues),
    fc.tuple(fc.constant('drop'), fc.constantFrom(...keys), fc.constant(null)),
    fc.tuple(fc.constant('add'), fc.constantFrom(...BUILTIN_NAMES), oddValues),
    fc.tuple(fc.constant('keep'), fc.constant(''), fc.constant(null)),
  );
  return fc.array(edit, { minLength: 1, maxLength: 2 }).map((edits) => {
    const body: Record<string, unknown> = Object.assign(Object.create(null), example.body);
    for (const [kind, key, value] of edits) {
      if (kind === 'drop') delete body[key];
      else if (kind !== 'keep') body[key] = value;
    }
    return { params: example.params ?? {}, body };
  });
}

/** An arbitrary of bad (and some good) requests to one operation. */
export function requestsFor(
  operation: Operation,
  document: OpenApiDocument,
  callers: Caller[],
  known: KnownValues,
  examples: Example[] = [],
): fc.Arbitrary<FuzzRequest> {
  const plain = plainRequestsFor(operation, document, callers, known);
  if (examples.length === 0) return plain;
  const fromExample = fc
    .tuple(plain, fc.constantFrom(...examples).chain(mutated))
    .map(([request, { params, body }]) => {
      let url = operation.path;
      for (const [name, value] of Object.entries(params)) url = url.replace(`{${name}}`, value);
      url = url.replace(/\{(\w+)\}/g, (_whole, name: string) => String(known[name]?.[0] ?? '1'));
      return {
        ...request,
        url,
        headers: { ...request.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      };
    });
  return fc.oneof({ weight: 1, arbitrary: plain }, { weight: 2, arbitrary: fromExample });
}

function plainRequestsFor(
  operation: Operation,
  document: OpenApiDocument,
  callers: Caller[],
  known: KnownValues,
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(...pathParameters.map((parameter) => paramValue(parameter, known)))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) =>
          url.replace(`{${parameter.name}}`, encodePart(values[index] ?? '')),
        operation.path,
      ),
    );
  const withBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
  return fc
    .record({
      path,
      query: queryFor(operation, known),
      caller: fc.constantFrom(...callers),
      language: fc.constantFrom(...LANGUAGES),
      idempotencyKey: fc.option(fc.constantFrom('fuzz-key-0000000001', 'bad key', ''), {
        freq: 3,
      }),
      body: withBody ? bodyFor(operation, document) : fc.constant(undefined),
    })
    .map(({ path: url, query, caller, language, idempotencyKey, body }) => {
      const headers: Record<string, string> = { ...caller.headers, 'accept-language': language };
      if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
      if (body) headers['content-type'] = body.contentType;
      return {
        method: operation.method,
        url: query ? `${url}?${query}` : url,
        headers,
        payload: body?.payload,
        operation: `${operation.method} ${operation.path}`,
        caller: caller.name,
      };
    });
}

import {
  accountSettingsSchema,
  fabricPageSchema,
  orderAnswerSchema,
  orderPageSchema,
  trackPageSchema,
} from '@atelier/domain';
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, login, useTestApp } from '../test/app.js';
import { compileFastWriter, responseSerializerCompiler } from './serializer.js';

const ctx = useTestApp();

/** `value` with an undeclared key added to every object at every depth. */
function withLeaks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withLeaks);
  if (value !== null && typeof value === 'object') {
    return {
      ...Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withLeaks(inner)])),
      password_hash: 'leaked',
    };
  }
  return value;
}

const zodWrite = (schema: z.ZodType, data: unknown) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' })(data);

describe('the response serializer', () => {
  it('writes only declared properties, at every depth, exactly as the zod parse did', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const headers = bearer(access);
    const fabrics = await ctx.app.inject({ url: '/api/atelier-fabrics/?page_size=3', headers });
    const fabric = fabrics.json().results[0].fabric_uuid as string;
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers,
      payload: { commission: 'Serializer' },
    });
    const id = order.json().id as number;
    const article = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/articles/pleatcurtain/`,
      headers,
      payload: { main_fabric: fabric, ...EXAMPLE_CURTAIN },
    });
    expect(article.statusCode).toBe(201);
    const answers: [z.ZodType, string][] = [
      [accountSettingsSchema, '/api/user/settings/'],
      [fabricPageSchema, '/api/atelier-fabrics/?page_size=3'],
      [orderPageSchema, '/api/orders/'],
      [orderAnswerSchema, `/api/orders/${id}/`],
      [trackPageSchema, '/api/track/'],
    ];
    for (const [schema, url] of answers) {
      const response = await ctx.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      // The measured routes all take the compiled path.
      const write = compileFastWriter(schema);
      expect(write, url).not.toBeNull();
      const leaky = withLeaks(response.json());
      const written = write!(leaky);
      expect(written).not.toContain('password_hash');
      expect(JSON.parse(written)).toEqual(response.json());
      // Same answer as the zod parse gave (key order aside, which JSON does not fix).
      expect(JSON.parse(written)).toEqual(JSON.parse(zodWrite(schema, leaky)));
    }
  });

  it('strips undeclared keys of nullable objects, arrays and records, and fills defaults', () => {
    const schema = z.object({
      name: z.string(),
      owner: z.object({ id: z.number().int() }).nullable(),
      lines: z.array(z.object({ qty: z.number() })),
      byLocale: z.record(z.string(), z.object({ title: z.string() })),
      tone: z.string().default('plain'),
      note: z.string().optional(),
    });
    const write = compileFastWriter(schema);
    expect(write).not.toBeNull();
    const leak = { password_hash: 'leaked' };
    const data = {
      name: 'a',
      owner: { id: 1, ...leak },
      lines: [{ qty: 2, ...leak }],
      byLocale: { nl: { title: 't', ...leak } },
      ...leak,
    };
    expect(JSON.parse(write!(data))).toEqual({
      name: 'a',
      owner: { id: 1 },
      lines: [{ qty: 2 }],
      byLocale: { nl: { title: 't' } },
      tone: 'plain',
    });
    expect(JSON.parse(write!(data))).toEqual(JSON.parse(zodWrite(schema, data)));
    expect(JSON.parse(write!({ ...data, owner: null }))).toMatchObject({ owner: null });
  });

  it('keeps the zod parse for what it cannot compile, which strips and checks too', async () => {
    const schema = z.object({
      shape: z.union([
        z.object({ kind: z.literal('a'), a: z.number() }),
        z.object({ b: z.string() }),
      ]),
    });
    expect(compileFastWriter(schema)).toBeNull();
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/', { schema: { response: { 200: schema } } }, () =>
      withLeaks({ shape: { kind: 'a', a: 1 } }),
    );
    app.get('/wrong', { schema: { response: { 200: schema } } }, () => ({ shape: 3 }));
    const answer = await app.inject({ url: '/' });
    expect(answer.json()).toEqual({ shape: { kind: 'a', a: 1 } });
    expect((await app.inject({ url: '/wrong' })).statusCode).toBe(500);
    await app.close();
  });
});

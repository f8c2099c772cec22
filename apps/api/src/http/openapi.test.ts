// The OpenAPI document as strict clients and generators read it: linted with Redocly's
// recommended rules (0 errors), every operation named and its error answers documented.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp();

async function openApi() {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  return response.body;
}

describe('the OpenAPI document', () => {
  it('passes the recommended lint rules with no errors', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The spec's paths end in a slash (api/orders/), as its clients call them.
        'no-path-trailing-slash': 'off',
        // What strict clients and generators need, held as errors rather than warnings.
        'operation-operationId': 'error',
        'operation-operationId-unique': 'error',
        'operation-operationId-url-safe': 'error',
        'no-illogical-composition-keywords': 'error',
        'no-empty-servers': 'error',
      },
    });
    const problems = await lintFromString({
      source: await openApi(),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });
});

describe('the operations', () => {
  it('document the article body as the parameters of each article type', async () => {
    const document = JSON.parse(await openApi());
    const post = document.paths['/api/orders/{orderId}/articles/{articleType}/'].post;
    const body = post.requestBody.content['application/json'].schema;
    const titles = body.anyOf.map((option: { title: string }) => option.title);
    expect(titles).toContain('pleatcurtain');
    expect(titles).toContain('vakoaccessoryparts');
    const pleat = body.anyOf.find((option: { title: string }) => option.title === 'pleatcurtain');
    expect(pleat.properties.pleat_type.enum).toContain('double');
    expect(pleat.required).toEqual(expect.arrayContaining(['width', 'height']));
  });

  it('document a settings update as options a validator can tell apart', async () => {
    const document = JSON.parse(await openApi());
    for (const method of ['put', 'patch']) {
      const body =
        document.paths['/api/user/settings/'][method].requestBody.content['application/json']
          .schema;
      expect(body.oneOf).toBeUndefined();
      expect(body.anyOf).toHaveLength(2);
    }
  });

  it('name every operation and document the error answers it can give', async () => {
    const document = JSON.parse(await openApi());
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const [path, operations] of Object.entries<Record<string, Operation>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
        if (operation.security === undefined)
          expect(statuses, `${method} ${path}`).toContain('401');
        if (path.includes('{')) expect(statuses, `${method} ${path}`).toContain('404');
        if (operation.requestBody) expect(statuses, `${method} ${path}`).toContain('400');
      }
    }
  });
});

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

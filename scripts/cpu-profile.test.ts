// The CPU profile reader of the bench (`bench/cpu-profile.ts`), which names what bounds goal 3's
// CPU per request: where a function's code lives, and self time summed from a profile's samples.
import { describe, expect, it } from 'vitest';
import { placeOf, selfTimes } from '../bench/cpu-profile.js';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });

describe('the CPU profile reader', () => {
  it('places code in its package, the portal folder it belongs to, or Node', () => {
    expect(placeOf('file:///repo/node_modules/drizzle-orm/tracing.js')).toBe('drizzle-orm');
    expect(placeOf('file:///repo/node_modules/@opentelemetry/sdk-trace/build/x.js')).toBe(
      '@opentelemetry/sdk-trace',
    );
    expect(placeOf('file:///repo/node_modules/a/node_modules/pg/lib/client.js')).toBe('pg');
    expect(placeOf('file:///repo/apps/api/src/orders/orders.service.ts')).toBe(
      'apps/api/src/orders',
    );
    expect(placeOf('file:///repo/packages/domain/src/orders/actions.ts')).toBe(
      'packages/domain/src/orders',
    );
    expect(placeOf('node:internal/stream_base_commons')).toBe('node:internal');
    expect(placeOf('')).toBe('(native or idle)');
  });

  it('sums each sample’s time to the function it fell in, costliest first', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', '') },
        { id: 2, callFrame: frame('writev', '') },
        { id: 3, callFrame: frame('toListItem', 'file:///repo/apps/api/src/orders/x.ts') },
      ],
      samples: [2, 3, 2, 1, 3, 3],
      timeDeltas: [100, 200, 300, 50, 400, 1000],
    };
    const byName = selfTimes(profile, (node) => node.callFrame.functionName);
    expect(byName).toEqual([
      ['toListItem', 1.6],
      ['writev', 0.4],
      ['(root)', 0.05],
    ]);
    const byPlace = selfTimes(profile, (node) => placeOf(node.callFrame.url));
    expect(byPlace[0]).toEqual(['apps/api/src/orders', 1.6]);
  });
});

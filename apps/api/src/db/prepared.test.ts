import { describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { statementsPerShape } from './prepared.js';

/** A query of `shape` that records how it was sent. */
function fakeQuery(shape: string, sent: string[], built: string[]) {
  built.push(shape);
  const execute = async () => {
    sent.push(`unnamed ${shape}`);
    return shape;
  };
  return {
    execute,
    prepare: (name: string) => ({
      execute: async () => {
        sent.push(`named ${name}`);
        return shape;
      },
    }),
  };
}

describe('statements per shape', () => {
  it('names each shape once per handle, up to the limit; a shape past it is sent unnamed', async () => {
    const statements = statementsPerShape<() => Promise<string>>(2);
    const [one, other] = [{} as Db, {} as Db];
    const sent: string[] = [];
    const built: string[] = [];
    const call = (db: Db, shape: string) =>
      statements(db, `list_${shape}`, () => fakeQuery(shape, sent, built)).execute();
    for (const shape of ['a', 'b', 'a', 'c', 'b', 'c']) expect(await call(one, shape)).toBe(shape);
    expect(sent).toEqual([
      'named list_a',
      'named list_b',
      'named list_a',
      'unnamed c',
      'named list_b',
      'unnamed c',
    ]);
    // Built once per named shape, on every call past the limit.
    expect(built).toEqual(['a', 'b', 'c', 'c']);
    // Another handle (another database) names its own.
    expect(await call(other, 'c')).toBe('c');
    expect(sent.at(-1)).toBe('named list_c');
  });
});

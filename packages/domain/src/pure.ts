import type { z } from 'zod';

// A module-level value built by a call the web's bundler cannot judge. The bundler drops a value no
// page reads only when building it has no side effect, and it knows that of a chain on `z` (the web
// build's `manualPureFunctions`), not of a chain on a schema held in a variable (`id.nullable()`,
// `orderAnswerSchema.extend({…})`) or of a helper's result. Left to it, such a schema was built on
// every page that loaded its module for one constant or one other schema (decision 114).

/**
 * `build()`, declared free of side effects: where nothing reads the result, the bundler drops the
 * call and everything in it. Only for values whose building changes nothing else.
 */
/*#__NO_SIDE_EFFECTS__*/
export function pure<T>(build: () => T): T {
  return build();
}

/** What a zod schema's constructor offers to make an object into such a schema (zod's own `init`). */
type SchemaConstructor = { init(inst: object, def: unknown): void };
type Internals = {
  def: unknown;
  constr: SchemaConstructor;
  parent?: unknown;
  deferred?: (() => void)[];
};

/**
 * A module-level schema, built when something first reads it (decision 115): parses, extends,
 * names it in another schema as that one is built, or asks for its shape. Until then it is a
 * stand-in that costs nothing to make, so a page that loads a contract for the one answer it reads
 * builds that answer's schema only, and only once the answer has come. Declared free of side
 * effects as `pure()` is: where nothing reads it, the bundler drops it with all it names.
 *
 * On first use the stand-in becomes the schema itself, not a window onto another: zod makes it
 * into a schema of the built one's kind and definition, so what zod keeps of a schema (its
 * closures, the JSON Schema writer's notes, a registry's entries) knows it by one identity.
 */
/*#__NO_SIDE_EFFECTS__*/
export function lazySchema<T extends z.core.$ZodType>(build: () => T): T {
  const target = Object.create(null) as object;
  const traps: ProxyHandler<object> = {};
  const standIn = new Proxy(target, traps);
  let built = false;
  const become = () => {
    if (built) return;
    built = true;
    const schema = build() as unknown as { _zod: Internals };
    // From here on the stand-in is a plain window onto its own object, which zod fills.
    for (const trap of Object.keys(traps)) delete traps[trap as keyof ProxyHandler<object>];
    Object.setPrototypeOf(target, Object.getPrototypeOf(schema));
    const internals = schema._zod;
    internals.constr.init(standIn, internals.def);
    const own = (standIn as unknown as { _zod: Internals })._zod;
    // What zod's constructor does after `init`, and what a copy of a schema remembers.
    for (const settle of own.deferred ?? []) settle();
    own.deferred = undefined;
    if (internals.parent) own.parent = internals.parent;
  };
  const first =
    <K extends keyof ProxyHandler<object>>(trap: K) =>
    (...args: unknown[]) => {
      become();
      return (Reflect[trap as keyof typeof Reflect] as (...a: unknown[]) => unknown)(...args);
    };
  for (const trap of [
    'get',
    'set',
    'has',
    'ownKeys',
    'getOwnPropertyDescriptor',
    'defineProperty',
    'deleteProperty',
    'getPrototypeOf',
    'setPrototypeOf',
    'isExtensible',
    'preventExtensions',
  ] as const) {
    (traps as Record<string, unknown>)[trap] = first(trap);
  }
  return standIn as T;
}

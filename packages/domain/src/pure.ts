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

// What the web build may drop (decisions 112 and 114): building a zod schema has no side effect,
// but the bundler cannot know it of a chain like `z.object({…}).strict()`. Without this, a schema
// no browser code reads (the log-in body, the staff queries) was built on every page all the same.
// A statement whose only effect is a call on `z` (`z.config(…)`) would be dropped: the web has
// none. A chain on a schema held in a variable (`id.nullable()`) is still a call the bundler
// cannot judge: the domain builds such values through `pure()`, and a helper that builds schemas
// carries `/*#__NO_SIDE_EFFECTS__*/` (src/app/tree-shaking.test.ts checks every domain module).
export const treeshake = { manualPureFunctions: ['z'] };

// A route's code that does not arrive (portal §8). Apart from the tracing rules: the browser's
// entry reads this before its first paint, and the rules' patterns come only with the SDK.

/** How long a route's code may take to arrive before it counts as failed (spec: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

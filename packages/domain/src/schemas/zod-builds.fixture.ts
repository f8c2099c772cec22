// For tests: how many zod objects are built while a test watches (each gets its `_zod` internals
// once, as it is built).
import { vi } from 'vitest';

/** Counts the zod objects built from now until `stop()`. */
export function watchZodBuilds(): { built: () => number; stop: () => void } {
  const define = Object.defineProperty;
  let built = 0;
  const spy = vi.spyOn(Object, 'defineProperty').mockImplementation((target, key, descriptor) => {
    if (key === '_zod') built += 1;
    return define(target, key, descriptor);
  });
  return { built: () => built, stop: () => spy.mockRestore() };
}

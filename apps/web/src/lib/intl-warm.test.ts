import { formatterWarmUps } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { warmFormatters } from './intl-warm';

describe("the language's formatters, built while the page waits (warmFormatters)", () => {
  it('builds nothing in the current task, then one formatter per task until all are built', () => {
    const tasks: (() => void)[] = [];
    warmFormatters('lt', (step) => tasks.push(step));
    expect(tasks).toHaveLength(1);

    let ran = 0;
    while (tasks.length > 0) {
      const task = tasks.shift();
      task?.();
      ran += 1;
      // Never more than the one next step is waiting: the steps are not run together.
      expect(tasks.length).toBeLessThanOrEqual(1);
    }
    // Each step in a task of its own, and a last task that finds nothing left.
    expect(ran).toBe(formatterWarmUps('lt').length + 1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_MS, LONG_QUIET_MS, QUIET_MS, whenSettled } from './when-settled';

/** A stand-in for the browser's long-task reports: `longTask()` reports one to every observer. */
function fakeLongTasks() {
  const observers = new Set<() => void>();
  class Observer {
    static supportedEntryTypes = ['longtask'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return {
    longTask: () => {
      for (const callback of observers) callback();
    },
    watching: () => observers.size,
  };
}

describe('work that waits until the page has settled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the main thread has had no long task for a quiet spell', () => {
    const tasks = fakeLongTasks();
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(QUIET_MS - 100);
    tasks.longTask();
    vi.advanceTimersByTime(QUIET_MS - 100);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
    expect(tasks.watching()).toBe(0);
    vi.advanceTimersByTime(LATEST_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after its limit, however busy the page stays', () => {
    const tasks = fakeLongTasks();
    const task = vi.fn();
    whenSettled(task);
    for (let waited = 0; waited < LATEST_MS - 500; waited += 500) {
      vi.advanceTimersByTime(500);
      tasks.longTask();
    }
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to have loaded, and without long-task reports a quiet spell after it', () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(LATEST_MS * 2);
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(QUIET_MS);
    expect(task).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('waits for a longer spell when given one, counted again from each long task, counted again from each long task', () => {
    const tasks = fakeLongTasks();
    const task = vi.fn();
    whenSettled(task, LONG_QUIET_MS);
    vi.advanceTimersByTime(QUIET_MS);
    expect(task).not.toHaveBeenCalled();
    tasks.longTask();
    vi.advanceTimersByTime(LONG_QUIET_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

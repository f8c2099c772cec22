// Work that can wait until a page has settled (error tracing's SDK and its replay recorder): run
// once the page has loaded and the main thread has had no long task (over 50 ms) for a quiet
// spell, so that a phone spends its first seconds drawing the page the dealer asked for, not
// starting the tools that watch it. Browsers that do not report long tasks wait a fixed spell
// after the load; either way the task runs at the latest after LATEST_MS.

/** How long the main thread must have been free of long tasks (by default). */
export const QUIET_MS = 2000;
/**
 * The quiet spell of work that itself blocks the main thread for a long task (the replay
 * recorder's first copy of the page): the five seconds without a long task after which a page
 * counts as interactive.
 */
export const LONG_QUIET_MS = 5000;
/** The latest the task waits after the page's load (or the call), however busy the page stays. */
export const LATEST_MS = 12_000;

function afterLoad(then: () => void) {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** Runs `task` once, when the page has settled: `quietMs` without a long task (see above). */
export function whenSettled(task: () => void, quietMs = QUIET_MS): void {
  afterLoad(() => {
    let done = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const run = () => {
      if (done) return;
      done = true;
      clearTimeout(quiet);
      clearTimeout(latest);
      observer?.disconnect();
      task();
    };
    const latest = setTimeout(run, LATEST_MS);
    const waitQuiet = () => {
      clearTimeout(quiet);
      quiet = setTimeout(run, quietMs);
    };
    if (PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
      observer = new PerformanceObserver(waitQuiet);
      observer.observe({ type: 'longtask' });
    }
    waitQuiet();
  });
}

// Which components React drew in each commit, as its developer tools learn it: a stand-in for
// their global hook, which React's DOM renderer looks for when it loads (so this module is the
// first setup file, before anything imports react-dom). A test counts the draws of a component
// with `countDraws`; a draw is a run of the component's function, a mount or an update.

interface Fiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

/** React's tags of the fibers a component's function runs for (function, class, forwardRef, memo). */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
/** React's flag on a fiber whose function ran in the render being committed. */
const PERFORMED_WORK = 1;

const watchers = new Set<(fiber: Fiber) => void>();

/** Every fiber drawn in the commit of `current`: a new subtree whole, else what did work. */
function eachDrawn(current: Fiber, visit: (fiber: Fiber) => void) {
  const pending: [Fiber, Fiber | null][] = [[current, current.alternate]];
  while (pending.length > 0) {
    const [next, previous] = pending.pop() as [Fiber, Fiber | null];
    if (COMPONENT_TAGS.has(next.tag) && (!previous || next.flags & PERFORMED_WORK)) visit(next);
    // A subtree React did not enter keeps its child: nothing in it was drawn.
    if (previous && next.child === previous.child) continue;
    for (let child = next.child; child; child = child.sibling) {
      pending.push([child, previous ? child.alternate : null]);
    }
  }
}

const hook = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
    if (watchers.size === 0) return;
    eachDrawn(root.current, (fiber) => {
      for (const watch of watchers) watch(fiber);
    });
  },
};
(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;

/**
 * Counts the draws of `component` (a function component, or a `memo` of one) from now on; `stop`
 * ends the count.
 */
export function countDraws(component: unknown): { readonly draws: number; stop(): void } {
  let draws = 0;
  const watch = (fiber: Fiber) => {
    if (fiber.type === component || fiber.elementType === component) draws++;
  };
  watchers.add(watch);
  return {
    get draws() {
      return draws;
    },
    stop: () => watchers.delete(watch),
  };
}

import { useCallback, useRef, useState } from 'react';

interface ActionState<R> {
  pending: boolean;
  error: unknown;
  result: R | undefined;
  done: boolean;
}

/**
 * A call started by the user (submit a form) with its pending/error/done state. The public pages
 * use this instead of TanStack Query, which only the account area loads.
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [state, setState] = useState<ActionState<R>>({
    pending: false,
    error: null,
    result: undefined,
    done: false,
  });
  const latest = useRef(action);
  latest.current = action;
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    setState({ pending: true, error: null, result: undefined, done: false });
    try {
      const result = await latest.current(...args);
      setState({ pending: false, error: null, result, done: true });
      return result;
    } catch (error) {
      setState({ pending: false, error, result: undefined, done: false });
      return undefined;
    }
  }, []);
  return { ...state, run };
}

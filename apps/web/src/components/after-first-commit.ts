// What only needs to be there a moment later, left out of a first commit, which React cannot split.
import { startTransition, useEffect, useState } from 'react';

/** False on the first render, true right after it, in a render of its own (a transition). */
export function useAfterFirstCommit() {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}

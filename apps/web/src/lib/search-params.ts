import { useCallback, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

type SetSearchParams = ReturnType<typeof useSearchParams>[1];

/**
 * `useSearchParams`, whose setter does nothing once the user is on the way to another page.
 *
 * A search box writes its text to the address a moment after the last key. A page behind a
 * lazily loaded route stays on screen while that route loads, so a result clicked within that
 * moment started a navigation that the late write then replaced: the user was pulled back to the
 * list. While a navigation to another path is pending, the list's address no longer matters.
 */
export function useSearchParamsHere(): [URLSearchParams, SetSearchParams] {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  leaving.current =
    navigation.state !== 'idle' &&
    navigation.location !== undefined &&
    navigation.location.pathname !== pathname;
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      if (leaving.current) return;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, set];
}

// A kiosk stands in a shop for the next customer: after `idleSeconds` without a touch or a key it
// clears everything and starts again, and `KIOSK_IDLE_WARNING_SECONDS` before that it asks whether
// anyone is still there (any touch answers yes).
import { KIOSK_IDLE_WARNING_SECONDS } from '@atelier/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export function useIdleReset(idleSeconds: number, onReset: () => void) {
  const [warning, setWarning] = useState(false);
  const reset = useRef(onReset);
  reset.current = onReset;
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const arm = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    setWarning(false);
    const warnAfter = Math.max(0, idleSeconds - KIOSK_IDLE_WARNING_SECONDS);
    timers.current = [
      setTimeout(() => setWarning(true), warnAfter * 1000),
      setTimeout(() => {
        setWarning(false);
        reset.current();
        arm();
      }, idleSeconds * 1000),
    ];
  }, [idleSeconds]);

  useEffect(() => {
    arm();
    for (const type of ACTIVITY) document.addEventListener(type, arm, { passive: true });
    return () => {
      for (const timer of timers.current) clearTimeout(timer);
      for (const type of ACTIVITY) document.removeEventListener(type, arm);
    };
  }, [arm]);

  return { warning, stillHere: arm };
}

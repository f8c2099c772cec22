// A button for an action the API judged: shown only when the answer offers the action, disabled
// with the answer's reason (as a tooltip and for screen readers) when it is refused.
import { Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { ActionAnswer } from '../../api/order-book';

export function ActionButton({
  verdict,
  onClick,
  children,
  ...props
}: ButtonProps & {
  verdict: Pick<ActionAnswer, 'allowed' | 'message'> | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  const reasonId = useId();
  if (!verdict) return null;
  if (verdict.allowed) {
    return (
      <Button {...props} onClick={onClick}>
        {children}
      </Button>
    );
  }
  const button = (
    <Button {...props} disabled aria-describedby={verdict.message ? reasonId : undefined}>
      {children}
    </Button>
  );
  if (!verdict.message) return button;
  return (
    <Reason label={verdict.message}>
      {button}
      <VisuallyHidden id={reasonId}>{verdict.message}</VisuallyHidden>
    </Reason>
  );
}

/**
 * The reason beside a refused action, shown while the pointer is over it (a disabled button takes
 * no focus; screen readers read the reason from the button's description). Mantine's tooltip is
 * made at the first hover: mounted with the page, each one stores its target in state after the
 * first commit and draws itself again in the same task, and an order's card has a dozen refused
 * actions.
 */
function Reason({ label, children }: { label: string; children: ReactNode }) {
  const target = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [made, setMade] = useState(false);
  return (
    <>
      <span
        ref={target}
        onPointerEnter={() => {
          setMade(true);
          setHovered(true);
        }}
        onPointerLeave={() => setHovered(false)}
      >
        {children}
      </span>
      {made ? <Tooltip target={target} label={label} opened={hovered} multiline w={260} /> : null}
    </>
  );
}

// A button for an action the API judged: shown only when the answer offers the action, disabled
// with the answer's reason (as a tooltip and for screen readers) when it is refused.
import { Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
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
  return (
    <Tooltip label={verdict.message ?? ''} disabled={!verdict.message} multiline w={260}>
      <span>
        <Button {...props} disabled aria-describedby={verdict.message ? reasonId : undefined}>
          {children}
        </Button>
        {verdict.message ? <VisuallyHidden id={reasonId}>{verdict.message}</VisuallyHidden> : null}
      </span>
    </Tooltip>
  );
}

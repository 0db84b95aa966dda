import { Button, type ButtonProps } from '@portal/shared-ui/components';
import { Tooltip } from '@portal/shared-ui/form-components';
import { useId } from 'react';

/**
 * An action the spec shows that cannot apply now (issue 31): a disabled button whose reason is its
 * tooltip and its accessible description. A disabled button gets no pointer events, so the tooltip
 * sits on a focusable wrapper.
 */
export function DisabledButton({ reason, children, style, ...button }: ButtonProps & { reason: string }) {
  const id = useId();
  return (
    <Tooltip title={reason}>
      <span tabIndex={0} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <Button {...button} disabled aria-describedby={id} style={{ pointerEvents: 'none', ...style }}>
          {children}
        </Button>
        <span id={id} hidden>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}

import { Tooltip } from '@portal/shared-ui/form-components';
import type { ReactNode } from 'react';

/**
 * An action with the reason it cannot be taken now as its tooltip (none when it can): a disabled
 * button gets no pointer events, so the span around it holds the tooltip.
 */
export function ReasonTooltip({ reason, children }: { reason: string | null; children: ReactNode }) {
  return (
    <Tooltip title={reason}>
      <span style={{ display: 'inline-block' }}>{children}</span>
    </Tooltip>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { CreativeState } from '@portal/shared-contracts/campaign-items';
import { Tag } from '@portal/shared-ui/components';

/**
 * Creative (and landing page) states of spec 000 §4: new is the draft ('Rozpracovaná'), then waiting
 * for approval, returned (disapproved) and approved.
 */
export const CREATIVE_STATE_LABELS: Record<CreativeState, MessageDescriptor> = {
  new: msg`Rozpracovaná`,
  'waiting-for-approval': msg`Čeká na schválení`,
  returned: msg`Vrácená`,
  approved: msg`Schválená`,
};

const COLORS: Record<CreativeState, string> = {
  new: 'default',
  'waiting-for-approval': 'purple',
  returned: 'magenta',
  approved: 'green',
};

export function CreativeStateTag({ state }: { state: CreativeState }) {
  const { i18n } = useLingui();
  return (
    <Tag color={COLORS[state]} data-state={state}>
      {i18n._(CREATIVE_STATE_LABELS[state])}
    </Tag>
  );
}

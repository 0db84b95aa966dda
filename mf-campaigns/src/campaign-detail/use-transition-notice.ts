import { useLingui } from '@lingui/react/macro';
import type { CampaignStateIdentifier } from '@portal/shared-contracts/campaigns';
import { notification } from '@portal/shared-ui/form-components';
import { useCallback } from 'react';
import { CAMPAIGN_STATE_LABELS } from '../common/state-tag';

/**
 * The success message after a campaign transition (send for approval, approve, return to the vendor,
 * a state change): what happened, and the campaign's new state as the server answered it.
 */
export function useTransitionNotice() {
  const { t, i18n } = useLingui();
  return useCallback(
    (title: string, state: { identifier: CampaignStateIdentifier }) => {
      const stateName = i18n._(CAMPAIGN_STATE_LABELS[state.identifier]);
      notification.success({ title, description: t`Kampaň je nyní ve stavu ${stateName}.` });
    },
    [t, i18n],
  );
}

import type { AvailabilityPrefill } from '@portal/shared-contracts/catalogue';
import { matchPath, useLocation, useNavigate } from '@portal/shared-ui/router';
import { useCallback } from 'react';
import { setPrefill } from './prefill-store';

/**
 * What choosing a free cell does (spec: availability modal): store the prefill and go to the
 * product's order page, unless the person is already there or in a campaign (then the form there
 * takes the prefill as it is).
 */
export function useChooseAvailability(): (prefill: AvailabilityPrefill) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (prefill: AvailabilityPrefill) => {
      setPrefill(prefill);
      const productId = String(prefill.productId);
      const inCampaignOrder = matchPath('/campaigns/:campaignId/tools/:selectedProductId', pathname);
      if (inCampaignOrder) {
        if (inCampaignOrder.params.selectedProductId !== productId) {
          navigate(`/campaigns/${inCampaignOrder.params.campaignId}/tools/${productId}`);
        }
        return;
      }
      if (matchPath('/campaigns/:campaignId', pathname)) return;
      const order = matchPath('/tools/:selectedProductId', pathname);
      if (order?.params.selectedProductId === productId) return;
      navigate(`/tools/${productId}`);
    },
    [navigate, pathname],
  );
}

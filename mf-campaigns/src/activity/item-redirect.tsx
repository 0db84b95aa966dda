import { useNavigate, useParams } from '@portal/shared-ui/router';
import { useEffect } from 'react';

/** /campaigns/:campaignId/items/:campaignItemId opens the activity detail (spec 000 §2). */
export default function ItemRedirect() {
  const { campaignId, campaignItemId } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/campaigns/${campaignId}/items/${campaignItemId}/detail`, { replace: true });
  }, [navigate, campaignId, campaignItemId]);
  return null;
}

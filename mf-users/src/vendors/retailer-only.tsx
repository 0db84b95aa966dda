import { useCurrentUser } from '@portal/shared-ui';
import { useNavigate } from '@portal/shared-ui/router';
import { useEffect, type ComponentType } from 'react';
import { isRetailerStaff } from '../common/roles';

/** Leaves for the campaign list, replacing this screen in the history. */
function ToCampaigns() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/campaigns', { replace: true });
  }, [navigate]);
  return null;
}

/**
 * A screen for retailer staff only that sends everyone else to the campaign list instead of the
 * forbidden page (spec 000 §2: vendorList and vendorDetail). An impersonated session is the buyer's:
 * it is sent away too. The screen's code is loaded for retailer staff only.
 */
export function retailerOnly(Screen: ComponentType): ComponentType {
  function RetailerOnly() {
    const user = useCurrentUser();
    if (!user || !isRetailerStaff(user)) return <ToCampaigns />;
    return <Screen />;
  }
  return RetailerOnly;
}

import { useLingui } from '@lingui/react/macro';
import type { UserRole } from '@portal/shared-contracts/core';

/** A role as the screens name it. */
export function useRoleLabel() {
  const { t } = useLingui();
  return (role: UserRole): string => {
    switch (role) {
      case 'administrator':
        return t`administrátor`;
      case 'retailer':
        return t`retailer`;
      case 'salesPerson':
        return t`obchodník`;
      case 'vendor':
        return t`dodavatel`;
      case 'agency':
        return t`agentura`;
      case 'trafficker':
        return t`trafficker`;
    }
  };
}

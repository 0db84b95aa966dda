import type { UserInfo } from '@portal/shared-contracts/core';

/** Spec 000 §6: the company and sales person columns and filters are for retailer and agency. */
export const seesCompanies = (user: UserInfo): boolean => user.isRetailer || user.isAgency;

/** Spec 000 §6: 'My campaigns' is the sales person's filter, and also the vendor's and the agency's. */
export const hasMyCampaigns = (user: UserInfo): boolean =>
  user.isSalesPerson || user.isVendor || user.isAgency;

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserInfo, UserRole } from '@portal/shared-contracts/core';

/** The roles' names (spec 000 §1); cs-CZ-publisher names the retailer and the vendor its own way. */
export const ROLE_LABELS: Record<UserRole, MessageDescriptor> = {
  administrator: msg`Administrátor`,
  retailer: msg`Retailer`,
  salesPerson: msg`Obchodník`,
  vendor: msg`Dodavatel`,
  agency: msg`Agentura`,
  trafficker: msg`Trafficker`,
};

export const roleLabel = (i18n: I18n, role: UserRole | null): string =>
  role === null ? '' : i18n._(ROLE_LABELS[role]);

/** Retailer staff: they invite, deactivate and log in as users; sales persons only edit theirs. */
export const isRetailerStaff = (user: UserInfo): boolean => user.isRetailer;

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DashboardPacing } from '@portal/shared-contracts/dashboards';

type RateType = DashboardPacing['rateType'];

/** The rate types of the spec, named as the campaign screens name them (mf-campaigns rate-type.ts). */
export const RATE_TYPE_LABELS: Record<RateType, MessageDescriptor> = {
  FLAT_RATE: msg`Flat Rate`,
  CPM: msg`CPM`,
  CPC: msg`CPC`,
};

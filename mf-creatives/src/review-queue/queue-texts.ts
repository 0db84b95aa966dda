import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReviewQueueKind } from '@portal/shared-contracts/landing-pages';

/** What each kind of entry is called in the queue. */
export const KIND_LABELS: Record<ReviewQueueKind, MessageDescriptor> = {
  creative: msg`Kreativa`,
  itemZip: msg`ZIP kreativa položky`,
  landingPage: msg`Landing page`,
};

export const KIND_COLORS: Record<ReviewQueueKind, string> = {
  creative: 'geekblue',
  itemZip: 'cyan',
  landingPage: 'gold',
};

/** Fewer days than this before an item starts is urgent (highlighted). */
export const URGENT_DAYS = 3;

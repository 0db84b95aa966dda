import * as v from 'valibot';

/** States of a creative or a landing page: draft, sent to the retailer, returned with a note, approved. */
export const CREATIVE_STATES = ['new', 'waiting-for-approval', 'returned', 'approved'] as const;
export type CreativeState = (typeof CREATIVE_STATES)[number];
export const CreativeStateSchema = v.picklist(CREATIVE_STATES);

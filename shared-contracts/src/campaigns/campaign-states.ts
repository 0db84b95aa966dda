import * as v from 'valibot';
import { IdSchema } from '../common/primitives';

/**
 * Campaign states of design.md §3, by numeric id, with the flags the rules read: the one place they
 * are defined. The database's `campaign_states` holds the ids and identifiers for its foreign keys
 * (an API test keeps them equal). The names are labels, only in the message catalogs: the screens'
 * (by identifier) and the API's (`api/src/i18n/state-names.ts`, for the `name` its answers carry).
 */
// prettier-ignore
export const CAMPAIGN_STATES = [
  { id: 1, identifier: 'in-process', canSendForCheck: true, canEdit: true, canApprove: false },
  { id: 2, identifier: 'sas-check', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 3, identifier: 'user-check', canSendForCheck: false, canEdit: true, canApprove: true },
  { id: 4, identifier: 'approved', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 5, identifier: 'creative-waiting-for-approval', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 6, identifier: 'creative-returned', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 7, identifier: 'prepared', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 8, identifier: 'online', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 9, identifier: 'closed', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 10, identifier: 'paused', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 11, identifier: 'canceled', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 12, identifier: 'reserved', canSendForCheck: false, canEdit: false, canApprove: false },
] as const;

export type CampaignStateIdentifier = (typeof CAMPAIGN_STATES)[number]['identifier'];
/** A campaign state's id, identifier and flags: a row of CAMPAIGN_STATES. */
export type CampaignStateFlags = (typeof CAMPAIGN_STATES)[number];

/** The campaign state of an id (a stored state id is always one of them). */
export function campaignStateById(id: number): CampaignStateFlags {
  const state = CAMPAIGN_STATES.find((candidate) => candidate.id === id);
  if (!state) throw new Error(`unknown campaign state ${id}`);
  return state;
}
export const CAMPAIGN_STATE_IDENTIFIERS = CAMPAIGN_STATES.map((state) => state.identifier) as [
  CampaignStateIdentifier,
  ...CampaignStateIdentifier[],
];

/** Numeric ids by name, for code that moves campaigns between states. */
export const CampaignStateId = {
  InProcess: 1,
  SasCheck: 2,
  UserCheck: 3,
  Approved: 4,
  WaitingForApproval: 5,
  CreativeReturned: 6,
  Prepared: 7,
  Online: 8,
  Closed: 9,
  Paused: 10,
  Canceled: 11,
  Reserved: 12,
} as const;

/**
 * Line-item states: the campaign states with the item's own names for 5 and 6 (its creative waits
 * for approval or was returned), plus `missing` (the start date came without an approved creative).
 * `canSendForCheck`: the item's creative may be sent for approval. `campaign_item_states` holds the
 * ids and identifiers; the names are in the message catalogs, as the campaign states'.
 */
// prettier-ignore
export const CAMPAIGN_ITEM_STATES = [
  { id: 1, identifier: 'in-process', canSendForCheck: false },
  { id: 2, identifier: 'sas-check', canSendForCheck: false },
  { id: 3, identifier: 'user-check', canSendForCheck: false },
  { id: 4, identifier: 'approved', canSendForCheck: true },
  { id: 5, identifier: 'waiting-for-approval', canSendForCheck: false },
  { id: 6, identifier: 'returned', canSendForCheck: true },
  { id: 7, identifier: 'prepared', canSendForCheck: false },
  { id: 8, identifier: 'online', canSendForCheck: false },
  { id: 9, identifier: 'closed', canSendForCheck: false },
  { id: 10, identifier: 'paused', canSendForCheck: false },
  { id: 11, identifier: 'canceled', canSendForCheck: false },
  { id: 12, identifier: 'reserved', canSendForCheck: false },
  { id: 13, identifier: 'missing', canSendForCheck: true },
] as const;

export type CampaignItemStateIdentifier = (typeof CAMPAIGN_ITEM_STATES)[number]['identifier'];
/** An item state's id, identifier and flag: a row of CAMPAIGN_ITEM_STATES. */
export type CampaignItemStateFlags = (typeof CAMPAIGN_ITEM_STATES)[number];

/** The item state of an id (a stored state id is always one of them). */
export function campaignItemStateById(id: number): CampaignItemStateFlags {
  const state = CAMPAIGN_ITEM_STATES.find((candidate) => candidate.id === id);
  if (!state) throw new Error(`unknown campaign item state ${id}`);
  return state;
}
export const CAMPAIGN_ITEM_STATE_IDENTIFIERS = CAMPAIGN_ITEM_STATES.map((state) => state.identifier) as [
  CampaignItemStateIdentifier,
  ...CampaignItemStateIdentifier[],
];

export const CampaignItemStateId = {
  InProcess: 1,
  SasCheck: 2,
  UserCheck: 3,
  Approved: 4,
  WaitingForApproval: 5,
  Returned: 6,
  Prepared: 7,
  Online: 8,
  Closed: 9,
  Paused: 10,
  Canceled: 11,
  Reserved: 12,
  Missing: 13,
} as const;

export const CampaignStateIdentifierSchema = v.picklist(CAMPAIGN_STATE_IDENTIFIERS);

/** A campaign state as answers carry it, with the flags the client's rules read. */
export const CampaignStateSchema = v.object({
  id: IdSchema,
  identifier: CampaignStateIdentifierSchema,
  name: v.string(),
  canSendForCheck: v.boolean(),
  canEdit: v.boolean(),
  canApprove: v.boolean(),
});
export type CampaignState = v.InferOutput<typeof CampaignStateSchema>;

/** A state offered by a filter: id, identifier (the UI's translation key) and server name. */
export const CampaignStateOptionSchema = v.object({
  id: IdSchema,
  identifier: CampaignStateIdentifierSchema,
  name: v.string(),
});
export type CampaignStateOption = v.InferOutput<typeof CampaignStateOptionSchema>;

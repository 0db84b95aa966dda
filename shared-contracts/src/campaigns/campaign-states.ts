import * as v from 'valibot';
import { IdSchema } from '../common/primitives';

/**
 * Campaign states of design.md §3, by numeric id. The database holds the same rows in
 * `campaign_states` (filled by migration 0001; an API test keeps the two equal). Names are Czech;
 * the UI translates by identifier.
 */
// prettier-ignore
export const CAMPAIGN_STATES = [
  { id: 1, identifier: 'in-process', name: 'Rozpracovaná', canSendForCheck: true, canEdit: true, canApprove: false },
  { id: 2, identifier: 'sas-check', name: 'Ke kontrole', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 3, identifier: 'user-check', name: 'Ke schválení klientem', canSendForCheck: false, canEdit: true, canApprove: true },
  { id: 4, identifier: 'approved', name: 'Schválená', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 5, identifier: 'creative-waiting-for-approval', name: 'Kreativa čeká na schválení', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 6, identifier: 'creative-returned', name: 'Kreativa vrácena', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 7, identifier: 'prepared', name: 'Připravená', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 8, identifier: 'online', name: 'Běží', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 9, identifier: 'closed', name: 'Ukončená', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 10, identifier: 'paused', name: 'Pozastavená', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 11, identifier: 'canceled', name: 'Zrušená', canSendForCheck: false, canEdit: false, canApprove: false },
  { id: 12, identifier: 'reserved', name: 'Rezervovaná', canSendForCheck: false, canEdit: false, canApprove: false },
] as const;

export type CampaignStateIdentifier = (typeof CAMPAIGN_STATES)[number]['identifier'];
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
 * `canSendForCheck`: the item's creative may be sent for approval. Mirrored by `campaign_item_states`.
 */
// prettier-ignore
export const CAMPAIGN_ITEM_STATES = [
  { id: 1, identifier: 'in-process', name: 'Rozpracovaná', canSendForCheck: false },
  { id: 2, identifier: 'sas-check', name: 'Ke kontrole', canSendForCheck: false },
  { id: 3, identifier: 'user-check', name: 'Ke schválení klientem', canSendForCheck: false },
  { id: 4, identifier: 'approved', name: 'Schválená', canSendForCheck: true },
  { id: 5, identifier: 'waiting-for-approval', name: 'Čeká na schválení', canSendForCheck: false },
  { id: 6, identifier: 'returned', name: 'Vrácená', canSendForCheck: true },
  { id: 7, identifier: 'prepared', name: 'Připravená', canSendForCheck: false },
  { id: 8, identifier: 'online', name: 'Běží', canSendForCheck: false },
  { id: 9, identifier: 'closed', name: 'Ukončená', canSendForCheck: false },
  { id: 10, identifier: 'paused', name: 'Pozastavená', canSendForCheck: false },
  { id: 11, identifier: 'canceled', name: 'Zrušená', canSendForCheck: false },
  { id: 12, identifier: 'reserved', name: 'Rezervovaná', canSendForCheck: false },
  { id: 13, identifier: 'missing', name: 'Chybí kreativa', canSendForCheck: true },
] as const;

export type CampaignItemStateIdentifier = (typeof CAMPAIGN_ITEM_STATES)[number]['identifier'];
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

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type {
  CampaignItemStateIdentifier,
  CampaignStateIdentifier,
} from '@portal/shared-contracts/campaigns';
import { Tag } from '@portal/shared-ui/components';

/** The states campaigns and items share, by identifier, with one name and one colour for both. */
type SharedState = CampaignStateIdentifier & CampaignItemStateIdentifier;

// The server's names are Czech; the UI translates.
const SHARED_LABELS: Record<SharedState, MessageDescriptor> = {
  'in-process': msg`Rozpracovaná`,
  'sas-check': msg`Ke kontrole`,
  'user-check': msg`Ke schválení klientem`,
  approved: msg`Schválená`,
  prepared: msg`Připravená`,
  online: msg`Běží`,
  closed: msg`Ukončená`,
  paused: msg`Pozastavená`,
  canceled: msg`Zrušená`,
  reserved: msg`Rezervovaná`,
};

const SHARED_COLORS: Record<SharedState, string> = {
  'in-process': 'default',
  'sas-check': 'gold',
  'user-check': 'orange',
  approved: 'blue',
  prepared: 'cyan',
  online: 'green',
  closed: 'default',
  paused: 'volcano',
  canceled: 'red',
  reserved: 'geekblue',
};

/** Campaign state names by identifier. */
export const CAMPAIGN_STATE_LABELS: Record<CampaignStateIdentifier, MessageDescriptor> = {
  ...SHARED_LABELS,
  'creative-waiting-for-approval': msg`Kreativa čeká na schválení`,
  'creative-returned': msg`Kreativa vrácena`,
};

/** Line-item state names by identifier: the campaign's, with the item's own 5, 6 and 13. */
export const ITEM_STATE_LABELS: Record<CampaignItemStateIdentifier, MessageDescriptor> = {
  ...SHARED_LABELS,
  'waiting-for-approval': msg`Čeká na schválení`,
  returned: msg`Vrácená`,
  missing: msg`Chybí kreativa`,
};

const CAMPAIGN_COLORS: Record<CampaignStateIdentifier, string> = {
  ...SHARED_COLORS,
  'creative-waiting-for-approval': 'purple',
  'creative-returned': 'magenta',
};

const ITEM_COLORS: Record<CampaignItemStateIdentifier, string> = {
  ...SHARED_COLORS,
  'waiting-for-approval': 'purple',
  returned: 'magenta',
  missing: 'red',
};

/** Select options of states (filters, the state selector): each state's id and translated name. */
export function stateOptions<I extends string>(
  i18n: I18n,
  labels: Record<I, MessageDescriptor>,
  states: readonly { id: number; identifier: I }[] | undefined,
) {
  return (states ?? []).map((state) => ({ value: state.id, label: i18n._(labels[state.identifier]) }));
}

function StateTag({ label, color }: { label: MessageDescriptor; color: string }) {
  const { i18n } = useLingui();
  return <Tag color={color}>{i18n._(label)}</Tag>;
}

export function CampaignStateTag({ identifier }: { identifier: CampaignStateIdentifier }) {
  return <StateTag label={CAMPAIGN_STATE_LABELS[identifier]} color={CAMPAIGN_COLORS[identifier]} />;
}

export function ItemStateTag({ identifier }: { identifier: CampaignItemStateIdentifier }) {
  return <StateTag label={ITEM_STATE_LABELS[identifier]} color={ITEM_COLORS[identifier]} />;
}

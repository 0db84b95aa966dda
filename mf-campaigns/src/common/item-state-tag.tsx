import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { CampaignItemStateIdentifier } from '@portal/shared-contracts';
import { Tag } from '@portal/shared-ui/components';

/** Line-item state names by identifier (the server's names are Czech; the UI translates). */
export const ITEM_STATE_LABELS: Record<CampaignItemStateIdentifier, MessageDescriptor> = {
  'in-process': msg`Rozpracovaná`,
  'sas-check': msg`Ke kontrole`,
  'user-check': msg`Ke schválení klientem`,
  approved: msg`Schválená`,
  'waiting-for-approval': msg`Čeká na schválení`,
  returned: msg`Vrácená`,
  prepared: msg`Připravená`,
  online: msg`Běží`,
  closed: msg`Ukončená`,
  paused: msg`Pozastavená`,
  canceled: msg`Zrušená`,
  reserved: msg`Rezervovaná`,
  missing: msg`Chybí kreativa`,
};

const COLORS: Record<CampaignItemStateIdentifier, string> = {
  'in-process': 'default',
  'sas-check': 'gold',
  'user-check': 'orange',
  approved: 'blue',
  'waiting-for-approval': 'purple',
  returned: 'magenta',
  prepared: 'cyan',
  online: 'green',
  closed: 'default',
  paused: 'volcano',
  canceled: 'red',
  reserved: 'geekblue',
  missing: 'red',
};

export function ItemStateTag({ identifier }: { identifier: CampaignItemStateIdentifier }) {
  const { i18n } = useLingui();
  return <Tag color={COLORS[identifier]}>{i18n._(ITEM_STATE_LABELS[identifier])}</Tag>;
}

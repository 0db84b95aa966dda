import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { CampaignStateIdentifier } from '@portal/shared-contracts';
import { Tag } from '@portal/shared-ui/components';

export const CAMPAIGN_STATE_LABELS: Record<CampaignStateIdentifier, MessageDescriptor> = {
  'in-process': msg`Rozpracovaná`,
  'sas-check': msg`Ke kontrole`,
  'user-check': msg`Ke schválení klientem`,
  approved: msg`Schválená`,
  'creative-waiting-for-approval': msg`Kreativa čeká na schválení`,
  'creative-returned': msg`Kreativa vrácena`,
  prepared: msg`Připravená`,
  online: msg`Běží`,
  closed: msg`Ukončená`,
  paused: msg`Pozastavená`,
  canceled: msg`Zrušená`,
  reserved: msg`Rezervovaná`,
};

const COLORS: Record<CampaignStateIdentifier, string> = {
  'in-process': 'default',
  'sas-check': 'gold',
  'user-check': 'orange',
  approved: 'blue',
  'creative-waiting-for-approval': 'purple',
  'creative-returned': 'magenta',
  prepared: 'cyan',
  online: 'green',
  closed: 'default',
  paused: 'volcano',
  canceled: 'red',
  reserved: 'geekblue',
};

export function CampaignStateTag({ identifier }: { identifier: CampaignStateIdentifier }) {
  const { i18n } = useLingui();
  return <Tag color={COLORS[identifier]}>{i18n._(CAMPAIGN_STATE_LABELS[identifier])}</Tag>;
}

import { useLingui } from '@lingui/react/macro';
import {
  campaignEditable,
  canChangeCampaignState,
  showsRejectReason,
  type CampaignDetail,
  type RuleViewer,
} from '@portal/shared-contracts/campaign-detail';
import { Alert, Button, Flex, PageTitle, Typography } from '@portal/shared-ui/components';
import { EditOutlined, ExportOutlined, Tooltip } from '@portal/shared-ui/form-components';
import type { ReactNode } from 'react';
import { CampaignStateTag } from '../common/state-tag';
import { StateSelector } from './state-selector';

interface CampaignHeaderProps {
  campaign: CampaignDetail;
  viewer: RuleViewer;
  /** Vendors see the campaign name alone, others the company with it (spec 000 §2, §6). */
  showCompany: boolean;
  onEdit: () => void;
  onStateChanged: () => Promise<void>;
  /** Buttons beside the title (the history). */
  extra?: ReactNode;
}

/**
 * The campaign detail header (spec 000 §2): name (with the company except for vendors), the edit
 * pencil while the campaign is editable, the state (a selector for retailers), the sales person, the
 * rejection reason in in-process and user-check, and for retailers the ad-server links.
 */
export function CampaignHeader({
  campaign,
  viewer,
  showCompany,
  onEdit,
  onStateChanged,
  extra,
}: CampaignHeaderProps) {
  const { t } = useLingui();
  const state = campaign.campaignState;
  const sas = campaign.sasInfo;
  return (
    <header style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Flex align="center" gap={8} wrap>
          <PageTitle id="campaign-detail-title" style={{ margin: 0 }}>
            {showCompany && (
              <Typography.Text type="secondary" style={{ fontSize: 'inherit', fontWeight: 'inherit' }}>
                {campaign.company.name} –{' '}
              </Typography.Text>
            )}
            {campaign.name}
          </PageTitle>
          {campaignEditable(state, viewer) && (
            <Tooltip title={t`Upravit kampaň`}>
              <Button type="text" icon={<EditOutlined />} aria-label={t`Upravit kampaň`} onClick={onEdit} />
            </Tooltip>
          )}
        </Flex>
        {extra}
      </Flex>
      <Flex gap={24} align="center" wrap style={{ marginTop: 12 }}>
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{t`Stav:`}</Typography.Text>
          <span data-testid="campaign-state">
            {canChangeCampaignState(viewer) ? (
              // Keyed by the state: a change read back from the server starts a fresh selection.
              <StateSelector
                key={state.id}
                campaignId={campaign.id}
                current={state}
                onChanged={onStateChanged}
              />
            ) : (
              <CampaignStateTag identifier={state.identifier} />
            )}
          </span>
        </Flex>
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{t`Obchodník:`}</Typography.Text>
          <span data-testid="campaign-sales-person">{campaign.salesPerson?.name ?? '–'}</span>
        </Flex>
        {sas?.proposalURL && (
          <a href={sas.proposalURL} target="_blank" rel="noreferrer">
            <ExportOutlined aria-hidden /> {t`Návrh v ad serveru`}
          </a>
        )}
        {sas?.campaignURL && (
          <a href={sas.campaignURL} target="_blank" rel="noreferrer">
            <ExportOutlined aria-hidden /> {t`Kampaň v ad serveru`}
          </a>
        )}
      </Flex>
      {showsRejectReason(state.id) && campaign.rejectReason && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={t`Důvod vrácení`}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{campaign.rejectReason}</span>}
        />
      )}
    </header>
  );
}

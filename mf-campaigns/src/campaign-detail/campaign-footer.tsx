import { useLingui } from '@lingui/react/macro';
import {
  approveCampaign,
  approveCampaignByRetailer,
  canApproveCampaign,
  canApproveCampaignByRetailer,
  canDeleteCampaign,
  canRejectCampaignToVendor,
  canSendCampaignForCheck,
  requestCampaignCheck,
  type CampaignDetail,
  type RuleViewer,
} from '@portal/shared-contracts/campaign-detail';
import { isApiError } from '@portal/shared-contracts/core';
import { Alert, Button, Flex } from '@portal/shared-ui/components';
import { useNavigate } from '@portal/shared-ui/router';
import { useState } from 'react';
import { useErrorText } from '../common/error-text';

type FooterAction = 'send' | 'approve-by-retailer' | 'approve';

interface CampaignFooterProps {
  campaign: CampaignDetail;
  viewer: RuleViewer;
  onReject: () => void;
  onDelete: () => void;
  /** Reloads the campaign after a transition. */
  onChanged: () => Promise<void>;
}

/**
 * The footer buttons of the campaign detail (spec 000 §2, §4): back to campaigns, reject to vendor,
 * send for approval, approve (retailer), approve and delete, each only when its rule holds
 * (shared-contracts campaign-rules.ts). Failures (001 §8): send for approval and the retailer's
 * approval show the server message; the buyer's approval shows the unexpected error, except a
 * conflict (409), whose message says why, such as the items that already ended.
 */
export function CampaignFooter({ campaign, viewer, onReject, onDelete, onChanged }: CampaignFooterProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<FooterAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: FooterAction) => {
    setBusy(action);
    setError(null);
    try {
      if (action === 'send') await requestCampaignCheck(campaign.id);
      else if (action === 'approve-by-retailer') await approveCampaignByRetailer(campaign.id);
      else await approveCampaign(campaign.id);
      await onChanged();
    } catch (caught) {
      if (action === 'approve' && !(isApiError(caught) && caught.status === 409))
        setError(t`Nastala neočekávaná chyba`);
      else setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  const button = (action: FooterAction, label: string) => (
    <Button
      type="primary"
      loading={busy === action}
      disabled={busy !== null && busy !== action}
      onClick={() => void run(action)}
    >
      {label}
    </Button>
  );

  return (
    <footer style={{ marginTop: 24 }}>
      {error && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setError(null) }}
          title={error}
          style={{ marginBottom: 12 }}
        />
      )}
      <Flex justify="space-between" gap={8} wrap>
        <Button onClick={() => navigate('/campaigns')}>{t`Zpět na kampaně`}</Button>
        <Flex gap={8} wrap>
          {canRejectCampaignToVendor(campaign, viewer) && (
            <Button disabled={busy !== null} onClick={onReject}>
              {t`Vrátit inzerentovi`}
            </Button>
          )}
          {canSendCampaignForCheck(campaign, viewer) && button('send', t`Odeslat ke schválení`)}
          {canApproveCampaignByRetailer(campaign, viewer) &&
            button('approve-by-retailer', t`Schválit (retailer)`)}
          {canApproveCampaign(campaign, viewer) && button('approve', t`Schválit`)}
          {canDeleteCampaign(campaign, viewer) && (
            <Button danger disabled={busy !== null} onClick={onDelete}>
              {t`Smazat kampaň`}
            </Button>
          )}
        </Flex>
      </Flex>
    </footer>
  );
}

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
import { useErrorText } from '@portal/shared-ui';
import { Button, Flex } from '@portal/shared-ui/components';
import { Tooltip, useConfirm } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';
import { useRejectHint } from './reject-dialog';
import { useTransitionNotice } from './use-transition-notice';

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
 * (shared-contracts campaign-rules.ts). The labels say what each does: the buyer's approval (a
 * campaign the retailer changed, user-check) and the retailer's have different names, as a retailer
 * acting for a buyer may see both.
 *
 * Send for approval and both approvals cannot be taken back by the one who does them: each asks
 * first, saying what will happen, and reports the campaign's new state when done. Failures (001 §8)
 * stay in the confirmation: send for approval and the retailer's approval show the server message;
 * the buyer's approval shows the unexpected error, except a conflict (409), whose message says why,
 * such as the items that already ended.
 */
export function CampaignFooter({ campaign, viewer, onReject, onDelete, onChanged }: CampaignFooterProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [confirm, confirmHolder] = useConfirm();
  const notice = useTransitionNotice();
  const rejectHint = useRejectHint();
  const name = campaign.name;

  const transitions: Record<
    FooterAction,
    { label: string; title: string; question: string; okText: string; done: string }
  > = {
    send: {
      label: t`Odeslat ke schválení`,
      title: t`Odeslat kampaň ke schválení?`,
      question: t`Kampaň ${name} bude odeslána retailerovi ke kontrole. Dokud ji retailer neschválí nebo nevrátí k úpravám, nelze ji upravovat.`,
      okText: t`Odeslat`,
      done: t`Kampaň byla odeslána ke kontrole.`,
    },
    'approve-by-retailer': {
      label: t`Schválit kampaň`,
      title: t`Schválit kampaň?`,
      question: t`Kampaň ${name} bude schválena a její položky budou zarezervovány v reklamním systému. Schválení nelze vzít zpět.`,
      okText: t`Schválit`,
      done: t`Kampaň byla schválena.`,
    },
    approve: {
      label: t`Schválit upravenou kampaň`,
      title: t`Schválit upravenou kampaň?`,
      question: t`Potvrdíte kampaň ${name} včetně změn, které provedl retailer, a její položky budou zarezervovány v reklamním systému. Schválení nelze vzít zpět.`,
      okText: t`Schválit`,
      done: t`Kampaň byla schválena.`,
    },
  };

  const call = (action: FooterAction) => {
    if (action === 'send') return requestCampaignCheck(campaign.id);
    if (action === 'approve-by-retailer') return approveCampaignByRetailer(campaign.id);
    return approveCampaign(campaign.id);
  };

  const run = (action: FooterAction) => {
    const transition = transitions[action];
    confirm({
      title: transition.title,
      question: transition.question,
      okText: transition.okText,
      onConfirm: async () => {
        let answer;
        try {
          answer = await call(action);
        } catch (caught) {
          if (action === 'approve' && !(isApiError(caught) && caught.status === 409))
            return t`Nastala neočekávaná chyba`;
          return errorText(caught);
        }
        notice(transition.done, answer.campaignState);
        await onChanged();
        return null;
      },
    });
  };

  const button = (action: FooterAction) => (
    <Button type="primary" onClick={() => run(action)}>
      {transitions[action].label}
    </Button>
  );

  return (
    <footer style={{ marginTop: 24 }}>
      {confirmHolder}
      <Flex justify="space-between" gap={8} wrap>
        <Button onClick={() => navigate('/campaigns')}>{t`Zpět na kampaně`}</Button>
        <Flex gap={8} wrap>
          {canRejectCampaignToVendor(campaign, viewer) && (
            <Tooltip title={rejectHint}>
              <Button onClick={onReject}>{t`Vrátit inzerentovi`}</Button>
            </Tooltip>
          )}
          {canSendCampaignForCheck(campaign, viewer) && button('send')}
          {canApproveCampaignByRetailer(campaign, viewer) && button('approve-by-retailer')}
          {canApproveCampaign(campaign, viewer) && button('approve')}
          {canDeleteCampaign(campaign, viewer) && (
            <Button danger onClick={onDelete}>
              {t`Smazat kampaň`}
            </Button>
          )}
        </Flex>
      </Flex>
    </footer>
  );
}

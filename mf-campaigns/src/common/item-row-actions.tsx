import { useLingui } from '@lingui/react/macro';
import {
  canEditCampaignItem,
  canPauseOrRunItem,
  type RuleCampaign,
  type RuleItem,
  type RuleViewer,
} from '@portal/shared-contracts/campaign-detail';
import { changeCampaignItemOnlinePause } from '@portal/shared-contracts/campaign-items';
import { CampaignItemStateId } from '@portal/shared-contracts/campaigns';
import { Button, DownloadOutlined, Flex } from '@portal/shared-ui/components';
import {
  EditOutlined,
  EyeOutlined,
  notification,
  PauseCircleOutlined,
  PlayCircleOutlined,
  Tooltip,
} from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { useState, type ReactNode } from 'react';

const LINK_STYLE = { display: 'inline-flex', alignItems: 'center', padding: '4px 8px' } as const;

interface ItemRowActionsProps {
  campaignId: number;
  /** The campaign's state and item count, for the edit rule. */
  campaign: RuleCampaign;
  item: RuleItem & { id: number; name: string };
  viewer: RuleViewer;
  /** The ad server's creative ZIP, given to retailer staff and impersonators only (spec 000 §3, §6). */
  zipCreativeURL: string | null;
  /** Show as a button calling this (the campaign detail's dialog); without it, a link to the item's page. */
  onShow?: () => void;
  /** Reads the item again after a pause or run; the pause button spins until it is done. */
  onChanged: () => void | Promise<void>;
  /** Actions after show (the campaign detail's delete). */
  children?: ReactNode;
}

/**
 * An item row's actions (spec 000 §2, the campaign's items and the activities list), each under its
 * rule of shared-contracts campaign-rules.ts: the retailer's ZIP link, pause or run (retailer or
 * impersonator, online or paused items), edit and show. A pause or run says what it did; a failure
 * is ignored (001 §8): the row is read again either way and shows the real state.
 */
export function ItemRowActions({
  campaignId,
  campaign,
  item,
  viewer,
  zipCreativeURL,
  onShow,
  onChanged,
  children,
}: ItemRowActionsProps) {
  const { t } = useLingui();
  const [toggling, setToggling] = useState(false);
  const name = item.name;
  const paused = item.itemState.id === CampaignItemStateId.Paused;
  const base = `/campaigns/${campaignId}/items/${item.id}`;

  const toggle = async () => {
    setToggling(true);
    try {
      const answer = await changeCampaignItemOnlinePause(item.id);
      if (answer.itemState.id === CampaignItemStateId.Paused)
        notification.success({
          title: t`Položka pozastavena`,
          description: t`Položka ${name} je pozastavená.`,
        });
      else
        notification.success({
          title: t`Položka spuštěna`,
          description: t`Položka ${name} znovu běží.`,
        });
    } catch {
      // Spec 001 §8: a pause or run failure is ignored; the row read again shows the real state.
    }
    try {
      await onChanged();
    } finally {
      setToggling(false);
    }
  };

  return (
    <Flex gap={4} align="center" wrap={false}>
      {viewer.retailerLike && zipCreativeURL && (
        <Tooltip title={t`Stáhnout ZIP`}>
          <a
            href={zipCreativeURL}
            download
            style={LINK_STYLE}
            aria-label={t`Stáhnout ZIP kreativy položky ${name}`}
          >
            <DownloadOutlined />
          </a>
        </Tooltip>
      )}
      {canPauseOrRunItem(item, viewer) && (
        <Tooltip title={paused ? t`Spustit` : t`Pozastavit`}>
          <Button
            type="text"
            loading={toggling}
            icon={paused ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
            aria-label={paused ? t`Spustit položku ${name}` : t`Pozastavit položku ${name}`}
            onClick={() => void toggle()}
          />
        </Tooltip>
      )}
      {canEditCampaignItem(campaign, item, viewer) && (
        <Tooltip title={t`Upravit`}>
          <Link to={`${base}/edit`} style={LINK_STYLE} aria-label={t`Upravit položku ${name}`}>
            <EditOutlined />
          </Link>
        </Tooltip>
      )}
      <Tooltip title={t`Zobrazit`}>
        {onShow ? (
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={t`Zobrazit položku ${name}`}
            onClick={onShow}
          />
        ) : (
          <Link to={`${base}/detail`} style={LINK_STYLE} aria-label={t`Zobrazit položku ${name}`}>
            <EyeOutlined />
          </Link>
        )}
      </Tooltip>
      {children}
    </Flex>
  );
}

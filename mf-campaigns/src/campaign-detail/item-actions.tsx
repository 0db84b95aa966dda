import { useLingui } from '@lingui/react/macro';
import {
  canDeleteCampaignItem,
  canEditCampaignItem,
  canPauseOrRunItem,
  CampaignItemStateId,
  changeCampaignItemOnlinePause,
  type CampaignDetail,
  type CampaignItem,
  type RuleViewer,
} from '@portal/shared-contracts';
import { Button, Flex } from '@portal/shared-ui/components';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  Tooltip,
} from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { useState } from 'react';

const LINK_BUTTON_STYLE = { display: 'inline-flex', alignItems: 'center', padding: '4px 8px' } as const;

interface ItemActionsProps {
  campaign: CampaignDetail;
  item: CampaignItem;
  viewer: RuleViewer;
  onShow: (item: CampaignItem) => void;
  onDelete: (item: CampaignItem) => void;
  /** Reloads the campaign after a pause or run. */
  onChanged: () => Promise<void>;
}

/**
 * A row's actions (spec 000 §2): the retailer's zip download, pause or run, edit, show and delete,
 * each only under its rule (shared-contracts campaign-rules.ts). Pause and run failures are ignored
 * (001 §8); the row is read again either way.
 */
export function ItemActions({ campaign, item, viewer, onShow, onDelete, onChanged }: ItemActionsProps) {
  const { t } = useLingui();
  const [toggling, setToggling] = useState(false);
  const name = item.name;
  const paused = item.itemState.id === CampaignItemStateId.Paused;

  const toggle = async () => {
    setToggling(true);
    try {
      await changeCampaignItemOnlinePause(item.id);
    } catch {
      // Spec 001 §8: a pause or run failure is ignored; the reload shows the real state.
    }
    try {
      await onChanged();
    } finally {
      setToggling(false);
    }
  };

  return (
    <Flex gap={4} align="center" wrap={false}>
      {item.sasInfo.zipCreativeURL && (
        <Tooltip title={t`Stáhnout ZIP`}>
          <a
            href={item.sasInfo.zipCreativeURL}
            download
            style={LINK_BUTTON_STYLE}
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
          <Link
            to={`/campaigns/${campaign.id}/items/${item.id}/edit`}
            style={LINK_BUTTON_STYLE}
            aria-label={t`Upravit položku ${name}`}
          >
            <EditOutlined />
          </Link>
        </Tooltip>
      )}
      <Tooltip title={t`Zobrazit`}>
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={t`Zobrazit položku ${name}`}
          onClick={() => onShow(item)}
        />
      </Tooltip>
      {canDeleteCampaignItem(campaign, item, viewer) && (
        <Tooltip title={t`Smazat`}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t`Smazat položku ${name}`}
            onClick={() => onDelete(item)}
          />
        </Tooltip>
      )}
    </Flex>
  );
}

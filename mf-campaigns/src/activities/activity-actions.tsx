import { useLingui } from '@lingui/react/macro';
import {
  canEditCampaignItem,
  canPauseOrRunItem,
  CampaignItemStateId,
  changeCampaignItemOnlinePause,
  type CampaignItemListRow,
  type RuleViewer,
} from '@portal/shared-contracts';
import { Button, Flex } from '@portal/shared-ui/components';
import {
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  Tooltip,
} from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { useState } from 'react';

const LINK_STYLE = { display: 'inline-flex', alignItems: 'center', padding: '4px 8px' } as const;

interface Props {
  row: CampaignItemListRow;
  viewer: RuleViewer;
  /** Reads the list again (after a pause or run). */
  onChanged: () => void;
}

/**
 * A row's actions (spec 000 §2 "Activities list"), each under its rule of campaign-rules.ts: the
 * retailer's ZIP link, pause or run (retailer or impersonator, online or paused items; a failure is
 * ignored, spec 001 §8, and the list is read again either way), edit and show.
 */
export function ActivityActions({ row, viewer, onChanged }: Props) {
  const { t } = useLingui();
  const [toggling, setToggling] = useState(false);
  const name = row.name;
  const paused = row.itemState.id === CampaignItemStateId.Paused;
  const base = `/campaigns/${row.campaignId}/items/${row.id}`;

  const toggle = async () => {
    setToggling(true);
    try {
      await changeCampaignItemOnlinePause(row.id);
    } catch {
      // Spec 001 §8: pause or run failures are ignored; the list read again shows the real state.
    } finally {
      setToggling(false);
      onChanged();
    }
  };

  return (
    <Flex gap={4} align="center" wrap={false}>
      {row.zipCreativeURL && (
        <Tooltip title={t`Stáhnout ZIP`}>
          <a
            href={row.zipCreativeURL}
            download
            style={LINK_STYLE}
            aria-label={t`Stáhnout ZIP kreativy položky ${name}`}
          >
            <DownloadOutlined />
          </a>
        </Tooltip>
      )}
      {canPauseOrRunItem(row, viewer) && (
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
      {canEditCampaignItem({ campaignState: row.campaignState, campaignItemsCount: 1 }, row, viewer) && (
        <Tooltip title={t`Upravit`}>
          <Link to={`${base}/edit`} style={LINK_STYLE} aria-label={t`Upravit položku ${name}`}>
            <EditOutlined />
          </Link>
        </Tooltip>
      )}
      <Tooltip title={t`Zobrazit`}>
        <Link to={`${base}/detail`} style={LINK_STYLE} aria-label={t`Zobrazit položku ${name}`}>
          <EyeOutlined />
        </Link>
      </Tooltip>
    </Flex>
  );
}

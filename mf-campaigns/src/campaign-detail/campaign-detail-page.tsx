import { useLingui } from '@lingui/react/macro';
import { canAddCampaignItem, type CampaignDetail } from '@portal/shared-contracts/campaign-detail';
import type { UserInfo } from '@portal/shared-contracts/core';
import { parseRouteId, useCurrentUser } from '@portal/shared-ui';
import {
  Button,
  Flex,
  LoadError,
  LoadingPanel,
  PlusOutlined,
  SectionTitle,
  StatusPanel,
} from '@portal/shared-ui/components';
import { Breadcrumb, HistoryOutlined, useConfirmDelete } from '@portal/shared-ui/form-components';
import { Link, useNavigate, useParams } from '@portal/shared-ui/router';
import { useState } from 'react';
import { useMetricsDisplay } from '../common/performance-metrics';
import { ruleViewer } from '@portal/shared-ui';
import { CampaignFooter } from './campaign-footer';
import { CampaignHeader } from './campaign-header';
import { CampaignHistoryDrawer } from './campaign-history';
import { CreativeDialogs, type CreativeDialog } from './creative-dialogs';
import { EditCampaignDialog } from './edit-campaign-dialog';
import { ItemDetailDialog } from './item-detail-dialog';
import { ItemTable } from './item-table';
import { PerformancePanel } from './performance-panel';
import { ProductSelectionDialog } from './product-selection-dialog';
import { RejectDialog } from './reject-dialog';
import { useCampaign, useReloadCampaign } from './use-campaign-detail';
import { useDeleteCampaign } from './use-delete-campaign';
import { useDeleteItem } from './use-delete-item';

type Dialog = 'edit' | 'reject' | 'products' | 'history';

/**
 * The campaign detail at /campaigns/:campaignId (and .../items/:campaignItemId/media, which shows the
 * same view): spec 000 §2 "Campaign detail", the rules of §4 and 001 §5.
 */
export default function CampaignDetailPage() {
  const params = useParams();
  const user = useCurrentUser()!;
  const campaignId = parseRouteId(params.campaignId);
  if (campaignId === null) return <CampaignNotFound user={user} />;
  // Keyed by the id: another campaign starts with closed dialogs and fresh state.
  // .../items/{itemId}/media opens the retailer's review of that item's creative over the detail.
  const mediaItemId = parseRouteId(params.campaignItemId);
  return (
    <CampaignDetailScreen key={campaignId} campaignId={campaignId} user={user} mediaItemId={mediaItemId} />
  );
}

/**
 * Back to the campaign list (spec 000 §2): the list, the company (retailer and agency) and the
 * campaign.
 */
function CampaignBreadcrumb({
  retailer,
  companyName,
  campaignName,
}: {
  /** The list is 'campaign management' for a retailer, 'my campaigns' otherwise (like the menu). */
  retailer: boolean;
  companyName?: string | null;
  campaignName?: string | null;
}) {
  const { t } = useLingui();
  return (
    <Breadcrumb
      aria-label={t`Drobečková navigace`}
      style={{ marginBottom: 8 }}
      items={[
        {
          key: 'campaigns',
          title: <Link to="/campaigns">{retailer ? t`Správa kampaní` : t`Moje kampaně`}</Link>,
        },
        ...(companyName ? [{ key: 'company', title: companyName }] : []),
        ...(campaignName ? [{ key: 'campaign', title: campaignName, 'aria-current': 'page' as const }] : []),
      ]}
    />
  );
}

/** Spec 001 §8: a campaign fetch answered 404 shows the campaign-not-found slate. */
function CampaignNotFound({ user }: { user: UserInfo }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="campaign-detail-title">
      <CampaignBreadcrumb retailer={user.isRetailer} />
      <StatusPanel
        code={404}
        title={<span id="campaign-detail-title">{t`Kampaň nebyla nalezena`}</span>}
        text={t`Kampaň neexistuje, byla smazána, nebo k ní nemáte přístup.`}
        action={<Link to="/campaigns">{t`Zpět na kampaně`}</Link>}
      />
    </section>
  );
}

function CampaignDetailScreen({
  campaignId,
  user,
  mediaItemId,
}: {
  campaignId: number;
  user: UserInfo;
  mediaItemId: number | null;
}) {
  const { t } = useLingui();
  const campaign = useCampaign(campaignId);
  const { data: display } = useMetricsDisplay();
  const reload = useReloadCampaign(campaignId);

  if (campaign.notFound) return <CampaignNotFound user={user} />;
  if (!campaign.data) {
    return (
      <section aria-label={t`Detail kampaně`} aria-busy={!campaign.error}>
        <CampaignBreadcrumb retailer={user.isRetailer} />
        {campaign.error ? (
          <LoadError
            title={t`Kampaň se nepodařilo načíst.`}
            error={campaign.error}
            onRetry={() => void campaign.mutate()}
          />
        ) : (
          <LoadingPanel text={t`Načítání kampaně…`} width={160} />
        )}
      </section>
    );
  }
  return (
    <CampaignView
      campaign={campaign.data}
      user={user}
      mediaItemId={mediaItemId}
      display={display}
      reload={reload}
      onSaved={(saved) => {
        void campaign.mutate(saved, { revalidate: false });
        void reload();
      }}
    />
  );
}

function CampaignView({
  campaign,
  user,
  mediaItemId,
  display,
  reload,
  onSaved,
}: {
  campaign: CampaignDetail;
  user: UserInfo;
  mediaItemId: number | null;
  display: ReturnType<typeof useMetricsDisplay>['data'];
  reload: () => Promise<void>;
  onSaved: (campaign: CampaignDetail) => void;
}) {
  const { t } = useLingui();
  const viewer = ruleViewer(user);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The shown item by id: after a reload the dialog shows the item as read again.
  const [shownItemId, setShownItemId] = useState<number | null>(null);
  const shownItem = campaign.campaignItems.find((item) => item.id === shownItemId) ?? null;
  const [confirmDelete, confirmHolder] = useConfirmDelete();
  const confirmDeleteCampaign = useDeleteCampaign(campaign, confirmDelete);
  const confirmDeleteItem = useDeleteItem(reload, confirmDelete);
  const close = () => setDialog(null);
  const navigate = useNavigate();
  // The fill dialog is local state; the review has an address of its own (shareable, reloadable).
  const [creativeDialog, setCreativeDialog] = useState<CreativeDialog | null>(null);
  const shownCreativeDialog: CreativeDialog | null =
    creativeDialog ?? (mediaItemId !== null ? { kind: 'media', itemId: mediaItemId } : null);
  const openCreativeDialog = (next: CreativeDialog) => {
    if (next.kind === 'media') void navigate(`/campaigns/${campaign.id}/items/${next.itemId}/media`);
    else setCreativeDialog(next);
  };
  const closeCreativeDialog = (changed: boolean) => {
    if (creativeDialog) setCreativeDialog(null);
    else void navigate(`/campaigns/${campaign.id}`);
    if (changed) void reload();
  };
  const addItem = canAddCampaignItem(campaign, viewer) ? () => setDialog('products') : null;
  // Spec 000 §2: retailer and agency see the company in the breadcrumb; everyone but a vendor in the title.
  const breadcrumbCompany = user.isRetailer || user.isAgency ? campaign.company.name : null;

  return (
    <section aria-labelledby="campaign-detail-title">
      <CampaignBreadcrumb
        retailer={user.isRetailer}
        companyName={breadcrumbCompany}
        campaignName={campaign.name}
      />
      <CampaignHeader
        campaign={campaign}
        viewer={viewer}
        showCompany={!user.isVendor}
        onEdit={() => setDialog('edit')}
        onStateChanged={reload}
        extra={
          <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setDialog('history')}>
            {t`Historie`}
          </Button>
        }
      />
      <PerformancePanel campaign={campaign} display={display} />
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <SectionTitle level={2} size={3} style={{ margin: 0 }}>
          {t`Položky kampaně`}
        </SectionTitle>
        {addItem && (
          <Button type="primary" icon={<PlusOutlined />} onClick={addItem}>
            {t`Přidat položku`}
          </Button>
        )}
      </Flex>
      <ItemTable
        campaign={campaign}
        viewer={viewer}
        display={display}
        onAddItem={addItem}
        onShow={(item) => setShownItemId(item.id)}
        onDelete={confirmDeleteItem}
        onCreative={openCreativeDialog}
        onChanged={reload}
      />
      <CampaignFooter
        campaign={campaign}
        viewer={viewer}
        onReject={() => setDialog('reject')}
        onDelete={confirmDeleteCampaign}
        onChanged={reload}
      />

      <ProductSelectionDialog campaignId={campaign.id} open={dialog === 'products'} onClose={close} />
      <EditCampaignDialog
        campaign={campaign}
        open={dialog === 'edit'}
        picksSalesPerson={viewer.retailer}
        onClose={close}
        onSaved={(saved) => {
          close();
          onSaved(saved);
        }}
      />
      <RejectDialog campaignId={campaign.id} open={dialog === 'reject'} onClose={close} onRejected={reload} />
      {confirmHolder}
      <ItemDetailDialog
        campaign={campaign}
        item={shownItem}
        onClose={() => {
          setShownItemId(null);
          void reload();
        }}
      />
      <CampaignHistoryDrawer campaignId={campaign.id} open={dialog === 'history'} onClose={close} />
      <CreativeDialogs campaignId={campaign.id} dialog={shownCreativeDialog} onClose={closeCreativeDialog} />
    </section>
  );
}

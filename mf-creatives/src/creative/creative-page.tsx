import { useLingui } from '@lingui/react/macro';
import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { isApiError } from '@portal/shared-contracts/core';
import { queueReviewPath } from '@portal/shared-contracts/landing-pages';
import { parseRouteId, useCurrentUser } from '@portal/shared-ui';
import { LoadError, LoadingPanel, PageTitle, StatusPanel } from '@portal/shared-ui/components';
import { Link, useNavigate, useParams, useSearchParams } from '@portal/shared-ui/router';
import { useEffect } from 'react';
import { ruleViewer } from '@portal/shared-ui';
import { useItemDetail, useRefreshItem } from '../common/use-item';
import { QueueBar } from '../review-queue/queue-bar';
import { QUEUE_PARAM } from '../review-queue/queue-link';
import { useQueueReview } from '../review-queue/use-queue-review';
import { CreativeBreadcrumb } from './creative-breadcrumb';
import { CreativeEditor } from './creative-editor';
import { CreativePreview } from './creative-preview';
import { CreativeSearch } from './creative-search';
import { hasItemCreative, resolveView, VIEW_PARAM, type CreativeView } from './view-state';

/** Spec §8 "item fetch 404": the not-found panel, with the way back to the campaign. */
function ItemNotFound({ campaignId }: { campaignId: number | null }) {
  const { t } = useLingui();
  return (
    <StatusPanel
      code="404"
      tone="warning"
      title={t`Aktivita nebyla nalezena`}
      text={t`Stránku, kterou hledáte, nemůžeme najít.`}
      action={
        <Link to={campaignId ? `/campaigns/${campaignId}` : '/campaigns'}>
          {campaignId ? t`Zpět na kampaň` : t`Zpět na kampaně`}
        </Link>
      }
    />
  );
}

/**
 * Spec 000 §2: entering the preview of a native-format product goes back to the campaign detail;
 * opened from the review queue (an older link), to the queue's own review of it instead, so the
 * reviewer is never left without a decision to take.
 */
function NativeRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/**
 * The activity creative page at /campaigns/:campaignId/items/:campaignItemId/creative (spec 000 §2):
 * search, new, edit and preview, the view kept in the address (?view=) so that a reload or a shared
 * link shows the same; without one, preview when the item has a creative or an uploaded zip, else
 * search (resolveView).
 */
export default function CreativePage() {
  const { t } = useLingui();
  const params = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useCurrentUser()!;
  const refresh = useRefreshItem();
  const campaignId = parseRouteId(params.campaignId);
  const itemId = parseRouteId(params.campaignItemId);
  const valid = campaignId !== null && itemId !== null;
  const answer = useItemDetail(valid ? itemId : null);
  const queue = useQueueReview();
  const notFound =
    !valid ||
    (isApiError(answer.error) && answer.error.status === 404) ||
    (answer.data !== undefined && answer.data.item.campaignId !== campaignId);

  if (notFound) return <ItemNotFound campaignId={campaignId} />;
  if (answer.error && !answer.data)
    return (
      <LoadError
        title={t`Aktivitu se nepodařilo načíst.`}
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
    );
  if (!answer.data) return <LoadingPanel />;

  const detail = answer.data;
  const { item, campaign } = detail;
  const viewer = ruleViewer(user);
  const view = resolveView(searchParams.get(VIEW_PARAM), item, viewer);
  // What the review queue calls this page's entry: the item's creative, else the item's zip.
  const queueEntry = item.creative
    ? { kind: 'creative' as const, id: item.creative.id }
    : { kind: 'itemZip' as const, id: item.id };
  if (view === 'preview' && item.product.nativeFormat) {
    const queueParam = queue && viewer.retailer ? searchParams.get(QUEUE_PARAM) : null;
    return (
      <NativeRedirect
        to={
          queueParam === null
            ? `/campaigns/${campaign.id}`
            : `${queueReviewPath(queueEntry)}?${new URLSearchParams({ [QUEUE_PARAM]: queueParam }).toString()}`
        }
      />
    );
  }

  const go = (next: CreativeView) => setSearchParams({ [VIEW_PARAM]: next });
  const afterItemChange = async (next: CampaignItemDetail) => {
    await refresh(item.id, { detail: next });
  };
  const itemName = item.name;
  return (
    <article aria-labelledby="creative-page-title" style={{ maxWidth: 1080 }}>
      <CreativeBreadcrumb detail={detail} />
      <PageTitle id="creative-page-title" style={{ marginTop: 8 }}>
        {t`Kreativa aktivity ${itemName}`}
      </PageTitle>
      {queue && view === 'preview' && <QueueBar review={queue} entry={queueEntry} />}
      {view === 'search' && (
        <CreativeSearch
          detail={detail}
          onPicked={async (next) => {
            await afterItemChange(next);
            go('preview');
          }}
          onCreateNew={() => go('new')}
          onBack={hasItemCreative(item) ? () => go('preview') : undefined}
        />
      )}
      {(view === 'new' || view === 'edit') && (
        <CreativeEditor
          key={view}
          detail={detail}
          mode={view}
          onSaved={(creative) => {
            void refresh(item.id, { creative }).finally(() => go('preview'));
          }}
          onCancel={() => go(hasItemCreative(item) ? 'preview' : 'search')}
          onZipUploaded={(next) => void afterItemChange(next)}
        />
      )}
      {view === 'preview' && (
        <CreativePreview
          detail={detail}
          viewer={viewer}
          onBack={() => void navigate(`/campaigns/${campaign.id}`)}
          onChange={() => go('search')}
          onEdit={() => go('edit')}
          onFill={() => go('new')}
          onRefresh={() => refresh(item.id)}
          onReviewed={queue ? () => queue.next(queueEntry) : undefined}
        />
      )}
    </article>
  );
}

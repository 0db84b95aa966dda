import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { isApiError } from '@portal/shared-contracts/core';
import type { Creative } from '@portal/shared-contracts/creatives';
import type { ReviewQueueRef } from '@portal/shared-contracts/landing-pages';
import { parseRouteId, useCurrentUser } from '@portal/shared-ui';
import {
  Alert,
  Button,
  DownloadOutlined,
  Flex,
  LoadError,
  LoadingPanel,
  PageTitle,
  SectionTitle,
  StatusPanel,
  Typography,
} from '@portal/shared-ui/components';
import { Breadcrumb } from '@portal/shared-ui/form-components';
import { Link, useNavigate, useParams } from '@portal/shared-ui/router';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { CreativeStateTag } from '../common/creative-state-tag';
import { ruleViewer } from '@portal/shared-ui';
import { creativeKey } from '../common/item-request';
import { useCreative, useItemDetail, useRefreshItem } from '../common/use-item';
import { ApprovalForm } from '../creative/approval-form';
import { ChangesPanel } from '../creative/changes-panel';
import { CreativeContent } from '../creative/creative-content';
import { MissingFields } from '../creative/missing-fields';
import { QueueBar } from './queue-bar';
import { ReviewedItem, ReviewedItemDetails } from './reviewed-item';
import { useQueueReview } from './use-queue-review';

/** Items of a creative shown with their details; more are counted. */
const ITEMS_SHOWN = 10;

function ReviewNotFound({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <StatusPanel
      code="404"
      tone="warning"
      title={title}
      text={t`Stránku, kterou hledáte, nemůžeme najít.`}
      action={<Link to="/review-queue">{t`Zpět do fronty`}</Link>}
    />
  );
}

/** A native format has no creative preview (spec 000 §2): what the retailer judges instead. */
function NativeNote() {
  const { t } = useLingui();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t`Nativní formát nemá náhled kreativy.`}
      description={t`Reklamu sestaví e-shop z propagovaných produktů. Zkontrolujte produkty, jejich SKU a cíl položky.`}
    />
  );
}

/** The layout of a review: the way back, the title with the state, the queue bar, then the parts. */
function ReviewLayout({
  title,
  state,
  entry,
  children,
}: {
  title: string;
  state?: ReactNode;
  entry: ReviewQueueRef;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queue = useQueueReview();
  const listLink = queue?.listLink ?? '/review-queue';
  return (
    <article aria-labelledby="queue-review-title" style={{ maxWidth: 1080 }}>
      <Breadcrumb
        aria-label={t`Drobečková navigace`}
        style={{ marginBottom: 8 }}
        items={[
          { key: 'queue', title: <Link to={listLink}>{t`Ke schválení`}</Link> },
          { key: 'entry', title, 'aria-current': 'page' },
        ]}
      />
      <Flex align="center" gap={12} wrap style={{ marginTop: 8, marginBottom: 16 }}>
        <PageTitle id="queue-review-title" style={{ margin: 0 }}>
          {title}
        </PageTitle>
        {state}
      </Flex>
      {queue && <QueueBar review={queue} entry={entry} />}
      {children}
      <Flex gap={8} wrap style={{ marginTop: 24 }}>
        <Button onClick={() => void navigate(listLink)}>{t`Zpět do fronty`}</Button>
      </Flex>
    </article>
  );
}

/** What the buyer sent as the creative: its reason while returned, what is missing, what changed, its parts. */
function SentCreative({ creative }: { creative: Creative }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Co inzerent poslal`}>
      {creative.creativeState === 'returned' && creative.notes && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t`Kreativa byla vrácena k úpravě`}
          description={
            <>
              <Typography.Text strong>{t`Důvod vrácení:`}</Typography.Text> {creative.notes}
            </>
          }
        />
      )}
      <MissingFields names={creative.missingFields} zipUploaded={false} />
      {creative.creativeState === 'waiting-for-approval' && <ChangesPanel creative={creative} />}
      <CreativeContent fieldValues={creative.fieldValues} productId={creative.product.id} />
    </section>
  );
}

/**
 * A creative reviewed in the queue itself (/review-queue/creatives/:creativeId): a native-format
 * item's creative, which has no preview, or a creative no item shows. What the buyer sent (the
 * promoted products by SKU and name, the other parts), the items it is for with their promoted
 * product and target, and the approval form; from the queue, the queue bar and on to the next entry.
 */
function CreativeReview({ creativeId }: { creativeId: number }) {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const { mutate } = useSWRConfig();
  const refresh = useRefreshItem();
  const queue = useQueueReview();
  const answer = useCreative(creativeId);
  const entry: ReviewQueueRef = { kind: 'creative', id: creativeId };
  if (isApiError(answer.error) && answer.error.status === 404)
    return <ReviewNotFound title={t`Kreativa nebyla nalezena`} />;
  if (answer.error && !answer.data)
    return (
      <LoadError
        title={t`Kreativu se nepodařilo načíst.`}
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
    );
  if (!answer.data) return <LoadingPanel />;
  const creative = answer.data;
  const name = creative.name;
  const items = creative.campaignItems;
  const more = items.length - ITEMS_SHOWN;
  return (
    <ReviewLayout
      title={
        creative.product.nativeFormat ? t`Kontrola nativní kreativy ${name}` : t`Kontrola kreativy ${name}`
      }
      state={<CreativeStateTag state={creative.creativeState} />}
      entry={entry}
    >
      {creative.product.nativeFormat && <NativeNote />}
      <SentCreative creative={creative} />
      <section aria-label={t`Položky s kreativou`} style={{ marginTop: 24 }}>
        <SectionTitle level={2} size={4}>{t`Položky s kreativou`}</SectionTitle>
        {items.length === 0 && (
          <Typography.Paragraph type="secondary">
            {t`Kreativa není přiřazena žádné položce: schválením ani vrácením se žádná kampaň nezmění.`}
          </Typography.Paragraph>
        )}
        {items.slice(0, ITEMS_SHOWN).map((item) => (
          <ReviewedItem key={item.id} itemId={item.id} name={item.name} />
        ))}
        {more > 0 && (
          <Typography.Paragraph type="secondary">
            {plural(more, {
              one: 'a # další položka',
              few: 'a # další položky',
              other: 'a # dalších položek',
            })}
          </Typography.Paragraph>
        )}
      </section>
      <ApprovalForm
        item={null}
        creative={creative}
        viewer={ruleViewer(user)}
        onReviewed={async () => {
          await mutate(creativeKey(creative.id));
          for (const item of items.slice(0, ITEMS_SHOWN)) await refresh(item.id);
          await queue?.next(entry);
        }}
      />
    </ReviewLayout>
  );
}

/** The zip of the item, with its download. */
function SentZip({ detail }: { detail: CampaignItemDetail }) {
  const { t } = useLingui();
  const zipURL = detail.item.sasInfo.zipCreativeURL;
  return (
    <section aria-label={t`Co inzerent poslal`}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t`K položce je nahrán ZIP s kreativou.`}
        action={
          zipURL ? (
            <Button size="small" icon={<DownloadOutlined />} href={zipURL}>
              {t`Stáhnout ZIP`}
            </Button>
          ) : undefined
        }
      />
    </section>
  );
}

/**
 * An item's zip reviewed in the queue itself (/review-queue/items/:campaignItemId): a native-format
 * item's, which has no creative preview. The zip with its download (or the creative the item has
 * taken since), the item with its promoted product and target, and the approval form.
 */
function ItemZipReview({ itemId }: { itemId: number }) {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const refresh = useRefreshItem();
  const queue = useQueueReview();
  const answer = useItemDetail(itemId);
  const creative = useCreative(answer.data?.item.creative?.id);
  const entry: ReviewQueueRef = { kind: 'itemZip', id: itemId };
  if (isApiError(answer.error) && answer.error.status === 404)
    return <ReviewNotFound title={t`Aktivita nebyla nalezena`} />;
  if (answer.error && !answer.data)
    return (
      <LoadError
        title={t`Aktivitu se nepodařilo načíst.`}
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
    );
  if (!answer.data || (answer.data.item.creative && !creative.data)) return <LoadingPanel />;
  const detail = answer.data;
  const { item } = detail;
  const itemName = item.name;
  return (
    <ReviewLayout title={t`Kontrola ZIP kreativy položky ${itemName}`} entry={entry}>
      {item.product.nativeFormat && <NativeNote />}
      {creative.data ? <SentCreative creative={creative.data} /> : <SentZip detail={detail} />}
      <section aria-label={t`Položka`} style={{ marginTop: 24 }}>
        <SectionTitle level={2} size={4}>{t`Položka`}</SectionTitle>
        <ReviewedItemDetails detail={detail} />
      </section>
      <ApprovalForm
        item={item}
        creative={creative.data ?? null}
        viewer={ruleViewer(user)}
        onReviewed={async () => {
          await refresh(item.id);
          await queue?.next(entry);
        }}
      />
    </ReviewLayout>
  );
}

/**
 * The queue's own review of an entry whose item creative page cannot show it (issue 31): a native
 * item's creative (/review-queue/creatives/:creativeId) or zip (/review-queue/items/:campaignItemId),
 * and a creative no item shows. Retailer staff only (routes.tsx); the server's queue links here.
 */
export default function QueueReviewPage() {
  const { t } = useLingui();
  const params = useParams();
  if (params.creativeId !== undefined) {
    const creativeId = parseRouteId(params.creativeId);
    return creativeId === null ? (
      <ReviewNotFound title={t`Kreativa nebyla nalezena`} />
    ) : (
      <CreativeReview key={creativeId} creativeId={creativeId} />
    );
  }
  const itemId = parseRouteId(params.campaignItemId);
  return itemId === null ? (
    <ReviewNotFound title={t`Aktivita nebyla nalezena`} />
  ) : (
    <ItemZipReview key={itemId} itemId={itemId} />
  );
}

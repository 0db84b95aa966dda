import { useLingui } from '@lingui/react/macro';
import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import { getLandingPageChanges, type LandingPage } from '@portal/shared-contracts/landing-pages';
import { Button, Flex, Typography } from '@portal/shared-ui/components';
import { ReviewChanges } from '../creative/changes-panel';
import { CreativeContent } from '../creative/creative-content';
import { MissingFields } from '../creative/missing-fields';
import { LandingPageReview } from './landing-page-review';
import { LandingPageSasInfo } from './landing-page-sas-info';
import { RejectReason } from './reject-reason';
import { SendForApproval } from './send-for-approval';

interface LandingPagePreviewProps {
  page: LandingPage;
  viewer: RuleViewer;
  editable: boolean;
  onChanged: (page: LandingPage) => Promise<void>;
  /** After an approval or a return (opened from the review queue: on to the next entry). */
  onReviewed?: (() => Promise<void>) | undefined;
  onBack: () => void;
  onEdit: () => void;
}

/**
 * The preview view (spec 000 §2 "Landing pages"): the filled content, the required fields missing by
 * name, the reject reason only while returned; for retailer staff (and a retailer acting as a buyer)
 * the changes since the last review of a waiting page and the approval form, for retailer staff the
 * ad server's data; for buyers "Send for approval".
 */
export function LandingPagePreview({
  page,
  viewer,
  editable,
  onChanged,
  onReviewed,
  onBack,
  onEdit,
}: LandingPagePreviewProps) {
  const { t } = useLingui();
  return (
    <>
      <RejectReason page={page} />
      <MissingFields names={page.missingFields} zipUploaded={false} />
      {viewer.retailerLike && page.creativeState === 'waiting-for-approval' && (
        <ReviewChanges
          swrKey={['landing-page-changes', page.id, page.version]}
          load={() => getLandingPageChanges(page.id)}
          name={page.name}
          texts={{
            loadError: t`Změny landing page se nepodařilo načíst.`,
            neverReviewed: t`Landing page zatím nebyla kontrolována, není s čím porovnat.`,
          }}
        />
      )}
      <section aria-label={t`Obsah landing page`}>
        {page.fieldValues.length > 0 ? (
          <CreativeContent fieldValues={page.fieldValues} label={t`Části landing page`} />
        ) : (
          <Typography.Paragraph type="secondary">{t`Landing page nemá žádná pole k vyplnění.`}</Typography.Paragraph>
        )}
      </section>
      {viewer.retailer && <LandingPageSasInfo landingPageId={page.id} />}
      {viewer.retailerLike && (
        <LandingPageReview page={page} viewer={viewer} onChanged={onChanged} onReviewed={onReviewed} />
      )}
      <Flex gap={8} wrap align="center" style={{ marginTop: 24 }}>
        <Button onClick={onBack}>{t`Zpět na detail`}</Button>
        {editable && <Button onClick={onEdit}>{t`Upravit`}</Button>}
        {!viewer.retailer && <SendForApproval page={page} viewer={viewer} onChanged={onChanged} />}
      </Flex>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { RuleViewer } from '@portal/shared-contracts/campaign-detail';
import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import type { Creative } from '@portal/shared-contracts/creatives';
import {
  Alert,
  Button,
  DownloadOutlined,
  Flex,
  SectionTitle,
  Typography,
} from '@portal/shared-ui/components';
import { ExportOutlined } from '@portal/shared-ui/form-components';
import type { ReactNode } from 'react';
import { CreativeStateTag } from '../common/creative-state-tag';
import { CreativeContent } from './creative-content';
import { MissingFields } from './missing-fields';

/**
 * An item's creative in preview (spec 000 §2): its name and state, the reject reason (only when
 * returned), the required fields still missing (unless a zip is uploaded), its parts; the uploaded
 * zip (with its download for retailer staff) and, for retailer staff, the creative in the ad server.
 */
export function ItemCreativeSummary({
  detail,
  creative,
  viewer,
  headingLevel = 3,
  beforeContent,
}: {
  detail: CampaignItemDetail;
  creative: Creative | null;
  viewer: RuleViewer;
  /** The size of its title (smaller in a dialog); it is an h2 under the page or dialog title. */
  headingLevel?: 3 | 4;
  /** Shown above the parts (the retailer's changes since the last review). */
  beforeContent?: ReactNode;
}) {
  const { t } = useLingui();
  const { item } = detail;
  const zipURL = item.sasInfo.zipCreativeURL;
  return (
    <section aria-label={t`Náhled kreativy`}>
      {creative && (
        <>
          <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
            <SectionTitle level={2} size={headingLevel} style={{ margin: 0 }}>
              {creative.name}
            </SectionTitle>
            <CreativeStateTag state={creative.creativeState} />
          </Flex>
          {creative.creativeState === 'returned' && creative.notes && (
            <Alert
              type="error"
              showIcon
              title={t`Kreativa byla vrácena k úpravě`}
              description={
                <>
                  <Typography.Text strong>{t`Důvod vrácení:`}</Typography.Text> {creative.notes}
                </>
              }
              style={{ marginBottom: 16 }}
            />
          )}
          <MissingFields names={creative.missingFields} zipUploaded={item.zipUploaded} />
        </>
      )}
      {item.zipUploaded && (
        <Alert
          type="info"
          showIcon
          title={t`K položce je nahrán ZIP s kreativou.`}
          action={
            zipURL ? (
              <Button size="small" icon={<DownloadOutlined />} href={zipURL}>
                {t`Stáhnout ZIP`}
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {beforeContent}
      {creative && <CreativeContent fieldValues={creative.fieldValues} />}
      {viewer.retailerLike && creative?.adServerCreativeURL && (
        <Typography.Paragraph>
          <a href={creative.adServerCreativeURL} target="_blank" rel="noopener noreferrer">
            <ExportOutlined aria-hidden /> {t`Kreativa v ad serveru`}
          </a>
        </Typography.Paragraph>
      )}
    </section>
  );
}

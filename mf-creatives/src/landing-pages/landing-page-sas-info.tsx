import { useLingui } from '@lingui/react/macro';
import { getLandingPageSasInfo } from '@portal/shared-contracts/landing-pages';
import { useErrorText } from '@portal/shared-ui';
import { SectionTitle, Typography } from '@portal/shared-ui/components';
import { Descriptions, ExportOutlined, type DescriptionsProps } from '@portal/shared-ui/form-components';
import useSWR from 'swr';

/**
 * For retailer staff in their own session (the call answers 403 to anyone else): what the ad server
 * is told of the page — its address, the click target of the items that lead to it, with its type's
 * size id and format.
 */
export function LandingPageSasInfo({ landingPageId }: { landingPageId: number }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const info = useSWR(['landing-page-sas-info', landingPageId], ([, id]) => getLandingPageSasInfo(id));
  const title = t`Ad server`;
  if (info.error)
    return (
      <Typography.Paragraph type="secondary">
        {t`Údaje pro ad server se nepodařilo načíst: ${errorText(info.error)}`}
      </Typography.Paragraph>
    );
  if (!info.data) return null;
  const { landingPageURL, sizeExternalId, creativeFormat } = info.data;
  const items: DescriptionsProps['items'] = [];
  if (landingPageURL)
    items.push({
      key: 'url',
      label: t`Cílová adresa`,
      children: (
        <a
          href={landingPageURL}
          target="_blank"
          rel="noopener noreferrer"
          style={{ overflowWrap: 'anywhere' }}
        >
          <ExportOutlined aria-hidden /> {landingPageURL}
        </a>
      ),
    });
  if (sizeExternalId !== null) items.push({ key: 'size', label: t`ID velikosti`, children: sizeExternalId });
  if (creativeFormat) items.push({ key: 'format', label: t`Formát kreativy`, children: creativeFormat.name });
  if (items.length === 0) return null;
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <SectionTitle level={2} size={4}>
        {title}
      </SectionTitle>
      <Descriptions bordered size="small" column={1} items={items} />
    </section>
  );
}

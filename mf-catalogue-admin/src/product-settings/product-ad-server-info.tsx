import { useLingui } from '@lingui/react/macro';
import { getProductSasInfo, type ProductSettings } from '@portal/shared-contracts/catalogue';
import { useErrorText, visuallyHidden } from '@portal/shared-ui';
import { Spin, Typography } from '@portal/shared-ui/components';
import { Descriptions, ExportOutlined } from '@portal/shared-ui/form-components';
import useSWR from 'swr';

/** GET /sas-info/products/{id}: the product's page in the ad server (retailer staff; administrators are). */
function useProductSasInfo(productId: number) {
  return useSWR(['settings/product-sas-info', productId] as const, ([, id]) => getProductSasInfo(id), {
    revalidateOnFocus: false,
  });
}

/**
 * Where the product is in the ad server (spec 000 §2 "Product settings": "link to edit the tool in
 * the ad server"): its SAS name and size id, and a link to its page there (`productURL` of
 * GET /sas-info/products/{id}), opened in a new tab. Without the link (its call failed) the name and
 * the size id still find it.
 */
export function ProductAdServerInfo({ product }: { product: ProductSettings }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const info = useProductSasInfo(product.id);

  const link = () => {
    if (info.data)
      return (
        <a href={info.data.productURL} target="_blank" rel="noopener noreferrer">
          <ExportOutlined aria-hidden /> {t`Upravit produkt v ad serveru`}
          <span style={visuallyHidden}> {t`(otevře se v novém panelu)`}</span>
        </a>
      );
    if (info.error) {
      const reason = errorText(info.error);
      return (
        <Typography.Text type="secondary" role="alert">
          {t`Odkaz do ad serveru se nepodařilo načíst: ${reason}`}
        </Typography.Text>
      );
    }
    return <Spin size="small" />;
  };

  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ maxWidth: 560, marginBottom: 8 }}
        items={[
          { key: 'name', label: t`Název v ad serveru (SAS)`, children: product.name },
          {
            key: 'sizeExternalId',
            label: t`ID velikosti`,
            children: product.sizeExternalId ?? (
              <Typography.Text type="secondary">{t`Nevyplněno`}</Typography.Text>
            ),
          },
        ]}
      />
      {link()}
    </>
  );
}

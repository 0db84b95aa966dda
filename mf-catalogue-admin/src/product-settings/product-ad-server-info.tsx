import { useLingui } from '@lingui/react/macro';
import type { ProductSettings } from '@portal/shared-contracts/catalogue';
import { Typography } from '@portal/shared-ui/components';
import { Descriptions } from '@portal/shared-ui/form-components';

/**
 * Where the product is in the ad server. The spec's "edit in the ad server" link needs the
 * product's address there, which the API does not give the browser (its ad-server links are a
 * campaign's and an item's only): the SAS name and the size id find it instead.
 */
export function ProductAdServerInfo({ product }: { product: ProductSettings }) {
  const { t } = useLingui();
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
      <Typography.Text type="secondary">
        {t`Produkt upravíte v ad serveru, kde ho najdete podle názvu a ID velikosti.`}
      </Typography.Text>
    </>
  );
}

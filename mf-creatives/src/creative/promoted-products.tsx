import { useLingui } from '@lingui/react/macro';
import { findTargetProductBySku, getProduct } from '@portal/shared-contracts/catalogue';
import { Flex, Tag, Typography } from '@portal/shared-ui/components';
import useSWR from 'swr';

/**
 * The products a native creative promotes (its SKU field), each SKU with the shop's product name, so
 * the retailer sees what is promoted, not only codes: the shop is the product category's target, each
 * SKU looked up in it. A SKU the shop does not know (or a lookup that fails) says so.
 */
export function PromotedProducts({ skus, productId }: { skus: readonly string[]; productId: number }) {
  const { t } = useLingui();
  const product = useSWR(['product', productId], () => getProduct(productId));
  const targetId = product.data?.category.target?.id ?? null;
  const known = product.data !== undefined || product.error !== undefined;
  const found = useSWR(
    targetId !== null && skus.length > 0 ? ['promoted-products', targetId, skus.join('\n')] : null,
    () => Promise.all(skus.map((sku) => findTargetProductBySku(targetId!, sku).catch(() => null))),
  );
  const looked = found.data !== undefined || (known && targetId === null);
  return (
    <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }} aria-label={t`Propagované produkty`}>
      {skus.map((sku, index) => {
        const match = found.data?.[index] ?? null;
        return (
          <li key={sku} style={{ marginBottom: 4 }}>
            <Flex gap={8} align="center" wrap>
              <Tag>{sku}</Tag>
              {match ? (
                <span>{match.name}</span>
              ) : (
                <Typography.Text type="secondary">
                  {looked ? t`Produkt s tímto SKU e-shop nezná.` : t`Hledání produktu…`}
                </Typography.Text>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}

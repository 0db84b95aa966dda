import { useLingui } from '@lingui/react/macro';
import type { ProductSettingsRow } from '@portal/shared-contracts/catalogue';
import { formatMoney, useLocale } from '@portal/shared-ui';
import { Button, Flex, Tag, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { EditOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { productSettingsPath } from './product-settings-path';
import { useProductLabels } from './use-product-labels';

/**
 * The list's columns (spec 000 §2 "Product settings": SAS name, title, category, rate type, price,
 * active, edit link). Read-only: every change is made in the detail.
 */
export function useProductSettingsColumns({ onEdit }: { onEdit: (product: ProductSettingsRow) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useProductLabels();
  const columns: TableColumnsType<ProductSettingsRow> = [
    {
      title: t`Název v ad serveru (SAS)`,
      key: 'name',
      render: (_value, product) => (
        <Link to={productSettingsPath(product.id)}>
          <Typography.Text strong>{product.name}</Typography.Text>
        </Link>
      ),
    },
    {
      title: t`Název ve storefrontu`,
      key: 'title',
      render: (_value, product) =>
        product.title ?? <Typography.Text type="secondary">{t`Nevyplněno`}</Typography.Text>,
    },
    { title: t`Kategorie`, key: 'category', render: (_value, product) => product.category.title },
    { title: t`Typ sazby`, key: 'rateType', render: (_value, product) => labels.rateType(product.rateType) },
    {
      title: t`Cena`,
      key: 'price',
      align: 'right',
      render: (_value, product) => formatMoney(product.price, locale),
    },
    {
      title: t`Aktivní`,
      key: 'active',
      align: 'center',
      render: (_value, product) =>
        product.active ? <Tag color="green">{t`Aktivní`}</Tag> : <Tag>{t`Neaktivní`}</Tag>,
    },
    {
      title: t`Akce`,
      key: 'actions',
      align: 'right',
      width: 100,
      render: (_value, product) => {
        const name = product.name;
        return (
          <Flex justify="flex-end" gap={4}>
            <Tooltip title={t`Upravit`}>
              <Button
                type="text"
                aria-label={t`Upravit ${name}`}
                icon={<EditOutlined />}
                onClick={() => onEdit(product)}
              />
            </Tooltip>
          </Flex>
        );
      },
    },
  ];
  return columns;
}

import { useLingui } from '@lingui/react/macro';
import type { ProductCategory } from '@portal/shared-contracts/catalogue';
import { Button, Flex, Tag, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { DeleteOutlined, EditOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { Link } from '@portal/shared-ui/router';
import { useCatalogueText } from '../common/catalogue-text';
import { OrderCell, type FocusRequest, type MoveDirection } from '../common/order-cell';
import { categoryPath } from './category-path';

interface ColumnActions {
  count: number;
  focusRequest: FocusRequest | null;
  onStep: (id: number, direction: MoveDirection) => void;
  onEdit: (category: ProductCategory) => void;
  onDelete: (category: ProductCategory) => void;
}

/**
 * The list's columns (spec 000 §2 "Product categories (settings)": title, minDaysBeforeStartDate,
 * active, internal), with the row's place in the order, its number of products and its actions.
 * Titles in the user's language (Czech where a category has no translation); the card edits the Czech.
 */
export function useCategoryColumns({ count, focusRequest, onStep, onEdit, onDelete }: ColumnActions) {
  const { t } = useLingui();
  const { categoryTitle } = useCatalogueText();
  const columns: TableColumnsType<ProductCategory> = [
    {
      title: t`Pořadí`,
      key: 'order',
      width: 120,
      render: (_value, category, index) => (
        <OrderCell
          id={category.id}
          title={categoryTitle(category)}
          index={index}
          count={count}
          focusRequest={focusRequest}
          onStep={onStep}
        />
      ),
    },
    {
      title: t`Název`,
      key: 'title',
      render: (_value, category) => (
        <Link to={categoryPath(category.id)}>
          <Typography.Text strong>{categoryTitle(category)}</Typography.Text>
        </Link>
      ),
    },
    {
      title: t`Min. dní před začátkem`,
      key: 'minDaysBeforeStartDate',
      dataIndex: 'minDaysBeforeStartDate',
      align: 'right',
    },
    {
      title: t`Aktivní`,
      key: 'active',
      align: 'center',
      render: (_value, category) =>
        category.active ? <Tag color="green">{t`Aktivní`}</Tag> : <Tag>{t`Neaktivní`}</Tag>,
    },
    {
      title: t`Interní`,
      key: 'internal',
      align: 'center',
      render: (_value, category) =>
        category.internal ? (
          <Tag color="blue">{t`Interní`}</Tag>
        ) : (
          <Typography.Text type="secondary">{t`Ne`}</Typography.Text>
        ),
    },
    {
      title: t`Produkty`,
      key: 'products',
      align: 'right',
      render: (_value, category) => category.productIds.length,
    },
    {
      title: t`Akce`,
      key: 'actions',
      align: 'right',
      render: (_value, category) => {
        const title = categoryTitle(category);
        return (
          <Flex justify="flex-end" gap={4}>
            <Tooltip title={t`Upravit`}>
              <Button
                type="text"
                aria-label={t`Upravit ${title}`}
                icon={<EditOutlined />}
                onClick={() => onEdit(category)}
              />
            </Tooltip>
            <Tooltip title={t`Smazat`}>
              <Button
                type="text"
                danger
                aria-label={t`Smazat ${title}`}
                icon={<DeleteOutlined />}
                onClick={() => onDelete(category)}
              />
            </Tooltip>
          </Flex>
        );
      },
    },
  ];
  return columns;
}

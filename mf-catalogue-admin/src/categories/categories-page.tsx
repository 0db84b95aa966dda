import { useLingui } from '@lingui/react/macro';
import type { ProductCategory } from '@portal/shared-contracts/catalogue';
import {
  Alert,
  Button,
  EditConflictNotice,
  Empty,
  Flex,
  LoadError,
  PageTitle,
  PlusOutlined,
  Spin,
  Table,
  Typography,
} from '@portal/shared-ui/components';
import { useNavigate, useParams } from '@portal/shared-ui/router';
import { lazy, Suspense } from 'react';
import { useCatalogueText } from '../common/catalogue-text';
import { routeCardOf } from '../common/route-card';
import { SortableRow, SortableRows } from '../common/sortable-rows';
import { useCategoryColumns } from './category-columns';
import { CATEGORIES_PATH, categoryPath } from './category-path';
import { useCategories } from './use-categories';
import { useCategoryOrder } from './use-category-order';
import { useDeleteCategory } from './use-delete-category';
import { LiveRegion } from '@portal/shared-ui';

// The card and its shop picker load when a card is first opened, not with the list.
const CategoryCard = lazy(() =>
  import('./category-card').then((module) => ({ default: module.CategoryCard })),
);

const NO_CATEGORIES: ProductCategory[] = [];

/**
 * The administrator's product categories at /settings/categories (spec 000 §2): the table in the
 * product list's order, reordered by dragging a row's handle (mouse, touch or keyboard) or by its
 * up and down buttons, with edit and delete; and the card to create or edit one, open while the
 * address names it (/settings/categories/new or /{id}), so it can be reloaded and shared.
 */
export default function CategoriesPage() {
  const { t } = useLingui();
  const { categoryTitle } = useCatalogueText();
  const navigate = useNavigate();
  const card = routeCardOf(useParams().categoryId);
  const categories = useCategories();
  const list = categories.data ?? NO_CATEGORIES;
  const order = useCategoryOrder(list);
  const [remove, deleteHolder] = useDeleteCategory();
  const columns = useCategoryColumns({
    count: list.length,
    focusRequest: order.focusRequest,
    onStep: order.step,
    onEdit: (category) => void navigate(categoryPath(category.id)),
    onDelete: remove,
  });
  const titles = new Map(list.map((category) => [category.id, categoryTitle(category)]));
  const createButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(categoryPath('new'))}>
      {t`Nová kategorie produktů`}
    </Button>
  );
  const emptyText =
    categories.isLoading || categories.error ? (
      <span />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Zatím tu nejsou žádné kategorie produktů.`}>
        {createButton}
      </Empty>
    );

  return (
    <section aria-labelledby="categories-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <PageTitle id="categories-title" style={{ margin: 0 }}>
          {t`Kategorie produktů`}
        </PageTitle>
        {createButton}
      </Flex>
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">
          {t`V tomto pořadí se kategorie zobrazují v nabídce produktů. Pořadí změníte přetažením řádku nebo šipkami.`}
        </Typography.Text>
        {order.saving && <Spin size="small" description={t`Ukládání pořadí…`} />}
      </Flex>
      {categories.error && (
        <div style={{ marginBottom: 16 }}>
          <LoadError
            title={t`Kategorie produktů se nepodařilo načíst.`}
            error={categories.error}
            onRetry={() => void categories.mutate()}
          />
        </div>
      )}
      <EditConflictNotice error={order.conflict} onReload={order.reload} reloading={order.reloading} />
      {order.failure && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: order.dismissFailure }}
          title={order.failure}
          style={{ marginBottom: 16 }}
        />
      )}
      <SortableRows
        ids={list.map((category) => category.id)}
        nameOf={(id) => titles.get(id) ?? String(id)}
        onMove={order.move}
      >
        <Table<ProductCategory>
          rowKey="id"
          aria-label={t`Kategorie produktů`}
          components={{ body: { row: SortableRow } }}
          columns={columns}
          dataSource={list}
          loading={categories.isLoading}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText }}
        />
      </SortableRows>
      <LiveRegion text={order.announcement} />
      {card && (
        <Suspense fallback={null}>
          <CategoryCard card={card} onClose={() => void navigate(CATEGORIES_PATH)} />
        </Suspense>
      )}
      {deleteHolder}
    </section>
  );
}

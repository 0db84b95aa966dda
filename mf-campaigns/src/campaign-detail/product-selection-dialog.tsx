import { useLingui } from '@lingui/react/macro';
import { getActiveCategories, type Product } from '@portal/shared-contracts/catalogue';
import { formatMoney, useLocale } from '@portal/shared-ui';
import {
  Button,
  EmptyState,
  Flex,
  LoadError,
  LoadingPanel,
  SectionTitle,
  Typography,
} from '@portal/shared-ui/components';
import { Modal, Tooltip } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';
import useSWR from 'swr';
import { truncate } from '../common/truncate';
import { ProductIcon } from '@portal/shared-ui/form-components';
import { RATE_TYPE_LABELS, RATE_UNIT_LABELS } from '../products/rate-type';

/** Spec 001 §9: the product picker cuts the title at 44 characters and the description at 100. */
export const PICKER_TITLE_MAX = 44;
export const PICKER_DESCRIPTION_MAX = 100;

const GRID_STYLE = {
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
} as const;

function ProductChoice({ product, onChoose }: { product: Product; onChoose: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const title = product.titleOrName;
  const description = product.description ?? '';
  const headingId = `picker-product-${product.id}`;
  return (
    <article
      aria-labelledby={headingId}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
        padding: 12,
        border: '1px solid #e5e7eb',
        borderRadius: 8,
      }}
    >
      <Flex gap={8} align="center">
        <ProductIcon name={product.icon} />
        <Tooltip title={title.length > PICKER_TITLE_MAX ? title : undefined}>
          <Typography.Text strong id={headingId}>
            {truncate(title, PICKER_TITLE_MAX)}
          </Typography.Text>
        </Tooltip>
      </Flex>
      {description && (
        <Tooltip title={description.length > PICKER_DESCRIPTION_MAX ? description : undefined}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {truncate(description, PICKER_DESCRIPTION_MAX)}
          </Typography.Text>
        </Tooltip>
      )}
      <Flex justify="space-between" align="flex-end" gap={8} style={{ marginTop: 'auto' }}>
        <span>
          <Typography.Text type="secondary">{i18n._(RATE_TYPE_LABELS[product.rateType])}</Typography.Text>{' '}
          <Typography.Text strong>{formatMoney(product.price, locale)}</Typography.Text>{' '}
          <Typography.Text type="secondary">{i18n._(RATE_UNIT_LABELS[product.rateType])}</Typography.Text>
        </span>
        <Button type="primary" size="small" onClick={onChoose} aria-label={t`Vybrat produkt ${title}`}>
          {t`Vybrat`}
        </Button>
      </Flex>
    </article>
  );
}

/**
 * Product selection for a new item (spec 000 §2): the categories with their active products, each
 * with its truncated title and description, rate type and price; choosing one opens add-item
 * (/campaigns/{id}/tools/{productId}).
 */
export function ProductSelectionDialog({
  campaignId,
  open,
  onClose,
}: {
  campaignId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={960} title={t`Přidat položku`} destroyOnHidden>
      <ProductCatalogue campaignId={campaignId} />
    </Modal>
  );
}

function ProductCatalogue({ campaignId }: { campaignId: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const locale = useLocale();
  // The product list's key (with the language of its texts): one answer for both screens.
  const { data, error, isLoading, mutate } = useSWR(['categories/active', locale], () =>
    getActiveCategories(),
  );

  if (isLoading) return <LoadingPanel compact />;
  if (error && !data) {
    return (
      <LoadError title={t`Produkty se nepodařilo načíst.`} error={error} onRetry={() => void mutate()} />
    );
  }
  const categories = (data ?? []).filter((category) => category.products.some((product) => product.active));
  if (categories.length === 0) return <EmptyState />;
  return (
    <Flex vertical gap={24}>
      {categories.map((category) => (
        <section
          key={category.id}
          aria-labelledby={`picker-category-${category.id}`}
          data-testid="picker-category"
        >
          <SectionTitle level={2} size={4} id={`picker-category-${category.id}`} style={{ marginTop: 0 }}>
            {category.title}
          </SectionTitle>
          <div style={GRID_STYLE}>
            {category.products
              .filter((product) => product.active)
              .map((product) => (
                <ProductChoice
                  key={product.id}
                  product={product}
                  onChoose={() => navigate(`/campaigns/${campaignId}/tools/${product.id}`)}
                />
              ))}
          </div>
        </section>
      ))}
    </Flex>
  );
}

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@portal/shared-contracts/catalogue';
import { formatMoney, useLocale } from '@portal/shared-ui';
import { Button, Flex, Typography } from '@portal/shared-ui/components';
import { useNavigate } from '@portal/shared-ui/router';
import { truncate } from '../common/truncate';
import { ProductIcon } from '@portal/shared-ui/form-components';
import { minimumOrderUnits, RATE_TYPE_LABELS, RATE_UNIT_LABELS } from './rate-type';

/** Spec §9: the product card cuts its title at 50 characters and its description at 72. */
export const CARD_TITLE_MAX = 50;
export const CARD_DESCRIPTION_MAX = 72;

/** The minimum-order note of a CPM (impressions) or CPC (clicks) product, or null. */
export function useMinimumOrderNote(product: Pick<Product, 'rateType' | 'price' | 'minAmount'>) {
  const { t } = useLingui();
  const units = minimumOrderUnits(product);
  if (units === null) return null;
  const amount =
    product.rateType === 'CPM'
      ? plural(units, { one: '# zobrazení', few: '# zobrazení', other: '# zobrazení' })
      : plural(units, { one: '# proklik', few: '# prokliky', other: '# prokliků' });
  return t`Minimální objednávka: ${amount}`;
}

export function ProductCard({ product, onAvailability }: { product: Product; onAvailability: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const note = useMinimumOrderNote(product);
  const title = product.titleOrName;
  const description = product.description ?? '';
  const headingId = `product-${product.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        height: '100%',
        padding: 16,
        border: '1px solid #e5e7eb',
        borderRadius: 8,
        background: '#fff',
      }}
    >
      {product.imageUrl && (
        <img
          src={product.imageUrl}
          alt=""
          data-testid="product-image"
          loading="lazy"
          style={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: 6 }}
        />
      )}
      <Flex gap={12} align="flex-start">
        <ProductIcon name={product.icon} />
        <Typography.Title
          level={3}
          id={headingId}
          title={title.length > CARD_TITLE_MAX ? title : undefined}
          style={{ margin: 0, fontSize: 16 }}
        >
          {truncate(title, CARD_TITLE_MAX)}
        </Typography.Title>
      </Flex>
      {description && (
        <Typography.Paragraph
          type="secondary"
          title={description.length > CARD_DESCRIPTION_MAX ? description : undefined}
          style={{ margin: 0 }}
        >
          {truncate(description, CARD_DESCRIPTION_MAX)}
        </Typography.Paragraph>
      )}
      <div style={{ marginTop: 'auto' }}>
        <Typography.Text type="secondary">{i18n._(RATE_TYPE_LABELS[product.rateType])}</Typography.Text>
        <div>
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="product-price">
            {formatMoney(product.price, locale)}
          </Typography.Text>{' '}
          <Typography.Text type="secondary">{i18n._(RATE_UNIT_LABELS[product.rateType])}</Typography.Text>
        </div>
        {note && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {note}
          </Typography.Text>
        )}
      </div>
      <Flex gap={8} wrap justify="flex-end">
        {product.hasAvailabilities && (
          <Button onClick={onAvailability} aria-label={t`Dostupnost produktu ${title}`}>
            {t`Dostupnost`}
          </Button>
        )}
        <Button
          type="primary"
          onClick={() => navigate(`/tools/${product.id}`)}
          aria-label={t`Vybrat produkt ${title}`}
        >
          {t`Vybrat`}
        </Button>
      </Flex>
    </article>
  );
}

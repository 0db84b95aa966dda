import { useLingui } from '@lingui/react/macro';
import type { Product } from '@portal/shared-contracts/catalogue';
import { formatMoney, useLocale } from '@portal/shared-ui';
import { Button, Flex, PageTitle, Typography } from '@portal/shared-ui/components';
import { Link } from '@portal/shared-ui/router';
import { useState } from 'react';
import { AvailabilityModal } from '../availability/availability-modal';
import { useMinimumOrderNote } from '../products/product-card';
import { RATE_TYPE_LABELS, RATE_UNIT_LABELS } from '../products/rate-type';

/**
 * The ordered product above the order form: the way back, its name (the form's title), category,
 * description, price and minimum order, the link to more and, where it has them, its
 * availabilities. Nothing here depends on what is typed in the form.
 */
export function OrderProductHeader({ product, campaignId }: { product: Product; campaignId: number | null }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const minimumNote = useMinimumOrderNote(product);
  const [availabilityOpen, setAvailabilityOpen] = useState(false);
  const rateUnit = i18n._(RATE_UNIT_LABELS[product.rateType]);
  return (
    <>
      <Link to={campaignId ? `/campaigns/${campaignId}` : '/tools'}>
        {campaignId ? t`← Zpět na kampaň` : t`← Zpět na produkty`}
      </Link>
      <PageTitle id="order-title" style={{ marginTop: 8 }}>
        {product.titleOrName}
      </PageTitle>
      <Flex vertical gap={4} style={{ marginBottom: 24 }}>
        <Typography.Text type="secondary">{product.category.title}</Typography.Text>
        {product.description && <Typography.Paragraph>{product.description}</Typography.Paragraph>}
        <div>
          <Typography.Text type="secondary">{i18n._(RATE_TYPE_LABELS[product.rateType])}: </Typography.Text>
          <Typography.Text strong>{formatMoney(product.price, locale)}</Typography.Text> {rateUnit}
        </div>
        {minimumNote && <Typography.Text type="secondary">{minimumNote}</Typography.Text>}
        <Flex gap={8} wrap>
          {product.moreInfoUrl && (
            <a href={product.moreInfoUrl} target="_blank" rel="noreferrer">
              {product.moreInfoUrlTitle || t`Více informací`}
            </a>
          )}
        </Flex>
        {product.hasAvailabilities && (
          <div>
            <Button onClick={() => setAvailabilityOpen(true)}>{t`Zobrazit dostupnost`}</Button>
          </div>
        )}
      </Flex>
      <AvailabilityModal
        product={availabilityOpen ? product : null}
        onClose={() => setAvailabilityOpen(false)}
      />
    </>
  );
}

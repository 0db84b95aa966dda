import { useLingui } from '@lingui/react/macro';
import type { RateType } from '@portal/shared-contracts/catalogue';
import { formatMoney, useLocale } from '@portal/shared-ui';
import { Button, Flex, Typography } from '@portal/shared-ui/components';
import { Modal } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';
import { RATE_TYPE_LABELS, RATE_UNIT_LABELS } from '../products/rate-type';

export interface AddedProduct {
  campaignId: number;
  campaignName: string;
  itemId: number;
  productName: string;
  rateType: RateType;
  unitPrice: number;
  nativeFormat: boolean;
}

/**
 * The added-product dialog (spec: main layout): campaign, product, rate type and price, and where to
 * go next. Closing it opens the campaign detail.
 */
export function AddedProductDialog({
  added,
  isRetailer,
}: {
  added: AddedProduct | null;
  isRetailer: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  if (!added) return null;
  const campaignPath = `/campaigns/${added.campaignId}`;
  return (
    <Modal
      open
      title={t`Produkt byl přidán do kampaně`}
      onCancel={() => navigate(campaignPath)}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          {!added.nativeFormat && (
            <Button onClick={() => navigate(`${campaignPath}/items/${added.itemId}/creative`)}>
              {t`Přidat kreativu`}
            </Button>
          )}
          {!isRetailer && <Button onClick={() => navigate('/tools')}>{t`Zpět na produkty`}</Button>}
          <Button type="primary" onClick={() => navigate(campaignPath)}>
            {t`Přejít na detail kampaně`}
          </Button>
        </Flex>
      }
    >
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
        <dt>
          <Typography.Text type="secondary">{t`Kampaň`}</Typography.Text>
        </dt>
        <dd style={{ margin: 0 }}>{added.campaignName}</dd>
        <dt>
          <Typography.Text type="secondary">{t`Produkt`}</Typography.Text>
        </dt>
        <dd style={{ margin: 0 }}>{added.productName}</dd>
        <dt>
          <Typography.Text type="secondary">{t`Typ ceny`}</Typography.Text>
        </dt>
        <dd style={{ margin: 0 }}>{i18n._(RATE_TYPE_LABELS[added.rateType])}</dd>
        <dt>
          <Typography.Text type="secondary">{t`Cena`}</Typography.Text>
        </dt>
        <dd style={{ margin: 0 }}>
          {formatMoney(added.unitPrice, locale)} {i18n._(RATE_UNIT_LABELS[added.rateType])}
        </dd>
      </dl>
    </Modal>
  );
}

import { useLingui } from '@lingui/react/macro';
import { getCampaignItem } from '@portal/shared-contracts/campaign-items';
import type { RateType } from '@portal/shared-contracts/catalogue';
import { formatMoney, useLocale } from '@portal/shared-ui';
import { Button, Flex, Typography } from '@portal/shared-ui/components';
import { Modal } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';
import useSWR from 'swr';
import { campaignItemKey } from '../activity/use-campaign-item';
import { DisabledButton } from '../common/disabled-action';
import { ITEM_STATE_LABELS } from '../common/state-tag';
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
 * go next. Closing it opens the campaign detail. Add creative (not for native products) is offered
 * only while the new item takes a creative (its creativeEditAllowed, read with the item): otherwise
 * it is disabled and says why (issue 31).
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
  const offersCreative = added !== null && !added.nativeFormat;
  const { data: detail } = useSWR(offersCreative ? campaignItemKey(added.itemId, locale) : null, ([, id]) =>
    getCampaignItem(id),
  );
  if (!added) return null;
  const campaignPath = `/campaigns/${added.campaignId}`;
  const creativeRefused = detail !== undefined && !detail.item.creativeEditAllowed;
  const name = detail?.item.name ?? added.productName;
  const stateName = detail ? i18n._(ITEM_STATE_LABELS[detail.item.itemState.identifier]) : '';
  return (
    <Modal
      open
      title={t`Produkt byl přidán do kampaně`}
      onCancel={() => navigate(campaignPath)}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          {offersCreative &&
            (creativeRefused ? (
              <DisabledButton
                reason={t`Kreativu k položce ${name} teď nelze přidat: položka je ve stavu ${stateName}.`}
              >
                {t`Přidat kreativu`}
              </DisabledButton>
            ) : (
              <Button onClick={() => navigate(`${campaignPath}/items/${added.itemId}/creative`)}>
                {t`Přidat kreativu`}
              </Button>
            ))}
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

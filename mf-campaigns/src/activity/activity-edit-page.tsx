import { useLingui } from '@lingui/react/macro';
import { canEditCampaignItem } from '@portal/shared-contracts/campaign-detail';
import { updateCampaignItem, type CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { getProduct, type Product } from '@portal/shared-contracts/catalogue';
import { isApiError, isImpersonating } from '@portal/shared-contracts/core';
import { formatMoney, useCurrentUser, useLocale } from '@portal/shared-ui';
import {
  Alert,
  Button,
  Flex,
  LoadingPanel,
  PageTitle,
  StatusPanel,
  Typography,
} from '@portal/shared-ui/components';
import { ApiForm, useFormState } from '@portal/shared-ui/form';
import { notification } from '@portal/shared-ui/form-components';
import { Link, useNavigate } from '@portal/shared-ui/router';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ruleViewer } from '@portal/shared-ui';
import { OrderFields } from '../ordering/order-fields';
import { OrderSummary, focusOrderProblem } from '../ordering/order-summary';
import { valuesOfItem } from '../ordering/order-values';
import { useOrderForm } from '../ordering/use-order-form';
import { useOrderFormSetup, type OrderFormSetup } from '../ordering/use-order-form-setup';
import { RATE_TYPE_LABELS, RATE_UNIT_LABELS } from '../products/rate-type';
import { ItemBreadcrumb } from './item-breadcrumb';
import { ItemLoadError, ItemNotFound } from './item-status';
import { anyCampaignItemKey, useCampaignItem } from './use-campaign-item';

/**
 * Activity edit at /campaigns/:campaignId/items/:campaignItemId/edit (spec 000 §2 and §4 "item
 * edit"): the order form of add-to-campaign, started with the item's values, in its fixed campaign,
 * saved with PUT /campaign-item/{id}.
 */
export default function ActivityEditPage() {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const locale = useLocale();
  const answer = useCampaignItem();
  // The product's texts and variable values are in the UI's language: a switch reads them again,
  // keeping the form (and what was typed) meanwhile.
  const productId = answer.data?.item.product.id;
  const product = useSWR(
    productId !== undefined ? ['products', productId, locale] : null,
    ([, id]) => getProduct(id),
    { keepPreviousData: true },
  );
  // The previous answer stands in for the same product only (another language).
  const productData = product.data?.id === productId ? product.data : undefined;
  if (answer.notFound) return <ItemNotFound campaignId={answer.campaignId} />;
  if (answer.error && !answer.data)
    return <ItemLoadError error={answer.error} onRetry={() => void answer.mutate()} />;
  if (!answer.data) return <LoadingPanel />;

  const { item, campaign } = answer.data;
  const back = (
    <Flex gap={16} justify="center" wrap>
      <Link to={`/campaigns/${campaign.id}`}>{t`Zpět na kampaň`}</Link>
      <Link to={`/campaigns/${campaign.id}/items/${item.id}/detail`}>{t`Detail aktivity`}</Link>
    </Flex>
  );
  const allowed = canEditCampaignItem(
    { campaignState: campaign.campaignState, campaignItemsCount: 1 },
    item,
    ruleViewer(user),
  );
  if (!allowed) {
    return (
      <StatusPanel
        code="403"
        tone="warning"
        title={t`Aktivitu nelze upravit`}
        text={t`Ve stavu, ve kterém kampaň a aktivita jsou, ji nemůžete upravovat.`}
        action={back}
      />
    );
  }
  if (isApiError(product.error) && product.error.status === 404) {
    return (
      <StatusPanel
        code="404"
        tone="warning"
        title={t`Produkt aktivity nelze objednat`}
        text={t`Produkt už není aktivní nebo ho nemůžete objednat, proto aktivitu nelze upravit.`}
        action={back}
      />
    );
  }
  if (product.error && !productData) {
    return <ItemLoadError error={product.error} onRetry={() => void product.mutate()} />;
  }
  if (!productData) return <LoadingPanel />;
  return <EditForm key={item.id} detail={answer.data} product={productData} />;
}

function EditForm({ detail, product }: { detail: CampaignItemDetail; product: Product }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const user = useCurrentUser()!;
  const { item, campaign } = detail;
  const retailerLike = user.isRetailer || isImpersonating({ user });
  const [initial] = useState(() => valuesOfItem(item, product, retailerLike));
  const setup = useOrderFormSetup({
    product,
    initialValues: initial,
    original: { id: item.id, startDate: item.startDate, endDate: item.endDate },
    send: (order) => updateCampaignItem(item.id, order),
    onSuccess: () => {
      // The detail and the campaign read the item again when next shown.
      void mutate(anyCampaignItemKey(item.id));
      const name = item.name;
      notification.success({
        title: t`Aktivita uložena`,
        description: t`Změny aktivity ${name} jsou uloženy.`,
      });
      void navigate(`/campaigns/${campaign.id}`);
    },
  });

  const rateUnit = i18n._(RATE_UNIT_LABELS[product.rateType]);
  return (
    <article aria-labelledby="order-title" style={{ maxWidth: 880 }}>
      <ItemBreadcrumb campaign={campaign} item={item} current={t`Úprava`} />
      <PageTitle id="order-title" style={{ marginTop: 8 }}>
        {t`Úprava aktivity`}: {item.name}
      </PageTitle>
      <Flex vertical gap={4} style={{ marginBottom: 24 }}>
        <div>
          <Typography.Text type="secondary">{t`Produkt:`} </Typography.Text>
          <Typography.Text strong>{product.titleOrName}</Typography.Text>
        </div>
        <div>
          <Typography.Text type="secondary">{i18n._(RATE_TYPE_LABELS[product.rateType])}: </Typography.Text>
          <Typography.Text strong>{formatMoney(product.price, locale)}</Typography.Text> {rateUnit}
        </div>
        <div>
          <Typography.Text type="secondary">{t`Kampaň:`} </Typography.Text>
          {campaign.name}{' '}
          {!user.isVendor && <Typography.Text type="secondary">({campaign.company.name})</Typography.Text>}
        </div>
      </Flex>
      {!product.active && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t`Produkt už není aktivní.`} />
      )}
      <ApiForm form={setup.config} onRefused={focusOrderProblem} aria-labelledby="order-title">
        <EditFields setup={setup} companyId={campaign.company.id} />
      </ApiForm>
      <Button onClick={() => void navigate(`/campaigns/${campaign.id}`)}>{t`Zpět na kampaň`}</Button>
    </article>
  );
}

function EditFields({ setup, companyId }: { setup: OrderFormSetup; companyId: number }) {
  const { t } = useLingui();
  const form = useOrderForm(setup);
  const { submitting, submitSucceeded } = useFormState({
    subscription: { submitting: true, submitSucceeded: true },
  });
  // A saved edit leaves the page: the button keeps loading meanwhile.
  const leaving = submitting || submitSucceeded;
  const canSubmit = form.issues.length === 0 && form.availability.status !== 'taken' && !leaving;
  return (
    <>
      <OrderFields form={form} advertiser={{ companyId, contactId: null }} />
      <OrderSummary form={form} action={t`Uložit změny`} canSubmit={canSubmit} />
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { addCampaignItem } from '@portal/shared-contracts/campaign-items';
import { getProduct, type Product } from '@portal/shared-contracts/catalogue';
import { isApiError } from '@portal/shared-contracts/core';
import { useCurrentUser, useLocale } from '@portal/shared-ui';
import { LoadError, LoadingPanel, StatusPanel } from '@portal/shared-ui/components';
import { notification } from '@portal/shared-ui/form-components';
import { Link, useParams } from '@portal/shared-ui/router';
import { ApiForm, useFormState } from '@portal/shared-ui/form';
import { useState } from 'react';
import useSWR from 'swr';
import { clearPrefill } from '../availability/prefill-store';
import { AddedProductDialog, type AddedProduct } from './added-product-dialog';
import { CampaignChoiceSection } from './campaign-choice-section';
import { OrderFields } from './order-fields';
import { OrderProductHeader } from './order-product-header';
import { OrderSummary, focusOrderProblem } from './order-summary';
import { initialValues, type OrderValues } from './order-values';
import {
  initialChoice,
  useCampaignChoice,
  useChoiceProblems,
  useTargetCampaign,
  type CampaignChoiceValues,
} from './use-campaign-choice';
import { useOrderForm } from './use-order-form';
import { useOrderFormSetup, type OrderFormSetup } from './use-order-form-setup';
import { usePrefillOrder } from './use-prefill-order';

export { FORM_DEBOUNCE_MS } from './use-order-form';
/** Spec §9: the added-product toast stays 30 (seconds). */
export const TOAST_SECONDS = 30;

const parseId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * Add-to-campaign (ad tool detail) at /tools/:selectedProductId and
 * /campaigns/:campaignId/tools/:selectedProductId (spec document 1 §2, document 2 §5).
 */
export default function AddToCampaignPage() {
  const { t } = useLingui();
  const params = useParams();
  const productId = parseId(params.selectedProductId);
  const campaignId = params.campaignId === undefined ? null : parseId(params.campaignId);
  const validPath = productId !== null && (params.campaignId === undefined || campaignId !== null);
  // The product's texts are in the UI's language: a switch reads them again, keeping the order form
  // (and what was typed) meanwhile.
  const locale = useLocale();
  const product = useSWR(validPath ? ['products', productId, locale] : null, () => getProduct(productId!), {
    keepPreviousData: true,
  });
  // The previous answer stands in for the same product only (another language).
  const productData = product.data?.id === productId ? product.data : undefined;

  if (!validPath || (isApiError(product.error) && product.error.status === 404)) {
    return (
      <StatusPanel
        code="404"
        title={t`Produkt nebyl nalezen`}
        text={t`Produkt neexistuje, není aktivní, nebo ho nemůžete objednat.`}
        action={<Link to={campaignId ? `/campaigns/${campaignId}` : '/tools'}>{t`Zpět`}</Link>}
      />
    );
  }
  if (product.error && !productData) {
    return (
      <LoadError
        title={t`Produkt se nepodařilo načíst.`}
        error={product.error}
        onRetry={() => void product.mutate()}
      />
    );
  }
  if (!productData) return <LoadingPanel />;
  return <OrderPage key={`${productId}:${campaignId}`} product={productData} campaignId={campaignId} />;
}

type AddToCampaignValues = OrderValues & CampaignChoiceValues;

function OrderPage({ product, campaignId }: { product: Product; campaignId: number | null }) {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const [added, setAdded] = useState<AddedProduct | null>(null);
  // A campaign created by a send whose item the server then refused: chosen from now on.
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const choiceProblems = useChoiceProblems(campaignId);
  const targetCampaign = useTargetCampaign(campaignId);
  const [initial] = useState<AddToCampaignValues>(() => ({
    ...initialValues(product),
    ...initialChoice(user),
  }));

  const setup = useOrderFormSetup({
    product,
    initialValues: initial,
    validate: choiceProblems,
    send: async (order, values) => {
      const target = await targetCampaign(values, setCreated);
      return addCampaignItem(target, { productId: product.id, ...order });
    },
    onSuccess: (response, values) => {
      clearPrefill();
      const productName = product.titleOrName;
      const campaignTitle = response.campaign.name;
      setAdded({
        campaignId: response.campaign.id,
        campaignName: campaignTitle,
        itemId: response.item.id,
        productName,
        rateType: product.rateType,
        unitPrice: response.item.unitPrice,
        nativeFormat: product.nativeFormat,
      });
      notification.success({
        title: t`Položka přidána do kampaně`,
        // The item by its product, not by its internal number (the dialog links to the campaign).
        description: t`Produkt ${productName} byl přidán do kampaně ${campaignTitle}.`,
        duration: TOAST_SECONDS,
      });
      // Another send goes to the campaign this one went to, never to a second new one.
      return { ...values, mode: 'existing' as const, existingId: response.campaign.id };
    },
  });

  return (
    <article aria-labelledby="order-title" style={{ maxWidth: 880 }}>
      <OrderProductHeader product={product} campaignId={campaignId} />
      <ApiForm form={setup.config} onRefused={focusOrderProblem} aria-labelledby="order-title">
        <OrderBody setup={setup} campaignId={campaignId} created={created} done={added !== null} />
      </ApiForm>
      <AddedProductDialog added={added} isRetailer={user.isRetailer} />
    </article>
  );
}

interface OrderBodyProps {
  setup: OrderFormSetup<AddToCampaignValues>;
  campaignId: number | null;
  created: { id: number; name: string } | null;
  /** The item was added (the dialog is open): no second send. */
  done: boolean;
}

function OrderBody({ setup, campaignId, created, done }: OrderBodyProps) {
  const { t } = useLingui();
  const choice = useCampaignChoice({ campaignId, created });
  const form = useOrderForm(setup, choice.fixedProblem);
  const { submitting } = useFormState({ subscription: { submitting: true } });
  usePrefillOrder(setup.context.product, form);
  const canSubmit =
    form.issues.length === 0 &&
    choice.problems.length === 0 &&
    form.availability.status !== 'taken' &&
    !submitting &&
    !done;
  return (
    <>
      <CampaignChoiceSection choice={choice} />
      <OrderFields form={form} advertiser={choice.advertiser} />
      <OrderSummary
        form={form}
        action={t`Přidat do kampaně`}
        canSubmit={canSubmit}
        problems={choice.hintProblems}
        done={done}
      />
    </>
  );
}

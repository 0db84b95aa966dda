import { useLingui } from '@lingui/react/macro';
import { addCampaignItem } from '@portal/shared-contracts/campaign-items';
import { getProduct, type Product } from '@portal/shared-contracts/catalogue';
import { isApiError } from '@portal/shared-contracts/core';
import { useCurrentUser, useLocale } from '@portal/shared-ui';
import { LoadError, LoadingPanel, StatusPanel } from '@portal/shared-ui/components';
import { notification } from '@portal/shared-ui/form-components';
import { Link, useParams } from '@portal/shared-ui/router';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { clearPrefill } from '../availability/prefill-store';
import { AddedProductDialog, type AddedProduct } from './added-product-dialog';
import { CampaignChoiceSection } from './campaign-choice-section';
import { OrderFields } from './order-fields';
import { OrderProductHeader } from './order-product-header';
import { OrderSummary } from './order-summary';
import { useCampaignChoice } from './use-campaign-choice';
import { useOrderForm } from './use-order-form';
import { usePrefillOrder } from './use-prefill-order';
import { useSubmission } from './use-submission';

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

function OrderPage({ product, campaignId }: { product: Product; campaignId: number | null }) {
  const { t } = useLingui();
  const user = useCurrentUser()!;
  const choice = useCampaignChoice({ campaignId });
  const form = useOrderForm({ product });
  const { submitting, submitError, run } = useSubmission();
  const [added, setAdded] = useState<AddedProduct | null>(null);
  usePrefillOrder(product, form.setValues);

  const availabilityTaken = form.availability.status === 'taken';
  const canSubmit =
    form.issues.length === 0 && choice.problems.length === 0 && !availabilityTaken && !submitting && !added;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const current = form.current();
    if (!current.valid || choice.problems.length > 0) {
      form.touchAll('company', 'name', 'campaign');
      return;
    }
    if (submitting || availabilityTaken) return;
    form.clearServerErrors();
    await run(
      async () => {
        const target = await choice.target();
        const response = await addCampaignItem(target.id, { productId: product.id, ...current.payload });
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
      },
      { onFailure: form.showServerErrors },
    );
  };

  return (
    <article aria-labelledby="order-title" style={{ maxWidth: 880 }}>
      <OrderProductHeader product={product} campaignId={campaignId} />

      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="order-title">
        <CampaignChoiceSection choice={choice} form={form} />
        <OrderFields form={form} advertiser={choice.advertiser} />
        <OrderSummary
          form={form}
          action={t`Přidat do kampaně`}
          canSubmit={canSubmit}
          submitting={submitting}
          submitError={submitError}
          problems={choice.hintProblems(form.isTouched)}
          done={added !== null}
        />
      </form>

      <AddedProductDialog added={added} isRetailer={user.isRetailer} />
    </article>
  );
}

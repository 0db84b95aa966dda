import { useLingui } from '@lingui/react/macro';
import { addCampaignItem } from '@portal/shared-contracts/campaign-items';
import { getProduct, type Product } from '@portal/shared-contracts/catalogue';
import { isApiError, type NamedRef, type UserInfo } from '@portal/shared-contracts/core';
import {
  CAMPAIGN_NAME_MAX_LENGTH,
  createCampaign,
  getCampaignOptions,
  type CampaignOption,
  type Contact,
} from '@portal/shared-contracts/new-campaign';
import { formatMoney, useCurrentUser, useErrorText, useLocale } from '@portal/shared-ui';
import {
  Alert,
  Button,
  Flex,
  Input,
  LoadError,
  LoadingPanel,
  Select,
  Spin,
  StatusPanel,
  Typography,
} from '@portal/shared-ui/components';
import { notification, Radio } from '@portal/shared-ui/form-components';
import { Link, useParams } from '@portal/shared-ui/router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { AvailabilityModal } from '../availability/availability-modal';
import { clearPrefill, usePrefill } from '../availability/prefill-store';
import { CAMPAIGN_STATE_LABELS } from '../common/state-tag';
import { CompanyContactField, CompanyField, SalesPersonField } from '../campaigns/party-fields';
import { Field } from '../common/field';
import { useMinimumOrderNote } from '../products/product-card';
import { RATE_TYPE_LABELS, RATE_UNIT_LABELS } from '../products/rate-type';
import { AddedProductDialog, type AddedProduct } from './added-product-dialog';
import { FormSection } from './form-section';
import { OrderFields } from './order-fields';
import { OrderSummary } from './order-summary';
import { useOrderForm } from './use-order-form';

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

/** A retailer who is a sales person is preselected (spec §6). */
const defaultSalesPerson = (user: UserInfo): NamedRef | null =>
  user.isRetailer && user.isSalesPerson ? { id: user.userId, name: user.name } : null;

type CampaignMode = 'new' | 'existing';

function OrderPage({ product, campaignId }: { product: Product; campaignId: number | null }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const errorText = useErrorText();
  const user = useCurrentUser()!;
  const picksCompany = campaignId === null && (user.isRetailer || user.isAgency);
  const minimumNote = useMinimumOrderNote(product);

  // The campaign the item goes to.
  const [company, setCompany] = useState<NamedRef | null>(null);
  const [contact, setContact] = useState<Contact | null>(null);
  const [salesPerson, setSalesPerson] = useState<NamedRef | null>(() => defaultSalesPerson(user));
  const [mode, setMode] = useState<CampaignMode>('new');
  const [campaignName, setCampaignName] = useState('');
  const [existingId, setExistingId] = useState<number | null>(null);
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const fixed = useSWR(campaignId ? ['campaigns/options', 'open'] : null, () =>
    getCampaignOptions({ itemAdditionAllowed: true }),
  );
  const fixedCampaign = fixed.data?.find((campaign) => campaign.id === campaignId) ?? null;
  const options = useSWR(
    campaignId === null && (!picksCompany || company) ? ['campaigns/options', company?.id ?? 'own'] : null,
    () => getCampaignOptions({ companyId: company?.id ?? null, itemAdditionAllowed: true }),
  );
  const campaignOptions = (options.data ?? []).map((campaign: CampaignOption) => ({
    id: campaign.id,
    name: campaign.name,
    label: `${campaign.name} – ${i18n._(CAMPAIGN_STATE_LABELS[campaign.campaignState.identifier])}`,
  }));
  if (created && !campaignOptions.some((campaign) => campaign.id === created.id)) {
    campaignOptions.unshift({ ...created, label: created.name });
  }
  const existing = campaignOptions.find((campaign) => campaign.id === existingId) ?? null;

  // The order itself.
  const form = useOrderForm({ product });
  const { serverErrors, touch } = form;
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedProduct | null>(null);
  const [availabilityOpen, setAvailabilityOpen] = useState(false);

  // A free cell chosen in an availability table fills the dates and the variable value.
  const prefill = usePrefill();
  const appliedPrefill = useRef<typeof prefill>(null);
  const { setValues } = form;
  useEffect(() => {
    if (!prefill || prefill.productId !== product.id || appliedPrefill.current === prefill) return;
    appliedPrefill.current = prefill;
    setValues((previous) => ({
      ...previous,
      startDate: prefill.startDate,
      endDate: prefill.endDate,
      variableValueIdes:
        prefill.variableValue !== null &&
        product.variableValues.some((value) => value.id === prefill.variableValue)
          ? [prefill.variableValue]
          : previous.variableValueIdes,
    }));
  }, [prefill, product, setValues]);

  // What is missing of the campaign choice: shown at its field once touched or after a send, the
  // fixed campaign's (no field) under the hint.
  const fixedProblem = campaignId !== null && !fixedCampaign ? t`Do kampaně nelze přidat položku.` : null;
  const choosing = campaignId === null;
  const fieldProblems = {
    company: choosing && picksCompany && !company ? t`Vyberte společnost.` : null,
    name: choosing && mode === 'new' && !campaignName.trim() ? t`Vyplňte název kampaně.` : null,
    campaign: choosing && mode === 'existing' && !existing ? t`Vyberte kampaň.` : null,
  };
  const shownProblem = (field: keyof typeof fieldProblems) =>
    form.isTouched(field) ? fieldProblems[field] : null;
  const campaignProblems = [fixedProblem, ...Object.values(fieldProblems)].filter(
    (problem) => problem !== null,
  );
  const hintProblems = [
    fixedProblem,
    ...Object.entries(fieldProblems).map(([field, problem]) => (form.isTouched(field) ? null : problem)),
  ].filter((problem) => problem !== null);
  const availabilityTaken = form.availability.status === 'taken';
  const canSubmit =
    form.issues.length === 0 && campaignProblems.length === 0 && !availabilityTaken && !submitting && !added;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const current = form.current();
    if (!current.valid || campaignProblems.length > 0) {
      form.touchAll('company', 'name', 'campaign');
      return;
    }
    if (submitting || availabilityTaken) return;
    setSubmitting(true);
    setSubmitError(null);
    form.clearServerErrors();
    let target: { id: number; name: string } | null =
      campaignId !== null ? fixedCampaign : mode === 'existing' ? existing : null;
    try {
      if (!target) {
        const name = campaignName.trim();
        const { id } = await createCampaign({
          name,
          companyId: picksCompany ? company?.id : null,
          companyContactId: picksCompany ? contact?.id : null,
          salesPersonId: picksCompany ? salesPerson?.id : null,
        });
        target = { id, name };
        // The campaign exists now: a retry adds to it instead of creating another.
        setCreated(target);
        setMode('existing');
        setExistingId(id);
        void options.mutate();
      }
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
    } catch (caught) {
      setSubmitError(errorText(caught));
      form.showServerErrors(caught);
    } finally {
      setSubmitting(false);
    }
  };

  // Whose target products and landing pages may be chosen: the campaign's company, the chosen one
  // (retailer, agency), or the vendor's own.
  const advertiser = {
    companyId: fixedCampaign?.company.id ?? (picksCompany ? (company?.id ?? null) : user.companyId),
    contactId: contact?.id ?? null,
  };
  const rateUnit = i18n._(RATE_UNIT_LABELS[product.rateType]);

  return (
    <article aria-labelledby="order-title" style={{ maxWidth: 880 }}>
      <Link to={campaignId ? `/campaigns/${campaignId}` : '/tools'}>
        {campaignId ? t`← Zpět na kampaň` : t`← Zpět na produkty`}
      </Link>
      <Typography.Title level={2} id="order-title" style={{ marginTop: 8 }}>
        {product.titleOrName}
      </Typography.Title>
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

      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="order-title">
        <FormSection id="order-campaign" title={t`Kampaň`}>
          {campaignId !== null ? (
            fixed.isLoading ? (
              <Spin />
            ) : fixed.error ? (
              <Alert type="error" showIcon title={errorText(fixed.error)} />
            ) : fixedCampaign ? (
              <Typography.Paragraph>
                <Typography.Text strong>{fixedCampaign.name}</Typography.Text>{' '}
                <Typography.Text type="secondary">({fixedCampaign.company.name})</Typography.Text>
              </Typography.Paragraph>
            ) : (
              <Alert
                type="warning"
                showIcon
                title={t`Do kampaně nelze přidat položku.`}
                description={t`Kampaň neexistuje, nebo už do ní nelze přidávat položky.`}
              />
            )
          ) : (
            <>
              {picksCompany && (
                <>
                  <CompanyField
                    id="order-company"
                    value={company}
                    error={shownProblem('company')}
                    onChange={(next) => {
                      touch('company');
                      setCompany(next);
                      setContact(null);
                      setSalesPerson(defaultSalesPerson(user));
                      setExistingId(null);
                    }}
                  />
                  <CompanyContactField
                    id="order-contact"
                    companyId={company?.id ?? null}
                    value={contact}
                    onChange={(next) => {
                      setContact(next);
                      // Spec §6: choosing a contact defaults the sales person to the contact's.
                      if (next?.salesPerson) setSalesPerson(next.salesPerson);
                    }}
                  />
                </>
              )}
              <Radio.Group
                aria-label={t`Kampaň`}
                value={mode}
                onChange={(event) => setMode(event.target.value as CampaignMode)}
                style={{ marginBottom: 16 }}
                options={[
                  { value: 'new', label: t`Nová kampaň` },
                  { value: 'existing', label: t`Existující kampaň` },
                ]}
              />
              {mode === 'new' ? (
                <>
                  <Field
                    id="order-campaign-name"
                    label={t`Název kampaně`}
                    required
                    error={serverErrors.name ?? shownProblem('name')}
                  >
                    <Input
                      id="order-campaign-name"
                      value={campaignName}
                      status={serverErrors.name || shownProblem('name') ? 'error' : undefined}
                      maxLength={CAMPAIGN_NAME_MAX_LENGTH}
                      showCount
                      disabled={picksCompany && !company}
                      placeholder={picksCompany && !company ? t`Nejdříve vyberte společnost` : undefined}
                      onChange={(event) => {
                        setCampaignName(event.target.value);
                        touch('name');
                      }}
                    />
                  </Field>
                  {picksCompany && (
                    <SalesPersonField
                      id="order-sales-person"
                      value={salesPerson}
                      onChange={setSalesPerson}
                      selectable={user.isRetailer}
                    />
                  )}
                </>
              ) : (
                <Field
                  id="order-existing-campaign"
                  label={t`Kampaň`}
                  required
                  error={
                    options.error
                      ? t`Kampaně se nepodařilo načíst: ${errorText(options.error)}`
                      : shownProblem('campaign')
                  }
                >
                  <Select<number>
                    id="order-existing-campaign"
                    style={{ width: '100%' }}
                    status={shownProblem('campaign') ? 'error' : undefined}
                    disabled={picksCompany && !company}
                    placeholder={
                      picksCompany && !company ? t`Nejdříve vyberte společnost` : t`Vyberte kampaň`
                    }
                    loading={options.isLoading}
                    showSearch={{ optionFilterProp: 'label' }}
                    notFoundContent={t`Žádná kampaň, do které lze přidávat`}
                    options={campaignOptions.map((campaign) => ({
                      value: campaign.id,
                      label: campaign.label,
                    }))}
                    value={existingId ?? undefined}
                    onChange={(next) => {
                      touch('campaign');
                      setExistingId(next);
                    }}
                  />
                </Field>
              )}
            </>
          )}
        </FormSection>

        <OrderFields form={form} advertiser={advertiser} />
        <OrderSummary
          form={form}
          action={t`Přidat do kampaně`}
          canSubmit={canSubmit}
          submitting={submitting}
          submitError={submitError}
          problems={hintProblems}
          done={added !== null}
        />
      </form>

      <AvailabilityModal
        product={availabilityOpen ? product : null}
        onClose={() => setAvailabilityOpen(false)}
      />
      <AddedProductDialog added={added} isRetailer={user.isRetailer} />
    </article>
  );
}

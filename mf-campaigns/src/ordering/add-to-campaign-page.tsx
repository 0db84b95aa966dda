import { useLingui } from '@lingui/react/macro';
import {
  addCampaignItem,
  CAMPAIGN_NAME_MAX_LENGTH,
  checkItemOrder,
  createCampaign,
  earliestStartDate,
  getCampaignItemsTargetUrlSettings,
  getCampaignOptions,
  getProduct,
  isApiError,
  isImpersonating,
  ITEM_NOTE_MAX_LENGTH,
  orderTotal,
  type CampaignOption,
  type Contact,
  type ItemOrderField,
  type NamedRef,
  type Product,
  type UserInfo,
} from '@portal/shared-contracts';
import { DATE_FORMAT, formatMoney, useCurrentUser, useLocale } from '@portal/shared-ui';
import {
  Alert,
  Button,
  DatePicker,
  Flex,
  Input,
  Select,
  Spin,
  StatusPanel,
  Typography,
} from '@portal/shared-ui/components';
import { InputNumber, notification, Radio } from '@portal/shared-ui/form-components';
import { Link, useParams } from '@portal/shared-ui/router';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import { AvailabilityModal } from '../availability/availability-modal';
import { clearPrefill, usePrefill } from '../availability/prefill-store';
import { CAMPAIGN_STATE_LABELS } from '../campaigns/campaign-state-tag';
import { CompanyContactField, CompanyField, SalesPersonField } from '../campaigns/party-fields';
import { useErrorText } from '../common/error-text';
import { Field } from '../common/field';
import { todayIso } from '../common/today';
import { useDebouncedValue } from '../common/use-debounced-value';
import { useMinimumOrderNote } from '../products/product-card';
import { RATE_TYPE_LABELS, RATE_UNIT_LABELS } from '../products/rate-type';
import { AddedProductDialog, type AddedProduct } from './added-product-dialog';
import { useIssueMessage } from './issue-messages';
import { KeywordsEditor } from './keywords-editor';
import {
  initialValues,
  isEndDateDisabled,
  isStartDateDisabled,
  toItemOrder,
  visibleIssue,
  withStartDate,
  type OrderValues,
} from './order-values';
import { TargetSection } from './target-section';
import { useAvailabilityCheck, useTakenWeeks } from './use-order-checks';

/** Spec §9: form data changes are emitted with a 200 ms debounce. */
export const FORM_DEBOUNCE_MS = 200;
/** Spec §9: the added-product toast stays 30 (seconds). */
export const TOAST_SECONDS = 30;

const ISO = 'YYYY-MM-DD';
const toIso = (value: dayjs.Dayjs | null) => (value ? value.format(ISO) : null);
/** The calendar opens inside the field's box, so it scrolls with the form. */
const popupBesideField = (trigger: HTMLElement) => trigger.parentElement ?? document.body;
const parseId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * Add-to-campaign (ad tool detail) at /tools/:selectedProductId and
 * /campaigns/:campaignId/tools/:selectedProductId (spec document 1 §2, document 2 §5).
 */
export default function AddToCampaignPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const params = useParams();
  const productId = parseId(params.selectedProductId);
  const campaignId = params.campaignId === undefined ? null : parseId(params.campaignId);
  const validPath = productId !== null && (params.campaignId === undefined || campaignId !== null);
  const product = useSWR(validPath ? ['products', productId] : null, () => getProduct(productId!));

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
  if (product.error && !product.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t`Produkt se nepodařilo načíst.`}
        description={errorText(product.error)}
        action={
          <Button size="small" onClick={() => void product.mutate()}>
            {t`Zkusit znovu`}
          </Button>
        }
      />
    );
  }
  if (!product.data) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" description={t`Načítání…`}>
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </Flex>
    );
  }
  return <OrderPage key={`${productId}:${campaignId}`} product={product.data} campaignId={campaignId} />;
}

/** A retailer who is a sales person is preselected (spec §6). */
const defaultSalesPerson = (user: UserInfo): NamedRef | null =>
  user.isRetailer && user.isSalesPerson ? { id: user.userId, name: user.name } : null;

type CampaignMode = 'new' | 'existing';

/** Field keys of the server's fieldErrors and the form field that shows them. */
const SERVER_FIELDS: Record<string, ItemOrderField | 'note' | 'name'> = {
  startDate: 'startDate',
  endDate: 'endDate',
  orderedAmount: 'orderedAmount',
  variableValueIdes: 'variableValueIdes',
  customProductPrice: 'customProductPrice',
  targetURL: 'targetURL',
  targetProductId: 'targetURL',
  targetLandingPageId: 'targetURL',
  targetKeywords: 'targetKeywords',
  note: 'note',
  name: 'name',
};

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <Typography.Title level={4} id={id}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function OrderPage({ product, campaignId }: { product: Product; campaignId: number | null }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const errorText = useErrorText();
  const issueMessage = useIssueMessage();
  const user = useCurrentUser()!;
  const retailerLike = user.isRetailer || isImpersonating({ user });
  const picksCompany = campaignId === null && (user.isRetailer || user.isAgency);
  const minimumNote = useMinimumOrderNote(product);
  const targetSetting = useSWR('app-settings/campaign-items-target-url', getCampaignItemsTargetUrlSettings);
  const targetEnabled = targetSetting.data?.enabled ?? false;

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
  const [values, setValues] = useState<OrderValues>(() => initialValues(product));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedProduct | null>(null);
  const [availabilityOpen, setAvailabilityOpen] = useState(false);

  const touch = (...fields: string[]) => {
    setTouched((previous) => new Set([...previous, ...fields]));
    setServerErrors((previous) => {
      if (!fields.some((field) => field in previous)) return previous;
      const next = { ...previous };
      fields.forEach((field) => delete next[field]);
      return next;
    });
  };
  const change = (patch: Partial<OrderValues>, ...fields: ItemOrderField[]) => {
    setValues((previous) => ({ ...previous, ...patch }));
    touch(...fields);
  };

  // A free cell chosen in an availability table fills the dates and the variable value.
  const prefill = usePrefill();
  const appliedPrefill = useRef<typeof prefill>(null);
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
  }, [prefill, product]);

  const today = useMemo(() => todayIso(), []);
  const context = useMemo(() => ({ product, retailerLike, today }), [product, retailerLike, today]);
  const settled = useDebouncedValue(values, FORM_DEBOUNCE_MS);
  const order = useMemo(
    () => toItemOrder(settled, product, targetEnabled),
    [settled, product, targetEnabled],
  );
  const issues = useMemo(() => checkItemOrder(order, context), [order, context]);
  const total = useMemo(() => orderTotal(order, product), [order, product]);
  const datesValid = !issues.some((issue) => issue.field === 'startDate' || issue.field === 'endDate');
  const availability = useAvailabilityCheck(product, order, datesValid);
  const taken = useTakenWeeks(product, values.variableValueIdes);
  const dateRules = { product, today, takenWeeks: taken.takenWeeks };

  const fieldError = (field: ItemOrderField): string | null => {
    if (serverErrors[field]) return serverErrors[field]!;
    const issue = visibleIssue(issues, field, touched as ReadonlySet<ItemOrderField>);
    return issue ? issueMessage(issue) : null;
  };

  const campaignProblems: string[] = [];
  if (campaignId !== null) {
    if (!fixedCampaign) campaignProblems.push(t`Do kampaně nelze přidat položku.`);
  } else {
    if (picksCompany && !company) campaignProblems.push(t`Vyberte společnost.`);
    if (mode === 'new' && !campaignName.trim()) campaignProblems.push(t`Vyplňte název kampaně.`);
    if (mode === 'existing' && !existing) campaignProblems.push(t`Vyberte kampaň.`);
  }
  const availabilityTaken = availability.status === 'taken';
  const canSubmit =
    issues.length === 0 && campaignProblems.length === 0 && !availabilityTaken && !submitting && !added;
  // Problems not already shown beside their field, listed under the hint.
  const hiddenProblems = [
    ...issues
      .filter((issue) => issue.field !== 'total' && fieldError(issue.field) === null)
      .map(issueMessage),
    ...campaignProblems,
  ];

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const current = toItemOrder(values, product, targetEnabled);
    if (checkItemOrder(current, context).length > 0 || campaignProblems.length > 0) {
      touch('startDate', 'endDate', 'orderedAmount', 'variableValueIdes', 'targetKeywords', 'name');
      return;
    }
    if (submitting || availabilityTaken) return;
    setSubmitting(true);
    setSubmitError(null);
    setServerErrors({});
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
      const response = await addCampaignItem(target.id, { productId: product.id, ...current });
      clearPrefill();
      const productName = product.titleOrName;
      const campaignTitle = response.campaign.name;
      const itemId = response.item.id;
      setAdded({
        campaignId: response.campaign.id,
        campaignName: campaignTitle,
        itemId,
        productName,
        rateType: product.rateType,
        unitPrice: response.item.unitPrice,
        nativeFormat: product.nativeFormat,
      });
      notification.success({
        title: t`Položka přidána do kampaně`,
        description: t`Produkt ${productName} je v kampani ${campaignTitle} jako položka č. ${itemId}.`,
        duration: TOAST_SECONDS,
      });
    } catch (caught) {
      setSubmitError(errorText(caught));
      const fieldErrors = isApiError(caught) ? caught.body.fieldErrors : undefined;
      if (fieldErrors) {
        const mapped: Record<string, string> = {};
        for (const [key, messages] of Object.entries(fieldErrors)) {
          const field = SERVER_FIELDS[key];
          if (field) mapped[field] = [mapped[field], ...messages].filter(Boolean).join(' ');
        }
        setServerErrors(mapped);
      }
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
  const flatRate = product.rateType === 'FLAT_RATE';
  const earliest = earliestStartDate(product, today);
  const valueLabel = product.variableValues[0]?.name || t`Hodnota`;
  const showCustomPrice = retailerLike || product.auction;
  const totalIssue = issues.find((issue) => issue.field === 'total');

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
        <Section id="order-campaign" title={t`Kampaň`}>
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
                    onChange={(next) => {
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
                    error={serverErrors.name ?? null}
                  >
                    <Input
                      id="order-campaign-name"
                      value={campaignName}
                      maxLength={CAMPAIGN_NAME_MAX_LENGTH}
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
                  error={options.error ? t`Kampaně se nepodařilo načíst: ${errorText(options.error)}` : null}
                >
                  <Select<number>
                    id="order-existing-campaign"
                    style={{ width: '100%' }}
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
                    onChange={setExistingId}
                  />
                </Field>
              )}
            </>
          )}
        </Section>

        <Section id="order-item" title={t`Objednávka`}>
          <Flex gap={16} wrap>
            <div style={{ flex: '1 1 240px' }}>
              <Field
                id="order-start-date"
                label={t`Začátek`}
                required
                error={fieldError('startDate')}
                help={
                  flatRate
                    ? t`Objednává se po celých týdnech, od pondělí.`
                    : (() => {
                        const date = dayjs(earliest).format(DATE_FORMAT);
                        return t`Nejdříve ${date}.`;
                      })()
                }
              >
                <DatePicker
                  id="order-start-date"
                  format={DATE_FORMAT}
                  style={{ width: '100%' }}
                  value={values.startDate ? dayjs(values.startDate) : null}
                  status={fieldError('startDate') ? 'error' : undefined}
                  defaultPickerValue={dayjs(earliest)}
                  getPopupContainer={popupBesideField}
                  disabledDate={(date) => isStartDateDisabled(date.format(ISO), dateRules)}
                  onChange={(date) =>
                    change(withStartDate(values, toIso(date), product), 'startDate', 'endDate')
                  }
                />
              </Field>
            </div>
            <div style={{ flex: '1 1 240px' }}>
              <Field
                id="order-end-date"
                label={t`Konec`}
                required
                error={fieldError('endDate')}
                help={flatRate ? t`Nastaví se na konec týdne; lze prodloužit o celé týdny.` : undefined}
              >
                <DatePicker
                  id="order-end-date"
                  format={DATE_FORMAT}
                  style={{ width: '100%' }}
                  value={values.endDate ? dayjs(values.endDate) : null}
                  status={fieldError('endDate') ? 'error' : undefined}
                  defaultPickerValue={dayjs(values.startDate ?? earliest)}
                  getPopupContainer={popupBesideField}
                  disabledDate={(date) => isEndDateDisabled(date.format(ISO), values.startDate, dateRules)}
                  onChange={(date) => change({ endDate: toIso(date) }, 'endDate')}
                />
              </Field>
            </div>
          </Flex>
          {taken.error && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t`Obsazené týdny se nepodařilo načíst: ${taken.error}`}
            />
          )}

          {product.variableValues.length > 0 && (
            <Field
              id="order-variable-values"
              label={valueLabel}
              required
              error={fieldError('variableValueIdes')}
            >
              <Select<number | number[]>
                id="order-variable-values"
                mode={product.multipleVariableValues ? 'multiple' : undefined}
                allowClear
                style={{ width: '100%' }}
                placeholder={t`Vyberte hodnotu`}
                status={fieldError('variableValueIdes') ? 'error' : undefined}
                options={product.variableValues.map((value) => ({ value: value.id, label: value.value }))}
                value={
                  product.multipleVariableValues ? values.variableValueIdes : values.variableValueIdes[0]
                }
                onChange={(next) =>
                  change(
                    {
                      variableValueIdes: Array.isArray(next)
                        ? next
                        : next === undefined || next === null
                          ? []
                          : [next],
                    },
                    'variableValueIdes',
                  )
                }
              />
            </Field>
          )}

          {!flatRate && (
            <Field
              id="order-amount"
              label={product.rateType === 'CPM' ? t`Počet zobrazení` : t`Počet prokliků`}
              required
              error={fieldError('orderedAmount')}
            >
              <InputNumber<number>
                id="order-amount"
                min={1}
                precision={0}
                style={{ width: '100%' }}
                status={fieldError('orderedAmount') ? 'error' : undefined}
                value={values.orderedAmount}
                onChange={(next) =>
                  change({ orderedAmount: typeof next === 'number' ? next : null }, 'orderedAmount')
                }
              />
            </Field>
          )}

          {showCustomPrice && (
            <Field
              id="order-custom-price"
              label={t`Vlastní cena (${rateUnit})`}
              error={fieldError('customProductPrice')}
              help={(() => {
                const price = formatMoney(product.price, locale);
                return t`Nejméně ${price}; prázdné pole znamená cenu produktu.`;
              })()}
            >
              <InputNumber<number>
                id="order-custom-price"
                min={0}
                precision={2}
                style={{ width: '100%' }}
                placeholder={String(product.price)}
                status={fieldError('customProductPrice') ? 'error' : undefined}
                value={values.customProductPrice}
                onChange={(next) =>
                  change({ customProductPrice: typeof next === 'number' ? next : null }, 'customProductPrice')
                }
              />
            </Field>
          )}

          <Field id="order-note" label={t`Poznámka`} error={serverErrors.note ?? null}>
            <Input.TextArea
              id="order-note"
              rows={3}
              maxLength={ITEM_NOTE_MAX_LENGTH}
              value={values.note}
              onChange={(event) => {
                setValues((previous) => ({ ...previous, note: event.target.value }));
                touch('note');
              }}
            />
          </Field>
        </Section>

        {targetSetting.error && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t`Nastavení cílové URL se nepodařilo načíst: ${errorText(targetSetting.error)}`}
          />
        )}
        {targetEnabled && (
          <Section id="order-target" title={t`Cíl reklamy`}>
            <TargetSection
              domainUrl={product.category.domainUrl}
              target={product.category.target}
              advertiser={advertiser}
              values={values}
              onChange={(patch) => change(patch, 'targetURL')}
              error={fieldError('targetURL')}
            />
          </Section>
        )}

        {product.searchTool && (
          <Section id="order-keywords" title={t`Vyhledávání`}>
            <KeywordsEditor
              value={values.targetKeywords}
              required={product.nativeType === 'topInSearch'}
              error={fieldError('targetKeywords')}
              onChange={(targetKeywords) => change({ targetKeywords }, 'targetKeywords')}
            />
          </Section>
        )}

        <Section id="order-summary" title={t`Souhrn`}>
          <Flex vertical gap={4} aria-live="polite">
            <div>
              <Typography.Text type="secondary">{t`Cena za jednotku:`} </Typography.Text>
              {formatMoney(values.customProductPrice ?? product.price, locale)} {rateUnit}
            </div>
            <div>
              <Typography.Text type="secondary">{t`Celková cena:`} </Typography.Text>
              <Typography.Text strong style={{ fontSize: 18 }} data-testid="order-total">
                {total === null ? '–' : formatMoney(total, locale)}
              </Typography.Text>
            </div>
            {totalIssue && (
              <div role="alert" style={{ color: '#ff4d4f' }}>
                {issueMessage(totalIssue)}
              </div>
            )}
            {availability.status === 'checking' && (
              <Typography.Text type="secondary">{t`Ověřuji dostupnost…`}</Typography.Text>
            )}
            {availability.status === 'available' && (
              <Typography.Text type="success">{t`Termín je volný.`}</Typography.Text>
            )}
            {availability.status === 'taken' && (
              <div role="alert" style={{ color: '#ff4d4f' }}>
                {availability.message || t`Termín je obsazený.`}
              </div>
            )}
            {availability.status === 'failed' && (
              <div role="alert" style={{ color: '#ff4d4f' }}>
                {t`Dostupnost se nepodařilo ověřit: ${availability.message}`}
              </div>
            )}
          </Flex>
          {submitError && <Alert type="error" showIcon style={{ marginTop: 16 }} title={submitError} />}
          <Flex vertical gap={8} align="flex-start" style={{ marginTop: 16 }}>
            <Button
              type="primary"
              size="large"
              htmlType="submit"
              disabled={!canSubmit}
              loading={submitting}
              aria-describedby={!canSubmit && !submitting ? 'order-hint' : undefined}
            >
              {t`Přidat do kampaně`}
            </Button>
            {!canSubmit && !submitting && !added && (
              <div id="order-hint">
                <Typography.Text type="warning">{t`Zkontrolujte prosím zadané údaje.`}</Typography.Text>
                {hiddenProblems.length > 0 && (
                  <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                    {hiddenProblems.map((problem, index) => (
                      <li key={index}>
                        <Typography.Text type="secondary">{problem}</Typography.Text>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </Flex>
        </Section>
      </form>

      <AvailabilityModal
        product={availabilityOpen ? product : null}
        onClose={() => setAvailabilityOpen(false)}
      />
      <AddedProductDialog added={added} isRetailer={user.isRetailer} />
    </article>
  );
}

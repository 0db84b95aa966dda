import { useLingui } from '@lingui/react/macro';
import { earliestStartDate, ITEM_NOTE_MAX_LENGTH } from '@portal/shared-contracts/campaign-items';
import { DATE_FORMAT, formatMoney, useLocale } from '@portal/shared-ui';
import { Alert, DatePicker, Flex, Input, Select } from '@portal/shared-ui/components';
import { InputNumber } from '@portal/shared-ui/form-components';
import dayjs from 'dayjs';
import { useErrorText } from '../common/error-text';
import { Field } from '../common/field';
import { RATE_UNIT_LABELS } from '../products/rate-type';
import { FormSection } from './form-section';
import { KeywordsEditor } from './keywords-editor';
import { isEndDateDisabled, isStartDateDisabled, withStartDate } from './order-values';
import { TargetSection, type Advertiser } from './target-section';
import type { OrderForm } from './use-order-form';

const ISO = 'YYYY-MM-DD';
const toIso = (value: dayjs.Dayjs | null) => (value ? value.format(ISO) : null);
/** The calendar opens inside the field's box, so it scrolls with the form. */
const popupBesideField = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

interface OrderFieldsProps {
  form: OrderForm;
  /** Whose target products and landing pages may be chosen. */
  advertiser: Advertiser;
}

/**
 * The fields of the order form (document 2 §5 "Add-tool-to-campaign form"): dates, variable (tag)
 * values, ordered amount, custom price, note, the target URL tabs and the keywords of search
 * products. Add-to-campaign and the activity edit render the same fields.
 */
export function OrderFields({ form, advertiser }: OrderFieldsProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const errorText = useErrorText();
  const { product, values, change, fieldError, dateRules, taken, targetSetting, targetEnabled } = form;
  const rateUnit = i18n._(RATE_UNIT_LABELS[product.rateType]);
  const flatRate = product.rateType === 'FLAT_RATE';
  const earliest = earliestStartDate(product, form.today);
  const valueLabel = product.variableValues[0]?.name || t`Hodnota`;
  const showCustomPrice = form.retailerLike || product.auction;

  return (
    <>
      <FormSection id="order-item" title={t`Objednávka`}>
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
                defaultPickerValue={dayjs(values.startDate ?? earliest)}
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
              value={product.multipleVariableValues ? values.variableValueIdes : values.variableValueIdes[0]}
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

        <Field id="order-note" label={t`Poznámka`} error={form.serverErrors.note ?? null}>
          <Input.TextArea
            id="order-note"
            rows={3}
            maxLength={ITEM_NOTE_MAX_LENGTH}
            value={values.note}
            onChange={(event) => {
              form.setValues((previous) => ({ ...previous, note: event.target.value }));
              form.touch('note');
            }}
          />
        </Field>
      </FormSection>

      {targetSetting.error && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t`Nastavení cílové URL se nepodařilo načíst: ${errorText(targetSetting.error)}`}
        />
      )}
      {targetEnabled && (
        <FormSection id="order-target" title={t`Cíl reklamy`}>
          <TargetSection
            domainUrl={product.category.domainUrl}
            target={product.category.target}
            advertiser={advertiser}
            values={values}
            onChange={(patch) => change(patch, 'targetURL')}
            error={fieldError('targetURL')}
          />
        </FormSection>
      )}

      {product.searchTool && (
        <FormSection id="order-keywords" title={t`Vyhledávání`}>
          <KeywordsEditor
            value={values.targetKeywords}
            required={product.nativeType === 'topInSearch'}
            error={fieldError('targetKeywords')}
            onChange={(targetKeywords) => change({ targetKeywords }, 'targetKeywords')}
          />
        </FormSection>
      )}
    </>
  );
}

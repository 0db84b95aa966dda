import { useLingui } from '@lingui/react/macro';
import { earliestStartDate, ITEM_NOTE_MAX_LENGTH } from '@portal/shared-contracts/campaign-items';
import { DATE_FORMAT, formatMoney, useErrorText, useLocale } from '@portal/shared-ui';
import { Alert, Flex, Input, Select } from '@portal/shared-ui/components';
import { InputNumber } from '@portal/shared-ui/form-components';
import dayjs from 'dayjs';
import { RATE_UNIT_LABELS } from '../products/rate-type';
import { isEndDateDisabled, isStartDateDisabled } from './date-rules';
import { FormSection } from './form-section';
import { KeywordsEditor } from './keywords-editor';
import { OrderField, OrderFieldName } from './order-field';
import { OrderDatePicker } from './order-date-picker';
import { withStartDate } from './order-values';
import { TargetSection, type Advertiser } from './target-section';
import type { OrderForm } from './use-order-form';

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
            <OrderField
              name="startDate"
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
              <OrderDatePicker
                id="order-start-date"
                value={values.startDate}
                pickerDate={values.startDate ?? earliest}
                invalid={fieldError('startDate') !== null}
                isDisabled={(date) => isStartDateDisabled(date, dateRules)}
                onChange={(date) => {
                  // The end counts as changed only when the start moved it (flat rate, or an end now
                  // before the start): an end still to be filled in is not an error yet.
                  change(withStartDate(values, date, product));
                }}
                onUnreadable={(unreadable) => form.markUnreadable('startDate', unreadable)}
              />
            </OrderField>
          </div>
          <div style={{ flex: '1 1 240px' }}>
            <OrderField
              name="endDate"
              id="order-end-date"
              label={t`Konec`}
              required
              error={fieldError('endDate')}
              help={flatRate ? t`Nastaví se na konec týdne; lze prodloužit o celé týdny.` : undefined}
            >
              <OrderDatePicker
                id="order-end-date"
                value={values.endDate}
                pickerDate={values.startDate ?? earliest}
                invalid={fieldError('endDate') !== null}
                isDisabled={(date) => isEndDateDisabled(date, values.startDate, dateRules)}
                onChange={(endDate) => change({ endDate })}
                onUnreadable={(unreadable) => form.markUnreadable('endDate', unreadable)}
              />
            </OrderField>
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
          <OrderField
            name="variableValueIdes"
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
                change({
                  variableValueIdes: Array.isArray(next)
                    ? next
                    : next === undefined || next === null
                      ? []
                      : [next],
                })
              }
            />
          </OrderField>
        )}

        {!flatRate && (
          <OrderField
            name="orderedAmount"
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
              onChange={(next) => change({ orderedAmount: typeof next === 'number' ? next : null })}
            />
          </OrderField>
        )}

        {showCustomPrice && (
          <OrderField
            name="customProductPrice"
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
              onChange={(next) => change({ customProductPrice: typeof next === 'number' ? next : null })}
            />
          </OrderField>
        )}

        <OrderField name="note" id="order-note" label={t`Poznámka`} error={form.fieldError('note')}>
          <Input.TextArea
            id="order-note"
            rows={3}
            maxLength={ITEM_NOTE_MAX_LENGTH}
            value={values.note}
            onChange={(event) => change({ note: event.target.value })}
          />
        </OrderField>
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
            onChange={(patch) => change(patch)}
            error={fieldError('targetURL')}
          />
        </FormSection>
      )}

      {product.searchTool && (
        <FormSection id="order-keywords" title={t`Vyhledávání`}>
          <OrderFieldName name="targetKeywords" />
          <KeywordsEditor
            value={values.targetKeywords}
            required={product.nativeType === 'topInSearch'}
            error={fieldError('targetKeywords')}
            onChange={(targetKeywords) => change({ targetKeywords })}
          />
        </FormSection>
      )}
    </>
  );
}

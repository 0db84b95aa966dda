import { useLingui } from '@lingui/react/macro';
import type { RateType } from '@portal/shared-contracts/catalogue';
import { CURRENCY_CODE } from '@portal/shared-contracts/core';
import { Flex, Input } from '@portal/shared-ui/components';
import { InputNumber } from '@portal/shared-ui/form-components';
import { Field, fieldAria } from '../common/field';
import type { ProductSettingsForm } from './use-product-settings-form';
import { useProductLabels } from './use-product-labels';

const id = (field: string) => `product-${field}`;

/**
 * Rate type (read-only: the portal does not change it), price and minimum order in CZK. A price
 * change holds for what is ordered from now on: ordered items keep their unit price.
 */
export function ProductPricingFields({ form, rateType }: { form: ProductSettingsForm; rateType: RateType }) {
  const { t } = useLingui();
  const labels = useProductLabels();
  const { values, errors, set, touch } = form;
  const rateHelp = t`Typ sazby v portálu nelze změnit.`;
  const priceHelp = t`Změna ceny platí jen pro nové objednávky. Už objednané položky si ponechají svou cenu.`;
  const minAmountHelp = t`Nejnižší celková cena položky, kterou lze objednat (rozpočet). 0: bez omezení.`;

  return (
    <Flex wrap gap={16}>
      <div style={{ flex: '1 1 200px' }}>
        <Field id={id('rateType')} label={t`Typ sazby`} help={rateHelp}>
          <Input
            id={id('rateType')}
            value={labels.rateType(rateType)}
            readOnly
            variant="filled"
            aria-describedby={`${id('rateType')}-help`}
          />
        </Field>
      </div>
      <div style={{ flex: '1 1 200px' }}>
        <Field id={id('price')} label={t`Cena`} required help={priceHelp} error={errors.price}>
          {/* No min, max or precision: antd would silently change a typed value instead of saying what is wrong. */}
          <InputNumber<number>
            id={id('price')}
            style={{ width: '100%' }}
            step={1}
            suffix={CURRENCY_CODE}
            value={values.price}
            aria-required
            onChange={(price) => set('price', price)}
            onBlur={() => touch('price')}
            {...fieldAria(id('price'), { error: errors.price, help: priceHelp })}
          />
        </Field>
      </div>
      <div style={{ flex: '1 1 200px' }}>
        <Field
          id={id('minAmount')}
          label={t`Minimální objednávka`}
          required
          help={minAmountHelp}
          error={errors.minAmount}
        >
          <InputNumber<number>
            id={id('minAmount')}
            style={{ width: '100%' }}
            step={1}
            suffix={CURRENCY_CODE}
            value={values.minAmount}
            aria-required
            onChange={(minAmount) => set('minAmount', minAmount)}
            onBlur={() => touch('minAmount')}
            {...fieldAria(id('minAmount'), { error: errors.minAmount, help: minAmountHelp })}
          />
        </Field>
      </div>
    </Flex>
  );
}

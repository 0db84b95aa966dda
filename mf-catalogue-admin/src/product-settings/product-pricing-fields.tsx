import { useLingui } from '@lingui/react/macro';
import type { RateType } from '@portal/shared-contracts/catalogue';
import { CURRENCY_CODE } from '@portal/shared-contracts/core';
import { Flex, Input } from '@portal/shared-ui/components';
import { FieldFrame, NumberField } from '@portal/shared-ui/form';
import { useProductLabels } from './use-product-labels';

const id = (field: string) => `product-${field}`;

/**
 * Rate type (read-only: the portal does not change it), price and minimum order in CZK. A price
 * change holds for what is ordered from now on: ordered items keep their unit price.
 */
export function ProductPricingFields({ rateType }: { rateType: RateType }) {
  const { t } = useLingui();
  const labels = useProductLabels();
  const rateHelp = t`Typ sazby v portálu nelze změnit.`;

  return (
    <Flex wrap gap={16}>
      <div style={{ flex: '1 1 200px' }}>
        <FieldFrame id={id('rateType')} label={t`Typ sazby`} help={rateHelp}>
          <Input
            id={id('rateType')}
            value={labels.rateType(rateType)}
            readOnly
            variant="filled"
            aria-describedby={`${id('rateType')}-help`}
          />
        </FieldFrame>
      </div>
      {/* No min or max, any decimals: the input would silently change a typed value instead of saying what is wrong. */}
      <div style={{ flex: '1 1 200px' }}>
        <NumberField
          precision="any"
          name="price"
          id={id('price')}
          label={t`Cena`}
          required
          help={t`Změna ceny platí jen pro nové objednávky. Už objednané položky si ponechají svou cenu.`}
          step={1}
          suffix={CURRENCY_CODE}
        />
      </div>
      <div style={{ flex: '1 1 200px' }}>
        <NumberField
          precision="any"
          name="minAmount"
          id={id('minAmount')}
          label={t`Minimální objednávka`}
          required
          help={t`Nejnižší celková cena položky, kterou lze objednat (rozpočet). 0: bez omezení.`}
          step={1}
          suffix={CURRENCY_CODE}
        />
      </div>
    </Flex>
  );
}

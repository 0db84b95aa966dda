import { useLingui } from '@lingui/react/macro';
import { CheckboxField } from '../common/checkbox-field';
import type { ProductSettingsForm } from './use-product-settings-form';

const id = (field: string) => `product-${field}`;

/** How the product is ordered: availability check, default position, variable values, auction. */
export function ProductOrderingFields({ form }: { form: ProductSettingsForm }) {
  const { t } = useLingui();
  const { values, errors, set } = form;
  return (
    <>
      <CheckboxField
        id={id('checkAvails')}
        label={t`Kontrola obsazenosti`}
        help={t`Každý týden a hodnotu proměnné produktu s cenou Flat Rate může mít objednanou jen jedna položka.`}
        checked={values.checkAvails}
        error={errors.checkAvails}
        onChange={(checked) => set('checkAvails', checked)}
      />
      <CheckboxField
        id={id('defaultPosEnabled')}
        label={t`Výchozí pozice`}
        help={values.checkAvails ? undefined : t`Výchozí pozici lze zapnout jen s kontrolou obsazenosti.`}
        checked={values.defaultPosEnabled}
        disabled={!values.checkAvails}
        error={errors.defaultPosEnabled}
        onChange={(checked) => set('defaultPosEnabled', checked)}
      />
      <CheckboxField
        id={id('multipleVariableValues')}
        label={t`Více hodnot proměnné`}
        help={t`Položka může mít vybráno více hodnot proměnné (např. pozic) najednou.`}
        checked={values.multipleVariableValues}
        error={errors.multipleVariableValues}
        onChange={(checked) => set('multipleVariableValues', checked)}
      />
      <CheckboxField
        id={id('auction')}
        label={t`Aukce`}
        help={t`Kupující mohou nabídnout vyšší cenu, než je cena produktu.`}
        checked={values.auction}
        error={errors.auction}
        onChange={(checked) => set('auction', checked)}
      />
    </>
  );
}

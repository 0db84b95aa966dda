import { useLingui } from '@lingui/react/macro';
import { CheckboxField, useField, useForm } from '@portal/shared-ui/form';
import { useEffect } from 'react';

const id = (field: string) => `product-${field}`;

/** How the product is ordered: availability check, default position, variable values, auction. */
export function ProductOrderingFields() {
  const { t } = useLingui();
  const form = useForm();
  const checkAvails = Boolean(
    useField<boolean>('checkAvails', { subscription: { value: true } }).input.value,
  );
  // Spec 001 §5: no default position without the availability check (turning the check back on
  // does not turn the position on by itself).
  useEffect(() => {
    if (!checkAvails) form.change('defaultPosEnabled', false);
  }, [checkAvails, form]);
  return (
    <>
      <CheckboxField
        name="checkAvails"
        id={id('checkAvails')}
        label={t`Kontrola obsazenosti`}
        help={t`Každý týden a hodnotu proměnné produktu s cenou Flat Rate může mít objednanou jen jedna položka.`}
      />
      <CheckboxField
        name="defaultPosEnabled"
        id={id('defaultPosEnabled')}
        label={t`Výchozí pozice`}
        help={checkAvails ? undefined : t`Výchozí pozici lze zapnout jen s kontrolou obsazenosti.`}
        disabled={!checkAvails}
      />
      <CheckboxField
        name="multipleVariableValues"
        id={id('multipleVariableValues')}
        label={t`Více hodnot proměnné`}
        help={t`Položka může mít vybráno více hodnot proměnné (např. pozic) najednou.`}
      />
      <CheckboxField
        name="auction"
        id={id('auction')}
        label={t`Aukce`}
        help={t`Kupující mohou nabídnout vyšší cenu, než je cena produktu.`}
      />
    </>
  );
}

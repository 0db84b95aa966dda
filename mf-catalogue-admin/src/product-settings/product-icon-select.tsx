import { useLingui } from '@lingui/react/macro';
import { PRODUCT_ICON_NAMES } from '@portal/shared-contracts/catalogue';
import { Flex, Select } from '@portal/shared-ui/components';
import { ProductIcon } from '@portal/shared-ui/form-components';

interface ProductIconSelectProps {
  id: string;
  value: string | null;
  onChange: (icon: string | null) => void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The product card's preset icon (spec 000 §3: one of 17), each option with its picture; the chosen
 * one is shown beside the select as the card shows it. Cleared: the card's neutral tile icon.
 */
export function ProductIconSelect({ id, value, onChange, ...props }: ProductIconSelectProps) {
  const { t } = useLingui();
  return (
    <Flex align="center" gap={12}>
      <ProductIcon name={value} />
      <Select<string>
        id={id}
        allowClear
        style={{ flex: 1, minWidth: 0 }}
        placeholder={t`Výchozí ikona`}
        showSearch={{ optionFilterProp: 'label' }}
        options={PRODUCT_ICON_NAMES.map((name) => ({ value: name, label: name }))}
        optionRender={(option) => (
          <Flex align="center" gap={8}>
            <span style={{ display: 'inline-flex', transform: 'scale(0.75)', margin: -5 }}>
              <ProductIcon name={String(option.value)} />
            </span>
            {option.label}
          </Flex>
        )}
        value={value ?? undefined}
        onChange={(icon) => onChange(icon ?? null)}
        {...props}
      />
    </Flex>
  );
}

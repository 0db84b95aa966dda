import { useLingui } from '@lingui/react/macro';
import { NATIVE_TYPES, type NativeType } from '@portal/shared-contracts/catalogue';
import { Select } from '@portal/shared-ui/components';
import { InputNumber, Radio } from '@portal/shared-ui/form-components';
import { Field, fieldAria } from '../common/field';
import { ProductCreativeFormatSelect } from './product-creative-format-select';
import type { ProductSettingsForm } from './use-product-settings-form';
import { useProductLabels } from './use-product-labels';

const id = (field: string) => `product-${field}`;

// 'none' is what a banner has; a native tool without a placement shows an empty select instead.
const PLACEMENTS = NATIVE_TYPES.filter((type) => type !== 'none');

/** What the tool delivers: banner or native format (with its placement), creative format, size id. */
export function ProductFormatFields({ form }: { form: ProductSettingsForm }) {
  const { t } = useLingui();
  const labels = useProductLabels();
  const { values, errors, set, touch } = form;
  const sizeHelp = t`ID velikosti reklamní plochy v ad serveru.`;

  return (
    <>
      <div style={{ marginBottom: 20 }}>
        <div id={`${id('nativeFormat')}-label`} style={{ marginBottom: 4, fontWeight: 500 }}>
          {t`Typ nástroje`}
        </div>
        <Radio.Group
          aria-labelledby={`${id('nativeFormat')}-label`}
          aria-describedby={errors.nativeFormat ? `${id('nativeFormat')}-error` : undefined}
          value={values.nativeFormat ? 'native' : 'banner'}
          options={[
            { value: 'banner', label: t`Banner` },
            { value: 'native', label: t`Nativní formát` },
          ]}
          onChange={(event) => set('nativeFormat', event.target.value === 'native')}
        />
        {errors.nativeFormat && (
          <div id={`${id('nativeFormat')}-error`} role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
            {errors.nativeFormat}
          </div>
        )}
      </div>
      {values.nativeFormat && (
        <Field id={id('nativeType')} label={t`Typ nativního formátu`} error={errors.nativeType}>
          <Select<NativeType>
            id={id('nativeType')}
            allowClear
            style={{ width: '100%', maxWidth: 420 }}
            placeholder={t`Nevybráno`}
            options={PLACEMENTS.map((type) => ({ value: type, label: labels.nativeType(type) }))}
            value={values.nativeType === 'none' ? undefined : values.nativeType}
            onChange={(type) => set('nativeType', type ?? 'none')}
            {...fieldAria(id('nativeType'), { error: errors.nativeType })}
          />
        </Field>
      )}
      <Field id={id('creativeFormatId')} label={t`Formát kreativy`} error={errors.creativeFormatId}>
        <ProductCreativeFormatSelect
          id={id('creativeFormatId')}
          value={values.creativeFormat}
          onChange={(format) => set('creativeFormat', format)}
          {...fieldAria(id('creativeFormatId'), { error: errors.creativeFormatId })}
        />
      </Field>
      <Field id={id('sizeExternalId')} label={t`ID velikosti`} help={sizeHelp} error={errors.sizeExternalId}>
        {/* No min or max: antd would silently clamp a typed value instead of saying what is wrong. */}
        <InputNumber<number>
          id={id('sizeExternalId')}
          style={{ width: 200 }}
          precision={0}
          step={1}
          value={values.sizeExternalId}
          onChange={(size) => set('sizeExternalId', size)}
          onBlur={() => touch('sizeExternalId')}
          {...fieldAria(id('sizeExternalId'), { error: errors.sizeExternalId, help: sizeHelp })}
        />
      </Field>
    </>
  );
}

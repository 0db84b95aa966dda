import { useLingui } from '@lingui/react/macro';
import { NATIVE_TYPES, type NativeType } from '@portal/shared-contracts/catalogue';
import { Select } from '@portal/shared-ui/components';
import { NumberField, SelectField, useFormField } from '@portal/shared-ui/form';
import { Radio } from '@portal/shared-ui/form-components';
import { ControlField } from '../common/control-field';
import { CreativeFormatsLoadError, useCreativeFormatOptions } from '../common/creative-format-options';
import { useProductLabels } from './use-product-labels';

const id = (field: string) => `product-${field}`;

// 'none' is what a banner has; a native tool without a placement shows an empty select instead.
const PLACEMENTS = NATIVE_TYPES.filter((type) => type !== 'none');

/** Banner or native format: two choices labelled by the group's own title. */
function ToolTypeField() {
  const { t } = useLingui();
  const fieldId = id('nativeFormat');
  const { input, error } = useFormField<boolean>('nativeFormat', { id: fieldId });
  return (
    <div style={{ marginBottom: 20 }}>
      <div id={`${fieldId}-label`} style={{ marginBottom: 4, fontWeight: 500 }}>
        {t`Typ nástroje`}
      </div>
      <Radio.Group
        aria-labelledby={`${fieldId}-label`}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        value={input.value ? 'native' : 'banner'}
        options={[
          { value: 'banner', label: t`Banner` },
          { value: 'native', label: t`Nativní formát` },
        ]}
        onChange={(event) => input.onChange(event.target.value === 'native')}
      />
      {error && (
        <div id={`${fieldId}-error`} role="alert" style={{ color: '#cf1322', marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}

/** What the tool delivers: banner or native format (with its placement), creative format, size id. */
export function ProductFormatFields({ nativeFormat }: { nativeFormat: boolean }) {
  const { t } = useLingui();
  const labels = useProductLabels();
  const formats = useCreativeFormatOptions();

  return (
    <>
      <ToolTypeField />
      {nativeFormat && (
        <ControlField<NativeType> name="nativeType" id={id('nativeType')} label={t`Typ nativního formátu`}>
          {({ input, aria, status }) => (
            <Select<NativeType>
              id={id('nativeType')}
              allowClear
              style={{ width: '100%', maxWidth: 420 }}
              placeholder={t`Nevybráno`}
              options={PLACEMENTS.map((type) => ({ value: type, label: labels.nativeType(type) }))}
              value={input.value === 'none' ? undefined : input.value}
              onChange={(type) => input.onChange(type ?? 'none')}
              status={status}
              {...aria}
            />
          )}
        </ControlField>
      )}
      {/* The format with its name, shown before the list arrives; it may be cleared: the detail then warns. */}
      <SelectField<number>
        named
        name="creativeFormat"
        id={id('creativeFormatId')}
        label={t`Formát kreativy`}
        allowClear
        placeholder={t`Vyberte formát kreativy`}
        options={formats.options}
        loading={formats.loading}
      />
      <CreativeFormatsLoadError loadError={formats.loadError} />
      {/* No min or max: the input would silently clamp a typed value instead of saying what is wrong. */}
      <NumberField
        name="sizeExternalId"
        id={id('sizeExternalId')}
        label={t`ID velikosti`}
        help={t`ID velikosti reklamní plochy v ad serveru.`}
        step={1}
        width={200}
        grouped={false}
      />
    </>
  );
}

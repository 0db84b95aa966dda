import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import { listCreativeFormats } from '@portal/shared-contracts/creatives';
import { useErrorText } from '@portal/shared-ui';
import { Select } from '@portal/shared-ui/components';
import useSWR from 'swr';

interface ProductCreativeFormatSelectProps {
  id: string;
  /** The chosen format with its name, shown before the list arrives. */
  value: NamedRef | null;
  onChange: (format: NamedRef | null) => void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The product's creative format, searched by name among every format (GET /creatives/formats: one
 * short list, so the select filters it itself). It may be cleared: the detail then warns.
 */
export function ProductCreativeFormatSelect({
  id,
  value,
  onChange,
  ...props
}: ProductCreativeFormatSelectProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  // The landing page types' select reads the same key: one request for both screens.
  const formats = useSWR('creatives/formats', () => listCreativeFormats(), { revalidateOnFocus: false });
  const list = formats.data ?? [];
  const all = value && !list.some((format) => format.id === value.id) ? [value, ...list] : list;
  const loadError = formats.error ? errorText(formats.error) : '';

  return (
    <>
      <Select<number>
        id={id}
        allowClear
        style={{ width: '100%' }}
        placeholder={t`Vyberte formát kreativy`}
        loading={formats.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        options={all.map((format) => ({ value: format.id, label: format.name }))}
        value={value?.id}
        onChange={(formatId) => {
          const chosen = all.find((format) => format.id === formatId);
          onChange(chosen ? { id: chosen.id, name: chosen.name } : null);
        }}
        {...props}
      />
      {formats.error && (
        <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {t`Formáty kreativ se nepodařilo načíst: ${loadError}`}
        </div>
      )}
    </>
  );
}

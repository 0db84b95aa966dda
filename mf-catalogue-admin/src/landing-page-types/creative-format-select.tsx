import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import { listCreativeFormats } from '@portal/shared-contracts/creatives';
import { useErrorText } from '@portal/shared-ui';
import { Select } from '@portal/shared-ui/components';
import useSWR from 'swr';

interface CreativeFormatSelectProps {
  id: string;
  value: number | null;
  onChange: (formatId: number | null) => void;
  /** The type's own format, shown by name before the list arrives. */
  current: NamedRef | null;
  disabled?: boolean;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The type's creative format, chosen from every format (GET /creatives/formats, by name). */
export function CreativeFormatSelect({ id, value, onChange, current, ...props }: CreativeFormatSelectProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const formats = useSWR('creatives/formats', () => listCreativeFormats(), { revalidateOnFocus: false });
  const list = formats.data ?? [];
  const all = current && !list.some((format) => format.id === current.id) ? [current, ...list] : list;
  const loadError = formats.error ? errorText(formats.error) : '';

  return (
    <>
      <Select<number>
        id={id}
        style={{ width: '100%' }}
        placeholder={t`Vyberte formát kreativy`}
        loading={formats.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        options={all.map((format) => ({ value: format.id, label: format.name }))}
        value={value ?? undefined}
        onChange={(formatId) => onChange(formatId ?? null)}
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

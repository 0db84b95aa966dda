import { useLingui } from '@lingui/react/macro';
import { Typography } from '@portal/shared-ui/components';
import { Progress } from '@portal/shared-ui/form-components';
import { fieldId, useFormField, useUploadProgress, type FieldProps } from '@portal/shared-ui/form-core';
import { FieldFrame } from './field-frame';

export interface FileFieldProps extends FieldProps {
  /** The types the picker offers (image/png,image/jpeg; .zip); the server checks the content. */
  accept?: string;
}

/** Bytes as a person reads them: 812 kB, 4.2 MB. */
const sizeOf = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: bytes < 1_000_000 ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes < 1_000_000 ? bytes / 1_000 : bytes / 1_000_000);

/**
 * A file to send with the form: the browser's own picker (keyboard and screen reader work as
 * everywhere), the chosen file's name and size, and while the form sends it, how far it got.
 */
export function FileField({ name, label, required, help, disabled, accept, ...rest }: FileFieldProps) {
  const { t, i18n } = useLingui();
  const id = fieldId({ id: rest.id, name });
  const { input, error, aria } = useFormField<File | null>(name, { id, help, required });
  const progress = useUploadProgress();
  const file = input.value || null;
  const uploaded = (percent: number) => t`Nahráno ${percent} %`;
  return (
    <FieldFrame id={id} label={label} required={required} help={help} error={error}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled || progress !== null}
        {...aria}
        onChange={(event) => input.onChange(event.target.files?.[0] ?? null)}
        onBlur={() => input.onBlur()}
      />
      {file && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {`${file.name}, ${sizeOf(file.size, i18n.locale)}`}
        </Typography.Text>
      )}
      {progress && (
        // The percent as a screen reader reads it; the bar shows it.
        <Progress
          percent={progress.percent}
          size="small"
          aria-label={uploaded(progress.percent)}
          style={{ marginTop: 4 }}
        />
      )}
    </FieldFrame>
  );
}

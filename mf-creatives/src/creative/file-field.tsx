import { useLingui } from '@lingui/react/macro';
import {
  fieldRules,
  type CreativeFile,
  type CreativeFormatField,
  type ImageFormat,
} from '@portal/shared-contracts/creatives';
import { useLocale } from '@portal/shared-ui';
import { Button, Flex, Typography } from '@portal/shared-ui/components';
import { useFormField } from '@portal/shared-ui/form';
import { PictureOutlined, Progress } from '@portal/shared-ui/form-components';
import { useRef, useState } from 'react';
import { PartFrame } from '../common/part-frame';
import { formatFileSize } from '../common/format';
import { CreativeImage } from './creative-image';
import { fileName } from './editor-model';
import { useUploadErrorTexts } from './issue-texts';

/** In the editor images are shown smaller than in the preview (which shows them at their size). */
const EDITOR_IMAGE_MAX_HEIGHT = 240;
const CONVERTED_IMAGE_MAX_HEIGHT = 120;

const MIME_TYPES: Record<ImageFormat, string> = {
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  WEBP: 'image/webp',
};

/** The restrictions of a file field as one line: pixels, formats, largest size (spec 000 §3). */
export function useFileHints(field: CreativeFormatField): string {
  const { t } = useLingui();
  const locale = useLocale();
  const rules = fieldRules(field.restrictions);
  const hints: string[] = [];
  const { width, height } = rules;
  if (width !== undefined && height !== undefined) hints.push(t`Rozměr ${width} × ${height} px`);
  else if (width !== undefined) hints.push(t`Šířka ${width} px`);
  else if (height !== undefined) hints.push(t`Výška ${height} px`);
  if (rules.imageFormats?.length) {
    const formats = rules.imageFormats.join(', ');
    hints.push(t`formát ${formats}`);
  }
  if (rules.maxBytes !== undefined) {
    const max = formatFileSize(rules.maxBytes, locale);
    hints.push(t`nejvýše ${max}`);
  }
  return hints.join(' · ');
}

/**
 * Sends a chosen file of the field to the server, reporting the percent sent, and answers the file
 * the field now holds: a creative's temporary file (uploadFieldFile), or a landing page's value
 * (uploadLandingPageFieldFile, which keeps it at once).
 */
export type FieldFileUpload = (file: File, onProgress: (percent: number) => void) => Promise<CreativeFile>;

interface FileFieldProps {
  field: CreativeFormatField;
  file: CreativeFile | null;
  upload: FieldFileUpload;
  disabled?: boolean;
  /** Messages of the last save about this field. */
  errors: string[];
  onUploaded: (file: CreativeFile) => void;
  /** Told when an upload starts and ends (the form waits for it before saving). */
  onBusy?: (busy: boolean) => void;
}

/**
 * A file field of a creative or a landing page (spec 000 §3, 001 §5 "Image rules"): its size, format
 * and byte hints, the image uploaded so far, and an upload with its progress. The file is checked by
 * the server (`upload`); a refused one shows the reasons beside the field, in the portal's words
 * (fileTooBig, invalidImageWidth, …).
 */
export function FileField({
  field,
  file,
  upload: send,
  disabled,
  errors,
  onUploaded,
  onBusy,
}: FileFieldProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const uploadErrorTexts = useUploadErrorTexts();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const rules = fieldRules(field.restrictions);
  const id = `field-${field.id}`;
  const name = field.displayName;
  const hints = useFileHints(field);
  const accept = rules.imageFormats?.map((format) => MIME_TYPES[format]).join(',');

  const upload = async (chosen: File) => {
    setUploadErrors([]);
    // Spec 001 §5: the size must not exceed the maximum; said at once, without sending the file.
    if (rules.maxBytes !== undefined && chosen.size > rules.maxBytes) {
      const current = formatFileSize(chosen.size, locale);
      const max = formatFileSize(rules.maxBytes, locale);
      setUploadErrors([t`Soubor je příliš velký (${current}), nejvýše smí mít ${max}.`]);
      return;
    }
    setProgress(0);
    onBusy?.(true);
    try {
      onUploaded(await send(chosen, setProgress));
    } catch (caught) {
      setUploadErrors(uploadErrorTexts(caught));
    } finally {
      setProgress(null);
      onBusy?.(false);
    }
  };

  const shown = uploadErrors.length > 0 ? uploadErrors : errors;
  return (
    <PartFrame
      id={id}
      group
      label={name}
      required={field.required}
      help={
        <>
          {field.displayDescription && <span style={{ display: 'block' }}>{field.displayDescription}</span>}
          {hints && <span style={{ display: 'block' }}>{hints}</span>}
        </>
      }
      error={
        shown.length > 0 ? (
          shown.length === 1 ? (
            shown[0]
          ) : (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {shown.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )
        ) : null
      }
    >
      <Flex vertical gap={8} align="flex-start" style={{ width: '100%' }}>
        {file ? (
          <CreativeImage file={file} alt={name} maxHeight={EDITOR_IMAGE_MAX_HEIGHT} />
        ) : (
          <Typography.Text type="secondary">
            <PictureOutlined aria-hidden /> {t`Zatím nenahráno`}
          </Typography.Text>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          aria-label={t`Soubor pro pole ${name}`}
          aria-describedby={`${id}-help${shown.length ? ` ${id}-error` : ''}`}
          disabled={disabled || progress !== null}
          tabIndex={-1}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void upload(chosen);
          }}
        />
        <Button
          disabled={disabled}
          loading={progress !== null}
          aria-describedby={`${id}-help`}
          onClick={() => input.current?.click()}
        >
          {file ? t`Nahrát jiný soubor (${name})` : t`Nahrát soubor (${name})`}
        </Button>
        {progress !== null && (
          <Progress
            percent={progress}
            size="small"
            style={{ maxWidth: 320, width: '100%' }}
            aria-label={t`Nahrávání souboru`}
          />
        )}
      </Flex>
    </PartFrame>
  );
}

/**
 * A file part of a creative: its value in the editor's form is the (temporary) file uploaded for it,
 * sent with the save; its message is the last save's, until another file is uploaded.
 */
export function FilePart({
  field,
  ...props
}: Pick<FileFieldProps, 'field' | 'upload' | 'disabled' | 'onBusy'>) {
  // Its message shows at once, as every part's of the editor does (spec 001 §5).
  const { input, error } = useFormField<CreativeFile | null>(fileName(field.id), {
    id: `field-${field.id}`,
    showIssues: 'always',
  });
  return (
    <FileField
      field={field}
      file={input.value || null}
      errors={error ? [error] : []}
      onUploaded={(file) => input.onChange(file)}
      {...props}
    />
  );
}

/**
 * A file field filled by converting another field's image: shown, not uploaded (spec 000 §3). Once
 * its source has a new file not saved yet, its file is out of date: the save converts it again.
 */
export function ConvertedField({
  field,
  file,
  sourceName,
  outdated,
  pendingText,
}: {
  field: CreativeFormatField;
  file: CreativeFile | null;
  sourceName: string;
  outdated: boolean;
  /** Said while there is no (current) file: when it comes. By default, with the creative's save. */
  pendingText?: string;
}) {
  const { t } = useLingui();
  const id = `field-${field.id}`;
  const format = field.conversionFormat === 'none' ? '' : field.conversionFormat.toUpperCase();
  return (
    <PartFrame
      id={id}
      group
      label={field.displayName}
      help={
        format
          ? t`Vyplní se automaticky z pole ${sourceName} (převodem do ${format}).`
          : t`Vyplní se automaticky z pole ${sourceName}.`
      }
    >
      {file && !outdated ? (
        <CreativeImage file={file} alt={field.displayName} maxHeight={CONVERTED_IMAGE_MAX_HEIGHT} />
      ) : (
        <Typography.Text type="secondary">{pendingText ?? t`Vyplní se po uložení kreativy.`}</Typography.Text>
      )}
    </PartFrame>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { LibraryImage } from '@portal/shared-contracts/catalogue';
import { Button, Flex, PlusOutlined } from '@portal/shared-ui/components';
import { Progress } from '@portal/shared-ui/form-components';
import { useRef } from 'react';
import { IMAGE_ACCEPT, useImageUpload } from './use-image-upload';

interface ImageUploadButtonProps {
  /** The file input's id; the refusal takes `${id}-error`. */
  id: string;
  onUploaded: (image: LibraryImage) => void;
  /** Told when an upload starts and ends (a dialog is not closed under it). */
  onBusy?: (busy: boolean) => void;
}

/**
 * Adds an image to the library: the button opens the file choice, the progress bar follows the
 * upload, and a refused file says why under it. The file input itself stays out of the tab order:
 * the button is what the keyboard reaches.
 */
export function ImageUploadButton({ id, onUploaded, onBusy }: ImageUploadButtonProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, error, uploading } = useImageUpload(onUploaded);

  const send = async (file: File) => {
    onBusy?.(true);
    await upload(file);
    onBusy?.(false);
  };

  return (
    <Flex vertical gap={8} align="flex-end" style={{ maxWidth: '100%' }}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={t`Soubor obrázku (JPEG, PNG nebo WEBP)`}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={uploading}
        tabIndex={-1}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void send(chosen);
        }}
      />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        loading={uploading}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => input.current?.click()}
      >
        {t`Nahrát obrázek`}
      </Button>
      {progress !== null && (
        <Progress
          percent={progress}
          size="small"
          style={{ width: 240, maxWidth: '100%' }}
          aria-label={t`Nahrávání obrázku`}
        />
      )}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: '#ff4d4f', maxWidth: 420, textAlign: 'right' }}>
          {error}
        </div>
      )}
    </Flex>
  );
}

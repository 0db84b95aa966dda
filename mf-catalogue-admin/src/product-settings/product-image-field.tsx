import { useLingui } from '@lingui/react/macro';
import { Button, Flex, Typography } from '@portal/shared-ui/components';
import { DeleteOutlined, PictureOutlined } from '@portal/shared-ui/form-components';
import { lazy, Suspense, useState } from 'react';
import type { ProductImage } from './product-values';

// The library and its grid load when the picker is first opened, not with the detail.
const ImagePickerDialog = lazy(() =>
  import('../image-library/image-picker-dialog').then((module) => ({ default: module.ImagePickerDialog })),
);

interface ProductImageFieldProps {
  id: string;
  value: ProductImage | null;
  onChange: (image: ProductImage | null) => void;
  error?: string;
}

const THUMB_SIZE = 120;

/** The product card's picture from the image library: its thumbnail, choose (the picker) and remove. */
export function ProductImageField({ id, value, onChange, error }: ProductImageFieldProps) {
  const { t } = useLingui();
  const [picking, setPicking] = useState(false);
  // Mounted from the first opening on, so closing it can animate and reopening is at once.
  const [pickerUsed, setPickerUsed] = useState(false);
  const name = value?.name;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      style={{ marginBottom: 20 }}
    >
      <div id={`${id}-label`} style={{ marginBottom: 4, fontWeight: 500 }}>
        {t`Obrázek`}
      </div>
      <Flex align="center" gap={16} wrap>
        <div
          style={{
            width: THUMB_SIZE,
            height: THUMB_SIZE,
            borderRadius: 8,
            border: '1px solid #f0f0f0',
            background: '#fafafa',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {value ? (
            <img
              src={value.thumbUrl}
              alt={name ? t`Obrázek produktu: ${name}` : t`Obrázek produktu`}
              width={THUMB_SIZE}
              height={THUMB_SIZE}
              style={{ objectFit: 'cover' }}
            />
          ) : (
            <Typography.Text type="secondary">{t`Bez obrázku`}</Typography.Text>
          )}
        </div>
        <Flex vertical gap={8}>
          <Button
            icon={<PictureOutlined />}
            onClick={() => {
              setPickerUsed(true);
              setPicking(true);
            }}
          >
            {value ? t`Vybrat jiný obrázek` : t`Vybrat obrázek`}
          </Button>
          {value && (
            <Button danger icon={<DeleteOutlined />} onClick={() => onChange(null)}>
              {t`Odebrat obrázek`}
            </Button>
          )}
        </Flex>
      </Flex>
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {error}
        </div>
      )}
      {pickerUsed && (
        <Suspense fallback={null}>
          <ImagePickerDialog
            open={picking}
            selectedId={value?.id ?? null}
            onPick={(image) => {
              onChange({ id: image.id, thumbUrl: image.thumbUrl, name: image.name });
              setPicking(false);
            }}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

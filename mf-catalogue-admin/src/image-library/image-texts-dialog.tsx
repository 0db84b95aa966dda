import { useLingui } from '@lingui/react/macro';
import {
  IMAGE_DESCRIPTION_MAX_LENGTH,
  IMAGE_NAME_MAX_LENGTH,
  type LibraryImage,
} from '@portal/shared-contracts/catalogue';
import { useLocale } from '@portal/shared-ui';
import { Flex, Typography } from '@portal/shared-ui/components';
import { ApiForm, FormActions, FormSpy, TextField } from '@portal/shared-ui/form';
import { Modal } from '@portal/shared-ui/form-components';
import { useRef } from 'react';
import { kilobytesOf, pixelsOf } from './image-size';
import { IMAGE_LOCALES, useImageTextsForm, type ImageLocale, type TextKey } from './use-image-texts-form';

interface ImageTextsDialogProps {
  image: LibraryImage;
  onClose: () => void;
  onSaved: (saved: LibraryImage) => void;
}

const id = (localeTag: ImageLocale, key: TextKey) => `image-${key}-${localeTag}`;

/** The image's name and description in Czech, English and Polish, beside its thumbnail. */
export function ImageTextsDialog({ image, onClose, onSaved }: ImageTextsDialogProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const form = useImageTextsForm(image, onSaved);
  // The dialog stays open while the save is under way (Escape, the mask): its answer lands here.
  const sending = useRef(false);
  const languages: Record<ImageLocale, string> = {
    'cs-CZ': t`čeština`,
    'en-GB': t`angličtina`,
    'pl-PL': t`polština`,
  };
  const fileName = image.fileName;

  return (
    <Modal
      open
      title={t`Upravit obrázek ${fileName}`}
      footer={null}
      onCancel={() => {
        if (!sending.current) onClose();
      }}
      destroyOnHidden
      width={880}
    >
      <ApiForm form={form} aria-label={t`Názvy a popisy obrázku`}>
        <FormSpy
          subscription={{ submitting: true }}
          onChange={({ submitting }) => (sending.current = Boolean(submitting))}
        />
        <Flex gap={16} align="center" style={{ marginBottom: 20 }}>
          <img
            src={image.thumbUrl}
            alt={image.name}
            width={120}
            height={120}
            style={{ objectFit: 'contain', border: '1px solid #f0f0f0' }}
          />
          <Typography.Text type="secondary">
            {[image.fileName, pixelsOf(image), kilobytesOf(image, locale)].join(' · ')}
          </Typography.Text>
        </Flex>
        <Flex wrap gap={16}>
          {IMAGE_LOCALES.map((localeTag) => {
            const language = languages[localeTag];
            return (
              <div key={localeTag} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <TextField
                  name={`${localeTag}.name`}
                  id={id(localeTag, 'name')}
                  label={t`Název (${language})`}
                  // The text is in that language (spelling, a screen reader's voice); the label is not.
                  lang={localeTag}
                  maxLength={IMAGE_NAME_MAX_LENGTH}
                />
                <TextField
                  name={`${localeTag}.description`}
                  id={id(localeTag, 'description')}
                  label={t`Popis (${language})`}
                  lang={localeTag}
                  maxLength={IMAGE_DESCRIPTION_MAX_LENGTH}
                  rows={{ minRows: 3, maxRows: 8 }}
                />
              </div>
            );
          })}
        </Flex>
        <Typography.Paragraph type="secondary">
          {t`Bez názvu v jazyce uživatele se obrázek zobrazí s českým názvem, bez něj s názvem souboru.`}
        </Typography.Paragraph>
        <FormActions submitText={t`Uložit`} onCancel={onClose} />
      </ApiForm>
    </Modal>
  );
}

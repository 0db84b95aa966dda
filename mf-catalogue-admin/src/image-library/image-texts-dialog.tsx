import { useLingui } from '@lingui/react/macro';
import {
  IMAGE_DESCRIPTION_MAX_LENGTH,
  IMAGE_NAME_MAX_LENGTH,
  type LibraryImage,
} from '@portal/shared-contracts/catalogue';
import { useLocale } from '@portal/shared-ui';
import { Alert, Button, Flex, Input, Typography } from '@portal/shared-ui/components';
import { Modal } from '@portal/shared-ui/form-components';
import { Field, fieldAria } from '../common/field';
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
  const { values, errors, set } = form;
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
      onCancel={onClose}
      keyboard={!form.submitting}
      mask={{ closable: !form.submitting }}
      destroyOnHidden
      width={880}
    >
      <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t`Názvy a popisy obrázku`}>
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
            const nameId = id(localeTag, 'name');
            const descriptionId = id(localeTag, 'description');
            const nameError = errors[`${localeTag}.name`];
            const descriptionError = errors[`${localeTag}.description`];
            return (
              <div key={localeTag} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Field id={nameId} label={t`Název (${language})`} error={nameError}>
                  <Input
                    id={nameId}
                    // The text is in that language (spelling, a screen reader's voice); the label is not.
                    lang={localeTag}
                    value={values[localeTag].name}
                    maxLength={IMAGE_NAME_MAX_LENGTH}
                    autoComplete="off"
                    onChange={(event) => set(localeTag, 'name', event.target.value)}
                    {...fieldAria(nameId, { error: nameError })}
                  />
                </Field>
                <Field id={descriptionId} label={t`Popis (${language})`} error={descriptionError}>
                  <Input.TextArea
                    id={descriptionId}
                    lang={localeTag}
                    value={values[localeTag].description}
                    maxLength={IMAGE_DESCRIPTION_MAX_LENGTH}
                    autoSize={{ minRows: 3, maxRows: 8 }}
                    onChange={(event) => set(localeTag, 'description', event.target.value)}
                    {...fieldAria(descriptionId, { error: descriptionError })}
                  />
                </Field>
              </div>
            );
          })}
        </Flex>
        <Typography.Paragraph type="secondary">
          {t`Bez názvu v jazyce uživatele se obrázek zobrazí s českým názvem, bez něj s názvem souboru.`}
        </Typography.Paragraph>
        {form.failure && <Alert type="error" showIcon title={form.failure} style={{ marginBottom: 16 }} />}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={form.submitting}>
            {t`Zrušit`}
          </Button>
          <Button type="primary" htmlType="submit" loading={form.submitting}>
            {t`Uložit`}
          </Button>
        </Flex>
      </form>
    </Modal>
  );
}

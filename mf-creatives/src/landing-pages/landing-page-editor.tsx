import { useLingui } from '@lingui/react/macro';
import { LANDING_PAGE_NAME_MAX_LENGTH, type LandingPage } from '@portal/shared-contracts/landing-pages';
import { Typography } from '@portal/shared-ui/components';
import { ApiForm, CheckboxField, FormActions, TextField as NameField } from '@portal/shared-ui/form';
import { FixMarkedFields } from '../common/fix-marked-fields';
import { editorValuesOf, isConverted, missingOf, type EditorValue } from '../creative/editor-model';
import { ConvertedField, FileField } from '../creative/file-field';
import { MissingFields } from '../creative/missing-fields';
import { TextField } from '../creative/text-field';
import { useLandingPageEditor } from './use-landing-page-editor';

interface LandingPageEditorProps {
  page: LandingPage;
  onChanged: (page: LandingPage) => Promise<void>;
  onSaved: (page: LandingPage) => void;
  onCancel: () => void;
}

/**
 * The edit view (spec 000 §2 "Landing pages": name, active, field values): the type's format fields
 * filled as a creative's — texts with their restrictions, numbers, the SKU picker over the page's
 * shop, images uploaded with their progress and the server's checks beside the field — and the
 * required fields still missing.
 */
export function LandingPageEditor({ page, onChanged, onSaved, onCancel }: LandingPageEditorProps) {
  const { t } = useLingui();
  const editor = useLandingPageEditor(page, { onChanged, onSaved });
  const { fields, files } = editor;
  const fieldName = (id: number | null) => fields.find((field) => field.id === id)?.displayName ?? '';

  const fieldPart =
    (submitting: boolean) =>
    ({ field, file }: EditorValue) => {
      if (field.mediaType === 'file') {
        if (isConverted(field)) {
          const sourceName = fieldName(field.convertFromId);
          return (
            <ConvertedField
              key={field.id}
              field={field}
              file={file}
              sourceName={sourceName}
              // The server converts as soon as the source's image is uploaded.
              outdated={false}
              pendingText={t`Vyplní se po nahrání obrázku do pole ${sourceName}.`}
            />
          );
        }
        return (
          <FileField
            key={field.id}
            field={field}
            file={file}
            upload={editor.uploadTo(field.id)}
            disabled={submitting}
            // A page's save sends no file: the upload's own answer is all there is to say.
            errors={[]}
            // The upload's answer is the page's: it shows the file once the page has it.
            onUploaded={() => undefined}
            onBusy={editor.onBusy}
          />
        );
      }
      return (
        <TextField
          key={field.id}
          field={field}
          disabled={submitting}
          targetId={page.target.id}
          companyId={page.company.id}
        />
      );
    };

  const hasFiles = fields.some((field) => field.mediaType === 'file');
  return (
    <ApiForm form={editor.form} aria-label={t`Úprava landing page`}>
      {({ values, submitting }) => {
        const parts = editorValuesOf(fields, { texts: values.texts, files });
        return (
          <>
            <NameField
              name="name"
              id="landing-page-name"
              label={t`Název`}
              required
              maxLength={LANDING_PAGE_NAME_MAX_LENGTH}
              showCount
              disabled={Boolean(submitting)}
            />
            <CheckboxField name="active" label={t`Aktivní`} disabled={Boolean(submitting)} />
            <MissingFields names={missingOf(parts)} zipUploaded={false} />
            {parts.length === 0 ? (
              <Typography.Paragraph type="secondary">
                {t`Landing page nemá typ s poli k vyplnění; upravit lze jen název a aktivitu.`}
              </Typography.Paragraph>
            ) : (
              <>
                {hasFiles && (
                  <Typography.Paragraph type="secondary">
                    {t`Nahraný obrázek se uloží hned; název, aktivitu a texty uložíte tlačítkem Uložit.`}
                  </Typography.Paragraph>
                )}
                {parts.map(fieldPart(Boolean(submitting)))}
              </>
            )}
            <FixMarkedFields />
            <FormActions submitText={t`Uložit`} onCancel={onCancel} disabled={editor.uploading} />
          </>
        );
      }}
    </ApiForm>
  );
}

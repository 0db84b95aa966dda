import { useLingui } from '@lingui/react/macro';
import { LANDING_PAGE_NAME_MAX_LENGTH, type LandingPage } from '@portal/shared-contracts/landing-pages';
import { Alert, Button, Checkbox, Flex, Input, Typography } from '@portal/shared-ui/components';
import { Field } from '../common/field';
import { isConverted, type EditorValue } from '../creative/editor-model';
import { ConvertedField, FileField } from '../creative/file-field';
import { useTextIssueText } from '../creative/issue-texts';
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
  const issueText = useTextIssueText();
  const form = useLandingPageEditor(page, { onChanged, onSaved });
  const fieldName = (id: number | null) =>
    form.values.find((value) => value.field.id === id)?.field.displayName ?? '';

  const fieldPart = ({ field, text, file }: EditorValue) => {
    const serverErrors = form.server.fields.get(field.id) ?? [];
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
          upload={form.uploadTo(field.id)}
          disabled={form.saving}
          errors={serverErrors}
          onUploaded={(uploaded) => form.change(field.id, { file: uploaded })}
          onBusy={form.onBusy}
        />
      );
    }
    const issue = form.issues.get(field.id);
    return (
      <TextField
        key={field.id}
        field={field}
        text={text}
        onChange={(next) => form.change(field.id, { text: next })}
        error={issue ? issueText(issue, field.displayName) : serverErrors.join(' ') || null}
        disabled={form.saving}
        targetId={page.target.id}
        companyId={page.company.id}
      />
    );
  };

  const hasFiles = form.values.some((value) => value.field.mediaType === 'file');
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t`Úprava landing page`}>
      <Field id="landing-page-name" label={t`Název`} required error={form.nameError}>
        <Input
          id="landing-page-name"
          value={form.name}
          maxLength={LANDING_PAGE_NAME_MAX_LENGTH}
          showCount
          disabled={form.saving}
          status={form.nameError ? 'error' : undefined}
          aria-required
          aria-invalid={form.nameError ? true : undefined}
          aria-describedby={form.nameError ? 'landing-page-name-error' : undefined}
          onChange={(event) => form.setName(event.target.value)}
        />
      </Field>
      <div style={{ marginBottom: 20 }}>
        <Checkbox
          checked={form.active}
          disabled={form.saving}
          onChange={(event) => form.setActive(event.target.checked)}
        >
          {t`Aktivní`}
        </Checkbox>
      </div>
      <MissingFields names={form.missing} zipUploaded={false} />
      {form.values.length === 0 ? (
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
          {form.values.map(fieldPart)}
        </>
      )}
      {form.submitError && (
        <Alert
          type="error"
          showIcon
          title={form.submitError}
          description={form.server.other.length > 0 ? form.server.other.join(' ') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onCancel} disabled={form.saving}>
          {t`Zrušit`}
        </Button>
        <Button type="primary" htmlType="submit" loading={form.saving} disabled={form.uploading}>
          {t`Uložit`}
        </Button>
      </Flex>
    </form>
  );
}

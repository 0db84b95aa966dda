import { useLingui } from '@lingui/react/macro';
import {
  updateLandingPage,
  UpdateLandingPageRequestSchema,
  uploadLandingPageFieldFile,
  type LandingPage,
  type UpdateLandingPageRequest,
} from '@portal/shared-contracts/landing-pages';
import { useApiForm } from '@portal/shared-ui/form';
import { notification } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import {
  editorValuesOf,
  inputsOf,
  partPaths,
  partValuesOf,
  textIssueErrors,
  type PartValues,
} from '../creative/editor-model';
import type { FieldFileUpload } from '../creative/file-field';
import { useTextIssueText } from '../creative/issue-texts';

/** The edit form's values: the texts of the parts; the page's files are not the form's. */
export interface LandingPageFormValues {
  name: string;
  active: boolean;
  texts: PartValues['texts'];
}

interface EditorCallbacks {
  /** Every answer that changed the page (an upload keeps its file at once): the page shows it. */
  onChanged: (page: LandingPage) => Promise<void>;
  /** After the save. */
  onSaved: (page: LandingPage) => void;
}

/**
 * The edit form of a landing page (spec 000 §2: name, active, field values) on the kit: the name
 * checked by the update call's schema, the texts by their field's rules (editor-model, as a
 * creative's), the server's messages on the texts the save sent. Unlike a creative's, a page's
 * files are kept by the upload itself (the fields converted from it are filled by the server then):
 * they are the page's, not the form's, and the save sends the name, the flag and the texts.
 */
export function useLandingPageEditor(page: LandingPage, { onChanged, onSaved }: EditorCallbacks) {
  const { t } = useLingui();
  const textIssue = useTextIssueText();
  const [uploads, setUploads] = useState(0);
  const fields = page.fieldValues.map((value) => value.formatField);
  const saved = partValuesOf(fields, page.fieldValues);
  const textInputs = (texts: PartValues['texts']) =>
    inputsOf(editorValuesOf(fields, { texts }).filter((value) => value.field.mediaType === 'text'));

  const form = useApiForm<LandingPageFormValues, UpdateLandingPageRequest, LandingPage>({
    initialValues: { name: page.name, active: page.active, texts: saved.texts },
    schema: UpdateLandingPageRequestSchema,
    // A cleared input leaves no value: the schema then says the name is required, in its words.
    toRequest: (values) => ({
      name: values.name ?? '',
      active: values.active,
      fieldValues: textInputs(values.texts),
    }),
    validate: (values) => textIssueErrors(editorValuesOf(fields, values), textIssue),
    // The texts a save sends are the same whatever their values: fieldValues.{index} is always one.
    paths: partPaths(textInputs({})),
    messages: { landing_page_name_required: t`Vyplňte název landing page.` },
    submit: (request) => updateLandingPage(page.id, request),
    onSuccess: async (answer) => {
      await onChanged(answer);
      const savedName = answer.name;
      notification.success({
        title: t`Landing page uložena`,
        description: t`Landing page ${savedName} je uložena.`,
      });
      onSaved(answer);
    },
    // Spec 001 §8 "save failures": the server's sentence, or the field errors joined, above the
    // buttons (FormActions) while each message is also on its field.
    formError: 'whole',
  });

  const uploadTo =
    (fieldId: number): FieldFileUpload =>
    async (file, onProgress) => {
      const answer = await uploadLandingPageFieldFile(page.id, fieldId, file, {
        onProgress: ({ percent }) => onProgress(percent),
      });
      // The page as the answer has it, with the fields converted from this one filled.
      await onChanged(answer);
      const uploaded = answer.fieldValues.find((value) => value.formatField.id === fieldId)?.file;
      if (!uploaded) throw new Error(`The answer holds no file of field ${fieldId}.`);
      // Unlike a creative's, a page's image is saved by its upload: say so, as every save does.
      const fieldName = fields.find((field) => field.id === fieldId)?.displayName ?? '';
      notification.success({
        title: t`Obrázek uložen`,
        description: t`Obrázek pole ${fieldName} je uložen u landing page.`,
      });
      return uploaded;
    };

  return {
    form,
    fields,
    /** The page's files by field, as its last answer has them. */
    files: saved.files,
    uploadTo,
    uploading: uploads > 0,
    onBusy: (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1)),
  };
}

import { useLingui } from '@lingui/react/macro';
import {
  updateLandingPage,
  uploadLandingPageFieldFile,
  type LandingPage,
} from '@portal/shared-contracts/landing-pages';
import { useErrorText } from '@portal/shared-ui';
import { notification } from '@portal/shared-ui/form-components';
import { useState, type FormEvent } from 'react';
import {
  editorValuesOf,
  inputsOf,
  missingOf,
  serverFormErrors,
  textIssuesOf,
  type EditorValue,
  type ServerFormErrors,
} from '../creative/editor-model';
import type { FieldFileUpload } from '../creative/file-field';

const NO_SERVER_ERRORS: ServerFormErrors = { name: [], fields: new Map(), other: [] };

interface EditorCallbacks {
  /** Every answer that changed the page (an upload keeps its file at once): the page shows it. */
  onChanged: (page: LandingPage) => Promise<void>;
  /** After the save. */
  onSaved: (page: LandingPage) => void;
}

/**
 * The edit form of a landing page (spec 000 §2: name, active, field values): the values filled as a
 * creative's (editor-model: the text rules, the missing fields), the server's errors beside their
 * fields. Unlike a creative's, a page's files are kept by the upload itself (the fields converted
 * from it are filled by the server then), so the save sends the name, the flag and the texts.
 */
export function useLandingPageEditor(page: LandingPage, { onChanged, onSaved }: EditorCallbacks) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [name, setNameState] = useState(page.name);
  const [active, setActive] = useState(page.active);
  const [values, setValues] = useState<EditorValue[]>(() =>
    editorValuesOf(
      page.fieldValues.map((value) => value.formatField),
      page.fieldValues,
    ),
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [server, setServer] = useState<ServerFormErrors>(NO_SERVER_ERRORS);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState(0);
  const issues = textIssuesOf(values);

  const setName = (next: string) => {
    setNameState(next);
    setNameError(null);
  };

  const change = (fieldId: number, next: Partial<Pick<EditorValue, 'text' | 'file'>>) => {
    setValues((previous) =>
      previous.map((value) => (value.field.id === fieldId ? { ...value, ...next } : value)),
    );
    setServer((previous) => {
      if (!previous.fields.has(fieldId)) return previous;
      const fieldErrors = new Map(previous.fields);
      fieldErrors.delete(fieldId);
      return { ...previous, fields: fieldErrors };
    });
  };

  const uploadTo =
    (fieldId: number): FieldFileUpload =>
    async (file, onProgress) => {
      const answer = await uploadLandingPageFieldFile(page.id, fieldId, file, {
        onProgress: ({ percent }) => onProgress(percent),
      });
      const fileOf = (id: number) =>
        answer.fieldValues.find((value) => value.formatField.id === id)?.file ?? null;
      // The server filled the fields converted from this one with the new image.
      setValues((previous) =>
        previous.map((value) =>
          value.field.convertFromId === fieldId ? { ...value, file: fileOf(value.field.id) } : value,
        ),
      );
      await onChanged(answer);
      const uploaded = fileOf(fieldId);
      if (!uploaded) throw new Error(`The answer holds no file of field ${fieldId}.`);
      // Unlike a creative's, a page's image is saved by its upload: say so, as every save does.
      const fieldName = values.find((value) => value.field.id === fieldId)?.field.displayName ?? '';
      notification.success({
        title: t`Obrázek uložen`,
        description: t`Obrázek pole ${fieldName} je uložen u landing page.`,
      });
      return uploaded;
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploads > 0) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t`Vyplňte název landing page.`);
      return;
    }
    if (issues.size > 0) {
      setSubmitError(t`Opravte prosím označená pole.`);
      return;
    }
    const inputs = inputsOf(values.filter((value) => value.field.mediaType === 'text'));
    setSaving(true);
    setSubmitError(null);
    setServer(NO_SERVER_ERRORS);
    try {
      const saved = await updateLandingPage(page.id, { name: trimmed, active, fieldValues: inputs });
      await onChanged(saved);
      const savedName = saved.name;
      notification.success({
        title: t`Landing page uložena`,
        description: t`Landing page ${savedName} je uložena.`,
      });
      onSaved(saved);
    } catch (caught) {
      setServer(serverFormErrors(caught, inputs));
      setSubmitError(errorText(caught));
      setSaving(false);
    }
  };

  return {
    name,
    setName,
    nameError: nameError ?? (server.name.length > 0 ? server.name.join(' ') : null),
    active,
    setActive,
    values,
    change,
    uploadTo,
    issues,
    missing: missingOf(values),
    server,
    submitError,
    saving,
    uploading: uploads > 0,
    onBusy: (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1)),
    submit,
  };
}

import { useLingui } from '@lingui/react/macro';
import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { getProduct } from '@portal/shared-contracts/catalogue';
import {
  CREATIVE_NAME_MAX_LENGTH,
  createCreative,
  getCreativeDraft,
  updateCreative,
  uploadFieldFile,
  type Creative,
  type CreativeFile,
  type CreativeFormatField,
} from '@portal/shared-contracts/creatives';
import { useErrorText } from '@portal/shared-ui';
import { Alert, Button, Flex, Input, LoadError, LoadingPanel } from '@portal/shared-ui/components';
import { notification, Tabs, type TabsProps } from '@portal/shared-ui/form-components';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { Field } from '../common/field';
import { useCreative, useCreativesSettings } from '../common/use-item';
import {
  editorValuesOf,
  inputsOf,
  isConverted,
  missingOf,
  serverFormErrors,
  textIssuesOf,
  type EditorValue,
  type ServerFormErrors,
} from './editor-model';
import { ConvertedField, FileField } from './file-field';
import { useTextIssueText } from './issue-texts';
import { MissingFields } from './missing-fields';
import { TextField } from './text-field';
import { ZipUpload } from './zip-upload';

export type EditorMode = 'new' | 'edit';

interface CreativeEditorProps {
  detail: CampaignItemDetail;
  mode: EditorMode;
  /** After a save: the creative as the server keeps it (the item's creative now). */
  onSaved: (creative: Creative) => void;
  onCancel: () => void;
  /** After a zip upload: the item's new answer. */
  onZipUploaded: (detail: CampaignItemDetail) => void;
}

/**
 * The new and edit views of the creative (spec 000 §2 "Activity creative page", the campaign
 * detail's item creative dialog): the name, the tab filling the format's parts and, when the app
 * setting allows it, the tab uploading a zip; the required fields still missing. A new creative starts
 * from the product's draft (format and suggested name), its files go up as temporary files and the
 * save creates it for the item; an edit saves the name and the values.
 */
export function CreativeEditor({ detail, mode, onSaved, onCancel, onZipUploaded }: CreativeEditorProps) {
  const { t } = useLingui();
  const { item } = detail;
  const draft = useSWR(mode === 'new' ? ['creative-draft', item.product.id, item.id] : null, () =>
    getCreativeDraft(item.product.id, item.id),
  );
  const saved = useCreative(mode === 'edit' ? item.creative?.id : null);
  const answer = mode === 'new' ? draft : saved;
  if (answer.error && !answer.data)
    return (
      <LoadError
        title={t`Kreativu se nepodařilo načíst.`}
        error={answer.error}
        onRetry={() => void answer.mutate()}
      />
    );
  if (mode === 'new' && draft.data)
    return (
      <EditorForm
        key="new"
        detail={detail}
        mode="new"
        initialName={draft.data.suggestedName}
        fields={draft.data.format.fields}
        onSaved={onSaved}
        onCancel={onCancel}
        onZipUploaded={onZipUploaded}
      />
    );
  if (mode === 'edit' && saved.data)
    return (
      <EditorForm
        key={`${saved.data.id}-${saved.data.version}`}
        detail={detail}
        mode="edit"
        creative={saved.data}
        initialName={saved.data.name}
        fields={saved.data.fieldValues.map((value) => value.formatField)}
        onSaved={onSaved}
        onCancel={onCancel}
        onZipUploaded={onZipUploaded}
      />
    );
  return <LoadingPanel compact />;
}

const NO_SERVER_ERRORS: ServerFormErrors = { name: [], fields: new Map(), other: [] };

function EditorForm({
  detail,
  mode,
  creative,
  initialName,
  fields,
  onSaved,
  onCancel,
  onZipUploaded,
}: CreativeEditorProps & {
  creative?: Creative;
  initialName: string;
  fields: readonly CreativeFormatField[];
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const issueText = useTextIssueText();
  const { item, campaign } = detail;
  const companyId = creative?.company.id ?? campaign.company.id;
  const [name, setName] = useState(initialName);
  const [values, setValues] = useState<EditorValue[]>(() => editorValuesOf(fields, creative?.fieldValues));
  const [nameError, setNameError] = useState<string | null>(null);
  const [server, setServer] = useState<ServerFormErrors>(NO_SERVER_ERRORS);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('fill');
  const [uploads, setUploads] = useState(0);
  const settings = useCreativesSettings();
  const needsShop = fields.some((field) => field.textMediaType === 'sku');
  const product = useSWR(needsShop ? ['product', item.product.id] : null, () => getProduct(item.product.id));
  // The product's shop: undefined while it loads, null when it has none (or cannot be read).
  const targetId = product.data
    ? (product.data.category.target?.id ?? null)
    : product.error
      ? null
      : undefined;

  const issues = textIssuesOf(values);
  const missing = missingOf(values);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploads > 0) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t`Vyplňte název kreativy.`);
      setTab('fill');
      return;
    }
    if (issues.size > 0) {
      setTab('fill');
      setSubmitError(t`Opravte prosím označená pole.`);
      return;
    }
    const inputs = inputsOf(values);
    setSaving(true);
    setSubmitError(null);
    setServer(NO_SERVER_ERRORS);
    try {
      const result =
        mode === 'new'
          ? await createCreative(item.product.id, {
              name: trimmed,
              companyId: campaign.company.id,
              campaignItemId: item.id,
              fieldValues: inputs,
            })
          : await updateCreative(creative!.id, { name: trimmed, fieldValues: inputs });
      const creativeName = result.name;
      notification.success({
        title: mode === 'new' ? t`Kreativa vytvořena` : t`Kreativa uložena`,
        description: t`Kreativa ${creativeName} je uložena.`,
      });
      onSaved(result);
    } catch (caught) {
      const errors = serverFormErrors(caught, inputs);
      setServer(errors);
      setSubmitError(errorText(caught));
      if (errors.fields.size > 0) setTab('fill');
      setSaving(false);
    }
  };

  const fieldName = (id: number | null) => fields.find((field) => field.id === id)?.displayName ?? '';
  const savedFileId = (id: number | null) =>
    creative?.fieldValues.find((value) => value.formatField.id === id)?.file?.id ?? null;
  const currentFileId = (id: number | null) =>
    values.find((value) => value.field.id === id)?.file?.id ?? null;
  const fieldPart = (value: EditorValue) => {
    const { field } = value;
    const serverErrors = server.fields.get(field.id) ?? [];
    if (field.mediaType === 'file') {
      if (isConverted(field))
        return (
          <ConvertedField
            key={field.id}
            field={field}
            file={value.file}
            sourceName={fieldName(field.convertFromId)}
            outdated={currentFileId(field.convertFromId) !== savedFileId(field.convertFromId)}
          />
        );
      return (
        <FileField
          key={field.id}
          field={field}
          file={value.file}
          upload={async (chosen, onProgress) =>
            // Kept as a temporary file of the company until the creative is saved.
            (
              await uploadFieldFile(field.id, chosen, companyId, {
                onProgress: ({ percent }) => onProgress(percent),
              })
            ).file
          }
          disabled={saving}
          errors={serverErrors}
          onUploaded={(file: CreativeFile) => change(field.id, { file })}
          onBusy={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
        />
      );
    }
    const issue = issues.get(field.id);
    return (
      <TextField
        key={field.id}
        field={field}
        text={value.text}
        onChange={(text) => change(field.id, { text })}
        error={issue ? issueText(issue, field.displayName) : serverErrors.join(' ') || null}
        disabled={saving}
        targetId={targetId}
        companyId={companyId}
      />
    );
  };

  const tabs: TabsProps['items'] = [
    {
      key: 'fill',
      label: t`Vyplnit části`,
      children: <div style={{ paddingTop: 8 }}>{values.map(fieldPart)}</div>,
    },
  ];
  if (settings.data?.zipUploadEnabled)
    tabs.push({
      key: 'zip',
      label: t`Nahrát ZIP`,
      children: (
        <div style={{ paddingTop: 8 }}>
          <ZipUpload detail={detail} disabled={saving} onUploaded={onZipUploaded} />
        </div>
      ),
    });

  const nameErrorText = nameError ?? (server.name.length > 0 ? server.name.join(' ') : null);
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={mode === 'new' ? t`Nová kreativa` : t`Úprava kreativy`}
    >
      <Field id="creative-name" label={t`Název kreativy`} required error={nameErrorText}>
        <Input
          id="creative-name"
          value={name}
          maxLength={CREATIVE_NAME_MAX_LENGTH}
          showCount
          disabled={saving}
          status={nameErrorText ? 'error' : undefined}
          aria-required
          aria-invalid={nameErrorText ? true : undefined}
          aria-describedby={nameErrorText ? 'creative-name-error' : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
      </Field>
      <MissingFields names={missing} zipUploaded={item.zipUploaded} />
      <Tabs activeKey={tab} onChange={setTab} items={tabs} />
      {submitError && (
        <Alert
          type="error"
          showIcon
          title={submitError}
          description={server.other.length > 0 ? server.other.join(' ') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onCancel} disabled={saving}>
          {t`Zrušit`}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={uploads > 0}>
          {mode === 'new' ? t`Vytvořit kreativu` : t`Uložit kreativu`}
        </Button>
      </Flex>
    </form>
  );
}

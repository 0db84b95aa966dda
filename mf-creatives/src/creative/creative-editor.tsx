import { useLingui } from '@lingui/react/macro';
import type { CampaignItemDetail } from '@portal/shared-contracts/campaign-items';
import { getProduct } from '@portal/shared-contracts/catalogue';
import {
  CREATIVE_NAME_MAX_LENGTH,
  createCreative,
  CreateCreativeRequestSchema,
  getCreativeDraft,
  updateCreative,
  UpdateCreativeRequestSchema,
  uploadFieldFile,
  type CreateCreativeRequest,
  type Creative,
  type CreativeFormatField,
  type UpdateCreativeRequest,
} from '@portal/shared-contracts/creatives';
import { LoadError, LoadingPanel } from '@portal/shared-ui/components';
import {
  ApiForm,
  FormActions,
  FormSpy,
  TextField as NameField,
  useApiForm,
  useFormState,
} from '@portal/shared-ui/form';
import { notification, Tabs, type TabsProps } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import useSWR from 'swr';
import { FixMarkedFields } from '../common/fix-marked-fields';
import { useCreative, useCreativesSettings } from '../common/use-item';
import {
  editorValuesOf,
  inputsOf,
  isConverted,
  missingOf,
  partPaths,
  partValuesOf,
  textIssueErrors,
  type EditorValue,
  type PartValues,
} from './editor-model';
import { ConvertedField, FilePart } from './file-field';
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
  /** In a dialog closing it is the way out: the form does not ask before the page is left. */
  inDialog?: boolean;
}

/**
 * The new and edit views of the creative (spec 000 §2 "Activity creative page", the campaign
 * detail's item creative dialog): the name, the tab filling the format's parts and, when the app
 * setting allows it, the tab uploading a zip; the required fields still missing. A new creative starts
 * from the product's draft (format and suggested name), its files go up as temporary files and the
 * save creates it for the item; an edit saves the name and the values.
 */
export function CreativeEditor({
  detail,
  mode,
  onSaved,
  onCancel,
  onZipUploaded,
  inDialog,
}: CreativeEditorProps) {
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
        inDialog={inDialog}
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
        inDialog={inDialog}
      />
    );
  return <LoadingPanel compact />;
}

/** The editor's form: the creative's name and its parts (texts and uploaded files by field). */
interface EditorFormValues extends PartValues {
  name: string;
}

type SaveRequest = CreateCreativeRequest | UpdateCreativeRequest;

interface EditorFormProps extends CreativeEditorProps {
  creative?: Creative;
  initialName: string;
  fields: readonly CreativeFormatField[];
}

/**
 * The creative's form on the kit: the name checked by the create or update call's schema, each
 * part by its field's rules (textValueIssue), the server's messages on the parts the save sent. A
 * file goes up as soon as it is chosen (the field keeps the temporary file): the save waits for it.
 */
function EditorForm({
  detail,
  mode,
  creative,
  initialName,
  fields,
  onSaved,
  onCancel,
  onZipUploaded,
  inDialog = false,
}: EditorFormProps) {
  const { t } = useLingui();
  const textIssue = useTextIssueText();
  const [uploads, setUploads] = useState(0);
  const { item, campaign } = detail;
  const inputsOfValues = (values: Partial<PartValues>) => inputsOf(editorValuesOf(fields, values));

  const form = useApiForm<EditorFormValues, SaveRequest, Creative>({
    initialValues: { name: initialName, ...partValuesOf(fields, creative?.fieldValues) },
    schema: mode === 'new' ? CreateCreativeRequestSchema : UpdateCreativeRequestSchema,
    toRequest: (values) => {
      // A cleared input leaves no value: the schema then says the name is required, in its words.
      const common = { name: values.name ?? '', fieldValues: inputsOfValues(values) };
      return mode === 'new' ? { ...common, companyId: campaign.company.id, campaignItemId: item.id } : common;
    },
    validate: (values) => textIssueErrors(editorValuesOf(fields, values), textIssue),
    // The parts a save sends are the same whatever their values: fieldValues.{index} is always one part.
    paths: partPaths(inputsOfValues({})),
    messages: { creative_name_required: t`Vyplňte název kreativy.` },
    submit: (request) =>
      mode === 'new'
        ? createCreative(item.product.id, request as CreateCreativeRequest)
        : updateCreative(creative!.id, request),
    onSuccess: (result) => {
      const creativeName = result.name;
      notification.success({
        title: mode === 'new' ? t`Kreativa vytvořena` : t`Kreativa uložena`,
        description: t`Kreativa ${creativeName} je uložena.`,
      });
      onSaved(result);
    },
    // Spec 001 §8 "save failures": the server's sentence, or the field errors joined, above the
    // buttons (FormActions) while each message is also on its field.
    formError: 'whole',
    guardLeave: !inDialog,
  });

  return (
    <ApiForm form={form} aria-label={mode === 'new' ? t`Nová kreativa` : t`Úprava kreativy`}>
      {({ values }) => (
        <>
          <NameField
            name="name"
            id="creative-name"
            label={t`Název kreativy`}
            required
            maxLength={CREATIVE_NAME_MAX_LENGTH}
            showCount
          />
          <MissingFields names={missingOf(editorValuesOf(fields, values))} zipUploaded={item.zipUploaded} />
          <PartsTabs
            detail={detail}
            fields={fields}
            creative={creative}
            onBusy={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
            onZipUploaded={onZipUploaded}
          />
          <FixMarkedFields />
          <FormActions
            submitText={mode === 'new' ? t`Vytvořit kreativu` : t`Uložit kreativu`}
            onCancel={onCancel}
            disabled={uploads > 0}
          />
        </>
      )}
    </ApiForm>
  );
}

interface PartsProps {
  detail: CampaignItemDetail;
  fields: readonly CreativeFormatField[];
  creative?: Creative;
  /** Told when an upload starts and ends. */
  onBusy: (busy: boolean) => void;
}

/**
 * The tab filling the format's parts and, when the app setting allows it, the tab uploading a zip.
 * A refused save shows the filling tab: its messages are there.
 */
function PartsTabs({ onZipUploaded, ...parts }: PartsProps & Pick<CreativeEditorProps, 'onZipUploaded'>) {
  const { t } = useLingui();
  const [tab, setTab] = useState('fill');
  const settings = useCreativesSettings();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const tabs: TabsProps['items'] = [
    {
      key: 'fill',
      label: t`Vyplnit části`,
      children: (
        <div style={{ paddingTop: 8 }}>
          <FilledParts {...parts} />
        </div>
      ),
    },
  ];
  if (settings.data?.zipUploadEnabled)
    tabs.push({
      key: 'zip',
      label: t`Nahrát ZIP`,
      children: (
        <div style={{ paddingTop: 8 }}>
          <ZipUpload detail={parts.detail} disabled={submitting} onUploaded={onZipUploaded} />
        </div>
      ),
    });
  return (
    <>
      <FormSpy
        subscription={{ submitFailed: true, submitErrors: true }}
        onChange={({ submitFailed }) => {
          if (submitFailed) setTab('fill');
        }}
      />
      <Tabs activeKey={tab} onChange={setTab} items={tabs} />
    </>
  );
}

/** The format's parts in its order: texts by their media type, uploads, converted images. */
function FilledParts({ detail, fields, creative, onBusy }: PartsProps) {
  const { item, campaign } = detail;
  const companyId = creative?.company.id ?? campaign.company.id;
  const { values, submitting } = useFormState<EditorFormValues>({
    subscription: { values: true, submitting: true },
  });
  const needsShop = fields.some((field) => field.textMediaType === 'sku');
  const product = useSWR(needsShop ? ['product', item.product.id] : null, () => getProduct(item.product.id));
  // The product's shop: undefined while it loads, null when it has none (or cannot be read).
  const targetId = product.data
    ? (product.data.category.target?.id ?? null)
    : product.error
      ? null
      : undefined;
  const current = editorValuesOf(fields, values);
  const fieldName = (id: number | null) => fields.find((field) => field.id === id)?.displayName ?? '';
  const savedFileId = (id: number | null) =>
    creative?.fieldValues.find((value) => value.formatField.id === id)?.file?.id ?? null;
  const currentFileId = (id: number | null) =>
    current.find((value) => value.field.id === id)?.file?.id ?? null;

  const part = ({ field, file }: EditorValue) => {
    if (field.mediaType === 'file') {
      if (isConverted(field))
        return (
          <ConvertedField
            key={field.id}
            field={field}
            file={file}
            sourceName={fieldName(field.convertFromId)}
            outdated={currentFileId(field.convertFromId) !== savedFileId(field.convertFromId)}
          />
        );
      return (
        <FilePart
          key={field.id}
          field={field}
          upload={async (chosen, onProgress) =>
            // Kept as a temporary file of the company until the creative is saved.
            (
              await uploadFieldFile(field.id, chosen, companyId, {
                onProgress: ({ percent }) => onProgress(percent),
              })
            ).file
          }
          disabled={submitting}
          onBusy={onBusy}
        />
      );
    }
    return (
      <TextField
        key={field.id}
        field={field}
        disabled={submitting}
        targetId={targetId}
        companyId={companyId}
      />
    );
  };
  return <>{current.map(part)}</>;
}

import { useLingui } from '@lingui/react/macro';
import { getCreativeFormat, type CreativeFormat } from '@portal/shared-contracts/creatives';
import { parseRouteId } from '@portal/shared-ui';
import {
  Alert,
  Button,
  Flex,
  LoadError,
  LoadingPanel,
  PageTitle,
  Typography,
} from '@portal/shared-ui/components';
import { ApiForm, FormActions } from '@portal/shared-ui/form';
import { LeftOutlined, Modal, notification } from '@portal/shared-ui/form-components';
import { useNavigate, useParams } from '@portal/shared-ui/router';
import { SaveFailure, useFormReload } from '../common/edit-conflict';
import { CreativeFormatFieldEditor } from './creative-format-field-editor';
import { CREATIVE_FORMATS_PATH } from './creative-format-path';
import { useCreativeFormatForm } from './use-creative-format-form';
import { isNotFound, useCreativeFormat, useRefreshCreativeFormats } from './use-creative-formats';

/**
 * The detail of a creative format at /settings/templates/{id} (spec 000 §2 "Creative formats"):
 * read from the server, every field edited in place, saved whole; after a save a toast and back to
 * the list.
 */
export default function CreativeFormatPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const formatId = parseRouteId(useParams().formatId);
  const loaded = useCreativeFormat(formatId);
  const refresh = useRefreshCreativeFormats();
  const back = () => void navigate(CREATIVE_FORMATS_PATH);
  // After an edit conflict: the format read again, and the form started from it.
  const { generation, reload } = useFormReload(async () => {
    if (formatId !== null) await loaded.mutate(getCreativeFormat(formatId), { revalidate: false });
  });

  const onSaved = (saved: CreativeFormat) => {
    notification.success({ title: t`Formát kreativy uložen`, description: saved.name });
    refresh(saved);
    back();
  };

  const body = () => {
    // What was read stays editable when a later read fails; the save then says what is wrong.
    if (loaded.data)
      return (
        <FormatForm
          key={`${loaded.data.id}:${generation}`}
          format={loaded.data}
          onBack={back}
          onSaved={onSaved}
          onReload={reload}
        />
      );
    if (formatId === null || isNotFound(loaded.error))
      return (
        <Alert
          type="warning"
          showIcon
          title={t`Formát kreativy nebyl nalezen.`}
          description={t`Mohl být smazán, nebo je odkaz chybný.`}
          action={<Button onClick={back}>{t`Zpět na seznam`}</Button>}
        />
      );
    if (loaded.error)
      return (
        <LoadError
          title={t`Formát kreativy se nepodařilo načíst.`}
          error={loaded.error}
          onRetry={() => void loaded.mutate()}
        />
      );
    return <LoadingPanel />;
  };

  return (
    <section aria-labelledby="creative-format-title">
      <Flex align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Button icon={<LeftOutlined />} onClick={back}>
          {t`Zpět`}
        </Button>
        <PageTitle id="creative-format-title" style={{ margin: 0 }}>
          {loaded.data ? loaded.data.name : t`Formát kreativy`}
        </PageTitle>
      </Flex>
      {body()}
    </section>
  );
}

interface FormatFormProps {
  format: CreativeFormat;
  onBack: () => void;
  onSaved: (saved: CreativeFormat) => void;
  /** Reads the format again and restarts the form from it (after an edit conflict). */
  onReload: () => Promise<unknown>;
}

function FormatForm({ format, onBack, onSaved, onReload }: FormatFormProps) {
  const { t } = useLingui();
  const { form, conflict, confirmation, confirm, cancelConfirmation } = useCreativeFormatForm(
    format,
    onSaved,
    onReload,
  );
  const productNames = format.products.map((product) => product.name).join(', ');
  return (
    <ApiForm form={form} aria-label={t`Formát kreativy`}>
      {({ values, form: api }) => (
        <>
          <Typography.Paragraph type="secondary">
            {format.products.length > 0
              ? t`Formát používají produkty: ${productNames}.`
              : t`Formát zatím nepoužívá žádný produkt.`}
          </Typography.Paragraph>
          <Modal
            open={confirmation !== null}
            title={t`Přestane být pole povinné?`}
            okText={t`Přesto uložit`}
            cancelText={t`Zrušit`}
            okButtonProps={{ danger: true }}
            onOk={() => confirm(() => void api.submit())}
            onCancel={cancelConfirmation}
          >
            {confirmation}
          </Modal>
          {values.fields.map((field, index) => (
            <CreativeFormatFieldEditor key={field.id} index={index} field={field} fields={values.fields} />
          ))}
          <SaveFailure failure={null} conflict={conflict} />
          <FormActions submitText={t`Uložit`} onCancel={onBack} />
        </>
      )}
    </ApiForm>
  );
}

import { useLingui } from '@lingui/react/macro';
import { LANDING_PAGE_NAME_MAX_LENGTH, type LandingPage } from '@portal/shared-contracts/landing-pages';
import { useCurrentUser, useErrorText } from '@portal/shared-ui';
import { Alert, Button, Flex, Input, Select } from '@portal/shared-ui/components';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { Field } from '../common/field';
import { CompanySelect } from './company-select';
import { useCreateLandingPage, type CreateField } from './use-create-landing-page';
import { useKeepLandingPage } from './use-landing-page';

interface CreateLandingPageDialogProps {
  onClose: () => void;
  /** After the page is made (it is in the SWR cache by then): the list opens it in edit mode. */
  onCreated: (page: LandingPage) => void;
}

/**
 * The create dialog of the landing page list (spec 000 §2 "Landing pages", 001 §5): type, target,
 * company (retailer staff and agencies) and name. The new page opens in edit mode.
 */
export function CreateLandingPageDialog({ onClose, onCreated }: CreateLandingPageDialogProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const user = useCurrentUser()!;
  const keep = useKeepLandingPage();
  const picksCompany = user.isRetailer || user.isAgency;
  const form = useCreateLandingPage({
    picksCompany,
    onCreated: async (page) => {
      await keep(page);
      const name = page.name;
      notification.success({
        title: t`Landing page vytvořena`,
        description: t`Landing page ${name} je založena, vyplňte její obsah.`,
      });
      onCreated(page);
    },
  });
  const { values, errors, types } = form;
  const id = (field: CreateField) => `create-landing-page-${field}`;
  // The control's own attributes: its message is announced with it.
  const aria = (field: CreateField) => ({
    status: errors[field] ? ('error' as const) : undefined,
    'aria-required': true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
  });
  const typesError = types.error
    ? t`Typy landing pages se nepodařilo načíst: ${errorText(types.error)}`
    : null;
  const noTypes = types.data !== undefined && types.data.length === 0;

  return (
    <Modal open title={t`Nová landing page`} footer={null} onCancel={onClose} destroyOnHidden>
      <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t`Nová landing page`}>
        <Field
          id={id('type')}
          label={t`Typ`}
          required
          error={errors.type ?? typesError}
          help={noTypes ? t`Žádný typ landing page není aktivní.` : undefined}
        >
          <Select<number>
            id={id('type')}
            style={{ width: '100%' }}
            placeholder={t`Vyberte typ`}
            loading={types.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
            value={values.type?.id}
            onChange={(typeId) => form.setType(typeId ?? null)}
            {...aria('type')}
          />
        </Field>
        <Field id={id('target')} label={t`Cílový web`} required error={errors.target}>
          <Select<number>
            id={id('target')}
            style={{ width: '100%' }}
            disabled={!values.type}
            placeholder={values.type ? t`Vyberte cílový web` : t`Nejdříve vyberte typ`}
            showSearch={{ optionFilterProp: 'label' }}
            options={(values.type?.targets ?? []).map((target) => ({ value: target.id, label: target.name }))}
            value={values.targetId ?? undefined}
            onChange={(targetId) => form.setTarget(targetId ?? null)}
            {...aria('target')}
          />
        </Field>
        {picksCompany && (
          <Field id={id('company')} label={t`Společnost`} required error={errors.company}>
            <CompanySelect
              id={id('company')}
              value={values.company}
              onChange={form.setCompany}
              invalid={Boolean(errors.company)}
              describedBy={errors.company ? `${id('company')}-error` : undefined}
            />
          </Field>
        )}
        <Field id={id('name')} label={t`Název`} required error={errors.name}>
          <Input
            id={id('name')}
            value={values.name}
            maxLength={LANDING_PAGE_NAME_MAX_LENGTH}
            showCount
            onChange={(event) => form.setName(event.target.value)}
            {...aria('name')}
          />
        </Field>
        {form.failure && <Alert type="error" showIcon title={form.failure} style={{ marginBottom: 16 }} />}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={form.submitting}>
            {t`Zrušit`}
          </Button>
          <Button type="primary" htmlType="submit" loading={form.submitting}>
            {t`Vytvořit landing page`}
          </Button>
        </Flex>
      </form>
    </Modal>
  );
}

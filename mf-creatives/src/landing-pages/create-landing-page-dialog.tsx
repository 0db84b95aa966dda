import { useLingui } from '@lingui/react/macro';
import {
  LANDING_PAGE_NAME_MAX_LENGTH,
  targetAllowedByType,
  type ActiveLandingPageType,
  type LandingPage,
} from '@portal/shared-contracts/landing-pages';
import type { NamedRef } from '@portal/shared-contracts/core';
import { useCurrentUser, useErrorText } from '@portal/shared-ui';
import { Select } from '@portal/shared-ui/components';
import {
  ApiForm,
  FieldFrame,
  FormActions,
  SelectField,
  TextField,
  useFormField,
} from '@portal/shared-ui/form';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { CompanySelect } from './company-select';
import { allowedTargetIds, useCreateLandingPage } from './use-create-landing-page';
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
  const { form, types } = useCreateLandingPage({
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
  const typeOf = (typeId: number | null) => types.data?.find((candidate) => candidate.id === typeId) ?? null;

  return (
    <Modal open title={t`Nová landing page`} footer={null} onCancel={onClose} destroyOnHidden>
      <ApiForm form={form} aria-label={t`Nová landing page`}>
        {({ values, form: api }) => {
          const type = typeOf(values.landingPageTypeId);
          return (
            <>
              <TypeField
                types={types.data}
                loading={types.isLoading}
                loadError={
                  types.error ? t`Typy landing pages se nepodařilo načíst: ${errorText(types.error)}` : null
                }
                onChanged={(next) => {
                  // A shop the new type does not allow is no longer a choice.
                  const targetId = values.targetId;
                  if (targetId != null && (!next || !targetAllowedByType(allowedTargetIds(next), targetId)))
                    api.change('targetId', null);
                }}
                typeOf={typeOf}
              />
              <SelectField<number>
                name="targetId"
                label={t`Cílový web`}
                required
                disabled={!type}
                placeholder={type ? t`Vyberte cílový web` : t`Nejdříve vyberte typ`}
                options={(type?.targets ?? []).map((target) => ({ value: target.id, label: target.name }))}
              />
              {picksCompany && <CompanyField />}
              <TextField
                name="name"
                label={t`Název`}
                required
                maxLength={LANDING_PAGE_NAME_MAX_LENGTH}
                showCount
              />
              <FormActions submitText={t`Vytvořit landing page`} onCancel={onClose} />
            </>
          );
        }}
      </ApiForm>
    </Modal>
  );
}

/** The active types to choose from; a failed load of them is said where the choice is. */
function TypeField({
  types,
  loading,
  loadError,
  onChanged,
  typeOf,
}: {
  types: ActiveLandingPageType[] | undefined;
  loading: boolean;
  loadError: string | null;
  onChanged: (type: ActiveLandingPageType | null) => void;
  typeOf: (typeId: number | null) => ActiveLandingPageType | null;
}) {
  const { t } = useLingui();
  const id = 'field-landingPageTypeId';
  const help =
    types !== undefined && types.length === 0 ? t`Žádný typ landing page není aktivní.` : undefined;
  const { input, error, aria, status } = useFormField<number | null>('landingPageTypeId', {
    id,
    help,
    required: true,
  });
  const shown = error ?? loadError;
  return (
    <FieldFrame id={id} label={t`Typ`} required help={help} error={shown}>
      <Select<number>
        id={id}
        style={{ width: '100%' }}
        placeholder={t`Vyberte typ`}
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        options={(types ?? []).map((type) => ({ value: type.id, label: type.name }))}
        value={input.value ?? undefined}
        status={shown ? 'error' : status}
        {...aria}
        aria-invalid={shown ? true : undefined}
        aria-describedby={
          [help ? `${id}-help` : null, shown ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
        }
        onChange={(typeId) => {
          input.onChange(typeId ?? null);
          onChanged(typeOf(typeId ?? null));
        }}
        onBlur={() => input.onBlur()}
      />
    </FieldFrame>
  );
}

/** The company the page is made for, searched on the server (retailer staff and agencies). */
function CompanyField() {
  const { t } = useLingui();
  const id = 'field-company';
  const { input, error, aria } = useFormField<NamedRef | null>('company', { id, required: true });
  return (
    <FieldFrame id={id} label={t`Společnost`} required error={error}>
      <CompanySelect
        id={id}
        value={input.value || null}
        onChange={(company) => input.onChange(company)}
        invalid={Boolean(error)}
        describedBy={aria['aria-describedby']}
      />
    </FieldFrame>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { isEditConflict, type NamedRef } from '@portal/shared-contracts/core';
import { searchBrands } from '@portal/shared-contracts/catalogue';
import {
  updateUser,
  type UserDetail,
  type UserEdit,
  type UpdateUserRequest,
} from '@portal/shared-contracts/users';
import { formatDateTime, useCurrentUser, useErrorText } from '@portal/shared-ui';
import {
  Alert,
  Button,
  Checkbox,
  EditConflictNotice,
  Flex,
  PageTitle,
  Select,
  Tag,
} from '@portal/shared-ui/components';
import {
  ApiForm,
  CheckboxField,
  FieldFrame,
  FormActions,
  useApiForm,
  useFormField,
  type FormFieldState,
} from '@portal/shared-ui/form';
import { Descriptions, LeftOutlined, notification } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';
import { useState, type ReactNode } from 'react';
import { isRetailerStaff, roleLabel } from '../common/roles';
import { VendorCompaniesSelect } from './company-select';
import { ImpersonationHistory } from './impersonation-history';
import { ServerSearchMultiSelect } from './server-search-select';
import { UserActivation } from './user-activation';

/** The form's values: the chosen companies and brands kept with their names for the selects. */
interface UserFormValues {
  storefrontActive: boolean;
  salesPersonIds: number[];
  agencyUserIds: number[];
  vendorCompanies: NamedRef[];
  allowedBrands: NamedRef[];
  allowedProductCategoryIds: number[];
}

const ids = (refs: NamedRef[]) => refs.map((ref) => ref.id);

interface UserFormProps {
  edit: UserEdit;
  /** The user as a write (deactivate, reactivate) left them. */
  onChanged: (user: UserDetail) => void;
  /**
   * Reads the user again and starts a new form from it (after an edit conflict); rejects when the
   * read fails.
   */
  onReload: () => Promise<void>;
}

/**
 * The user detail's form (spec 000 §2, 001 §5): the storefront-active checkbox and the multi-selects
 * that apply to the user; allowed product categories as a checkbox list where 'all' means none
 * selected. Save sends the version the form read, says so (a toast) and returns to the user list; a
 * failure shows the server message, or the form's errors joined by spaces, and each field's error
 * under it. A save refused because someone else saved the user meanwhile (409 edit conflict) says
 * who and when and keeps what was typed until "Načíst znovu" reads the user again.
 */
export function UserForm({ edit, onChanged, onReload }: UserFormProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const viewer = useCurrentUser()!;
  const { user, options, fields } = edit;

  // The version the fields were read at: a later write (deactivate) does not move it, a save from
  // this read is refused when someone else saved since.
  const [version] = useState(user.version);
  const [conflict, setConflict] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<string | null>(null);

  // Options the user has but the lists no longer offer (a sales person who left) stay shown.
  const withChosen = (offered: NamedRef[], chosen: NamedRef[]) => [
    ...offered,
    ...chosen.filter((ref) => !offered.some((option) => option.id === ref.id)),
  ];
  const salesPersonOptions = withChosen(options.salesPersons, user.salesPersons);
  const agencyUserOptions = withChosen(options.agencyUsers, user.agencyUsers);
  const toOptions = (refs: NamedRef[]) => refs.map((ref) => ({ value: ref.id, label: ref.name }));

  const back = () => navigate('/settings/users');

  const form = useApiForm<UserFormValues, UpdateUserRequest, UserDetail>({
    initialValues: {
      storefrontActive: user.storefrontActive,
      salesPersonIds: user.salesPersonIds,
      agencyUserIds: user.agencyUserIds,
      vendorCompanies: user.vendorCompanies,
      allowedBrands: user.allowedBrands,
      allowedProductCategoryIds: user.allowedProductCategoryIds,
    },
    toRequest: (values): UpdateUserRequest => ({
      storefrontActive: values.storefrontActive,
      salesPersonIds: values.salesPersonIds,
      agencyUserIds: fields.agencyUsers ? values.agencyUserIds : [],
      vendorCompanyIds: fields.vendorCompanies ? ids(values.vendorCompanies) : [],
      allowedBrandIds: fields.allowedBrands ? ids(values.allowedBrands) : [],
      allowedProductCategoryIds: fields.allowedProductCategories ? values.allowedProductCategoryIds : [],
      version,
    }),
    paths: { vendorCompanyIds: 'vendorCompanies', allowedBrandIds: 'allowedBrands' },
    submit: (request) => {
      setConflict(null);
      setReloadError(null);
      return updateUser(user.id, request);
    },
    onSuccess: (saved) => {
      const name = saved.name;
      notification.success({
        title: t`Uživatel uložen`,
        description: t`Změny uživatele ${name} jsou uloženy.`,
      });
      back();
    },
    // The edit conflict has its own notice; the kit puts any other refusal on the fields or the form.
    onError: (caught) => {
      if (!isEditConflict(caught)) return undefined;
      setConflict(caught);
      return null;
    },
  });

  // On success the page starts a new form from the user read again: this one is left behind.
  const reload = async () => {
    setReloading(true);
    setReloadError(null);
    try {
      await onReload();
    } catch (caught) {
      setReloadError(errorText(caught));
      setReloading(false);
    }
  };

  const invitationSent = formatDateTime(user.pendingInvitation?.sentAt);
  const invitationValidTo = formatDateTime(user.pendingInvitation?.validTo);

  return (
    <section aria-labelledby="user-detail-title">
      <Button type="link" icon={<LeftOutlined />} onClick={back} style={{ paddingInline: 0 }}>
        {t`Zpět na uživatele`}
      </Button>
      <Flex align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <PageTitle id="user-detail-title" style={{ margin: 0 }}>
          {user.name}
        </PageTitle>
        {user.roles.map((role) => (
          <Tag key={role}>{roleLabel(i18n, role)}</Tag>
        ))}
        {!user.active && <Tag color="red">{t`Deaktivovaný`}</Tag>}
      </Flex>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        style={{ marginBottom: 24, maxWidth: 900 }}
        items={[
          { key: 'company', label: t`Společnost`, children: user.company?.name ?? '–' },
          { key: 'email', label: t`E-mail`, children: user.email },
          ...(user.phone ? [{ key: 'phone', label: t`Telefon`, children: user.phone }] : []),
          ...(user.pendingInvitation
            ? [
                {
                  key: 'invitation',
                  label: t`Pozvánka`,
                  children: t`Odeslána ${invitationSent}, platí do ${invitationValidTo}`,
                },
              ]
            : []),
        ]}
      />

      <ApiForm form={form} aria-label={t`Nastavení uživatele`} style={{ maxWidth: 720 }}>
        <CheckboxField name="storefrontActive" label={t`Aktivní storefront`} />

        <FormField<number[]> name="salesPersonIds" id="user-sales-persons" label={t`Obchodníci`}>
          {({ input, aria, status }) => (
            <Select<number[]>
              id="user-sales-persons"
              mode="multiple"
              allowClear
              style={{ width: '100%' }}
              placeholder={t`Hledat obchodníka`}
              status={status}
              {...aria}
              showSearch={{ optionFilterProp: 'label' }}
              options={toOptions(salesPersonOptions)}
              value={input.value}
              onChange={input.onChange}
            />
          )}
        </FormField>

        {fields.agencyUsers && (
          <FormField<number[]> name="agencyUserIds" id="user-agencies" label={t`Agentury`}>
            {({ input, aria, status }) => (
              <Select<number[]>
                id="user-agencies"
                mode="multiple"
                allowClear
                style={{ width: '100%' }}
                placeholder={t`Hledat agenturu`}
                status={status}
                {...aria}
                showSearch={{ optionFilterProp: 'label' }}
                options={toOptions(agencyUserOptions)}
                value={input.value}
                onChange={input.onChange}
              />
            )}
          </FormField>
        )}

        {fields.vendorCompanies && (
          <FormField<NamedRef[]>
            name="vendorCompanies"
            id="user-vendor-companies"
            label={t`Společnosti dodavatelů`}
          >
            {({ input, aria, status }) => (
              <VendorCompaniesSelect
                id="user-vendor-companies"
                value={input.value}
                onChange={input.onChange}
                status={status}
                aria={aria}
              />
            )}
          </FormField>
        )}

        {fields.allowedBrands && (
          <FormField<NamedRef[]>
            name="allowedBrands"
            id="user-allowed-brands"
            label={t`Povolené značky`}
            help={t`Bez vybrané značky smí uživatel propagovat všechny.`}
          >
            {({ input, aria, status }) => (
              <ServerSearchMultiSelect
                id="user-allowed-brands"
                cacheKey="brands/search"
                search={searchBrands}
                placeholder={t`Hledat značku`}
                value={input.value}
                onChange={input.onChange}
                status={status}
                aria={aria}
              />
            )}
          </FormField>
        )}

        {fields.allowedProductCategories && <CategoriesField categories={options.productCategories} />}

        <EditConflictNotice error={conflict} onReload={() => void reload()} reloading={reloading} />
        {reloadError && <Alert type="error" showIcon title={reloadError} style={{ marginBottom: 16 }} />}
        <FormActions submitText={t`Uložit`} onCancel={back} cancelText={t`Zpět`} disabled={reloading} />
      </ApiForm>

      {isRetailerStaff(viewer) && viewer.userId !== user.id && (
        <UserActivation user={user} onChanged={onChanged} />
      )}
      <ImpersonationHistory userId={user.id} />
    </section>
  );
}

interface FormFieldProps<Value> {
  name: string;
  id: string;
  label: ReactNode;
  help?: ReactNode;
  children: (field: FormFieldState<Value>) => ReactNode;
}

/** A field of the kit's form around one of this remote's own selects (label, help, message). */
function FormField<Value>({ name, id, label, help, children }: FormFieldProps<Value>) {
  const field = useFormField<Value>(name, { id, help });
  return (
    <FieldFrame id={id} label={label} help={help} error={field.error}>
      {children(field)}
    </FieldFrame>
  );
}

/**
 * Allowed product categories as a checkbox list where 'all' means none selected; the server's
 * message under the list.
 */
function CategoriesField({ categories }: { categories: NamedRef[] }) {
  const { t } = useLingui();
  const id = 'user-product-categories';
  const { input, error, aria } = useFormField<number[]>('allowedProductCategoryIds', { id });
  const categoryIds = input.value || [];
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }} {...aria}>
      <legend style={{ fontWeight: 500, marginBottom: 4, fontSize: 'inherit' }}>
        {t`Povolené kategorie produktů`}
      </legend>
      <Flex vertical gap={4}>
        <Checkbox
          checked={categoryIds.length === 0}
          onChange={(event) => {
            if (event.target.checked) input.onChange([]);
          }}
        >
          <Trans>Všechny</Trans>
        </Checkbox>
        {categories.map((category) => (
          <Checkbox
            key={category.id}
            style={{ marginInlineStart: 24 }}
            checked={categoryIds.includes(category.id)}
            onChange={(event) =>
              input.onChange(
                event.target.checked
                  ? [...categoryIds, category.id]
                  : categoryIds.filter((categoryId) => categoryId !== category.id),
              )
            }
          >
            {category.name}
          </Checkbox>
        ))}
      </Flex>
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: '#cf1322', marginTop: 4 }}>
          {error}
        </div>
      )}
    </fieldset>
  );
}

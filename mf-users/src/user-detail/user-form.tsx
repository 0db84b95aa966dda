import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError, isEditConflict, type NamedRef } from '@portal/shared-contracts/core';
import { searchBrands } from '@portal/shared-contracts/catalogue';
import { updateUser, type UserDetail, type UserEdit } from '@portal/shared-contracts/users';
import { formatDateTime, joinedFieldErrors, useCurrentUser, useErrorText } from '@portal/shared-ui';
import {
  Alert,
  Button,
  Checkbox,
  EditConflictNotice,
  Flex,
  Select,
  Tag,
  Typography,
} from '@portal/shared-ui/components';
import { Descriptions, LeftOutlined, notification } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';
import { useState, type FormEvent } from 'react';
import { Field } from '../common/field';
import { isRetailerStaff, roleLabel } from '../common/roles';
import { VendorCompaniesSelect } from './company-select';
import { ImpersonationHistory } from './impersonation-history';
import { ServerSearchMultiSelect } from './server-search-select';
import { UserActivation } from './user-activation';

type ListField =
  'salesPersonIds' | 'agencyUserIds' | 'vendorCompanyIds' | 'allowedBrandIds' | 'allowedProductCategoryIds';

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
  const [storefrontActive, setStorefrontActive] = useState(user.storefrontActive);
  const [salesPersonIds, setSalesPersonIds] = useState(user.salesPersonIds);
  const [agencyUserIds, setAgencyUserIds] = useState(user.agencyUserIds);
  const [vendorCompanies, setVendorCompanies] = useState<NamedRef[]>(user.vendorCompanies);
  const [allowedBrands, setAllowedBrands] = useState<NamedRef[]>(user.allowedBrands);
  const [categoryIds, setCategoryIds] = useState(user.allowedProductCategoryIds);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ListField, string>>>({});

  // Options the user has but the lists no longer offer (a sales person who left) stay shown.
  const withChosen = (offered: NamedRef[], chosen: NamedRef[]) => [
    ...offered,
    ...chosen.filter((ref) => !offered.some((option) => option.id === ref.id)),
  ];
  const salesPersonOptions = withChosen(options.salesPersons, user.salesPersons);
  const agencyUserOptions = withChosen(options.agencyUsers, user.agencyUsers);
  const toOptions = (refs: NamedRef[]) => refs.map((ref) => ({ value: ref.id, label: ref.name }));

  const back = () => navigate('/settings/users');

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    setConflict(null);
    setFieldErrors({});
    try {
      const saved = await updateUser(user.id, {
        storefrontActive,
        salesPersonIds,
        agencyUserIds: fields.agencyUsers ? agencyUserIds : [],
        vendorCompanyIds: fields.vendorCompanies ? ids(vendorCompanies) : [],
        allowedBrandIds: fields.allowedBrands ? ids(allowedBrands) : [],
        allowedProductCategoryIds: fields.allowedProductCategories ? categoryIds : [],
        version,
      });
      const name = saved.name;
      notification.success({
        title: t`Uživatel uložen`,
        description: t`Změny uživatele ${name} jsou uloženy.`,
      });
      back();
    } catch (caught) {
      if (isEditConflict(caught)) {
        setConflict(caught);
        setSaving(false);
        return;
      }
      const errors = isApiError(caught) ? caught.body.fieldErrors : undefined;
      if (errors) {
        setFieldErrors(
          Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, texts.join(' ')])),
        );
        setError(joinedFieldErrors(caught));
      } else {
        setError(errorText(caught));
      }
      setSaving(false);
    }
  };

  // On success the page starts a new form from the user read again: this one is left behind.
  const reload = async () => {
    setReloading(true);
    setError(null);
    try {
      await onReload();
    } catch (caught) {
      setError(errorText(caught));
      setReloading(false);
    }
  };

  const allCategories = categoryIds.length === 0;
  const invitationSent = formatDateTime(user.pendingInvitation?.sentAt);
  const invitationValidTo = formatDateTime(user.pendingInvitation?.validTo);

  return (
    <section aria-labelledby="user-detail-title">
      <Button type="link" icon={<LeftOutlined />} onClick={back} style={{ paddingInline: 0 }}>
        {t`Zpět na uživatele`}
      </Button>
      <Flex align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={2} id="user-detail-title" style={{ margin: 0 }}>
          {user.name}
        </Typography.Title>
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

      <form
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label={t`Nastavení uživatele`}
        style={{ maxWidth: 720 }}
      >
        <div style={{ marginBottom: 16 }}>
          <Checkbox
            checked={storefrontActive}
            onChange={(event) => setStorefrontActive(event.target.checked)}
          >
            {t`Aktivní storefront`}
          </Checkbox>
        </div>

        <Field id="user-sales-persons" label={t`Obchodníci`} error={fieldErrors.salesPersonIds}>
          <Select<number[]>
            id="user-sales-persons"
            mode="multiple"
            allowClear
            style={{ width: '100%' }}
            placeholder={t`Hledat obchodníka`}
            status={fieldErrors.salesPersonIds ? 'error' : undefined}
            showSearch={{ optionFilterProp: 'label' }}
            options={toOptions(salesPersonOptions)}
            value={salesPersonIds}
            onChange={setSalesPersonIds}
          />
        </Field>

        {fields.agencyUsers && (
          <Field id="user-agencies" label={t`Agentury`} error={fieldErrors.agencyUserIds}>
            <Select<number[]>
              id="user-agencies"
              mode="multiple"
              allowClear
              style={{ width: '100%' }}
              placeholder={t`Hledat agenturu`}
              status={fieldErrors.agencyUserIds ? 'error' : undefined}
              showSearch={{ optionFilterProp: 'label' }}
              options={toOptions(agencyUserOptions)}
              value={agencyUserIds}
              onChange={setAgencyUserIds}
            />
          </Field>
        )}

        {fields.vendorCompanies && (
          <Field
            id="user-vendor-companies"
            label={t`Společnosti dodavatelů`}
            error={fieldErrors.vendorCompanyIds}
          >
            <VendorCompaniesSelect
              id="user-vendor-companies"
              value={vendorCompanies}
              onChange={setVendorCompanies}
              status={fieldErrors.vendorCompanyIds ? 'error' : undefined}
            />
          </Field>
        )}

        {fields.allowedBrands && (
          <Field
            id="user-allowed-brands"
            label={t`Povolené značky`}
            error={fieldErrors.allowedBrandIds}
            help={t`Bez vybrané značky smí uživatel propagovat všechny.`}
          >
            <ServerSearchMultiSelect
              id="user-allowed-brands"
              cacheKey="brands/search"
              search={searchBrands}
              placeholder={t`Hledat značku`}
              value={allowedBrands}
              onChange={setAllowedBrands}
              status={fieldErrors.allowedBrandIds ? 'error' : undefined}
            />
          </Field>
        )}

        {fields.allowedProductCategories && (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontWeight: 500, marginBottom: 4, fontSize: 'inherit' }}>
              {t`Povolené kategorie produktů`}
            </legend>
            <Flex vertical gap={4}>
              <Checkbox
                checked={allCategories}
                onChange={(event) => {
                  if (event.target.checked) setCategoryIds([]);
                }}
              >
                <Trans>Všechny</Trans>
              </Checkbox>
              {options.productCategories.map((category) => (
                <Checkbox
                  key={category.id}
                  style={{ marginInlineStart: 24 }}
                  checked={categoryIds.includes(category.id)}
                  onChange={(event) =>
                    setCategoryIds((current) =>
                      event.target.checked
                        ? [...current, category.id]
                        : current.filter((categoryId) => categoryId !== category.id),
                    )
                  }
                >
                  {category.name}
                </Checkbox>
              ))}
            </Flex>
            {fieldErrors.allowedProductCategoryIds && (
              <div role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
                {fieldErrors.allowedProductCategoryIds}
              </div>
            )}
          </fieldset>
        )}

        <EditConflictNotice error={conflict} onReload={() => void reload()} reloading={reloading} />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Flex gap={8}>
          <Button onClick={back}>{t`Zpět`}</Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving || reloading}>
            {t`Uložit`}
          </Button>
        </Flex>
      </form>

      {isRetailerStaff(viewer) && viewer.userId !== user.id && (
        <UserActivation user={user} onChanged={onChanged} />
      )}
      <ImpersonationHistory userId={user.id} />
    </section>
  );
}

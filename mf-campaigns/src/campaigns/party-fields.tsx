import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@portal/shared-contracts/core';
import {
  getAgencies,
  getAgencyContacts,
  getCompanies,
  getCompanyContacts,
  getUsersByRole,
  type Contact,
} from '@portal/shared-contracts/new-campaign';
import { useDebouncedValue, useErrorText } from '@portal/shared-ui';
import type { FormFieldState } from '@portal/shared-ui/form';
import { Input, Select, Spin } from '@portal/shared-ui/components';
import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { Field } from '../common/field';

/** Spec §9: search inputs wait 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

const toOption = (ref: NamedRef) => ({ value: ref.id, label: ref.name });
const fromOption = (option: { value: number; label: ReactNode } | undefined): NamedRef | null =>
  option ? { id: option.value, name: String(option.label) } : null;

interface FieldBaseProps {
  id: string;
  error?: string | null;
  disabled?: boolean;
  /** The control's invalid and described-by attributes, when a form kit field holds the value. */
  aria?: FormFieldState<unknown>['aria'];
}

/**
 * The advertiser company (retailer and agency): GET /companies with the typed name (an agency gets
 * the vendor companies it acts for from the same call).
 */
export function CompanyField({
  id,
  value,
  onChange,
  error,
  disabled,
  aria,
}: FieldBaseProps & { value: NamedRef | null; onChange: (company: NamedRef | null) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const companies = useSWR(['companies', name], () => getCompanies(name), { keepPreviousData: true });
  const loadError = companies.error
    ? t`Společnosti se nepodařilo načíst: ${errorText(companies.error)}`
    : null;
  return (
    <Field id={id} label={t`Společnost`} required error={error || loadError}>
      <Select<{ value: number; label: ReactNode }>
        id={id}
        {...aria}
        labelInValue
        allowClear
        disabled={disabled}
        status={error ? 'error' : undefined}
        style={{ width: '100%' }}
        placeholder={t`Vyberte společnost`}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={companies.isLoading}
        notFoundContent={companies.isLoading ? <Spin size="small" /> : t`Nenalezeno`}
        options={(companies.data ?? []).map(toOption)}
        value={value ? toOption(value) : undefined}
        onChange={(option) => {
          setSearch('');
          onChange(fromOption(option));
        }}
      />
    </Field>
  );
}

type ContactFieldProps = FieldBaseProps & {
  value: Contact | null;
  onChange: (contact: Contact | null) => void;
};

/** A contact of a company or an agency; disabled until its owner is chosen. */
function ContactField({
  id,
  label,
  kind,
  ownerId,
  value,
  onChange,
  error,
  disabled,
  aria,
}: ContactFieldProps & { label: string; kind: 'companies' | 'agencies'; ownerId: number | null }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const contacts = useSWR(ownerId ? [kind, ownerId, 'contacts'] : null, () =>
    kind === 'companies' ? getCompanyContacts(ownerId!) : getAgencyContacts(ownerId!),
  );
  const loadError = contacts.error ? t`Kontakty se nepodařilo načíst: ${errorText(contacts.error)}` : null;
  return (
    <Field id={id} label={label} error={error || loadError}>
      <Select<number>
        id={id}
        {...aria}
        allowClear
        style={{ width: '100%' }}
        disabled={disabled || !ownerId}
        placeholder={t`Vyberte kontakt`}
        showSearch={{ optionFilterProp: 'label' }}
        loading={contacts.isLoading}
        options={(contacts.data ?? []).map((contact) => ({
          value: contact.id,
          label: `${contact.name} (${contact.email})`,
        }))}
        value={value?.id}
        onChange={(contactId) => onChange(contacts.data?.find((contact) => contact.id === contactId) ?? null)}
      />
    </Field>
  );
}

/** The company contact (GET /companies/{id}/contacts), disabled until a company is chosen. */
export function CompanyContactField({
  companyId,
  ...props
}: ContactFieldProps & { companyId: number | null }) {
  const { t } = useLingui();
  return <ContactField {...props} label={t`Kontakt společnosti`} kind="companies" ownerId={companyId} />;
}

/**
 * The campaign's sales person. A retailer picks from the active sales persons (disabled when there
 * is at most one); everyone else sees the one taken from the contact, read-only.
 */
export function SalesPersonField({
  id,
  value,
  onChange,
  selectable,
  error,
  aria,
}: Omit<FieldBaseProps, 'disabled'> & {
  value: NamedRef | null;
  onChange: (salesPerson: NamedRef | null) => void;
  selectable: boolean;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const salesPersons = useSWR(selectable ? 'users/by-role/salesPerson' : null, () =>
    getUsersByRole('salesPerson'),
  );
  if (!selectable) {
    return (
      <Field id={id} label={t`Obchodník`} error={error}>
        <Input id={id} {...aria} readOnly value={value?.name ?? ''} placeholder={t`Podle kontaktu`} />
      </Field>
    );
  }
  const options = (salesPersons.data ?? []).map(toOption);
  // The contact's sales person may be inactive, or the list not loaded yet: keep it choosable.
  if (value && !options.some((option) => option.value === value.id)) options.unshift(toOption(value));
  return (
    <Field
      id={id}
      label={t`Obchodník`}
      error={
        error ||
        (salesPersons.error ? t`Obchodníky se nepodařilo načíst: ${errorText(salesPersons.error)}` : null)
      }
    >
      <Select<{ value: number; label: ReactNode }>
        id={id}
        {...aria}
        labelInValue
        allowClear
        style={{ width: '100%' }}
        disabled={options.length <= 1}
        loading={salesPersons.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        value={value ? toOption(value) : undefined}
        onChange={(option) => onChange(fromOption(option))}
      />
    </Field>
  );
}

/** The agency of a campaign (retailer only): GET /agencies. */
export function AgencyField({
  id,
  value,
  onChange,
  disabled,
  error,
  aria,
}: FieldBaseProps & { value: NamedRef | null; onChange: (agency: NamedRef | null) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const agencies = useSWR('agencies', getAgencies);
  return (
    <Field
      id={id}
      label={t`Agentura`}
      error={
        error || (agencies.error ? t`Agentury se nepodařilo načíst: ${errorText(agencies.error)}` : null)
      }
    >
      <Select<{ value: number; label: ReactNode }>
        id={id}
        {...aria}
        labelInValue
        allowClear
        disabled={disabled}
        style={{ width: '100%' }}
        placeholder={t`Bez agentury`}
        loading={agencies.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        options={(agencies.data ?? []).map(toOption)}
        value={value ? toOption(value) : undefined}
        onChange={(option) => onChange(fromOption(option))}
      />
    </Field>
  );
}

/** The agency contact (GET /agencies/{id}/contacts), disabled until an agency is chosen. */
export function AgencyContactField({ agencyId, ...props }: ContactFieldProps & { agencyId: number | null }) {
  const { t } = useLingui();
  return <ContactField {...props} label={t`Kontakt agentury`} kind="agencies" ownerId={agencyId} />;
}
